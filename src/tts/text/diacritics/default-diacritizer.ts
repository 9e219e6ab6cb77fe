import lexicon from './diacritics-lexicon.json' with { type: 'json' };
import { Diacritizer } from './diacritizer.js';
import espeakSuffixed from './espeak-suffixed-words.json' with { type: 'json' };
import modern from './modern-lexicon.json' with { type: 'json' };

/**
 * The diacritiser built from the committed lexicons, the reviewed modern vocabulary first (its forms
 * are derived too), then the Quran-derived one, and espeak-ng's words whose pronoun suffix it leaves
 * alone; constructed once, when the front end is first imported.
 */
export const defaultDiacritizer = new Diacritizer(
  lexicon.words,
  modern.words,
  espeakSuffixed.words,
);
