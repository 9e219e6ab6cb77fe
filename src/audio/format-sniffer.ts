/**
 * Identifies an upload by its bytes, never by the declared type: clients send wrong
 * Content-Types all the time, and the decoder is told which demuxer to use from this
 * answer alone (so ffmpeg never guesses a playlist or image format from hostile bytes).
 * Every read is bounds-checked; truncated or random input yields null, never a throw.
 */
export type AudioFormatId = 'mp3' | 'wav' | 'webm' | 'ogg' | 'm4a' | 'flac';

export interface AudioFormat {
  id: AudioFormatId;
  mimeType: string;
}

const FORMATS: Record<AudioFormatId, AudioFormat> = {
  mp3: { id: 'mp3', mimeType: 'audio/mpeg' },
  wav: { id: 'wav', mimeType: 'audio/wav' },
  webm: { id: 'webm', mimeType: 'audio/webm' },
  ogg: { id: 'ogg', mimeType: 'audio/ogg' },
  m4a: { id: 'm4a', mimeType: 'audio/mp4' },
  flac: { id: 'flac', mimeType: 'audio/flac' },
};

/** ISO base media brands that carry audio an MP4 demuxer reads (images like heic are not here). */
const MP4_AUDIO_BRANDS = new Set([
  'M4A ',
  'M4B ',
  'mp41',
  'mp42',
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'dash',
  '3gp4',
  '3gp5',
  '3gp6',
]);

/** Codecs whose first Ogg packet we recognise: Opus, Vorbis and FLAC-in-Ogg. */
const OGG_CODEC_MAGICS = ['OpusHead', '\x01vorbis', '\x7fFLAC'];

const EBML_MAGIC = 0x1a45dfa3;
const EBML_DOCTYPE_ID = 0x4282;
const MATROSKA_DOCTYPES = new Set(['webm', 'matroska']);

export function sniffAudioFormat(bytes: Uint8Array): AudioFormat | null {
  const id = sniffId(bytes);
  return id ? FORMATS[id] : null;
}

function sniffId(bytes: Uint8Array): AudioFormatId | null {
  if (ascii(bytes, 0, 4) === 'fLaC') return 'flac';
  if (['RIFF', 'RF64'].includes(ascii(bytes, 0, 4)) && ascii(bytes, 8, 4) === 'WAVE') return 'wav';
  if (ascii(bytes, 0, 4) === 'OggS') return isKnownOggStream(bytes) ? 'ogg' : null;
  if (ascii(bytes, 4, 4) === 'ftyp') return hasMp4AudioBrand(bytes) ? 'm4a' : null;
  if (uint32(bytes, 0) === EBML_MAGIC) return isMatroskaAudio(bytes) ? 'webm' : null;
  if (ascii(bytes, 0, 3) === 'ID3') return sniffAfterId3(bytes);
  return isMpegAudioAt(bytes, 0) ? 'mp3' : null;
}

/** ID3v2 tags prefix MP3 (and sometimes FLAC); look past the tag at what it wraps. */
function sniffAfterId3(bytes: Uint8Array): AudioFormatId | null {
  if (bytes.length < 10 || bytes[3] < 2 || bytes[3] > 4) return null;
  const sizeBytes = bytes.subarray(6, 10);
  if (sizeBytes.some((b) => b >= 0x80)) return null; // sizes are "syncsafe": 7 bits a byte
  const footer = (bytes[5] & 0x10) !== 0 ? 10 : 0;
  const end =
    10 +
    footer +
    ((sizeBytes[0] << 21) | (sizeBytes[1] << 14) | (sizeBytes[2] << 7) | sizeBytes[3]);
  // A tag bigger than what we were given (cover art) hides the audio; trust the tag then.
  if (end + 4 > bytes.length) return 'mp3';
  if (ascii(bytes, end, 4) === 'fLaC') return 'flac';
  return isMpegAudioAt(bytes, end) ? 'mp3' : null;
}

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

function isKnownOggStream(bytes: Uint8Array): boolean {
  // Page header: 27 bytes, then one lacing byte per segment, then the first packet.
  if (bytes.length < 28 || bytes[4] !== 0) return false;
  const packetStart = 27 + bytes[26];
  return OGG_CODEC_MAGICS.some((magic) => ascii(bytes, packetStart, magic.length) === magic);
}

function hasMp4AudioBrand(bytes: Uint8Array): boolean {
  const boxEnd = Math.min(uint32(bytes, 0) ?? 0, bytes.length);
  if (MP4_AUDIO_BRANDS.has(ascii(bytes, 8, 4))) return true;
  // Compatible brands follow the major brand and its 4-byte minor version.
  for (let at = 16; at + 4 <= boxEnd; at += 4) {
    if (MP4_AUDIO_BRANDS.has(ascii(bytes, at, 4))) return true;
  }
  return false;
}

/** Walks the EBML header's children looking for DocType ("webm" or "matroska"). */
function isMatroskaAudio(bytes: Uint8Array): boolean {
  const headerSize = readVint(bytes, 4, false);
  if (!headerSize) return false;
  const end = Math.min(4 + headerSize.length + headerSize.value, bytes.length);
  let at = 4 + headerSize.length;
  while (at < end) {
    const id = readVint(bytes, at, true);
    if (!id) return false;
    const size = readVint(bytes, at + id.length, false);
    if (!size) return false;
    const dataAt = at + id.length + size.length;
    if (id.value === EBML_DOCTYPE_ID) {
      return size.value <= 16 && MATROSKA_DOCTYPES.has(ascii(bytes, dataAt, size.value));
    }
    at = dataAt + size.value;
  }
  return false;
}

/**
 * EBML variable-length integer: the count of leading zero bits gives the length.
 * Element ids keep the length marker bit; sizes drop it. Ids/sizes past 4 bytes are
 * not used by EBML headers, so anything longer is treated as hostile.
 */
function readVint(
  bytes: Uint8Array,
  at: number,
  keepMarker: boolean,
): { value: number; length: number } | null {
  if (at >= bytes.length || bytes[at] === 0) return null;
  const length = Math.clz32(bytes[at]) - 23;
  if (length > 4 || at + length > bytes.length) return null;
  let value = keepMarker ? bytes[at] : bytes[at] & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i];
  return { value, length };
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  if (at < 0 || at + length > bytes.length) return '';
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function uint32(bytes: Uint8Array, at: number): number | null {
  if (at + 4 > bytes.length) return null;
  return ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];
}
