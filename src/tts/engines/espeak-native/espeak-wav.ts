import type { PcmChunks } from '../../../audio/pcm.js';
import { EngineFailedError } from '../../../common/errors.js';

/** espeak-ng's header is 44 bytes; a header that has not ended by here is not one. */
const MAX_HEADER_BYTES = 4096;

/**
 * The PCM inside the WAV stream espeak-ng writes with `--stdout`, passed on chunk by chunk
 * once the header is read. Streaming, espeak-ng cannot know the length up front and puts a
 * placeholder in the size fields, so the samples are everything after the `data` chunk
 * header rather than what that header claims. Anything but mono 16-bit PCM at
 * `sampleRate` is an engine failure.
 */
export async function* espeakWavSamples(wav: AsyncIterable<Buffer>, sampleRate: number): PcmChunks {
  let head = Buffer.alloc(0);
  let dataStart: number | undefined;
  for await (const chunk of wav) {
    if (dataStart !== undefined) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    dataStart = findData(head, sampleRate);
    if (dataStart !== undefined && head.length > dataStart) yield head.subarray(dataStart);
    else if (dataStart === undefined && head.length > MAX_HEADER_BYTES) break;
  }
  if (dataStart === undefined) {
    throw new EngineFailedError(
      head.length === 0 ? 'espeak-ng wrote no audio' : 'espeak-ng did not write a WAV stream',
    );
  }
}

/** Where the samples start, once the header up to the `data` chunk is in `head`. */
function findData(head: Buffer, sampleRate: number): number | undefined {
  if (head.length < 12) return undefined;
  if (head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') {
    throw new EngineFailedError('espeak-ng did not write a WAV stream');
  }
  let formatChecked = false;
  let offset = 12;
  while (offset + 8 <= head.length) {
    const id = head.toString('ascii', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'data') {
      if (!formatChecked) throw new EngineFailedError('espeak-ng wrote audio of no stated format');
      return body;
    }
    if (id === 'fmt ') {
      if (head.length < body + 16) return undefined;
      checkFormat(head, body, sampleRate);
      formatChecked = true;
    }
    offset = body + size + (size % 2);
  }
  return undefined;
}

function checkFormat(head: Buffer, body: number, sampleRate: number): void {
  const format = head.readUInt16LE(body);
  const channels = head.readUInt16LE(body + 2);
  const rate = head.readUInt32LE(body + 4);
  const bits = head.readUInt16LE(body + 14);
  if (format !== 1 || channels !== 1 || bits !== 16 || rate !== sampleRate) {
    throw new EngineFailedError(
      `espeak-ng wrote ${channels}-channel ${bits}-bit audio at ${rate} Hz, not mono 16-bit PCM at ${sampleRate} Hz`,
    );
  }
}
