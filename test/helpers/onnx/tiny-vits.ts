import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onnxModel } from './onnx-writer.js';

/**
 * A VITS model of a few kilobytes with the inputs, outputs and metadata sherpa-onnx reads
 * from a lexicon-based VITS export (x, x_length, noise_scale, length_scale, noise_scale_w,
 * sid -> y), but with weights chosen by hand so that its audio can be checked:
 *
 * - every phone token becomes one block of TINY_VITS_SAMPLES_PER_TOKEN samples, a tone of
 *   its own pitch (token t at 200 * (t + 1) Hz), so the length of the audio counts the
 *   tokens the lexicon produced, blanks between words included;
 * - the speaker id scales the amplitude (speaker 0 at 0.25, speaker 1 at 0.5).
 */
export const TINY_VITS_SAMPLE_RATE = 16_000;
export const TINY_VITS_SAMPLES_PER_TOKEN = 160;
export const TINY_VITS_SPEAKER_GAINS = [0.25, 0.5];

/** The lexicon: English words and their phones; a space is the blank between words. */
const PHONES = [' ', 'h', 'e', 'l', 'o', 'w', 'r', 'd'];
const LEXICON = { hello: 'h e l o', world: 'w o r l d' };

/** Writes `model.onnx`, `tokens.txt` and `lexicon.txt` into `dir`. */
export function writeTinyVitsModel(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'model.onnx'), model());
  writeFileSync(
    join(dir, 'tokens.txt'),
    `${PHONES.map((phone, id) => `${phone} ${id}`).join('\n')}\n`,
  );
  const lexicon = Object.entries(LEXICON).map(([word, phones]) => `${word} ${phones}`);
  writeFileSync(join(dir, 'lexicon.txt'), `${lexicon.join('\n')}\n`);
}

/** How many tokens the lexicon makes of words it knows: their phones, one blank between words. */
export function tinyVitsTokenCount(words: (keyof typeof LEXICON)[]): number {
  const phones = words.reduce((sum, word) => sum + LEXICON[word].split(' ').length, 0);
  return phones + words.length - 1;
}

function model(): Buffer {
  const scalar = (name: string) => ({ name, type: 'float' as const, shape: [1] });
  return onnxModel({
    inputs: [
      { name: 'x', type: 'int64', shape: [1, 'n_tokens'] },
      { name: 'x_length', type: 'int64', shape: [1] },
      scalar('noise_scale'),
      scalar('length_scale'),
      scalar('noise_scale_w'),
      { name: 'sid', type: 'int64', shape: [1] },
    ],
    outputs: [{ name: 'y', type: 'float', shape: [1, 1, 'n_samples'] }],
    nodes: [
      { op: 'Gather', inputs: ['waveforms', 'x'], outputs: ['blocks'], attributes: { axis: 0 } },
      { op: 'Reshape', inputs: ['blocks', 'audio_shape'], outputs: ['unscaled'] },
      { op: 'Gather', inputs: ['gains', 'sid'], outputs: ['gain'], attributes: { axis: 0 } },
      { op: 'Mul', inputs: ['unscaled', 'gain'], outputs: ['y'] },
    ],
    initializers: [
      {
        name: 'waveforms',
        type: 'float',
        dims: [PHONES.length, TINY_VITS_SAMPLES_PER_TOKEN],
        values: waveforms(),
      },
      { name: 'audio_shape', type: 'int64', dims: [3], values: [1, 1, -1] },
      {
        name: 'gains',
        type: 'float',
        dims: [TINY_VITS_SPEAKER_GAINS.length],
        values: TINY_VITS_SPEAKER_GAINS,
      },
    ],
    metadata: {
      model_type: 'vits',
      comment: 'tiny test model',
      language: 'English',
      sample_rate: TINY_VITS_SAMPLE_RATE,
      add_blank: 0,
      n_speakers: TINY_VITS_SPEAKER_GAINS.length,
      punctuation: '',
    },
  });
}

function waveforms(): number[] {
  return PHONES.flatMap((_, token) =>
    Array.from({ length: TINY_VITS_SAMPLES_PER_TOKEN }, (_, i) =>
      Math.sin((2 * Math.PI * 200 * (token + 1) * i) / TINY_VITS_SAMPLE_RATE),
    ),
  );
}
