import express, { type Request } from 'express';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { slowBodyMiddleware, type BodyRate } from './slow-body.js';

/** After 300 ms, 20 KB a second of reading. */
const RATE: BodyRate = { minBytesPerSecond: 20_000, graceMs: 300 };

/**
 * An app that reads POST /upload's body, after `startMs` of other work (as a handler checks
 * a key first), and answers how many bytes it got; `ended` tells whether the body arrived whole.
 */
async function serve(
  rate: BodyRate,
  startMs = 0,
): Promise<{ server: Server; port: number; ended: Promise<boolean> }> {
  const app = express();
  app.use(slowBodyMiddleware(rate));
  let onEnd: (whole: boolean) => void = () => undefined;
  const ended = new Promise<boolean>((resolve) => (onEnd = resolve));
  app.post('/upload', (req: Request, res) => {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    setTimeout(() => {
      pipeline(req, sink).then(
        () => {
          onEnd(true);
          res.json({ bytes });
        },
        () => onEnd(false),
      );
    }, startMs);
  });
  const server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, ended };
}

/** Declares `length` bytes, then sends `piece` bytes every `everyMs` until all are sent. */
function trickle(port: number, length: number, piece: number, everyMs: number): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.write(`POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\n\r\n`);
  let sent = 0;
  const timer = setInterval(() => {
    const size = Math.min(piece, length - sent);
    if (size <= 0 || socket.destroyed) return clearInterval(timer);
    socket.write(Buffer.alloc(size, 'a'));
    sent += size;
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
  socket.on('error', () => undefined);
  socket.resume();
  return socket;
}

/** When the server hangs up (a reset is expected: `once` would reject on it). */
function closed(socket: Socket): Promise<void> {
  return new Promise((resolve) => socket.once('close', () => resolve()));
}

describe('slowBodyMiddleware', () => {
  it('closes the connection of a body sent a byte at a time, once past the grace', async () => {
    const { server, port, ended } = await serve(RATE);
    const socket = trickle(port, 100_000, 1, 50);
    const started = Date.now();
    await closed(socket);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RATE.graceMs);
    expect(await ended).toBe(false);
    server.close();
  });

  it('takes a body longer than any deadline would allow, sent at a steady pace above the rate', async () => {
    const { server, port, ended } = await serve(RATE);
    // 40 KB a second for 1.5 s: five times the grace, at twice the rate.
    const socket = trickle(port, 60_000, 2_000, 50);
    expect(await ended).toBe(true);
    socket.destroy();
    server.close();
  });

  it('does not count the time before the server starts reading the body', async () => {
    // 200 KB a second is owed from 300 ms on: far more than the socket buffers while the
    // handler works for 1.5 s before reading, though the client sent all of it at once.
    const { server, port, ended } = await serve(
      { minBytesPerSecond: 200_000, graceMs: 300 },
      1_500,
    );
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.resume();
    const body = Buffer.alloc(1024 * 1024, 'a');
    socket.write(`POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\n\r\n`);
    socket.write(body);
    expect(await ended).toBe(true);
    socket.destroy();
    server.close();
  });

  it('watches a trickled body past an early answer, as Node reads it to reuse the connection', async () => {
    const app = express();
    app.use(slowBodyMiddleware(RATE));
    app.post('/upload', (_req, res) => res.status(401).json({ error: 'no' }));
    const server = createServer(app);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const socket = trickle((server.address() as AddressInfo).port, 100_000, 1, 50);
    await closed(socket);
    server.close();
  });
});
