import type { VoiceGender, VoiceTexture } from './voice-spec.js';

/**
 * The four things a studio voice is made of, each with a few levels a listener can hear apart,
 * and the words its description uses for each level. The levels are ordered: the evaluation
 * (`npm run eval:voices`) ranks the measured audio and checks each voice's words against it.
 */
export interface TraitLevel {
  en: string;
  ar: string;
}

/** Median speaking pitch, Hz; neighbouring levels are 2.2 semitones apart. */
export interface PitchLevel extends TraitLevel {
  medianHz: Record<VoiceGender, number>;
}

export const PITCH_LEVELS: readonly PitchLevel[] = [
  { medianHz: { female: 170, male: 88 }, en: 'Deep', ar: 'عميق' },
  { medianHz: { female: 193, male: 100 }, en: 'Low', ar: 'منخفض' },
  { medianHz: { female: 219, male: 113 }, en: 'Medium-pitched', ar: 'متوسط الطبقة' },
  { medianHz: { female: 249, male: 129 }, en: 'Light', ar: 'خفيف' },
  { medianHz: { female: 283, male: 146 }, en: 'High', ar: 'عالي الطبقة' },
];

/** Speaking rate; neighbouring paces are about 13% apart, which is as much in duration. */
export interface Pace extends TraitLevel {
  wordsPerMinute: number;
}

export const PACES = {
  unhurried: { wordsPerMinute: 146, en: 'an unhurried pace', ar: 'بإيقاع متمهل' },
  even: { wordsPerMinute: 165, en: 'an even pace', ar: 'بإيقاع معتدل' },
  brisk: { wordsPerMinute: 187, en: 'a brisk pace', ar: 'بإيقاع سريع' },
} as const satisfies Record<string, Pace>;
export type PaceId = keyof typeof PACES;

/**
 * Vocal-tract length and spectral tilt, which together make a voice sound warm and older or
 * bright and younger: a longer tract lowers every formant.
 */
export interface Tract extends TraitLevel {
  tractOffset: number;
  brightness: number;
  /** Age the tract suggests, when it suggests one. */
  age?: TraitLevel;
}

export const TRACTS = {
  dark: {
    tractOffset: -0.07,
    brightness: 0.1,
    en: 'warm',
    ar: 'دافئ',
    age: { en: 'mature', ar: 'ناضج' },
  },
  neutral: { tractOffset: 0, brightness: 0.55, en: 'clear', ar: 'واضح' },
  bright: {
    tractOffset: 0.05,
    brightness: 0.9,
    en: 'bright',
    ar: 'مشرق',
    age: { en: 'young', ar: 'شاب' },
  },
} as const satisfies Record<string, Tract>;
export type TractId = keyof typeof TRACTS;

/** Phonation: breath noise, roughness and wobble, and how far the pitch moves. */
export interface Phonation extends TraitLevel {
  texture: Omit<VoiceTexture, 'tractOffset'>;
  rangeSemitones: number;
}

export const PHONATIONS = {
  smooth: {
    texture: { breathiness: 0.05, roughness: 0.05, flutter: 0.1 },
    rangeSemitones: 7,
    en: 'smooth',
    ar: 'ناعم',
  },
  breathy: {
    texture: { breathiness: 0.6, roughness: 0.1, flutter: 0.2 },
    rangeSemitones: 6,
    en: 'breathy',
    ar: 'تُسمع فيه الأنفاس',
  },
  husky: {
    texture: { breathiness: 0.25, roughness: 0.7, flutter: 0.3 },
    rangeSemitones: 5,
    en: 'husky',
    ar: 'مبحوح',
  },
} as const satisfies Record<string, Phonation>;
export type PhonationId = keyof typeof PHONATIONS;

/** Levels in order, lowest first, for ranking measures against them. */
export const PACE_ORDER: readonly PaceId[] = ['unhurried', 'even', 'brisk'];
export const TRACT_ORDER: readonly TractId[] = ['dark', 'neutral', 'bright'];
