import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RequestAbortedError } from '../../common/errors.js';
import {
  TINY_WHISPER_TEXT,
  writeTinyWhisperModel,
} from '../../../test/helpers/onnx/tiny-whisper.js';
import { findWhisperModel } from './whisper-model.js';
import { WhisperRecognizer } from './whisper.recognizer.js';

/**
 * The whisper adapter end to end on a model generated here (see tiny-whisper.ts): the
 * model process, both ONNX sessions, the tokens, the features of the audio, language
 * detection and the greedy decoding loop. A real model goes the same way (README,
 * `npm run models:download`); only what it hears differs.
 */
const dir = mkdtempSync(join(tmpdir(), 'tiny-whisper-'));
writeTinyWhisperModel(dir);
let whisper: WhisperRecognizer;
beforeAll(async () => {
  whisper = await WhisperRecognizer.start(findWhisperModel(dir), 2);
}, 30_000);
afterAll(async () => {
  await whisper.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Two seconds of 16 kHz audio: a loud tone, or nothing. */
const tone = () =>
  Int16Array.from({ length: 32_000 }, (_, i) =>
    Math.round(16_000 * Math.sin((2 * Math.PI * 440 * i) / 16_000)),
  );
const silence = () => new Int16Array(32_000);

describe('WhisperRecognizer on a generated model', () => {
  it('decodes what the model hears in the audio, in the language asked for', async () => {
    await expect(whisper.recognize(tone(), { language: 'en' })).resolves.toEqual({
      text: TINY_WHISPER_TEXT.loud,
      language: 'en',
    });
    await expect(whisper.recognize(silence(), { language: 'fr' })).resolves.toEqual({
      text: TINY_WHISPER_TEXT.silent,
      language: 'fr',
    });
  });

  it('reports the language the model detects when none is given', async () => {
    await expect(whisper.recognize(tone(), {})).resolves.toEqual({
      text: TINY_WHISPER_TEXT.loud,
      language: 'en',
    });
  });

  it('runs requests on every process at once, each answer for its own audio', async () => {
    const inputs = [tone(), silence(), tone(), silence()];
    const texts = await Promise.all(
      inputs.map((pcm) => whisper.recognize(pcm, { language: 'ar' })),
    );
    expect(texts.map((result) => result.text)).toEqual([
      TINY_WHISPER_TEXT.loud,
      TINY_WHISPER_TEXT.silent,
      TINY_WHISPER_TEXT.loud,
      TINY_WHISPER_TEXT.silent,
    ]);
  });

  it('stops at once for an aborted request and serves the next one', async () => {
    await expect(
      whisper.recognize(tone(), { language: 'en' }, AbortSignal.abort()),
    ).rejects.toThrow(RequestAbortedError);
    await expect(whisper.recognize(tone(), { language: 'en' })).resolves.toMatchObject({
      text: TINY_WHISPER_TEXT.loud,
    });
  });
});

describe('WhisperRecognizer with a damaged model', () => {
  it('fails at start, with the loader message, when a model file is corrupt', async () => {
    const damaged = mkdtempSync(join(tmpdir(), 'tiny-whisper-damaged-'));
    try {
      writeTinyWhisperModel(damaged);
      writeFileSync(join(damaged, 'tiny-encoder.int8.onnx'), 'not a model');
      await expect(WhisperRecognizer.start(findWhisperModel(damaged), 1)).rejects.toThrow(
        /The whisper model could not be loaded: .*tiny-encoder\.int8\.onnx/,
      );
    } finally {
      rmSync(damaged, { recursive: true, force: true });
    }
  }, 20_000);
});
