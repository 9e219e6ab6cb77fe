// Loaded with --import into a service process the bench starts with an IPC channel (never by the
// service itself): watches that process's own event loop from the bench's 'watch' message (sent
// once the process is warm) to its 'report' message, answered with the longest delay and the p99.
// A probe from outside also counts its own round trip and the time the machine gave other
// processes; this is what the service's loop itself saw. (Signals will not do: Nest's shutdown
// hooks take SIGUSR2 as well.)
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const delays = monitorEventLoopDelay({ resolution: 5 });
  process.on('message', (message) => {
    if (message === 'watch') {
      delays.reset();
      delays.enable();
    } else if (message === 'report') {
      delays.disable();
      process.send!({ maxMs: delays.max / 1e6, p99Ms: delays.percentile(99) / 1e6 });
    }
  });
}
