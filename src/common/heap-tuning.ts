import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags every service process starts with (`npm start`, `npm run worker`, the image's
 * CMD, and the tests and benchmarks that start the service as a process): they act only at
 * start-up, so they cannot be set from inside like the one below.
 *
 * `--max-semi-space-size=16` caps each half of the young generation at 16 MB, the default
 * of earlier Node releases. Node 24 sizes it from the heap limit, which follows the
 * machine's memory: on a 24 GB host each half may grow to 64 MB. Start-up's churn grew it
 * there at once and it never shrank, so an idle API process held 134 MB of young
 * generation for 26 MB of live objects (208 MB resident). With the cap the same process
 * rests at 176 MB and peaks at 244 MB while a two-hour recording streams in (it peaked at
 * 310-350 MB), and each scavenge has less to walk.
 */
export const SERVICE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16'];

/**
 * Lets V8's old generation grow to twice its live size before the next full collection.
 * Left to itself, V8 sized the limit at about 1.5 times the server's 44 MB of live heap;
 * under 20 TTS clients the Buffers of requests in flight filled that slack every 0.4 s,
 * so full collections ran back to back (60 in 25 s) and caused the longest event-loop
 * stalls. With this the same load sees 7, the loop's p99 delay falls from 8-10 ms to 4 ms,
 * and the heap costs at most one more live size. The flag is read at every collection, so
 * setting it at start-up takes effect.
 */
export function tuneHeapForServing(): void {
  setFlagsFromString('--heap-growing-percent=100');
}
