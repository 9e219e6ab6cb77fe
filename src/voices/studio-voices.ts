import {
  variantFromProfile,
  type VoiceGender,
  type VoiceSpec,
  type VoiceTexture,
  type VoiceVariant,
} from './voice-spec.js';

/** A studio voice as GET /tts/voices lists it. */
export interface StudioVoice {
  id: string;
  nameEn: string;
  nameAr: string;
  descEn: string;
  descAr: string;
  gender: VoiceGender;
}

type PitchLevel = 0 | 1 | 2 | 3 | 4;
type Timbre = 'warm' | 'clear' | 'husky';

/**
 * Thirty distinct voices from five pitch levels times three timbres per gender. Each level
 * is about one and a half semitones above the previous one, enough for listeners to tell them apart.
 */
const MEDIAN_F0_HZ: Record<VoiceGender, readonly number[]> = {
  female: [180, 195, 211, 229, 250],
  male: [88, 96, 105, 116, 128],
};

interface TimbreTraits {
  texture: VoiceTexture;
  brightness: number;
  rangeSemitones: number;
  wordsPerMinute: number;
  en: string;
  ar: string;
}

const TIMBRES: Record<Timbre, TimbreTraits> = {
  warm: {
    texture: { breathiness: 0.25, roughness: 0.15, flutter: 0.1, tractOffset: -0.03 },
    brightness: 0.3,
    rangeSemitones: 7,
    wordsPerMinute: 160,
    en: 'warm and unhurried',
    ar: 'دافئ وهادئ الإيقاع',
  },
  clear: {
    texture: { breathiness: 0.05, roughness: 0.05, flutter: 0.05, tractOffset: 0.03 },
    brightness: 0.8,
    rangeSemitones: 8,
    wordsPerMinute: 178,
    en: 'clear and crisp',
    ar: 'واضح ونقي النبرة',
  },
  husky: {
    texture: { breathiness: 0.6, roughness: 0.6, flutter: 0.3, tractOffset: 0 },
    brightness: 0.45,
    rangeSemitones: 6,
    wordsPerMinute: 168,
    en: 'husky and breathy',
    ar: 'مبحوح تُسمع فيه الأنفاس',
  },
};

const PITCH_WORDS: Record<VoiceGender, readonly (readonly [string, string])[]> = {
  female: [
    ['Deep', 'عميق'],
    ['Low', 'منخفض'],
    ['Medium-pitched', 'متوسط الطبقة'],
    ['Light', 'رقيق'],
    ['High', 'عالي الطبقة'],
  ],
  male: [
    ['Deep', 'عميق'],
    ['Low', 'منخفض'],
    ['Medium-pitched', 'متوسط الطبقة'],
    ['Light', 'خفيف'],
    ['High', 'عالي الطبقة'],
  ],
};

type Row = readonly [id: string, nameEn: string, nameAr: string, level: PitchLevel, timbre: Timbre];

// Female voices first, in the spec's order; every (level, timbre) pair is used once per gender.
const FEMALE: readonly Row[] = [
  ['noura', 'Noura', 'نورة', 2, 'warm'],
  ['layla', 'Layla', 'ليلى', 2, 'clear'],
  ['dana', 'Dana', 'دانة', 4, 'clear'],
  ['huda', 'Huda', 'هدى', 1, 'warm'],
  ['sara', 'Sara', 'سارة', 3, 'clear'],
  ['mariam', 'Mariam', 'مريم', 0, 'warm'],
  ['rana', 'Rana', 'رنا', 4, 'husky'],
  ['jana', 'Jana', 'جنى', 4, 'warm'],
  ['fatima', 'Fatima', 'فاطمة', 0, 'husky'],
  ['aisha', 'Aisha', 'عائشة', 1, 'clear'],
  ['salma', 'Salma', 'سلمى', 1, 'husky'],
  ['reem', 'Reem', 'ريم', 3, 'husky'],
  ['amal', 'Amal', 'أمل', 3, 'warm'],
  ['nada', 'Nada', 'ندى', 0, 'clear'],
  ['lina', 'Lina', 'لينا', 2, 'husky'],
];

const MALE: readonly Row[] = [
  ['mohammed', 'Mohammed', 'محمد', 1, 'warm'],
  ['ahmed', 'Ahmed', 'أحمد', 2, 'clear'],
  ['khaled', 'Khaled', 'خالد', 0, 'husky'],
  ['omar', 'Omar', 'عمر', 3, 'clear'],
  ['yasser', 'Yasser', 'ياسر', 4, 'clear'],
  ['sultan', 'Sultan', 'سلطان', 0, 'warm'],
  ['fahad', 'Fahad', 'فهد', 1, 'husky'],
  ['rashed', 'Rashed', 'راشد', 2, 'warm'],
  ['abdullah', 'Abdullah', 'عبدالله', 0, 'clear'],
  ['hassan', 'Hassan', 'حسن', 3, 'warm'],
  ['tariq', 'Tariq', 'طارق', 4, 'husky'],
  ['saud', 'Saud', 'سعود', 2, 'husky'],
  ['karim', 'Karim', 'كريم', 4, 'warm'],
  ['ziad', 'Ziad', 'زياد', 1, 'clear'],
  ['salem', 'Salem', 'سالم', 3, 'husky'],
];

interface CatalogueEntry {
  voice: StudioVoice;
  variant: VoiceVariant;
}

function entry([id, nameEn, nameAr, level, timbre]: Row, gender: VoiceGender): CatalogueEntry {
  const traits = TIMBRES[timbre];
  const [pitchEn, pitchAr] = PITCH_WORDS[gender][level];
  const voice: StudioVoice = {
    id,
    nameEn,
    nameAr,
    descEn: `${pitchEn} ${gender} voice, ${traits.en}.`,
    descAr: `صوت ${gender === 'female' ? 'نسائي' : 'رجالي'} ${pitchAr}، ${traits.ar}.`,
    gender,
  };
  const variant = variantFromProfile(
    {
      f0MedianHz: MEDIAN_F0_HZ[gender][level],
      f0RangeSemitones: traits.rangeSemitones,
      speakingRateWpm: traits.wordsPerMinute,
      brightness: traits.brightness,
      gender,
    },
    traits.texture,
  );
  return { voice, variant };
}

const CATALOGUE: readonly CatalogueEntry[] = [
  ...FEMALE.map((row) => entry(row, 'female')),
  ...MALE.map((row) => entry(row, 'male')),
];

/** The 30 studio voices, female first, as the voice list returns them. */
export const STUDIO_VOICES: readonly StudioVoice[] = CATALOGUE.map((item) => item.voice);

export const DEFAULT_STUDIO_VOICE_ID = 'layla';

/**
 * The engine-facing description of a studio voice, found by id or English name in any
 * capitalisation; anything else is layla (spec rule).
 */
export function studioVoiceSpec(idOrEnglishName: string | null | undefined): VoiceSpec {
  const found = studioEntry(idOrEnglishName);
  return {
    key: `studio:${found.voice.id}`,
    label: found.voice.id,
    speakerIndex: CATALOGUE.indexOf(found),
    variant: found.variant,
  };
}

function studioEntry(idOrEnglishName: string | null | undefined): CatalogueEntry {
  const wanted = idOrEnglishName?.trim().toLowerCase();
  return (
    CATALOGUE.find(
      (item) => item.voice.id === wanted || item.voice.nameEn.toLowerCase() === wanted,
    ) ?? CATALOGUE.find((item) => item.voice.id === DEFAULT_STUDIO_VOICE_ID)!
  );
}
