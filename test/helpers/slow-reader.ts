import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';

/** A client that asked for an answer and reads none of it once its headers arrive. */
export interface SlowReader {
  status: number;
  response: IncomingMessage;
  /** Hangs up. */
  close(): void;
}

/** POSTs JSON with an API key, waits for the answer's headers, then stops reading. */
export function postAndStopReading(
  port: number,
  path: string,
  apiKey: string,
  body: unknown,
): Promise<SlowReader> {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const req: ClientRequest = httpRequest(
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
      (response) => {
        response.pause();
        resolve({ status: response.statusCode ?? 0, response, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
