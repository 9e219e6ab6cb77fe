import { monitorEventLoopDelay } from 'node:perf_hooks';

const MB = 1024 * 1024;
const RESOLUTION_MS = 10;

export interface LoopStall {
  maxMs: number;
  p99Ms: number;
}

/**
 * Watches this thread's event loop while a run lasts. A stall here delays every request the
 * process serves, so the maximum is the figure that matters.
 */
export function watchEventLoop(): { stop(): LoopStall } {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  // Readings are nanoseconds between samples, so they include the sampling interval itself:
  // an idle loop reads ~10 ms. The interval is taken off to leave the stall alone.
  const stallMs = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
  return {
    stop: () => {
      histogram.disable();
      return { maxMs: stallMs(histogram.max), p99Ms: stallMs(histogram.percentile(99)) };
    },
  };
}

export interface RssUse {
  beforeMb: number;
  peakMb: number;
  growthMb: number;
}

/** Samples the resident set every 100 ms (engine child processes are not included). */
export function watchRss(): { stop(): RssUse } {
  const beforeMb = process.memoryUsage.rss() / MB;
  let peakMb = beforeMb;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, process.memoryUsage.rss() / MB);
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      peakMb = Math.max(peakMb, process.memoryUsage.rss() / MB);
      return { beforeMb, peakMb, growthMb: peakMb - beforeMb };
    },
  };
}
