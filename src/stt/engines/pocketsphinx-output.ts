import type { Recognition, TimedSegment, TimedWord } from '../ports/speech-recognizer.js';

/** pocketsphinx reports a word's last 10 ms frame as its end; the word lasts to that frame's end. */
const FRAME_SECONDS = 0.01;

/** `word start end posterior`, as `-time yes` prints one per line after each utterance. */
const TIMED_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/;

/** Sentence marks, silence, and noise classes such as `[SPEECH]` or `++NOISE++`: not words. */
function isFiller(token: string): boolean {
  return /^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(token);
}

/**
 * Reads pocketsphinx_continuous output with `-time yes`: each utterance its voice-activity
 * detection found is a transcript line followed by one timed line per token, between
 * `<s>` and `</s>`. The text is the transcript lines (as without timings); words drop
 * fillers and alternate-pronunciation marks (`was(2)`); each utterance is a segment.
 */
export function parsePocketsphinxOutput(output: string): Omit<Recognition, 'language'> {
  const transcript: string[] = [];
  const words: TimedWord[] = [];
  const segments: TimedSegment[] = [];
  let utterance: TimedWord[] = [];
  const closeUtterance = () => {
    if (utterance.length > 0) {
      segments.push({
        start: utterance[0].start,
        end: utterance.at(-1)!.end,
        text: utterance.map((word) => word.text).join(' '),
      });
    }
    utterance = [];
  };
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const timed = TIMED_LINE.exec(line);
    if (!timed) {
      transcript.push(line);
      continue;
    }
    const [, token, start, end, posterior] = timed;
    if (token === '<s>') closeUtterance();
    if (token === '</s>') closeUtterance();
    if (isFiller(token)) continue;
    const word: TimedWord = {
      text: token.replace(/\(\d+\)$/, ''),
      start: Number(start),
      end: Math.round((Number(end) + FRAME_SECONDS) * 1000) / 1000,
      confidence: Math.min(1, Math.max(0, Number(posterior))),
    };
    words.push(word);
    utterance.push(word);
  }
  closeUtterance();
  return { text: transcript.join(' '), words, segments };
}
