import lexicon from './diacritics-lexicon.json' with { type: 'json' };
import { Diacritizer } from './diacritizer.js';

/** The diacritiser built from the committed lexicon; constructed once, when the front end is first imported. */
export const defaultDiacritizer = new Diacritizer(lexicon.words);
