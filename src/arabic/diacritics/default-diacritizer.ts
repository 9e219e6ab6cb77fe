import lexicon from './diacritics-lexicon.json' with { type: 'json' };
import { Diacritizer } from './diacritizer.js';
import espeakRead from './espeak-read-words.json' with { type: 'json' };
import modern from './modern-lexicon.json' with { type: 'json' };
import modernAlternatives from './modern-alternatives.json' with { type: 'json' };
import modernStems from './modern-stems.json' with { type: 'json' };

/**
 * The diacritiser built from the committed lexicons, the reviewed modern vocabulary first (its forms
 * are derived too), then the Quran-derived one, and the words of espeak-ng's dictionary it leaves to
 * espeak-ng, and the modern words espeak-ng reads itself, kept to derive their other forms, and the
 * later vowellings of spellings the modern list holds twice, for a caller's marks to pick; constructed once, when the front end is first imported.
 */
export const defaultDiacritizer = new Diacritizer(
  lexicon.words,
  modern.words,
  espeakRead.words,
  modernStems.words,
  modernAlternatives.words,
);
