import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A streamed answer as a client sees it: status, headers, chunks, and how it ended. */
export interface StreamedAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  chunks: Buffer[];
  body: Buffer;
  /** False when the server cut the connection before the final chunk. */
  complete: boolean;
}

/** The server listening on a loopback port (supertest would open one per request). */
export async function listening(server: Server): Promise<number> {
  if (!server.listening)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * POSTs JSON and reads the answer chunk by chunk. `onChunk` sees each chunk as it arrives
 * and may return 'close' to hang up there, as a client that stops listening would.
 */
export function postStreamed(
  port: number,
  path: string,
  apiKey: string,
  body: unknown,
  onChunk: (chunk: Buffer, index: number) => 'close' | void = () => undefined,
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          'x-api-key': apiKey,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let settled = false;
        const finish = (complete: boolean) => {
          if (settled) return;
          settled = true;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            chunks,
            body: Buffer.concat(chunks),
            complete,
          });
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (onChunk(chunk, chunks.length - 1) === 'close') {
            req.destroy();
            finish(false);
          }
        });
        res.on('end', () => finish(res.complete));
        res.on('error', () => finish(false));
        res.on('close', () => finish(res.complete));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
