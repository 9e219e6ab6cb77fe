import { readSttConfig } from './stt.config.js';

describe('readSttConfig', () => {
  it('runs pocketsphinx alone by default, two workers, two hours of audio', () => {
    expect(readSttConfig({})).toMatchObject({
      engines: ['pocketsphinx'],
      enginesExplicit: false,
      workers: 2,
      maxAudioSeconds: 7200,
    });
  });

  it('adds whisper when a model directory is configured', () => {
    expect(readSttConfig({ STT_WHISPER_MODEL_DIR: '/models/whisper-tiny' }).engines).toEqual([
      'pocketsphinx',
      'whisper',
    ]);
  });

  it('takes the engine order from STT_ENGINES', () => {
    const config = readSttConfig({
      STT_ENGINES: 'whisper, pocketsphinx',
      STT_WHISPER_MODEL_DIR: '/m',
    });
    expect(config.engines).toEqual(['whisper', 'pocketsphinx']);
  });

  it('stops the boot on an unknown engine or whisper without a model', () => {
    expect(() => readSttConfig({ STT_ENGINES: 'vosk' })).toThrow(/"vosk" is not one of them/);
    expect(() => readSttConfig({ STT_ENGINES: 'whisper' })).toThrow(/STT_WHISPER_MODEL_DIR/);
  });

  it('stops the boot on a bad number', () => {
    expect(() => readSttConfig({ STT_WORKERS: '0' })).toThrow(/STT_WORKERS/);
    expect(() => readSttConfig({ STT_MAX_AUDIO_SECONDS: '1.5' })).toThrow(/STT_MAX_AUDIO_SECONDS/);
  });
});
