import { fork, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';
import { workerScriptPath } from './worker-script.js';
import { runBelowServer } from './engine-priority.js';

const HELPER_PATH = workerScriptPath(import.meta.url, 'process-launcher');

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A program started by the launcher: its pipes, its exit, and a way to stop it. */
export interface LaunchedProcess {
  stdin: Socket;
  stdout: Socket;
  stderr: Socket;
  /** Settles when the program has exited; its pipes may still hold output to read. */
  exited: Promise<ProcessExit>;
  /** Kills the program (SIGKILL); nothing happens once it has exited. */
  kill(): void;
  /** A program started on standby now keeps the server running, as any other does. */
  activate(): void;
}

export interface LaunchOptions {
  /**
   * Started ahead of need: until `activate()`, neither the program nor its pipes keep the
   * server running, so one left waiting never holds a process open that has finished.
   */
  standby?: boolean;
}

type Pipe = 'stdin' | 'stdout' | 'stderr';

type HelperMessage =
  | { id: number; stream: Pipe; pid: number }
  | { id: number; error: string }
  | { id: number; exit: number | null; signal: NodeJS.Signals | null };

interface Launch {
  /** The helper that starts it: only that helper's exit ends it. */
  helper: ChildProcess;
  pipes: Partial<Record<Pipe, Socket>>;
  /** Whether this launch keeps the server running (every launch but one on standby). */
  keepsAlive: boolean;
  /** The program's process id, once the helper has started it. */
  pid?: number;
  started(): void;
  failed(error: Error): void;
  exit(exit: ProcessExit): void;
}

/** A launch is started once all three of its pipes have arrived. */
const isStarted = ({ pipes }: Launch) => Boolean(pipes.stdin && pipes.stdout && pipes.stderr);

/**
 * Starts engine programs (espeak-ng, ffmpeg, pocketsphinx) from a small helper process
 * instead of from the server. Forking the server itself copies the page tables of its
 * hundreds of megabytes and makes every page copy-on-write until the child has exec'd:
 * measured under load, 10 to 40 ms of event-loop stall per program started. The helper is
 * forked once, while the server is still small, and hands each program's pipes back over
 * IPC, so data flows between program and server directly. It also runs niced, and the
 * programs inherit that: they use idle cores but yield to the server.
 */
class ProcessLauncher {
  private helper: ChildProcess | undefined;
  private nextId = 1;
  private readonly launches = new Map<number, Launch>();
  /** Apps running in this process that start programs (see `holdLauncher`). */
  private holders = 0;

  hold(): void {
    this.holders++;
  }

  /**
   * The last app has stopped its engines: the helper is told to stop (it kills anything still
   * running on its way out), so nothing of the app outlives it in this process. A later launch
   * forks a new one.
   */
  release(): void {
    if (--this.holders > 0 || !this.helper) return;
    const helper = this.helper;
    this.helper = undefined;
    if (helper.connected) helper.disconnect();
  }

  launch(
    command: string,
    args: readonly string[],
    { standby = false }: LaunchOptions = {},
  ): Promise<LaunchedProcess> {
    const helper = this.helperProcess();
    const id = this.nextId++;
    let settleExit!: (exit: ProcessExit) => void;
    const exited = new Promise<ProcessExit>((settle) => (settleExit = settle));
    const kill = () => {
      if (this.launches.has(id) && helper.connected) helper.send({ kill: id });
    };
    return new Promise((resolve, reject) => {
      const launch: Launch = {
        helper,
        pipes: {},
        keepsAlive: false,
        started: () => {
          const { stdin, stdout, stderr } = launch.pipes;
          const pipes = [stdin!, stdout!, stderr!];
          if (standby) for (const pipe of pipes) pipe.unref();
          const activate = () => {
            if (launch.keepsAlive || !this.launches.has(id)) return;
            for (const pipe of pipes) pipe.ref();
            this.keepAlive(launch);
          };
          resolve({ stdin: stdin!, stdout: stdout!, stderr: stderr!, exited, kill, activate });
        },
        failed: (error) => {
          this.forget(id);
          reject(error);
        },
        exit: (exit) => {
          this.forget(id);
          settleExit(exit);
        },
      };
      this.launches.set(id, launch);
      if (!standby) this.keepAlive(launch);
      helper.send({ id, command, args }, (error) => {
        if (error) launch.failed(error);
      });
    });
  }

  /**
   * While anything is running (on standby aside), its helper's channel keeps this process alive.
   * A channel's ref is a switch, not a count.
   */
  private keepAlive(launch: Launch): void {
    launch.keepsAlive = true;
    launch.helper.channel?.ref();
  }

  private forget(id: number): void {
    const launch = this.launches.get(id);
    this.launches.delete(id);
    if (!launch?.keepsAlive) return;
    const { helper } = launch;
    const stillRunning = [...this.launches.values()].some(
      (other) => other.helper === helper && other.keepsAlive,
    );
    if (!stillRunning) helper.channel?.unref();
  }

  private helperProcess(): ChildProcess {
    if (this.helper?.connected) return this.helper;
    const helper = fork(HELPER_PATH, [], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv: [],
    });
    // Before it can start anything: every program it starts inherits this priority.
    runBelowServer(helper.pid);
    helper.on('message', (message: HelperMessage, pipe?: Socket) => this.receive(message, pipe));
    helper.once('exit', () => {
      if (this.helper === helper) this.helper = undefined;
      // A helper that stops in order kills its programs on the way out; one that was killed
      // could not, so its orphans are killed from here, and none outlives its report.
      for (const launch of [...this.launches.values()]) {
        if (launch.helper !== helper) continue;
        if (launch.pid !== undefined) killQuietly(launch.pid);
        if (isStarted(launch)) launch.exit({ code: null, signal: 'SIGKILL' });
        else launch.failed(new Error('the engine launcher stopped'));
      }
    });
    // The helper never keeps the server alive by itself; a running launch refs its channel.
    helper.unref();
    helper.channel?.unref();
    this.helper = helper;
    return helper;
  }

  private receive(message: HelperMessage, pipe?: Socket): void {
    const launch = this.launches.get(message.id);
    if (!launch) return;
    if ('error' in message) return launch.failed(new Error(message.error));
    if ('exit' in message) return launch.exit({ code: message.exit, signal: message.signal });
    // A program that exits at once may lose its stdin before the pipe is handed over (Node
    // closes a child's stdin when it exits): it wants no input then, so a sink stands in.
    launch.pid = message.pid;
    launch.pipes[message.stream] = pipe ?? closedPipe(message.stream);
    if (isStarted(launch)) launch.started();
  }
}

const launcher = new ProcessLauncher();

/** An app that starts programs holds the launcher from its start to its shutdown. */
export function holdLauncher(): void {
  launcher.hold();
}

/** Called once the app's engines have stopped; the last release stops the launcher's helper. */
export function releaseLauncher(): void {
  launcher.release();
}

/** Starts a program through the engine launcher; rejects when it cannot be started. */
export function launchProcess(
  command: string,
  args: readonly string[],
  options?: LaunchOptions,
): Promise<LaunchedProcess> {
  return launcher.launch(command, args, options);
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // It had exited already.
  }
}

function closedPipe(stream: Pipe): Socket {
  const socket = new Socket({ readable: stream !== 'stdin', writable: stream === 'stdin' });
  if (stream === 'stdin') socket.end();
  else socket.push(null);
  return socket;
}
