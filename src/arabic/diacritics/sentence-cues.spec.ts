import { ARABIC_WORD } from '../arabic-script.js';
import { type CueLexicon, sentenceCues, sentenceStarts } from './sentence-cues.js';

/** A lexicon that knows a few words by name, so each cue is seen alone. */
const lexicon: CueLexicon = {
  isSpeakersWord: (bare) => bare === 'عرضي',
  hasListenersPronoun: (bare) => bare === 'حجزك',
  namesAgent: (next) => next === 'الجراح',
  readingOf: (word) => (word === 'أدخل' ? 'أَدْخِل' : word),
  imperativeOf: (word) => (word === 'أرسل' ? 'أَرْسِلْ' : undefined),
};

function cuesOf(text: string) {
  return sentenceCues(text, [...text.matchAll(ARABIC_WORD)], lexicon);
}

describe('sentence cues', () => {
  it('starts a sentence after its end mark or at the start of the text, not after a comma', () => {
    expect(sentenceStarts('  «', true)).toBe(true);
    expect(sentenceStarts('. ', false)).toBe(true);
    expect(sentenceStarts('، ', false)).toBe(false);
    expect(sentenceStarts('. 3 ', false)).toBe(false);
  });

  it('sees a speaker word later in the sentence, but not right after the word nor past its end', () => {
    expect(cuesOf('حضرت الاجتماع وقدمت عرضي. قرأت الكتاب').speakerLater).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('sees any speaker word past the word right after, not only the nearest', () => {
    // The first word's nearest cue is right after it; a later one counts.
    expect(cuesOf('خسرت عرضي أمس لأن عرضي').speakerLater).toEqual([true, true, true, false, false]);
  });

  it('takes no name called with يا for a speaker word', () => {
    expect(cuesOf('خسرت المال يا عرضي').speakerLater[0]).toBe(false);
  });

  it('sees the doer of a passive named with من قبل', () => {
    expect(cuesOf('حدد الموعد من قبل الجراح').agentLater[0]).toBe(true);
    expect(cuesOf('حدد الموعد من قبل').agentLater[0]).toBe(false);
  });

  it('sees the listener later and the listeners anywhere in the sentence', () => {
    expect(cuesOf('هل قدمت المطالبة حجزك').listenerLater[0]).toBe(true);
    const several = cuesOf('جهزوا غرفتكم. اذهب');
    expect(several.addressesSeveral).toEqual([true, true, false]);
    expect(cuesOf('خذ الكتاب لك').addressesOne).toEqual([true, true, true]);
    expect(cuesOf('خذ الكتاب لكم').addressesOne).toEqual([false, false, false]);
  });

  it('hears no listener in a demonstrative in ك nor in a word with the article in كم', () => {
    expect(cuesOf('أكد الوزير أن هناك تقدما').addressesOne[0]).toBe(false);
    expect(cuesOf('قال ذلك أمس').addressesOne[0]).toBe(false);
    expect(cuesOf('أعلن الحكم نهاية المباراة').addressesSeveral[0]).toBe(false);
    expect(cuesOf('يحكم القاضي اليوم').addressesSeveral[0]).toBe(false);
    // Nor one the lexicon reads with كم its root's (بِحُكْم).
    const rooted = sentenceCues('صدر بحكم نهائي', [...'صدر بحكم نهائي'.matchAll(ARABIC_WORD)], {
      ...lexicon,
      readingOf: (word) => (word === 'بحكم' ? 'بِحُكْم' : word),
    });
    expect(rooted.addressesSeveral[0]).toBe(false);
  });

  it('sees a joined verb that asks for an imperative, by its listed shape or before the speaker', () => {
    expect(cuesOf('اشترك الآن وأدخل').imperativeLater[0]).toBe(true);
    expect(cuesOf('اكتب الرسالة ثم أرسل لنا').imperativeLater[0]).toBe(true);
    expect(cuesOf('اكتب الرسالة ثم أرسل الملف').imperativeLater[0]).toBe(false);
  });
});
