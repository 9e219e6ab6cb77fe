import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findWhisperModel } from './whisper-model.js';

/** Finding a model's files; loading and running one is whisper.recognizer.integration.spec.ts. */
describe('whisper model setup', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'whisper-model-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const touch = (...names: string[]) =>
    names.forEach((name) => writeFileSync(join(dir, name), 'not a model'));

  it('finds the int8 encoder, decoder and tokens of one model', () => {
    touch(
      'tiny-encoder.int8.onnx',
      'tiny-decoder.int8.onnx',
      'tiny-tokens.txt',
      'tiny-encoder.onnx',
    );
    expect(findWhisperModel(dir)).toEqual({
      encoder: join(dir, 'tiny-encoder.int8.onnx'),
      decoder: join(dir, 'tiny-decoder.int8.onnx'),
      tokens: join(dir, 'tiny-tokens.txt'),
    });
  });

  it('names every missing file', () => {
    touch('tiny-encoder.int8.onnx');
    expect(() => findWhisperModel(dir)).toThrow(/no \*-decoder\.int8\.onnx; no \*-tokens\.txt/);
  });

  it('refuses a directory holding two models', () => {
    touch(
      'tiny-encoder.int8.onnx',
      'base-encoder.int8.onnx',
      'tiny-decoder.int8.onnx',
      'tiny-tokens.txt',
    );
    expect(() => findWhisperModel(dir)).toThrow(/several \*-encoder\.int8\.onnx/);
  });

  it('refuses a directory that does not exist', () => {
    expect(() => findWhisperModel(join(dir, 'nope'))).toThrow(
      /is not a directory.*models:download/,
    );
  });
});
