import type { WordTiming } from '../../ports/speech-synthesizer.js';
import type { InputReading, Utterance } from './utterance-plan.js';

/**
 * What espeak-ng reported while rendering one utterance, through its synthesis callback: the
 * same events its library API gives every caller (espeakEVENT_WORD, espeakEVENT_PHONEME).
 */
export interface UtteranceEvents {
  /** Samples the utterance rendered. */
  samples: number;
  /** Each word as espeak-ng met it: its place in the input (characters, from 1) and when (ms). */
  words: Array<{ position: number; ms: number }>;
  /** When each pause began (ms): espeak-ng's pause phonemes, at commas and sentence ends. */
  pauses: number[];
}

/**
 * The take's word timings from each utterance's events, the utterances rendered one after
 * another. A word starts at its word event and ends at the next word's, or earlier where a
 * pause begins between them: the pause after a comma belongs to no word. Events that fall on
 * the same words of the take (a written word espeak-ng says as two, "15%") make one timing.
 */
export function wordTimings(
  utterances: readonly Utterance[],
  events: readonly UtteranceEvents[],
  sampleRate: number,
): WordTiming[] {
  const timings: WordTiming[] = [];
  let utteranceStart = 0;
  utterances.forEach((utterance, index) => {
    const { samples, words, pauses } = events[index];
    const toSample = (ms: number) =>
      utteranceStart + Math.min(samples, Math.round((ms * sampleRate) / 1000));
    const offsets = utf16Offsets(utterance.input);
    words.forEach((word, w) => {
      const reading = readingAt(utterance.readings, offsets[word.position - 1] ?? Infinity);
      if (!reading) return;
      const next = words[w + 1]?.ms ?? Infinity;
      const pause = pauses[firstAbove(pauses, (ms) => ms > word.ms)];
      const endMs = Math.min(pause < next ? pause : next, (samples * 1000) / sampleRate);
      const timing = {
        run: reading.run,
        firstWord: reading.firstWord,
        lastWord: reading.lastWord,
        startSample: toSample(word.ms),
        endSample: toSample(endMs),
      };
      const last = timings.at(-1);
      if (last && sameWords(last, timing)) last.endSample = timing.endSample;
      else if (timing.endSample > timing.startSample) timings.push(timing);
    });
    utteranceStart += samples;
  });
  return timings;
}

/** The reading that holds an input offset, else the last one before it (a sign read aloud). */
function readingAt(readings: readonly InputReading[], offset: number): InputReading | undefined {
  const after = firstAbove(readings, (reading) => reading.start > offset);
  return readings[Math.max(0, after - 1)];
}

/**
 * The index of the first item `above` holds for, in a list ordered so that it holds for a
 * tail of it (readings by start, pauses by time): a bisection, so a take of thousands of
 * words is timed in n log n, not n squared.
 */
function firstAbove<T>(items: readonly T[], above: (item: T) => boolean): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (above(items[middle])) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** espeak-ng counts characters (code points); JavaScript strings count UTF-16 units. */
function utf16Offsets(text: string): number[] {
  const offsets: number[] = [];
  let offset = 0;
  for (const character of text) {
    offsets.push(offset);
    offset += character.length;
  }
  return offsets;
}

function sameWords(a: WordTiming, b: WordTiming): boolean {
  return a.run === b.run && a.firstWord === b.firstWord && a.lastWord === b.lastWord;
}
