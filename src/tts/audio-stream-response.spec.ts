import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import type { Response } from 'express';
import type { OutputFormat } from '../audio/output-format.js';
import { sendAudioStream } from './audio-stream-response.js';

/** A client that reads slowly: every write fills its buffer, which drains on the next turn. */
class SlowClient extends EventEmitter {
  destroyed = false;
  ended = false;
  written = 0;
  mostCloseListeners = 0;
  mostDrainListeners = 0;
  mostErrorListeners = 0;

  status(): this {
    return this;
  }
  setHeader(): this {
    return this;
  }
  set(): this {
    return this;
  }
  write(): boolean {
    this.written++;
    setImmediate(() => {
      this.mostCloseListeners = Math.max(this.mostCloseListeners, this.listenerCount('close'));
      this.mostDrainListeners = Math.max(this.mostDrainListeners, this.listenerCount('drain'));
      this.mostErrorListeners = Math.max(this.mostErrorListeners, this.listenerCount('error'));
      this.emit('drain');
    });
    return false;
  }
  end(): void {
    this.ended = true;
  }
  destroy(): void {
    this.destroyed = true;
  }
}

function chunks(count: number): AsyncIterable<Buffer> {
  return Readable.from(Array.from({ length: count }, () => Buffer.alloc(1024)));
}

describe('sendAudioStream', () => {
  it('waits for a slow client 500 times with at most one drain and one close listener and no warning', async () => {
    const client = new SlowClient();
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      await sendAudioStream(client as unknown as Response, {
        format: { id: 'mp3_44100_128', mimeType: 'audio/mpeg' } as OutputFormat,
        receipt: { characters: 10, costMicros: 250 },
        audio: chunks(500),
      });
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(client.written).toBe(500);
    expect(client.ended).toBe(true);
    expect(client.mostCloseListeners).toBe(1);
    expect(client.mostDrainListeners).toBe(1);
    expect(client.mostErrorListeners).toBe(0);
    expect(client.listenerCount('close')).toBe(0);
    expect(client.listenerCount('drain')).toBe(0);
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});
