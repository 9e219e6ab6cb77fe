import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of the app, kept byte for byte. */
export interface RecordedAnswer {
  path: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/** Asks the app once and keeps its status, content type and body. */
export async function recordAnswer(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RecordedAnswer> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return {
    path,
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/**
 * The floor to compare against: a plain node:http server in the same process sending the
 * app's recorded bytes, with no framework, middleware, guards or database behind them.
 */
export async function startBareServer(
  answers: readonly RecordedAnswer[],
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const byPath = new Map(answers.map((answer) => [answer.path, answer]));
  const server = createServer((req, res) => {
    const answer = byPath.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, {
      'content-type': answer.contentType,
      'content-length': answer.body.length,
    });
    res.end(answer.body);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
