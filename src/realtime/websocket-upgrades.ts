import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, Response } from 'express';
import { WebSocketServer, type WebSocket } from 'ws';
import { InvalidInputError } from '../common/errors.js';

/**
 * The largest client message: 10,000 characters of Arabic text are about 20 KB of UTF-8, with
 * room for the JSON around them. A larger frame closes the socket (1009) before it is parsed.
 */
export const MAX_MESSAGE_BYTES = 64 * 1024;

const UPGRADE_HEAD = Symbol('upgradeHead');
type Upgrading = IncomingMessage & { [UPGRADE_HEAD]?: Buffer };

/**
 * WebSocket upgrades are served by the Express app like any request: the upgrade request runs
 * through the same middleware, guards and pipes as HTTP, on a response written to the raw
 * socket, so a refusal is the same JSON 401, 429 or 400 (with its Retry-After) and nothing is
 * upgraded until all of them passed. The route then completes the handshake (`accept`). The
 * response stays bound to the socket, so the request's lifetime, and everything it holds (the
 * concurrency slot, credit holds), ends when the WebSocket closes.
 */
@Injectable()
export class WebSocketUpgrades implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly sockets = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
  });

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onApplicationBootstrap(): void {
    const adapter = this.adapterHost.httpAdapter;
    // A worker (ROLE=worker) is an application context: no HTTP server, nothing to upgrade.
    if (!adapter) return;
    const app = adapter.getInstance<(req: IncomingMessage, res: ServerResponse) => void>();
    (adapter.getHttpServer() as Server).on('upgrade', (req: Upgrading, socket: Socket, head) => {
      socket.on('error', () => socket.destroy());
      const res = new ServerResponse(req);
      res.shouldKeepAlive = false;
      res.assignSocket(socket);
      // A refusal ends the connection once written; an accepted socket never finishes `res`.
      res.once('finish', () => socket.destroySoon());
      req[UPGRADE_HEAD] = head;
      app(req, res);
    });
  }

  /** Completes the handshake of the upgrade request being handled; a plain GET is a 400. */
  accept(req: Request, res: Response): Promise<WebSocket> {
    const head = (req as Upgrading)[UPGRADE_HEAD];
    if (!head) throw new InvalidInputError('Connect to /tts/realtime with a WebSocket upgrade');
    res.statusCode = 101; // for the request log
    return new Promise((resolve) => {
      // An invalid handshake is answered (400) and closed by ws itself, and never resolves.
      this.sockets.handleUpgrade(req, req.socket, head, resolve);
    });
  }

  onApplicationShutdown(): void {
    for (const socket of this.sockets.clients) socket.terminate();
    this.sockets.close();
  }
}
