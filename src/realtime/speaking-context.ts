import { takeSentences } from './sentences.js';

/** Speaks one sentence; never throws (the connection deals with its failures). */
export type SentenceRenderer = (sentence: string, signal: AbortSignal) => Promise<void>;

/**
 * One context of a realtime connection: text is buffered as it arrives and each complete
 * sentence is spoken in turn, so its audio frames go out in order. Closing it drops the text
 * not yet spoken and stops the sentence being spoken.
 */
export class SpeakingContext {
  private buffer = '';
  private readonly queue: string[] = [];
  private queued = 0;
  private readonly stop = new AbortController();
  private running: Promise<void> | undefined;
  private finalOwed = false;

  constructor(
    private readonly render: SentenceRenderer,
    private readonly sendFinal: () => void,
  ) {}

  /** Characters received and not yet handed to the engine. */
  get unrendered(): number {
    return this.buffer.length + this.queued;
  }

  append(text: string): void {
    const { sentences, rest } = takeSentences(this.buffer + text);
    this.buffer = rest;
    this.enqueue(sentences);
  }

  /** Speaks what is buffered now, then says `final` once all of it has been sent. */
  flush(): void {
    const rest = this.buffer.trim();
    this.buffer = '';
    this.enqueue(rest ? [rest] : []);
    this.finalOwed = true;
    this.run();
  }

  close(): void {
    this.stop.abort();
    this.buffer = '';
    this.queue.length = 0;
    this.queued = 0;
  }

  /** Resolves once everything queued has been spoken (or dropped). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private enqueue(sentences: string[]): void {
    if (this.stop.signal.aborted) return;
    for (const sentence of sentences) {
      this.queue.push(sentence);
      this.queued += sentence.length;
    }
    this.run();
  }

  /**
   * Speaks the queue unless it is being spoken; what is queued while the last turn ends (in
   * the same tick, before its promise settles) starts another.
   */
  private run(): void {
    if (this.running) return;
    this.running = this.speakQueued().finally(() => {
      this.running = undefined;
      if (!this.stop.signal.aborted && (this.queue.length > 0 || this.finalOwed)) this.run();
    });
  }

  private async speakQueued(): Promise<void> {
    for (;;) {
      const sentence = this.queue.shift();
      if (sentence === undefined || this.stop.signal.aborted) break;
      this.queued -= sentence.length;
      await this.render(sentence, this.stop.signal);
    }
    if (this.finalOwed && !this.stop.signal.aborted) {
      this.finalOwed = false;
      this.sendFinal();
    }
  }
}
