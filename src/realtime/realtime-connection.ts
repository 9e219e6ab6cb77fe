import type { Logger } from '@nestjs/common';
import { WebSocket, type RawData } from 'ws';
import { InvalidApiKeyError } from '../api-keys/api-keys.errors.js';
import { InvalidTokenError } from '../auth/auth.errors.js';
import { InsufficientCreditError } from '../billing/billing.errors.js';
import { DomainError } from '../common/errors.js';
import type { SentenceSpeaker } from '../tts/sentence-speaker.js';
import type { SentenceVoice } from '../tts/tts.service.js';
import { BadMessageError, parseClientMessage, type ClientMessage } from './client-messages.js';
import type { ConnectionCredit } from './connection-credit.js';
import type { RealtimeLimits } from './realtime-limits.js';
import { SentenceSender } from './sentence-sender.js';
import { SpeakingContext } from './speaking-context.js';

/** The contract's bounds of one connection. */
export const MAX_UNRENDERED_CHARACTERS = 10_000;
export const MAX_CONTEXTS = 5;

/** Close codes of the contract (4401, 4402) and of RFC 6455. */
export const CLOSE = {
  normal: 1000,
  internalError: 1011,
  revoked: 4401,
  outOfCredit: 4402,
} as const;

export interface ConnectionParts {
  voice: SentenceVoice;
  speaker: SentenceSpeaker;
  credit: ConnectionCredit;
  /**
   * Throws a domain error (InvalidApiKeyError, InvalidTokenError) once the key or the session
   * that opened the connection no longer may spend.
   */
  assertAuthorized: () => Promise<void>;
  limits: RealtimeLimits;
  logger: Logger;
}

/**
 * One realtime socket: reads client messages, keeps up to five speaking contexts, and closes
 * on `end`, when idle, after its time limit, or on a fatal condition (out of credit, key
 * revoked). What the connection holds (slot, credit holds, engines) is released by the
 * lifetime of its upgrade request, which ends with the socket.
 */
export class RealtimeConnection {
  private readonly contexts = new Map<string, SpeakingContext>();
  private readonly sender: SentenceSender;
  private idleTimer?: NodeJS.Timeout;
  private readonly limitTimer: NodeJS.Timeout;
  private readonly keyTimer: NodeJS.Timeout;
  private ending = false;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly parts: ConnectionParts,
  ) {
    this.sender = new SentenceSender(socket, parts, (error) => this.fail(error));
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    // A frame that breaks the protocol or the size limit: ws closes the socket (1002, 1009).
    socket.on('error', () => this.stop());
    socket.on('close', () => this.stop());
    this.limitTimer = setTimeout(
      () => this.close(CLOSE.normal, 'time limit'),
      parts.limits.longestMs,
    );
    this.keyTimer = setInterval(() => void this.checkKey(), parts.limits.keyCheckMs);
    this.touch();
  }

  private async checkKey(): Promise<void> {
    try {
      await this.parts.assertAuthorized();
    } catch (error) {
      if (isRevoked(error)) return this.fail(error);
      // The database did not answer: the next sentence or the next check asks again.
      this.parts.logger.warn(`Realtime key check failed: ${String(error)}`);
    }
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    if (!this.ending) this.touch();
    try {
      if (isBinary) throw new BadMessageError('Messages must be JSON text frames');
      this.handle(parseClientMessage(rawText(data)));
    } catch (error) {
      if (error instanceof BadMessageError) this.sender.sendError(error.message);
      else this.fail(error);
    }
  }

  private handle(message: ClientMessage): void {
    switch (message.type) {
      case 'text': {
        if (this.ending) throw new BadMessageError('No text is accepted after end');
        const unrendered = [...this.contexts.values()].reduce((sum, c) => sum + c.unrendered, 0);
        if (unrendered + message.text.length > MAX_UNRENDERED_CHARACTERS) {
          throw new BadMessageError('At most 10,000 characters of unrendered text per connection');
        }
        const context = this.contextFor(message.contextId);
        context.append(message.text);
        if (message.flush) context.flush();
        return;
      }
      case 'closeContext':
        // Barge-in: closing a context that is already gone is not an error (the two may cross).
        this.contexts.get(message.contextId)?.close();
        this.contexts.delete(message.contextId);
        return;
      case 'end':
        if (!this.ending) void this.end();
        return;
    }
  }

  private contextFor(contextId: string): SpeakingContext {
    const open = this.contexts.get(contextId);
    if (open) return open;
    if (this.contexts.size >= MAX_CONTEXTS) {
      throw new BadMessageError('At most 5 contexts open at once per connection');
    }
    const context = new SpeakingContext(
      (sentence, signal) => this.sender.speak(contextId, sentence, signal),
      () => this.sender.sendFinal(contextId),
    );
    this.contexts.set(contextId, context);
    return context;
  }

  /** Everything buffered is spoken and sent, then `done`, then the socket closes. */
  private async end(): Promise<void> {
    this.ending = true;
    clearTimeout(this.idleTimer);
    for (const context of this.contexts.values()) context.flush();
    await Promise.all([...this.contexts.values()].map((context) => context.idle()));
    if (this.closed) return;
    this.sender.sendDone();
    this.close(CLOSE.normal);
  }

  /** A sentence failed: out of credit, a revoked key or an ended session close; the rest do not. */
  private fail(error: unknown): void {
    if (this.closed) return;
    if (error instanceof InsufficientCreditError) {
      this.sender.sendError(error.message);
      this.close(CLOSE.outOfCredit, 'Insufficient API balance');
    } else if (isRevoked(error)) {
      this.sender.sendError(error.message);
      this.close(CLOSE.revoked, error.message);
    } else if (error instanceof DomainError) {
      this.sender.sendError(error.message);
    } else {
      this.parts.logger.error(`Realtime connection failed: ${String(error)}`);
      this.sender.sendError('Internal server error');
      this.close(CLOSE.internalError, 'Internal server error');
    }
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.close(CLOSE.normal, 'idle'), this.parts.limits.idleMs);
  }

  private close(code: number, reason?: string): void {
    this.stop();
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close(code, reason);
  }

  /** Stops every context (their engines with them) and the timers. */
  private stop(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    clearTimeout(this.limitTimer);
    clearInterval(this.keyTimer);
    for (const context of this.contexts.values()) context.close();
    this.contexts.clear();
  }
}

/** The key or the session that opened the connection may no longer spend (close 4401). */
function isRevoked(error: unknown): error is InvalidApiKeyError | InvalidTokenError {
  return error instanceof InvalidApiKeyError || error instanceof InvalidTokenError;
}

/** ws hands a server's messages over as one Buffer (its default binary type). */
function rawText(data: RawData): string {
  return (data as Buffer).toString('utf8');
}
