import type { OnModuleDestroy } from '@nestjs/common';
import { UnavailableError } from '../common/errors.js';
import type { SpeechRecognizer } from './ports/speech-recognizer.js';

export interface RecognizerChoice {
  recognizer: SpeechRecognizer;
  /** The language to ask the engine for; undefined lets it detect the language. */
  language: string | undefined;
}

/** `en-US` -> `en`, `AR` -> `ar`: engines are matched on the primary language subtag. */
export function baseLanguage(tag: string): string {
  return tag.trim().split(/[-_]/)[0].toLowerCase();
}

/**
 * All speech recognizers this server has, in configured order (the first is the
 * default), and the rule that picks one for a request.
 */
export class RecognizerRegistry implements OnModuleDestroy {
  constructor(readonly recognizers: readonly SpeechRecognizer[]) {}

  /** What a request may ask for: the languages some engine speaks, and whether any detects. */
  offered(): { languages: string[]; detectsLanguage: boolean } {
    return {
      languages: [...new Set(this.recognizers.flatMap((r) => r.languages))],
      detectsLanguage: this.recognizers.some((r) => r.detectsLanguage),
    };
  }

  /**
   * With a language hint: the first engine that speaks it. Without one: the first engine
   * that detects languages, else the default engine in its own first language.
   */
  choose(languageHint?: string): RecognizerChoice {
    const hint = languageHint?.trim() ? baseLanguage(languageHint) : undefined;
    if (hint) {
      const recognizer = this.recognizers.find((candidate) => candidate.languages.includes(hint));
      if (!recognizer) {
        throw new UnavailableError(
          `Speech recognition for '${languageHint?.trim()}' is not available on this server`,
          'stt_language_unavailable',
        );
      }
      return { recognizer, language: hint };
    }
    const detecting = this.recognizers.find((candidate) => candidate.detectsLanguage);
    if (detecting) return { recognizer: detecting, language: undefined };
    const fallback = this.recognizers[0];
    if (!fallback) throw new UnavailableError('Speech recognition is not available on this server');
    return { recognizer: fallback, language: fallback.languages[0] };
  }

  /** Nest calls this at shutdown: engine processes must not outlive the app. */
  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.recognizers.map((recognizer) => recognizer.close()));
  }
}
