/** The part of autocannon's API the benchmark uses (the package ships no type declarations). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { total: number; sent: number };
  }

  interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (
        client: unknown,
        statusCode: number,
        resBytes: number,
        responseTimeMs: number,
      ) => void,
    ): this;
  }

  /** Off the main thread the callback gets the raw per-thread result, to be aggregated. */
  function autocannon(
    options: Options,
    done: (error: Error | null, raw: unknown) => void,
  ): Instance;
  namespace autocannon {
    function aggregateResult(raw: unknown[], options: Options): Result;
  }
  export default autocannon;
  export type { Options, Result };
}
