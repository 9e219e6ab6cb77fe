import { espeakVariantFile } from '../tts/engines/espeak-plan/variant-file.js';
import { STUDIO_VOICES, studioVoiceSpec } from './studio-voices.js';
import { libraryVoiceSpec, variantFromProfile } from './voice-spec.js';

const FEMALE = 'noura layla dana huda sara mariam rana jana fatima aisha salma reem amal nada lina';
const MALE =
  'mohammed ahmed khaled omar yasser sultan fahad rashed abdullah hassan tariq saud karim ziad salem';

describe('studio voice catalogue', () => {
  it('lists the 30 spec ids, 15 female first, then 15 male', () => {
    expect(STUDIO_VOICES.map((v) => v.id)).toEqual([...FEMALE.split(' '), ...MALE.split(' ')]);
    expect(STUDIO_VOICES.slice(0, 15).every((v) => v.gender === 'female')).toBe(true);
    expect(STUDIO_VOICES.slice(15).every((v) => v.gender === 'male')).toBe(true);
  });

  it('names and describes every voice in English and Arabic', () => {
    for (const voice of STUDIO_VOICES) {
      expect(voice.nameEn.toLowerCase()).toBe(voice.id);
      expect(voice.nameAr).toMatch(/^[\u0600-\u06ff]+$/);
      expect(voice.descEn).toContain(voice.gender);
      expect(voice.descAr).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('gives every voice its own synthesis parameters', () => {
    const files = new Set(
      STUDIO_VOICES.map((v) => espeakVariantFile(studioVoiceSpec(v.id).variant)),
    );
    expect(files.size).toBe(30);
  });

  it('makes any two voices of a gender differ in at least two of pitch, pace, tract and phonation', () => {
    const traits = (id: string) => {
      const v = studioVoiceSpec(id).variant;
      return { ...v, centreHz: Math.sqrt(v.pitchLowHz * v.pitchHighHz) };
    };
    const alike: string[] = [];
    for (const [i, a] of STUDIO_VOICES.entries()) {
      for (const b of STUDIO_VOICES.slice(i + 1).filter((v) => v.gender === a.gender)) {
        const [x, y] = [traits(a.id), traits(b.id)];
        const differences = [
          Math.abs(12 * Math.log2(x.centreHz / y.centreHz)) >= 1.5,
          Math.abs(x.wordsPerMinute / y.wordsPerMinute - 1) >= 0.1,
          Math.abs(x.brightness - y.brightness) >= 0.2,
          Math.abs(x.breathiness - y.breathiness) >= 0.2 ||
            Math.abs(x.roughness - y.roughness) >= 0.2,
        ].filter(Boolean).length;
        if (differences < 2) alike.push(`${a.id}-${b.id}`);
      }
    }
    expect(alike).toEqual([]);
  });

  it('describes every voice of a gender differently', () => {
    for (const gender of ['female', 'male']) {
      const voices = STUDIO_VOICES.filter((v) => v.gender === gender);
      expect(new Set(voices.map((v) => v.descEn)).size).toBe(voices.length);
      expect(new Set(voices.map((v) => v.descAr)).size).toBe(voices.length);
    }
  });

  it('pitches female voices above male ones', () => {
    const lows = (gender: string) =>
      STUDIO_VOICES.filter((v) => v.gender === gender).map(
        (v) => studioVoiceSpec(v.id).variant.pitchLowHz,
      );
    expect(Math.min(...lows('female'))).toBeGreaterThan(Math.max(...lows('male')));
  });

  it('finds a voice by id or English name in any capitalisation', () => {
    expect(studioVoiceSpec('KHALED').key).toBe('studio:khaled');
    expect(studioVoiceSpec(' Mariam ').key).toBe('studio:mariam');
  });

  it.each([undefined, null, '', 'nobody'])('falls back to layla for %p', (value) => {
    expect(studioVoiceSpec(value).key).toBe('studio:layla');
  });
});

describe('library voice profiles', () => {
  const profile = {
    f0MedianHz: 210,
    f0RangeSemitones: 8,
    speakingRateWpm: 150,
    brightness: 0.7,
    gender: 'female' as const,
  };

  it('keeps the measured median pitch inside the voice range and the measured pace', () => {
    const variant = variantFromProfile(profile);
    expect(variant.pitchLowHz).toBeLessThan(210);
    expect(variant.pitchHighHz).toBeGreaterThan(210);
    expect(12 * Math.log2(variant.pitchHighHz / variant.pitchLowHz)).toBeCloseTo(8, 0);
    expect(variant.wordsPerMinute).toBe(150);
  });

  it('clamps absurd measurements to what the engine can speak', () => {
    const variant = variantFromProfile({
      ...profile,
      f0MedianHz: 5000,
      speakingRateWpm: 2,
      brightness: 4,
    });
    expect(variant.pitchHighHz).toBeLessThan(1000);
    expect(variant.wordsPerMinute).toBe(90);
    expect(variant.brightness).toBe(1);
  });

  it('reports a library voice by its name', () => {
    const spec = libraryVoiceSpec({ id: 'v-1', name: 'My voice', profile });
    expect(spec).toMatchObject({ key: 'library:v-1', label: 'My voice' });
  });
});
