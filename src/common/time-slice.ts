import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a computation may hold the event loop before it lets waiting work run. */
const SLICE_MS = 8;

/**
 * Lets a long computation on the event loop give way to the requests waiting behind it.
 * Called between steps of its loops, `breathe()` returns at once until SLICE_MS have passed
 * since the last break, then waits one turn of the loop. The work takes as long as before,
 * but no other request waits on it for more than a slice.
 */
export class TimeSlice {
  private sliceStart = performance.now();

  async breathe(): Promise<void> {
    if (performance.now() - this.sliceStart < SLICE_MS) return;
    await nextTurn();
    this.sliceStart = performance.now();
  }
}
