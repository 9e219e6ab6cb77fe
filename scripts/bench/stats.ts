/** Nearest-rank percentile of unsorted samples (p in 0..100); NaN when there are none. */
export function percentile(samples: ArrayLike<number>, p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function mean(samples: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < samples.length; i++) total += samples[i];
  return samples.length === 0 ? Number.NaN : total / samples.length;
}

/** Milliseconds since `start` (a performance.now() reading). */
export function elapsedMs(start: number): number {
  return performance.now() - start;
}

/**
 * Warms each task once, then runs them in turn for `runs` rounds and gives each task's
 * milliseconds. Taking turns lays the machine's drift (other load, frequency changes) on
 * every task alike, so comparing them is fair even while the absolute figures wander. Timed
 * one block after the other, five runs each, 100 characters through POST /tts read 15.6 %
 * over the engine; taken in turns, 6 to 10 % in every run since. Every other round runs the
 * tasks in reverse, so no task always follows the same one (and pays for what it leaves:
 * garbage to collect, a child process still exiting).
 */
export async function timeInTurns(
  runs: number,
  tasks: ReadonlyArray<() => Promise<unknown>>,
): Promise<number[][]> {
  for (const task of tasks) await task();
  const times = tasks.map((): number[] => []);
  for (let round = 0; round < runs; round++) {
    for (const index of roundOrder(tasks.length, round)) {
      const start = performance.now();
      await tasks[index]();
      times[index].push(elapsedMs(start));
    }
  }
  return times;
}

/** The tasks' indexes in the order round `round` runs them: as given, then reversed. */
function roundOrder(tasks: number, round: number): number[] {
  const order = Array.from({ length: tasks }, (_, index) => index);
  return round % 2 === 0 ? order : order.reverse();
}

/** Runs `task` `runs` times in a row and gives each run's milliseconds. */
export async function timeEach(runs: number, task: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    times.push(elapsedMs(start));
  }
  return times;
}
