import { execFile } from 'node:child_process';

/** Phonemes of single words as espeak-ng says them, to judge the audio and not only the spelling. */
export interface PhonemeReader {
  /** Phoneme strings of `words`, in the same order (stress marks removed). */
  read(words: readonly string[]): Promise<string[]>;
}

/** Words per espeak-ng call: one word a line, so the answer has one line a word. */
const BATCH = 200;

/**
 * Runs Debian's `espeak-ng -v ar -x -q` (ESPEAK_NG_BINARY overrides the path). Results are cached, so
 * every distinct word costs one line of one call. Stress marks are dropped: they follow from the
 * segments and differ between equally good spellings, while the segments are what a listener hears.
 */
export class EspeakPhonemes implements PhonemeReader {
  private readonly cache = new Map<string, string>();

  constructor(private readonly binary = process.env.ESPEAK_NG_BINARY ?? 'espeak-ng') {}

  async read(words: readonly string[]): Promise<string[]> {
    const missing = [...new Set(words.filter((w) => !this.cache.has(w)))];
    for (let i = 0; i < missing.length; i += BATCH) {
      const batch = missing.slice(i, i + BATCH);
      const lines = await this.speak(batch.join('\n'));
      // A word that espeak-ng splits over two clauses would shift every later line: ask one by one then.
      const answers =
        lines.length === batch.length
          ? lines
          : await Promise.all(batch.map(async (w) => (await this.speak(w)).join(' ')));
      batch.forEach((word, j) => this.cache.set(word, withoutStress(answers[j])));
    }
    return words.map((w) => this.cache.get(w)!);
  }

  private speak(text: string): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        this.binary,
        ['-v', 'ar', '-x', '-q'],
        { maxBuffer: 16 * 1024 * 1024 },
        (error, stdout) => {
          if (error) reject(new Error(`espeak-ng failed: ${error.message}`));
          else
            resolve(
              stdout
                .split('\n')
                .map((l) => l.trim())
                .filter((l) => l.length > 0),
            );
        },
      );
      child.stdin!.end(text);
    });
  }
}

function withoutStress(phonemes: string): string {
  return phonemes.replace(/[',]/g, '');
}
