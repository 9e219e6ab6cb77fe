import { once } from 'node:events';
import { request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/**
 * Clients that go away: raw HTTP requests destroyed at a chosen moment after they were
 * sent, and a watch on the server's side of their connections so a test knows when the
 * server has seen them all end.
 */
export class AbortingClient {
  /** Server-side sockets by the client's port (the latest one), and waiters for ones not accepted yet. */
  private readonly accepted = new Map<number, Socket>();
  private readonly awaited = new Map<number, (socket: Socket) => void>();
  private readonly serverCloses: Promise<unknown>[] = [];
  aborted = 0;

  private constructor(private readonly port: number) {}

  static async on(server: Server): Promise<AbortingClient> {
    if (!server.listening) {
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
    }
    const client = new AbortingClient((server.address() as AddressInfo).port);
    server.on('connection', (socket: Socket) => client.sawConnection(socket));
    return client;
  }

  /**
   * Sends a POST and destroys its socket when `abortAt` (milliseconds after sending, or a
   * promise) comes; resolves when the client's socket is closed.
   */
  async send(
    path: string,
    headers: Record<string, string>,
    body: unknown,
    abortAt: number | Promise<unknown>,
  ): Promise<void> {
    const payload = Buffer.from(JSON.stringify(body ?? {}));
    const req = httpRequest({
      host: '127.0.0.1',
      port: this.port,
      path,
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': payload.length, ...headers },
    });
    req.on('error', () => undefined);
    req.on('response', (res) => res.resume());
    req.end(payload);
    await (typeof abortAt === 'number'
      ? new Promise((resolve) => setTimeout(resolve, abortAt))
      : abortAt);
    const localPort = req.socket?.localPort;
    req.destroy();
    this.aborted++;
    if (localPort !== undefined) this.serverCloses.push(this.serverSideClosed(localPort));
    if (req.socket && !req.socket.destroyed) await once(req.socket, 'close');
  }

  /**
   * Sends a POST and half-closes the socket at once (no more to send, still listening),
   * as some clients and proxies do; resolves with whatever came back when it closes.
   */
  async sendAndHalfClose(
    path: string,
    headers: Record<string, string>,
    body: unknown,
  ): Promise<string> {
    const payload = Buffer.from(JSON.stringify(body));
    const socket = connect({ host: '127.0.0.1', port: this.port, allowHalfOpen: true });
    await once(socket, 'connect');
    const head = [
      `POST ${path} HTTP/1.1`,
      'host: 127.0.0.1',
      'content-type: application/json',
      `content-length: ${payload.length}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ].join('\r\n');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined);
    this.serverCloses.push(this.serverSideClosed(socket.localPort!));
    socket.end(Buffer.concat([Buffer.from(`${head}\r\n\r\n`), payload]));
    await once(socket, 'close');
    this.aborted++;
    return Buffer.concat(received).toString('latin1');
  }

  /** Resolves once the server has seen every aborted connection close. */
  async serverSawAllClose(): Promise<void> {
    await Promise.all(this.serverCloses.splice(0));
    // Let the close handlers' own asynchronous work (releases, refunds) run.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  private sawConnection(socket: Socket): void {
    const port = socket.remotePort;
    if (port === undefined) return;
    this.accepted.set(port, socket);
    this.awaited.get(port)?.(socket);
  }

  private async serverSideClosed(clientPort: number): Promise<void> {
    const socket =
      this.accepted.get(clientPort) ??
      (await new Promise<Socket>((resolve) => this.awaited.set(clientPort, resolve)));
    this.awaited.delete(clientPort);
    if (!socket.destroyed) await once(socket, 'close');
  }
}
