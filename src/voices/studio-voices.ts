import {
  variantFromProfile,
  type VoiceGender,
  type VoiceSpec,
  type VoiceVariant,
} from './voice-spec.js';
import {
  PACES,
  PHONATIONS,
  PITCH_LEVELS,
  TRACTS,
  type PaceId,
  type PhonationId,
  type Tract,
  type TractId,
} from './voice-traits.js';

/** A studio voice as GET /tts/voices lists it. */
export interface StudioVoice {
  id: string;
  nameEn: string;
  nameAr: string;
  descEn: string;
  descAr: string;
  gender: VoiceGender;
}

type Level = 0 | 1 | 2 | 3 | 4;
type Row = readonly [
  id: string,
  nameEn: string,
  nameAr: string,
  pitch: Level,
  pace: PaceId,
  tract: TractId,
  phonation: PhonationId,
];

/**
 * Each voice is a pitch level, a pace, a tract and a phonation, chosen so that any two voices of
 * a gender differ in at least two of them (tract = (pitch + pace) mod 3, phonation = (pitch +
 * 2 pace + pitch div 3) mod 3, over the 15 pairs of pitch and pace): voices of one pitch level
 * differ in pace, tract and phonation; neighbouring levels at one pace differ in tract.
 * Female voices first, in the spec's order.
 */
const FEMALE: readonly Row[] = [
  ['noura', 'Noura', 'نورة', 2, 'even', 'dark', 'breathy'],
  ['layla', 'Layla', 'ليلى', 2, 'brisk', 'neutral', 'smooth'],
  ['dana', 'Dana', 'دانة', 4, 'even', 'bright', 'breathy'],
  ['huda', 'Huda', 'هدى', 1, 'even', 'bright', 'smooth'],
  ['sara', 'Sara', 'سارة', 3, 'even', 'neutral', 'smooth'],
  ['mariam', 'Mariam', 'مريم', 0, 'unhurried', 'dark', 'smooth'],
  ['rana', 'Rana', 'رنا', 4, 'brisk', 'dark', 'smooth'],
  ['jana', 'Jana', 'جنى', 1, 'brisk', 'dark', 'husky'],
  ['fatima', 'Fatima', 'فاطمة', 1, 'unhurried', 'neutral', 'breathy'],
  ['aisha', 'Aisha', 'عائشة', 0, 'even', 'neutral', 'husky'],
  ['salma', 'Salma', 'سلمى', 3, 'brisk', 'bright', 'husky'],
  ['reem', 'Reem', 'ريم', 4, 'unhurried', 'neutral', 'husky'],
  ['amal', 'Amal', 'أمل', 3, 'unhurried', 'dark', 'breathy'],
  ['nada', 'Nada', 'ندى', 2, 'unhurried', 'bright', 'husky'],
  ['lina', 'Lina', 'لينا', 0, 'brisk', 'bright', 'breathy'],
];

const MALE: readonly Row[] = [
  ['mohammed', 'Mohammed', 'محمد', 2, 'even', 'dark', 'breathy'],
  ['ahmed', 'Ahmed', 'أحمد', 2, 'brisk', 'neutral', 'smooth'],
  ['khaled', 'Khaled', 'خالد', 4, 'even', 'bright', 'breathy'],
  ['omar', 'Omar', 'عمر', 1, 'even', 'bright', 'smooth'],
  ['yasser', 'Yasser', 'ياسر', 3, 'even', 'neutral', 'smooth'],
  ['sultan', 'Sultan', 'سلطان', 0, 'unhurried', 'dark', 'smooth'],
  ['fahad', 'Fahad', 'فهد', 4, 'brisk', 'dark', 'smooth'],
  ['rashed', 'Rashed', 'راشد', 1, 'brisk', 'dark', 'husky'],
  ['abdullah', 'Abdullah', 'عبدالله', 1, 'unhurried', 'neutral', 'breathy'],
  ['hassan', 'Hassan', 'حسن', 0, 'even', 'neutral', 'husky'],
  ['tariq', 'Tariq', 'طارق', 3, 'brisk', 'bright', 'husky'],
  ['saud', 'Saud', 'سعود', 4, 'unhurried', 'neutral', 'husky'],
  ['karim', 'Karim', 'كريم', 3, 'unhurried', 'dark', 'breathy'],
  ['ziad', 'Ziad', 'زياد', 2, 'unhurried', 'bright', 'husky'],
  ['salem', 'Salem', 'سالم', 0, 'brisk', 'bright', 'breathy'],
];

interface CatalogueEntry {
  voice: StudioVoice;
  variant: VoiceVariant;
}

function entry(
  [id, nameEn, nameAr, level, paceId, tractId, phonationId]: Row,
  gender: VoiceGender,
): CatalogueEntry {
  const pitch = PITCH_LEVELS[level];
  const pace = PACES[paceId];
  const tract: Tract = TRACTS[tractId];
  const phonation = PHONATIONS[phonationId];
  const ageEn = tract.age ? `, ${tract.age.en}` : '';
  const ageAr = tract.age ? ` ${tract.age.ar}` : '';
  const voice: StudioVoice = {
    id,
    nameEn,
    nameAr,
    descEn: `${pitch.en}${ageEn} ${gender} voice, ${tract.en} and ${phonation.en}, at ${pace.en}.`,
    descAr: `صوت ${gender === 'female' ? 'نسائي' : 'رجالي'} ${pitch.ar}${ageAr}، ${tract.ar} و${phonation.ar}، ${pace.ar}.`,
    gender,
  };
  const variant = variantFromProfile(
    {
      f0MedianHz: pitch.medianHz[gender],
      f0RangeSemitones: phonation.rangeSemitones,
      speakingRateWpm: pace.wordsPerMinute,
      brightness: tract.brightness,
      gender,
    },
    { ...phonation.texture, tractOffset: tract.tractOffset },
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
