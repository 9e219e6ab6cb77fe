import { validateEnvironment } from '../config/environment.js';
import { sttSettings } from './stt.config.js';

const settingsFor = (raw: Record<string, string>) => sttSettings(validateEnvironment(raw));

describe('sttSettings', () => {
  it('runs pocketsphinx alone by default, two workers, two hours of audio', () => {
    expect(settingsFor({})).toMatchObject({
      engines: ['pocketsphinx'],
      enginesExplicit: false,
      workers: 2,
      maxAudioSeconds: 7200,
    });
  });

  it('adds whisper when a model directory is configured', () => {
    expect(settingsFor({ STT_WHISPER_MODEL_DIR: '/models/whisper-tiny' }).engines).toEqual([
      'pocketsphinx',
      'whisper',
    ]);
  });

  it('takes the engine order from STT_ENGINES', () => {
    const config = settingsFor({
      STT_ENGINES: 'whisper, pocketsphinx',
      STT_WHISPER_MODEL_DIR: '/m',
    });
    expect(config).toMatchObject({ engines: ['whisper', 'pocketsphinx'], enginesExplicit: true });
  });

  it('stops the boot on an unknown engine or whisper without a model', () => {
    expect(() => settingsFor({ STT_ENGINES: 'vosk' })).toThrow(/STT_ENGINES may list .*"vosk"/);
    expect(() => settingsFor({ STT_ENGINES: 'whisper' })).toThrow(/STT_WHISPER_MODEL_DIR/);
  });

  it('stops the boot on a bad number', () => {
    expect(() => settingsFor({ STT_WORKERS: '0' })).toThrow(/STT_WORKERS/);
    expect(() => settingsFor({ STT_MAX_AUDIO_SECONDS: '1.5' })).toThrow(/STT_MAX_AUDIO_SECONDS/);
  });
});
