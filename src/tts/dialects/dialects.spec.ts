import {
  applyDialectToPhonemes,
  DIALECT_IDS,
  dialectProsody,
  resolveDialect,
  stripPhonemeSeparators,
  type DialectId,
} from './dialects.js';

// Phonemes as espeak-ng 1.51 prints them (espeak-ng -v ar -x) for the front end's spelling of
// each word, vowelled where the front end vowels it; the written words follow.
const say = (dialect: DialectId, phonemes: string, written: string) =>
  applyDialectToPhonemes(phonemes, dialect, written);

describe('resolveDialect', () => {
  it('accepts every dialect id case-insensitively and with spaces around', () => {
    for (const id of DIALECT_IDS) expect(resolveDialect(` ${id.toUpperCase()} `)).toBe(id);
  });

  it('returns null for unknown, empty or missing ids', () => {
    expect(resolveDialect('klingon')).toBeNull();
    expect(resolveDialect('')).toBeNull();
    expect(resolveDialect(null)).toBeNull();
    expect(resolveDialect(undefined)).toBeNull();
  });
});

describe('applyDialectToPhonemes', () => {
  it('leaves MSA untouched', () => {
    expect(say('msa', "q'a:l dZ'ami:l", 'قَال جَمِيل')).toBe("q'a:l dZ'ami:l");
  });

  it('makes the diphthongs espeak-ng writes as aj/aw, ai/au and a.i. long mid vowels', () => {
    expect(say('egyptian', "b'ajt j'awm", 'بيت يوم')).toBe("b'e:t j'o:m");
    expect(say('egyptian', "ba'it alj'aum", 'بَيْت الْيَوْم')).toBe("b'e:t alj'o:m");
    expect(say('saudi', "dH'a.i.f", 'ضَيْف')).toBe("Z'e:f");
    // A doubled glide or a glide before a vowel is a consonant: sajjaːra, qawiː.
    expect(say('egyptian', "sajj'a:Ra. q'awi:", 'سيارة قوي')).toBe("sajj'a:Ra. ?'awi:");
  });

  it('Egyptian: everyday words take ʔ, g and t/d/dˤ; learned words keep q and take s/z/zˤ', () => {
    expect(say('egyptian', "q'alb dZ'amal T'u:m D'ahab Z'ill", 'قَلْب جمل ثُوم ذَهَب ظل')).toBe(
      "?'alb g'amal t'u:m d'ahab dH'ill",
    );
    expect(say('egyptian', "?aTT'aub", 'الثَوْب')).toBe("?att'o:b");
    expect(say('egyptian', "T'aqa:f,ah H'adi:T D'aki: Z'u.Ru:f", 'ثَقَافَه حَدِيث ذَكِيّ ظُرُوف')).toBe(
      "s'aqa:f,ah H'adi:s z'aki: z'u.Ru:f",
    );
    expect(say('egyptian', "alq'uR?a:n", 'الْقُرْآن')).toBe("alq'uR?a:n");
  });

  it('Saudi (Najdi): q -> g and dˤ -> ðˤ in everyday words, learned words as read', () => {
    expect(say('saudi', "q'alb dH'aRb ?'aRdH", 'قَلْب ضرب أَرْض')).toBe("g'alb Z'aRb ?'aRZ");
    expect(say('saudi', "alq'uR?a:n qadH'ijja", 'الْقُرْآن قضية')).toBe("alq'uR?a:n qadH'ijja");
  });

  it('Hijazi: q -> g, t/d/dˤ for the interdentals, jim kept; learned words in the reading style', () => {
    expect(say('hijazi', "q'a:l T'aldZ D'ahab Z'uhR", 'قَال ثَلْج ذَهَب ظهر')).toBe(
      "g'a:l t'aldZ d'ahab dH'uhR",
    );
    expect(say('hijazi', "T'aqa:f,ah D'aki:", 'ثَقَافَه ذَكِيّ')).toBe("s'aqa:f,ah z'aki:");
  });

  it('Gulf: q -> g, jim -> y, dˤ -> ðˤ, ch in everyday words and the feminine -ik only', () => {
    expect(say('gulf', "q'alb dZ'amal dH'aRb", 'قَلْب جمل ضرب')).toBe("g'alb j'amal Z'aRb");
    expect(say('gulf', "k'alb d'i:k H'a:lik", 'كَلْب ديك حالك')).toBe("tS'alb d'i:tS H'a:litS");
    expect(say('gulf', "alk'ita:b m'asdZid alq'uR?a:n", 'الْكِتَاب مَسْجِد الْقُرْآن')).toBe(
      "alk'ita:b m'asdZid alq'uR?a:n",
    );
    // The masculine -ak and a root -ik (malik) keep their k.
    expect(say('gulf', "H'a:lak m'alik", 'حالَك ملك')).toBe("H'a:lak m'alik");
  });

  it('Iraqi: q -> g, dˤ -> ðˤ, ch (چان), final clusters rising to a sonorant broken', () => {
    expect(say('iraqi', "q'adi:m k'a:n ?'aRdH", 'قَدِيم كَان أَرْض')).toBe("g'adi:m tS'a:n ?'aRZ");
    expect(say('iraqi', "'ism ?'ibn A'aql", 'اسم اِبْن عقل')).toBe("'isim ?'ibin A'agil");
    // Falling towards the end (qalb, ʔarðˤ) or after a long vowel (baːb) nothing is inserted.
    expect(say('iraqi', "q'alb b'a:bn", 'قَلْب بابن')).toBe("g'alb b'a:bn");
    expect(say('iraqi', "alq'uR?a:n T'aqa:f,ah", 'الْقُرْآن ثَقَافَه')).toBe("alq'uR?a:n T'aqa:f,ah");
  });

  it('Levantine: ʔ, stops, ʑ, and -e for ta marbuta except after a back consonant', () => {
    expect(say('levantine', "q'a:l T'u:m dZ'ami:l", 'قَال ثُوم جَمِيل')).toBe("?'a:l t'u:m Z;'ami:l");
    expect(say('levantine', "m'adRas,ah dZ'a:miA,ah", 'مَدْرَسَه جَامِعَه')).toBe("m'adRas,e Z;'a:miA,a");
    // Learned: ذكية is zakiyye, not dakiyye; ثقافة keeps its q.
    expect(say('levantine', "D'aki:,ah T'aqa:f,ah", 'ذَكِيَّه ثَقَافَه')).toBe("z'aki:,e s'aqa:f,e");
    // لَه is a pronoun, not a feminine ending.
    expect(say('levantine', 'lah', 'لَه')).toBe('lah');
  });

  it('Moroccan: reduced vowels, iː/uː for the diphthongs, the feminine -a and l- kept', () => {
    expect(say('moroccan', "kab'i:R k'atab D'ahab", 'كَبِير كتب ذَهَب')).toBe("kb'i:R k't@b d'h@b");
    expect(say('moroccan', "ba'it alj'aum", 'بَيْت الْيَوْم')).toBe("b'i:t lj'u:m");
    expect(say('moroccan', "m'adRas,ah dZ'a:miA,ah", 'مَدْرَسَه جَامِعَه')).toBe("m'@dRas,a Z;'a:miA,a");
    expect(say('moroccan', "alq'uR?a:n", 'الْقُرْآن')).toBe("alq'uR?a:n");
    // إلى is no article; the case vowel goes beside a long vowel too (kayfa -> kiːf).
    expect(say('moroccan', "?'ila: k'ajfa", 'إِلَى كيف')).toBe("?'la: k'i:f");
  });

  it('applies the everyday rules to every word when espeak-ng read the words otherwise', () => {
    // Two phoneme words for three written words: no word can be matched to its text.
    expect(say('saudi', "alq'uR?a:n q'alb", 'في القرآن قلب')).toBe("alg'uR?a:n g'alb");
  });

  it('keeps the underscore-separated format of the WASM build', () => {
    expect(say('egyptian', "q_'a:_l dZ_'a_m_i:_l | b_'a_j_t", 'قال جميل بيت')).toBe(
      "?_'a:_l g_'a_m_i:_l | b_'e:_t",
    );
  });

  it('does not mistake multi-letter mnemonics for their parts', () => {
    // "dZ;" is one phoneme; "s[" (emphatic s) must not become a dialect's "s" rule target.
    expect(say('egyptian', "dZ;'a s['a:d", 'جا صاد')).toBe("dZ;'a s['a:d");
  });
});

describe('stripPhonemeSeparators', () => {
  it('drops the separators between sounds but keeps word spaces and real pauses', () => {
    expect(stripPhonemeSeparators("q_'a:_l dZ_'a_m_i:_l _: b_'e:_t")).toBe(
      "q'a:l dZ'ami:l _: b'e:t",
    );
  });
});

describe('dialectProsody', () => {
  it('is neutral for MSA and within a natural range for every dialect', () => {
    expect(dialectProsody('msa')).toEqual({ rateFactor: 1, pitchRangeFactor: 1 });
    for (const id of DIALECT_IDS) {
      const { rateFactor, pitchRangeFactor } = dialectProsody(id);
      expect(rateFactor).toBeGreaterThan(0.85);
      expect(rateFactor).toBeLessThan(1.2);
      expect(pitchRangeFactor).toBeGreaterThan(0.85);
      expect(pitchRangeFactor).toBeLessThan(1.3);
    }
  });
});
