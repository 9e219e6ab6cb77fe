import { type PastPersonCues, PastPersonReader } from './past-persons.js';

/** Pasts listed in their "she" form only, so every reading here comes from SHE_PAST. */
const SHE_FORMS: Record<string, string> = {
  قدمت: 'قَدَّمَت',
  أرسلت: 'أَرْسَلَت',
  شعرت: 'شَعَرَت',
  كانت: 'كَانَت',
};

const reader = new PastPersonReader({
  affixes: { entry: () => undefined, tense: () => undefined },
  listed: (bare) => SHE_FORMS[bare] ?? { حوض: 'حَوْض', فندق: 'فُنْدُق', دواء: 'دَوَاء', أم: 'أُمّ' }[bare],
  isWord: (bare) => bare === 'الشحنة',
  readsAsNoun: (bare) => ['دوار', 'الشحنة', 'صلاحية', 'طلب', 'قهوة', 'سيارة'].includes(bare),
  hasListenersPronoun: (bare) => bare === 'حجزك',
  mayBeDoer: (bare) => bare === 'الشركة',
});

const none: PastPersonCues = {
  speakers: false,
  listenerLater: false,
  opensText: false,
};

describe('the person of a past in ت', () => {
  it("is the speaker's in the speaker's sentence, a clitic and an object pronoun kept", () => {
    const speakers = { ...none, speakers: true };
    expect(reader.inContext('قدمت', undefined, 'العرض', [], speakers)).toEqual({
      reading: 'قَدَّمْتُ',
      person: 'أنا',
    });
    expect(reader.inContext('وقدمت', undefined, undefined, [], speakers)?.reading).toBe('وَقَدَّمْتُ');
    expect(reader.inContext('أرسلتها', undefined, undefined, [], speakers)?.reading).toBe(
      'أَرْسَلْتُهَا',
    );
  });

  it('leaves a hollow verb and a word the caller marked to the lexicon', () => {
    const speakers = { ...none, speakers: true };
    expect(reader.inContext('كانت', undefined, undefined, [], speakers)).toBeUndefined();
    expect(reader.inContext('قدّمت', undefined, undefined, [], speakers)).toBeUndefined();
  });

  it("is the speaker's when sent to the listener, unless a subject and more follow", () => {
    expect(reader.inContext('أرسلت', undefined, 'لك', ['الرابط'], none)?.person).toBe('أنا');
    expect(reader.inContext('أرسلت', undefined, 'لك', ['الشركة', 'رسالة'], none)).toBeUndefined();
    // A masculine singular is no "she" verb's subject (أرسلت لك العقد أمس).
    expect(reader.inContext('أرسلت', undefined, 'لك', ['الفندق', 'أمس'], none)?.person).toBe('أنا');
    expect(
      reader.inContext('أرسلت', undefined, 'لكم', ['معلمة', 'ابنتكم', 'ملاحظاتها'], none),
    ).toBeUndefined();
  });

  it("is the listener's after هل, unless a definite noun may be its subject", () => {
    expect(reader.inContext('قدمت', 'هل', 'طلبا', [], none)).toEqual({
      reading: 'قَدَّمْت',
      person: 'أنت',
    });
    expect(reader.inContext('وصلت', 'هل', 'الشحنة', [], none)).toBeUndefined();
    expect(reader.inContext('قدمت', 'هل', 'الشركة', [], none)).toBeUndefined();
    // A thing after a verb that takes an object is the listener's object.
    expect(reader.inContext('دفعت', 'هل', 'الرسوم', [], none)?.person).toBe('أنت');
    // A masculine singular cannot be a "she" past's subject.
    expect(reader.inContext('قدمت', 'هل', 'الحوض', [], none)?.person).toBe('أنت');
    expect(reader.inContext('قدمت', 'هل', 'الفندق', [], none)?.person).toBe('أنت');
    expect(reader.inContext('قدمت', 'هل', 'الدواء', [], none)?.person).toBe('أنت');
    // A noun feminine by meaning may be her subject.
    expect(reader.inContext('قدمت', 'هل', 'الأم', [], none)).toBeUndefined();
    expect(
      reader.inContext('قدمت', 'هل', 'الشحنة', [], { ...none, listenerLater: true })?.person,
    ).toBe('أنت');
  });

  it("is the listener's after إن or إذا, unless a noun after it may be its subject", () => {
    expect(reader.inContext('شعرت', 'إن', 'بدوار', [], none)?.reading).toBe('شَعَرْت');
    expect(reader.inContext('شعرت', 'اذا', 'بدوار', [], none)?.person).toBe('أنت');
    expect(reader.inContext('شعرت', 'إذا', 'صلاحية', [], none)).toBeUndefined();
  });

  it("is the speaker's before a thing of the speaker's, its object", () => {
    expect(reader.inContext('شربت', undefined, 'قهوتي', [], none)?.reading).toBe('شَرِبْتُ');
    // Not a verb that takes no object, one done by others, or one asked of the listener.
    expect(reader.inContext('وصلت', undefined, 'سيارتي', [], none)).toBeUndefined();
    expect(reader.inContext('سرقت', undefined, 'سيارتي', [], none)).toBeUndefined();
    expect(reader.inContext('شربت', 'هل', 'قهوتي', [], none)?.person).not.toBe('أنا');
    // Nor a preposition's noun.
    expect(reader.inContext('شربت', undefined, 'بسيارتي', [], none)).toBeUndefined();
  });

  it("is the speaker's opening a text where the word after it is no subject", () => {
    const opening = { ...none, opensText: true };
    expect(reader.inContext('قدمت', undefined, 'إلى', [], opening)?.reading).toBe('قَدَّمْتُ');
    expect(reader.inContext('قدمت', undefined, 'أن', [], opening)?.person).toBe('أنا');
    // An indefinite accusative is an object: طَلَبًا.
    expect(reader.inContext('قدمت', undefined, 'طلبا', [], opening)?.person).toBe('أنا');
    // Not where a subject follows the adverb or the preposition's noun.
    expect(
      reader.inContext('قدمت', undefined, 'إلى', ['الميناء', 'الشحنة', 'الأولى'], opening),
    ).toBeUndefined();
    // A definite noun may be the subject, and the same words inside a text tell nothing.
    expect(reader.inContext('قدمت', undefined, 'الشحنة', [], opening)).toBeUndefined();
    // A masculine singular one is its object, but for an adverb of time.
    expect(reader.inContext('قدمت', undefined, 'الفندق', [], opening)?.person).toBe('أنا');
    expect(reader.inContext('قدمت', undefined, 'اليوم', [], opening)).toBeUndefined();
    expect(reader.inContext('قدمت', undefined, 'إلى', [], none)).toBeUndefined();
    // A pronoun after the ت may be a noun's (شحنتك: your shipment).
    expect(reader.inContext('أرسلتك', undefined, 'إلى', [], opening)).toBeUndefined();
  });
});
