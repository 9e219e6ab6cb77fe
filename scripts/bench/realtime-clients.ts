import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { WebSocket } from 'ws';

export interface RealtimeTarget {
  /** ws://host:port/tts/realtime?... */
  url: string;
  apiKey: string;
}

/** One turn of speech over a socket, in milliseconds from the first text sent. */
export interface RealtimeTiming {
  firstFrameMs: number;
  lastFrameMs: number;
  /** When the last piece of text had been sent. */
  sentMs: number;
  frames: number;
  bytes: number;
  /** SHA-256 of the audio in arrival order: equal for equal text when no frame is lost or moved. */
  audioHash: string;
}

/** Opens a socket (not timed), ready to speak. */
export function openSocket({ url, apiKey }: RealtimeTarget): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { 'x-api-key': apiKey } });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`${url} answered ${res.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/**
 * Sends `pieces` `gapMs` apart (all at once with a flush when there is one piece), then `end`,
 * and reads the audio until `done`; an error message or an early close fails it.
 */
export async function speak(
  socket: WebSocket,
  pieces: readonly string[],
  gapMs: number,
): Promise<RealtimeTiming> {
  const start = performance.now();
  const hash = createHash('sha256');
  const timing = {
    firstFrameMs: Number.NaN,
    lastFrameMs: Number.NaN,
    sentMs: 0,
    frames: 0,
    bytes: 0,
  };
  const finished = new Promise<void>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as {
        type: string;
        audio?: string;
        error?: string;
      };
      if (message.type === 'audio') {
        const audio = Buffer.from(message.audio!, 'base64');
        timing.lastFrameMs = performance.now() - start;
        if (timing.frames++ === 0) timing.firstFrameMs = timing.lastFrameMs;
        timing.bytes += audio.length;
        hash.update(audio);
      } else if (message.type === 'done') resolve();
      else if (message.type === 'error') reject(new Error(message.error));
    });
    socket.once('close', (code) => reject(new Error(`closed ${code} before done`)));
  });
  finished.catch(() => undefined);
  if (pieces.length === 1) socket.send(JSON.stringify({ text: pieces[0], flush: true }));
  else {
    for (const text of pieces) {
      socket.send(JSON.stringify({ text }));
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  }
  timing.sentMs = performance.now() - start;
  socket.send(JSON.stringify({ type: 'end' }));
  await finished;
  return { ...timing, audioHash: hash.digest('hex') };
}

/** Text cut in pieces of `size` characters, as a language model streams its reply. */
export function piecesOf(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

export interface RealtimeTally {
  timings: RealtimeTiming[];
  failed: number;
  firstFailure?: string;
}

/**
 * `clients` sockets speaking at once, on a worker thread, so that the event loop being
 * watched runs the server alone. The sockets are opened first; `speaking` runs while they
 * speak, and what it returns is given back with the tally.
 */
export function speakAtOnceInWorker<T>(
  target: RealtimeTarget,
  pieces: readonly string[],
  gapMs: number,
  clients: number,
  speaking: () => { stop(): T },
): Promise<{ tally: RealtimeTally; watched: T }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./realtime-clients.worker.js', import.meta.url), {
      workerData: { target, pieces, gapMs, clients },
    });
    let watch: { stop(): T } | undefined;
    worker.on('message', (message: 'open' | RealtimeTally) => {
      if (message === 'open') {
        watch = speaking();
        worker.postMessage('speak');
        return;
      }
      resolve({ tally: message, watched: watch!.stop() });
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The realtime client worker stopped with code ${code}`));
    });
  });
}
