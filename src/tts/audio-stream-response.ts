import type { Response } from 'express';
import { costHeaders } from '../billing/pricing.js';
import type { TtsAudioStream } from './tts.service.js';

/**
 * Sends streamed audio as a chunked 200, each piece as it comes and no faster than the
 * client reads. When the audio fails midway, the connection is cut without the final
 * chunk, so the client sees an incomplete answer rather than a short take. When the client
 * goes away, reading stops, which stops the engine and the encoder.
 */
export async function sendAudioStream(res: Response, stream: TtsAudioStream): Promise<void> {
  res.status(200);
  res.setHeader('content-type', stream.format.mimeType);
  res.setHeader('x-output-format', stream.format.id);
  res.set(costHeaders(stream.receipt));
  try {
    for await (const chunk of stream.audio) {
      if (res.destroyed) break;
      if (!res.write(chunk)) await drainedOrClosed(res);
    }
  } catch {
    res.destroy();
    return;
  }
  if (!res.destroyed) res.end();
}

/**
 * Resolves when the client has read the buffer or gone away. Both listeners are removed on
 * either, so a long stream that waits many times holds one of each, not one per wait.
 */
function drainedOrClosed(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      res.off('drain', settle);
      res.off('close', settle);
      resolve();
    };
    res.on('drain', settle);
    res.on('close', settle);
  });
}
