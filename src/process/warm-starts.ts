import { launchProcess, type LaunchedProcess } from './process-launcher.js';

/** A spare nobody asked for in this long is stopped. */
const SPARE_IDLE_MS = 60_000;
/** At most this many command lines keep a spare; the one used longest ago gives way. */
const MAX_SPARES = 4;

interface Spare {
  /** The started program, or undefined when it could not be started. */
  program: Promise<StartedSpare | undefined>;
  idle: NodeJS.Timeout;
}

interface StartedSpare {
  program: LaunchedProcess;
  /** False once the program has exited (killed, or crashed while it waited). */
  alive(): boolean;
}

/**
 * Programs started before they are needed. Debian's ffmpeg spends about 80 ms of CPU
 * linking its 200-odd shared libraries before it reads a byte: for a 1,000-character
 * take that is a quarter of the whole encode, and all of it stands between a listener and
 * the first audio. So a command line that has run is started once more at once, and the
 * copy waits, on standby, until the next run of the same command line takes it; that run
 * leaves a new spare in turn. Under a burst the runs after the first wait for a start as
 * they would have anyway. A spare holds no server open, is stopped after a minute unused,
 * and the launcher stops it with the server.
 */
export class WarmStarts {
  private readonly spares = new Map<string, Spare>();

  constructor(
    private readonly launch: typeof launchProcess = launchProcess,
    private readonly idleMs = SPARE_IDLE_MS,
    private readonly maxSpares = MAX_SPARES,
  ) {}

  /** The waiting copy of this command line if there is one, else a new start. */
  async start(command: string, args: readonly string[]): Promise<LaunchedProcess> {
    const key = JSON.stringify([command, ...args]);
    const spare = this.spares.get(key);
    this.spares.delete(key);
    const program = (spare && (await this.claim(spare))) ?? this.launch(command, args);
    // Asked for after the run's own start, which the launcher then serves first.
    this.prepare(key, command, args);
    return program;
  }

  private async claim(spare: Spare): Promise<LaunchedProcess | undefined> {
    clearTimeout(spare.idle);
    const started = await spare.program;
    if (!started) return undefined;
    if (!started.alive()) {
      discard(started.program);
      return undefined;
    }
    started.program.activate();
    return started.program;
  }

  private prepare(key: string, command: string, args: readonly string[]): void {
    while (this.spares.size >= this.maxSpares) this.stop(this.spares.keys().next().value!);
    const program = this.launch(command, args, { standby: true }).then(
      (started): StartedSpare => {
        let exited = false;
        void started.exited.then(() => (exited = true));
        return { program: started, alive: () => !exited };
      },
      // A command that cannot start fails again, with its reason, when it is run.
      () => undefined,
    );
    const idle = setTimeout(() => this.stop(key), this.idleMs).unref();
    this.spares.set(key, { program, idle });
  }

  private stop(key: string): void {
    const spare = this.spares.get(key);
    if (!spare) return;
    this.spares.delete(key);
    clearTimeout(spare.idle);
    void spare.program.then((started) => started && discard(started.program));
  }
}

function discard(program: LaunchedProcess): void {
  program.kill();
  program.stdin.destroy();
  program.stdout.destroy();
  program.stderr.destroy();
}

const warmStarts = new WarmStarts();

/** Starts a program through the engine launcher, taking a copy started ahead when one waits. */
export function launchWarm(command: string, args: readonly string[]): Promise<LaunchedProcess> {
  return warmStarts.start(command, args);
}
