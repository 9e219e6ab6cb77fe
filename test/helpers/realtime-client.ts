import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { WebSocket } from 'ws';

/** A server message as the client received it, with when (performance.now()). */
export interface Received {
  at: number;
  message: {
    type: string;
    contextId?: string;
    audio?: string;
    characters?: number;
    error?: string;
    alignment?: { words: Array<{ text: string; start: number; end: number }> };
  };
}

export interface RealtimeOptions {
  apiKey?: string;
  query?: string;
  headers?: Record<string, string>;
}

/** An open realtime socket that records every message and how it closed. */
export class RealtimeClient {
  readonly received: Received[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.received.push({ at: performance.now(), message: JSON.parse(data.toString('utf8')) });
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      }),
    );
  }

  send(message: object): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message (from `from` on) matching `test`, waiting up to `timeoutMs`. */
  async next(
    test: (m: Received['message']) => boolean,
    timeoutMs = 20_000,
    from = 0,
  ): Promise<Received> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = this.received.slice(from).find((r) => test(r.message));
      if (found) return found;
      if (this.socket.readyState === WebSocket.CLOSED || performance.now() > deadline) {
        throw new Error(
          `No such message; received ${JSON.stringify(this.received.map((r) => r.message.type))}`,
        );
      }
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  audioOf(contextId = 'default'): Buffer {
    return Buffer.concat(
      this.received
        .filter((r) => r.message.type === 'audio' && r.message.contextId === contextId)
        .map((r) => Buffer.from(r.message.audio!, 'base64')),
    );
  }
}

function url(port: number, query = ''): string {
  return `ws://127.0.0.1:${port}/tts/realtime${query ? `?${query}` : ''}`;
}

function headersOf(options: RealtimeOptions): Record<string, string> {
  return { ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}), ...options.headers };
}

/** Opens a socket, or fails with the refusal's status and body. */
export function openRealtime(port: number, options: RealtimeOptions = {}): Promise<RealtimeClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url(port, options.query), { headers: headersOf(options) });
    socket.once('open', () => resolve(new RealtimeClient(socket)));
    socket.once('unexpected-response', (_req, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        reject(
          Object.assign(new Error(`Refused with ${res.statusCode}`), {
            status: res.statusCode,
            headers: res.headers,
            body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
          }),
        ),
      );
    });
    socket.once('error', reject);
  });
}

/** The refusal of an upgrade: status, headers and JSON body. */
export async function refusedUpgrade(
  port: number,
  options: RealtimeOptions,
): Promise<{ status: number; headers: Record<string, unknown>; body: { error: string } }> {
  try {
    const client = await openRealtime(port, options);
    client.socket.close();
  } catch (error) {
    return error as never;
  }
  throw new Error('The upgrade was accepted');
}

/**
 * A client that never reads: the handshake by hand, then its socket paused. It can still send
 * (masked text frames, as RFC 6455 requires of clients).
 */
export function openNeverReading(
  port: number,
  apiKey: string,
): Promise<{ socket: Socket; send: (message: object) => void }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/tts/realtime',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'x-api-key': apiKey,
      },
    });
    req.on('upgrade', (_res, socket: Socket) => {
      socket.pause();
      resolve({
        socket,
        send: (message) => socket.write(maskedTextFrame(JSON.stringify(message))),
      });
    });
    req.on('response', (res) => reject(new Error(`Refused with ${res.statusCode}`)));
    req.on('error', reject);
    req.end();
  });
}

function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const mask = randomBytes(4);
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x81, 0x80 | length])
      : Buffer.from([0x81, 0x80 | 126, length >> 8, length & 0xff]);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]));
  return Buffer.concat([header, mask, masked]);
}
