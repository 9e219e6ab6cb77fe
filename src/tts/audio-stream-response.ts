import { once } from 'node:events';
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
      if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
  } catch {
    res.destroy();
    return;
  }
  if (!res.destroyed) res.end();
}
