import { parentPort, workerData } from 'node:worker_threads';
import autocannon, { type Options } from 'autocannon';
import type { LoadResult, LoadSpec } from './load.js';
import { mean, percentile } from './stats.js';

/**
 * Fires the load from its own thread, so the server's event loop (the one being measured)
 * does not also run the client. Latencies are kept per response at sub-millisecond
 * precision: autocannon's own histogram counts whole milliseconds, which reads 0 or 1 ms
 * for a fast local route.
 */
const spec = workerData as LoadSpec;
const latencies: number[] = [];

const options: Options = {
  url: spec.url,
  // autocannon takes an explicit undefined as a value, not as "use the default".
  method: spec.method ?? 'GET',
  headers: spec.headers ?? {},
  ...(spec.body === undefined ? {} : { body: spec.body }),
  connections: spec.connections,
  duration: spec.seconds,
};

const instance = autocannon(options, (error, raw) => {
  if (error) throw error;
  const result = autocannon.aggregateResult([raw], options);
  const answer: LoadResult = {
    requestsPerSecond: result.requests.total / result.duration,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    latencyMs: {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      mean: mean(latencies),
    },
    autocannonLatencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: result.latency.mean,
    },
  };
  parentPort!.postMessage(answer);
});

instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
  if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
});
