import {
  applyDialectToPhonemes,
  DIALECT_IDS,
  dialectProsody,
  resolveDialect,
  stripPhonemeSeparators,
} from './dialects.js';

// Phoneme strings as espeak-ng 1.51 prints them for vowelled input (espeak-ng -v ar -x).
const QALA_JAMILUN = "q'a:la dZ'ami:l,un"; // قَالَ جَمِيلٌ
const THALATHA = "Tal'a:Tat,un"; // ثَلَاثَةٌ
const BAYT_YAWM = "b'ajt j'awm"; // بَيْت يَوْم
const KAYFA_HALIK = "k'ajfa H'a:lik"; // كَيْفَ حَالِك
const KATABA = 'kat,aba'; // كَتَبَ
const DHIL_DHAHAB_DAW = "Z'ill D'ahab dH'aw?"; // ظِلّ ذَهَب ضَوْء

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
    expect(applyDialectToPhonemes(`${QALA_JAMILUN} ${THALATHA}`, 'msa')).toBe(
      `${QALA_JAMILUN} ${THALATHA}`,
    );
  });

  it('Egyptian: qaf -> hamza, jim -> g, th -> s, dh -> z, ay/aw -> e:/o:', () => {
    expect(applyDialectToPhonemes(QALA_JAMILUN, 'egyptian')).toBe("?'a:la g'ami:l,un");
    expect(applyDialectToPhonemes(THALATHA, 'egyptian')).toBe("sal'a:sat,un");
    expect(applyDialectToPhonemes(BAYT_YAWM, 'egyptian')).toBe("b'e:t j'o:m");
    expect(applyDialectToPhonemes(DHIL_DHAHAB_DAW, 'egyptian')).toBe("z'ill z'ahab dH'o:?");
  });

  it('Saudi: qaf -> g and dad merges with the emphatic interdental', () => {
    expect(applyDialectToPhonemes(QALA_JAMILUN, 'saudi')).toBe("g'a:la dZ'ami:l,un");
    expect(applyDialectToPhonemes(DHIL_DHAHAB_DAW, 'saudi')).toBe("Z'ill D'ahab Z'aw?");
  });

  it('Moroccan: unstressed short vowels reduce to schwa and word-final ones drop; long vowels stay', () => {
    expect(applyDialectToPhonemes(KATABA, 'moroccan')).toBe('k@t,ab');
    expect(applyDialectToPhonemes(QALA_JAMILUN, 'moroccan')).toBe("q'a:l Z;'ami:l,un");
    expect(applyDialectToPhonemes(THALATHA, 'moroccan')).toBe("t@l'a:t@t,un");
  });

  it('Levantine: qaf -> hamza, interdentals -> stops, jim -> fricative, diphthongs monophthongised', () => {
    expect(applyDialectToPhonemes(QALA_JAMILUN, 'levantine')).toBe("?'a:la Z;'ami:l,un");
    expect(applyDialectToPhonemes(DHIL_DHAHAB_DAW, 'levantine')).toBe("dH'ill d'ahab dH'o:?");
  });

  it('Gulf: qaf -> g, jim -> y, k -> ch beside front vowels, diphthongs kept', () => {
    expect(applyDialectToPhonemes(QALA_JAMILUN, 'gulf')).toBe("g'a:la j'ami:l,un");
    expect(applyDialectToPhonemes(KAYFA_HALIK, 'gulf')).toBe("k'ajfa H'a:litS");
    expect(applyDialectToPhonemes("k'i:s", 'gulf')).toBe("tS'i:s");
  });

  it('Iraqi: qaf -> g, k -> ch beside front vowels, jim kept, diphthongs monophthongised', () => {
    expect(applyDialectToPhonemes(QALA_JAMILUN, 'iraqi')).toBe("g'a:la dZ'ami:l,un");
    expect(applyDialectToPhonemes(KAYFA_HALIK, 'iraqi')).toBe("k'e:fa H'a:litS");
  });

  it('keeps the underscore-separated format of the WASM build', () => {
    const wasm = "q_'a:_l dZ_'a_m_i:_l | b_'a_j_t k_a_t_,a_b_a";
    expect(applyDialectToPhonemes(wasm, 'egyptian')).toBe(
      "?_'a:_l g_'a_m_i:_l | b_'e:_t k_a_t_,a_b_a",
    );
    expect(applyDialectToPhonemes(wasm, 'moroccan')).toBe(
      "q_'a:_l Z;_'a_m_i:_l | b_'a_j_t k_@_t_,a_b",
    );
  });

  it('does not mistake multi-letter mnemonics for their parts', () => {
    // "dZ;" is one phoneme; "s[" (emphatic s) must not become a dialect's "s" rule target.
    expect(applyDialectToPhonemes("dZ;'a s['a:d", 'egyptian')).toBe("dZ;'a s['a:d");
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
