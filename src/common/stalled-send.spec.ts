import express from 'express';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { stalledSendMiddleware } from './stalled-send.js';

/**
 * An app answering 64 MB (more than any socket buffers) after `workMs` of silence, in 64 KB
 * writes as the service's large answers are written (progress is seen a write at a time).
 */
async function serve(
  workMs: number,
  stallMs: number,
): Promise<{ server: Server; port: number; closed: Promise<boolean> }> {
  const app = express();
  app.use(stalledSendMiddleware(stallMs));
  let onClose: (finished: boolean) => void = () => undefined;
  const closed = new Promise<boolean>((resolve) => (onClose = resolve));
  app.get('/big', (_req, res) => {
    res.once('close', () => onClose(res.writableFinished));
    const pieces = Array.from({ length: 1024 }, () => Buffer.alloc(64 * 1024));
    setTimeout(() => Readable.from(pieces).pipe(res), workMs);
  });
  const server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, closed };
}

function rawGet(port: number) {
  const socket = connect(port, '127.0.0.1');
  socket.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
  return socket;
}

describe('stalledSendMiddleware', () => {
  it('disconnects a client that reads nothing of its answer', async () => {
    const { server, port, closed } = await serve(0, 300);
    const socket = rawGet(port);
    socket.pause();
    // Without the middleware nothing closes this answer before Node's own request timeout (300 s),
    // far past the test's: that it closes unfinished is the proof, with no clock to race on a busy
    // machine (a bound of 5 s failed once under a full CI run).
    expect(await closed).toBe(false);
    socket.destroy();
    server.close();
  });

  it('lets a long silent piece of work and a reader that pauses within the deadline finish', async () => {
    const { server, port, closed } = await serve(1_500, 3_000);
    const socket = rawGet(port);
    socket.pause();
    // Reads nothing for less than the deadline once the answer comes, then all of it.
    setTimeout(() => socket.resume(), 1_500 + 1_000);
    expect(await closed).toBe(true);
    socket.destroy();
    server.close();
  });
});
