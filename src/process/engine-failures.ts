import { EngineFailedError } from '../common/errors.js';
import type { ProcessFailures } from './bounded-process.js';

/**
 * How an engine program's failures reach the caller: every one is the engine's fault (a 502
 * the client may retry), named after the program, with the last line it printed on stderr.
 */
export function engineFailures(program: string, timeoutMs: number): ProcessFailures {
  return {
    timeout: () =>
      new EngineFailedError(`${program} took longer than ${Math.round(timeoutMs / 1000)} s`),
    overflow: () => new EngineFailedError(`${program} wrote more output than a job can need`),
    spawn: (error) => new EngineFailedError(`${program} could not start: ${error.message}`),
    exit: (code, killedBy, stderr) =>
      new EngineFailedError(
        `${program} failed (${code ?? killedBy}) ${stderr.split('\n').pop() ?? ''}`.trim(),
      ),
  };
}
