import { fork, type ChildProcess } from 'node:child_process';
import { workerScriptPath } from '../../process/worker-script.js';
import { EngineFailedError, RequestAbortedError } from '../../common/errors.js';
import { runBelowServer } from '../../process/engine-priority.js';
import type { WhisperJob, WhisperReply } from './whisper-messages.js';
import type { WhisperRecognizerConfig } from './sherpa-onnx.js';

const WORKER_PATH = workerScriptPath(import.meta.url, 'whisper');

export interface WhisperOutput {
  text: string;
  /** Language the model used, detected or as asked (`en`, `ar`). */
  language: string;
}

/**
 * One model-holding child process. It is started at boot (so a bad model fails the boot),
 * handles one chunk at a time, and is killed and started afresh when a request is
 * aborted mid-chunk or the process dies.
 */
export class WhisperProcess {
  private child: ChildProcess | undefined;
  private starting: Promise<ChildProcess> | undefined;
  private nextId = 0;

  constructor(
    private readonly recognizerConfig: WhisperRecognizerConfig,
    private readonly chunkTimeoutMs: number,
  ) {}

  /** Starts the process if it is not running; rejects with the model loader's own words. */
  start(): Promise<ChildProcess> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      return Promise.resolve(this.child);
    }
    this.starting ??= this.spawn().finally(() => (this.starting = undefined));
    return this.starting;
  }

  async transcribe(
    pcm: Int16Array,
    language: string,
    signal?: AbortSignal,
  ): Promise<WhisperOutput> {
    if (signal?.aborted) throw new RequestAbortedError();
    const child = await this.start();
    const id = ++this.nextId;
    return new Promise<WhisperOutput>((resolve, reject) => {
      const finish = (error: Error | undefined, output?: WhisperOutput) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (error) reject(error);
        else resolve(output!);
      };
      const kill = (error: Error) => {
        finish(error);
        child.kill('SIGKILL');
      };
      const onMessage = (message: WhisperReply) => {
        if (message.type === 'result' && message.id === id) {
          finish(undefined, { text: message.text, language: message.language });
        } else if (message.type === 'error' && message.id === id) {
          finish(new EngineFailedError(`whisper failed: ${message.message}`));
        }
      };
      const onExit = () => finish(new EngineFailedError('whisper stopped unexpectedly'));
      const onAbort = () => kill(new RequestAbortedError());
      const timer = setTimeout(
        () =>
          kill(new EngineFailedError(`whisper took longer than ${this.chunkTimeoutMs / 1000} s`)),
        this.chunkTimeoutMs,
      );
      signal?.addEventListener('abort', onAbort, { once: true });
      child.on('message', onMessage);
      child.once('exit', onExit);
      const job: WhisperJob = { id, pcm, language };
      child.send(job);
    });
  }

  stop(): void {
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }

  private spawn(): Promise<ChildProcess> {
    return new Promise((resolve, reject) => {
      const child = fork(WORKER_PATH, [JSON.stringify(this.recognizerConfig)], {
        serialization: 'advanced', // typed arrays cross as binary, not JSON number lists
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        execArgv: [],
      });
      runBelowServer(child.pid);
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-2048);
      });
      const onMessage = (message: WhisperReply) => {
        if (message.type === 'ready') {
          child.off('exit', onEarlyExit);
          child.off('message', onMessage);
          this.child = child;
          resolve(child);
        } else if (message.type === 'failed') {
          stderr += `\n${message.message}`;
        }
      };
      const onEarlyExit = () => {
        const reason = stderr.trim().split('\n').slice(-3).join(' | ');
        reject(
          new Error(`The whisper model could not be loaded: ${reason || 'the process exited'}`),
        );
      };
      child.on('message', onMessage);
      child.once('exit', onEarlyExit);
    });
  }
}
