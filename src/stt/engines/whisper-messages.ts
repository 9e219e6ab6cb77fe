/** What whisper-process.ts sends its model process: one chunk of 16 kHz PCM to transcribe. */
export interface WhisperJob {
  id: number;
  pcm: Int16Array;
  /** `ar`, `en`, `fr`, or empty for whisper to detect it. */
  language: string;
}

/** What the model process answers: ready once loaded (or failed), then one reply per job. */
export type WhisperReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; text: string; language: string }
  | { type: 'error'; id: number; message: string };
