import { fileTypeFromBuffer } from 'file-type';
import { isMpegAudio } from './mpeg-frames.js';

/**
 * Identifies an upload by its bytes, never by the declared type: clients send wrong
 * Content-Types all the time, and the decoder is told which demuxer to use from this
 * answer alone (so ffmpeg never guesses a playlist or image format from hostile bytes).
 * `file-type` reads the signatures; truncated or random input yields null, never a throw.
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

/**
 * What file-type names, to the format the decoder reads it as. Anything else (an image, a
 * video-only Ogg such as Theora, a HEIC in an MP4 box, bare AAC) is refused.
 */
const FORMAT_OF_FILE_TYPE: Readonly<Record<string, AudioFormatId>> = {
  mp3: 'mp3',
  wav: 'wav',
  webm: 'webm',
  mkv: 'webm',
  ogg: 'ogg', // Vorbis
  opus: 'ogg',
  oga: 'ogg', // FLAC in Ogg
  m4a: 'm4a',
  m4b: 'm4a',
  mp4: 'm4a',
  '3gp': 'm4a',
  flac: 'flac',
};

export async function identifyAudioFormat(bytes: Uint8Array): Promise<AudioFormat | null> {
  const found = await fileTypeFromBuffer(bytes);
  const id = found && FORMAT_OF_FILE_TYPE[found.ext];
  if (!id) return null;
  // file-type takes one frame sync (two bytes that occur by chance) for MP3, and an ID3 tag
  // for MP3 whatever follows it; the frames themselves must hold together.
  if (id === 'mp3' && !isMpegAudio(bytes)) return null;
  return FORMATS[id];
}
