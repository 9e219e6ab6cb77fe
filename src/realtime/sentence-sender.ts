import { WebSocket } from 'ws';
import type { SentenceFrame } from '../tts/sentence-speaker.js';
import type { ConnectionParts } from './realtime-connection.js';

type SenderParts = Pick<
  ConnectionParts,
  'voice' | 'speaker' | 'credit' | 'assertAuthorized' | 'limits'
>;

/**
 * Speaks sentences onto a realtime socket and writes the server's messages. Each sentence is
 * read, its cost held, rendered and sent frame by frame, then charged; a sentence stopped
 * (barge-in, connection gone) or failed is given back. Frames are written no faster than the
 * client reads: past a small buffered amount, rendering waits for the socket, and a socket
 * that does not move for `stuckMs` is cut.
 */
export class SentenceSender {
  constructor(
    private readonly socket: WebSocket,
    private readonly parts: SenderParts,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  async speak(contextId: string, text: string, signal: AbortSignal): Promise<void> {
    try {
      const { voice, speaker, credit } = this.parts;
      const sentence = await speaker.plan(voice, text);
      if (!sentence || signal.aborted) return;
      // The key check and the hold go to the database side by side: one round trip less
      // before the first audio. A hold taken for a revoked key is given back at once.
      const held = credit.hold(sentence.characters);
      held.catch(() => undefined);
      try {
        await this.parts.assertAuthorized();
      } catch (error) {
        await held.then((hold) => hold.release()).catch(() => undefined);
        throw error;
      }
      const hold = await held;
      let sent = false;
      try {
        let characters = sentence.characters;
        for await (const frame of speaker.speak(voice, sentence, signal)) {
          if (signal.aborted || !this.isOpen()) break;
          await this.write(audioMessage(contextId, frame, characters), signal);
          characters = 0;
          // Stopped while the socket was full: the engine is not asked for more.
          if (signal.aborted) break;
        }
        sent = !signal.aborted && this.isOpen();
      } finally {
        // Not awaited: the next sentence does not wait on the ledger.
        (sent ? hold.charge() : hold.release()).catch((error: unknown) => this.onFailure(error));
      }
    } catch (error) {
      if (!signal.aborted && this.isOpen()) this.onFailure(error);
    }
  }

  sendFinal(contextId: string): void {
    this.sendNow({ type: 'final', contextId });
  }

  sendDone(): void {
    this.sendNow({ type: 'done' });
  }

  sendError(error: string): void {
    this.sendNow({ type: 'error', error });
  }

  private isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  private sendNow(message: object): void {
    if (this.isOpen()) this.socket.send(JSON.stringify(message));
  }

  /**
   * Sends one message; while more than `bufferedBytes` wait to be written, waits until this one
   * has been (or the sentence is stopped). A socket stuck that long is terminated.
   */
  private async write(message: object, signal: AbortSignal): Promise<void> {
    const written = new Promise<void>((resolve) =>
      this.socket.send(JSON.stringify(message), () => resolve()),
    );
    if (this.socket.bufferedAmount <= this.parts.limits.bufferedBytes || signal.aborted) return;
    let stuck: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    await Promise.race([
      written,
      new Promise<void>((resolve) => {
        stuck = setTimeout(() => {
          this.socket.terminate();
          resolve();
        }, this.parts.limits.stuckMs);
        onAbort = resolve;
        signal.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
    clearTimeout(stuck);
    signal.removeEventListener('abort', onAbort!);
  }
}

function audioMessage(contextId: string, frame: SentenceFrame, characters: number): object {
  return {
    type: 'audio',
    contextId,
    audio: frame.audio.toString('base64'),
    characters,
    ...(frame.words ? { alignment: { words: frame.words } } : {}),
  };
}
