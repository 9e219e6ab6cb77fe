/**
 * The MPEG audio check `file-type` lacks: it calls any two bytes of frame sync MP3, and
 * any ID3 tag MP3 whatever follows. Here a frame header must be valid and, when the next
 * frame is within reach, be followed by it. Every read is bounds-checked.
 */

interface MpegHeader {
  version: number;
  layer: number;
  frameLength: number;
}

const MPEG_BITRATES_KBPS: Record<string, number[]> = {
  // [MPEG-1 | MPEG-2/2.5] x [layer I, II, III]; index 0 (free format) and 15 (bad) are excluded.
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MPEG_SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

/** MPEG audio frames at the start of `bytes`, or after the ID3v2 tag that starts it. */
export function isMpegAudio(bytes: Uint8Array): boolean {
  if (bytes.length < 3 || String.fromCharCode(...bytes.subarray(0, 3)) !== 'ID3') {
    return isMpegAudioAt(bytes, 0);
  }
  const end = id3TagEnd(bytes);
  if (end === null) return false;
  // A tag bigger than what we were given (cover art) hides the audio; trust the tag then.
  return end + 4 > bytes.length || isMpegAudioAt(bytes, end);
}

/** Where an ID3v2 tag ends, or null when its header is not one. */
function id3TagEnd(bytes: Uint8Array): number | null {
  if (bytes.length < 10 || bytes[3] < 2 || bytes[3] > 4) return null;
  const sizeBytes = bytes.subarray(6, 10);
  if (sizeBytes.some((b) => b >= 0x80)) return null; // sizes are "syncsafe": 7 bits a byte
  const footer = (bytes[5] & 0x10) !== 0 ? 10 : 0;
  return (
    10 + footer + ((sizeBytes[0] << 21) | (sizeBytes[1] << 14) | (sizeBytes[2] << 7) | sizeBytes[3])
  );
}

function parseMpegHeader(bytes: Uint8Array, at: number): MpegHeader | null {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return null;
  const versionBits = (bytes[at + 1] >> 3) & 3;
  const layerBits = (bytes[at + 1] >> 1) & 3;
  const bitrateIndex = bytes[at + 2] >> 4;
  const sampleRateIndex = (bytes[at + 2] >> 2) & 3;
  if (
    versionBits === 1 ||
    layerBits === 0 ||
    bitrateIndex === 0 ||
    bitrateIndex === 15 ||
    sampleRateIndex === 3
  ) {
    return null;
  }
  const layer = 4 - layerBits;
  const family = versionBits === 3 ? 1 : 2;
  const bitrate = MPEG_BITRATES_KBPS[`${family}-${layer}`][bitrateIndex] * 1000;
  const sampleRate = MPEG_SAMPLE_RATES[versionBits][sampleRateIndex];
  const padding = (bytes[at + 2] >> 1) & 1;
  let frameLength: number;
  if (layer === 1) frameLength = (Math.floor((12 * bitrate) / sampleRate) + padding) * 4;
  else if (layer === 3 && family === 2)
    frameLength = Math.floor((72 * bitrate) / sampleRate) + padding;
  else frameLength = Math.floor((144 * bitrate) / sampleRate) + padding;
  return { version: versionBits, layer, frameLength };
}

/**
 * Two bytes of frame sync occur by chance in random data, so when the next frame is
 * within reach it must be there too, with the same version and layer.
 */
function isMpegAudioAt(bytes: Uint8Array, at: number): boolean {
  const first = parseMpegHeader(bytes, at);
  if (!first) return false;
  const nextAt = at + first.frameLength;
  if (nextAt + 4 > bytes.length) return true;
  const next = parseMpegHeader(bytes, nextAt);
  return next !== null && next.version === first.version && next.layer === first.layer;
}
