import type { Recognition, TimedSegment, TimedWord } from '../ports/speech-recognizer.js';

/** Where a recognised chunk lies in the whole recording, in seconds. */
export interface ChunkSpan {
  start: number;
  end: number;
}

export interface Timeline {
  words: TimedWord[];
  segments: TimedSegment[];
}

/** Seconds with 3 decimals, as the API answers them. */
export function roundSeconds(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

/**
 * Puts each chunk's word and segment timings on the recording's own clock. A chunk whose
 * engine gave no segments (whisper gives none) is one segment over the whole chunk, so
 * every transcript has at least segment times.
 */
export function placeOnTimeline(
  chunks: readonly ChunkSpan[],
  recognitions: readonly Recognition[],
): Timeline {
  const words: TimedWord[] = [];
  const segments: TimedSegment[] = [];
  recognitions.forEach((recognition, index) => {
    const chunk = chunks[index];
    const at = (seconds: number) => roundSeconds(Math.min(chunk.start + seconds, chunk.end));
    for (const word of recognition.words ?? []) {
      words.push({ ...word, start: at(word.start), end: at(word.end) });
    }
    const own = recognition.segments ?? [];
    if (own.length > 0) {
      for (const segment of own) {
        segments.push({ start: at(segment.start), end: at(segment.end), text: segment.text });
      }
    } else if (recognition.text) {
      segments.push({
        start: roundSeconds(chunk.start),
        end: roundSeconds(chunk.end),
        text: recognition.text,
      });
    }
  });
  return { words, segments };
}
