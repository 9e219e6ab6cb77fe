import { UnavailableError } from '../common/errors.js';
import { SpeechRecognizer, type Recognition } from './ports/speech-recognizer.js';
import { baseLanguage, RecognizerRegistry } from './recognizer-registry.js';

/** Only the capabilities matter to the registry; recognition itself is never called here. */
class CapabilityOnly extends SpeechRecognizer {
  closed = false;
  constructor(
    readonly name: string,
    readonly languages: readonly string[],
    readonly detectsLanguage: boolean,
  ) {
    super();
  }
  recognize(): Promise<Recognition> {
    throw new Error('not used by the registry');
  }
  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}

const pocketsphinx = new CapabilityOnly('pocketsphinx', ['en'], false);
const whisper = new CapabilityOnly('whisper', ['ar', 'en', 'fr'], true);

describe('baseLanguage', () => {
  it.each([
    ['en-US', 'en'],
    ['AR', 'ar'],
    ['fr_CA', 'fr'],
    [' zh-Hant-TW ', 'zh'],
  ])('%s -> %s', (tag, base) => expect(baseLanguage(tag)).toBe(base));
});

describe('RecognizerRegistry.choose', () => {
  it('gives a language hint to the first configured engine that speaks it', () => {
    const registry = new RecognizerRegistry([pocketsphinx, whisper]);
    expect(registry.choose('en-US')).toEqual({ recognizer: pocketsphinx, language: 'en' });
    expect(registry.choose('ar')).toEqual({ recognizer: whisper, language: 'ar' });
  });

  it('sends audio without a hint to an engine that detects the language', () => {
    const registry = new RecognizerRegistry([pocketsphinx, whisper]);
    expect(registry.choose()).toEqual({ recognizer: whisper, language: undefined });
    expect(registry.choose('  ')).toEqual({ recognizer: whisper, language: undefined });
  });

  it('falls back to the default engine in its own language when none detects', () => {
    const registry = new RecognizerRegistry([pocketsphinx]);
    expect(registry.choose()).toEqual({ recognizer: pocketsphinx, language: 'en' });
  });

  it('answers unavailable, naming the language, when no engine speaks it', () => {
    const registry = new RecognizerRegistry([pocketsphinx]);
    expect(() => registry.choose('ar-EG')).toThrow(
      new UnavailableError("Speech recognition for 'ar-EG' is not available on this server"),
    );
  });

  it('answers unavailable when no engine is configured at all', () => {
    const registry = new RecognizerRegistry([]);
    expect(() => registry.choose()).toThrow(UnavailableError);
    expect(() => registry.choose('en')).toThrow(UnavailableError);
  });

  it('closes every engine on shutdown', async () => {
    const engines = [new CapabilityOnly('a', ['en'], false), new CapabilityOnly('b', ['fr'], true)];
    await new RecognizerRegistry(engines).onModuleDestroy();
    expect(engines.map((engine) => engine.closed)).toEqual([true, true]);
  });
});
