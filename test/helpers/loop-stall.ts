import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * The bar for one hostile request in the test suite; the benchmark's is 50 ms.
 * Generous on purpose: the machine is shared, and a stall is seconds when it happens.
 */
export const STALL_BAR_MS = 200;

/**
 * Runs `work` (a request to the app served by this process) while the event loop's delay
 * is sampled every 10 ms, and returns its result with the longest delay seen in ms.
 */
export async function longestStallDuring<T>(
  work: () => Promise<T>,
): Promise<{ result: T; stallMs: number }> {
  // The whole suite runs in one process, whose heap holds every earlier suite's garbage: a
  // full collection first, so a pause the test harness owes is not counted as the app's.
  (globalThis as { gc?: () => void }).gc?.();
  const delays = monitorEventLoopDelay({ resolution: 10 });
  delays.enable();
  try {
    const result = await work();
    return { result, stallMs: delays.max / 1e6 };
  } finally {
    delays.disable();
  }
}
