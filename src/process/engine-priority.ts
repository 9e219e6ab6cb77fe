import { setPriority } from 'node:os';

/**
 * Engine children (synthesis, encoding, decoding, recognition) run below the server's
 * priority. They are CPU-bound and, under load, outnumber the cores; at equal priority the
 * scheduler shares the CPU evenly and the event loop, which every other request waits on,
 * stalls for tens of milliseconds at a time. Niced, they still use every idle cycle but
 * yield as soon as the server has work.
 */
const ENGINE_NICENESS = 10;

/** Lowers a started child to the engines' priority; whatever it starts in turn inherits it. */
export function runBelowServer(pid: number | undefined): void {
  if (pid === undefined) return; // it failed to start: the child's 'error' event says why
  try {
    setPriority(pid, ENGINE_NICENESS);
  } catch {
    // Already exited, or the platform refuses: it then runs at normal priority.
  }
}
