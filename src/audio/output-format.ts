/** How the delivered bytes are laid out. */
export type AudioEncoding = 'mp3' | 'pcm' | 'wav' | 'ulaw' | 'alaw' | 'opus';

/** One `outputFormat` of POST /tts and /tts/stream. */
export interface OutputFormat {
  id: string;
  encoding: AudioEncoding;
  sampleRate: number;
  /** Compressed formats only. */
  bitrateKbps?: number;
  mimeType: string;
}

const MIME_TYPES: Record<AudioEncoding, string> = {
  mp3: 'audio/mpeg',
  pcm: 'audio/pcm',
  wav: 'audio/wav',
  ulaw: 'audio/basic',
  alaw: 'audio/x-alaw-basic',
  opus: 'audio/ogg',
};

function format(encoding: AudioEncoding, sampleRate: number, bitrateKbps?: number): OutputFormat {
  const id = [encoding, sampleRate, bitrateKbps].filter((part) => part !== undefined).join('_');
  return { id, encoding, sampleRate, bitrateKbps, mimeType: MIME_TYPES[encoding] };
}

const PCM_RATES = [8000, 16000, 22050, 24000, 44100, 48000];

/** The spec's table, in its order (ElevenLabs-style ids). */
export const OUTPUT_FORMATS: readonly OutputFormat[] = [
  format('mp3', 22050, 32),
  format('mp3', 22050, 64),
  ...[64, 96, 128, 192].map((kbps) => format('mp3', 44100, kbps)),
  ...PCM_RATES.map((rate) => format('pcm', rate)),
  ...PCM_RATES.map((rate) => format('wav', rate)),
  format('ulaw', 8000),
  format('alaw', 8000),
  ...[32, 64, 128].map((kbps) => format('opus', 48000, kbps)),
];

/** An MP3 at any rate and bitrate: a quality model's own default, which the table may not list. */
export function mp3Format(sampleRate: number, bitrateKbps: number): OutputFormat {
  return format('mp3', sampleRate, bitrateKbps);
}

export function outputFormatById(id: string): OutputFormat | undefined {
  return OUTPUT_FORMATS.find((candidate) => candidate.id === id);
}

/** A WAV header states the data's length, which is known only once the take has ended. */
export function canStream(format: OutputFormat): boolean {
  return format.encoding !== 'wav';
}
