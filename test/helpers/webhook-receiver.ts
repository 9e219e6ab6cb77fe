import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A customer's webhook endpoint on loopback, answering each delivery with the next status
 * of `answers` (the last one repeats). `stop()` closes it so deliveries find nothing there.
 */
export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  private server?: Server;

  constructor(private readonly answers: number[]) {}

  async start(port = 0): Promise<string> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
        const index = Math.min(this.received.length, this.answers.length) - 1;
        res.writeHead(this.answers[index]).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/speech-events`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
