/**
 * Who speaks a take, described for the engines: a studio voice or a voice from the caller's
 * library. Both reduce to the same parametric description, so every engine adapter has one
 * input shape and a library voice sounds like its analysed speaker as far as the engine allows.
 */
export type VoiceGender = 'female' | 'male';

/** What the clone analysis measures in a reference recording. */
export interface VoiceProfile {
  f0MedianHz: number;
  f0RangeSemitones: number;
  speakingRateWpm: number;
  /** Spectral tilt, 0 (dark, muffled) to 1 (bright, crisp). */
  brightness: number;
  gender: VoiceGender;
}

/** Voice-quality colouring a profile does not measure; studio voices set it, library voices get a neutral one. */
export interface VoiceTexture {
  /** Audible breath noise, 0 to 1. */
  breathiness: number;
  /** Irregular, creaky phonation, 0 to 1. */
  roughness: number;
  /** Slow pitch wobble, 0 to 1. */
  flutter: number;
  /** Nudges the vocal-tract length: negative is longer (darker), positive shorter. */
  tractOffset: number;
}

/** Engine-facing synthesis parameters of one voice. */
export interface VoiceVariant {
  gender: VoiceGender;
  /** Bottom and top of the intonation range. */
  pitchLowHz: number;
  pitchHighHz: number;
  /** Multiplies every formant frequency: 1 is the engine's adult male tract. */
  formantScale: number;
  brightness: number;
  breathiness: number;
  roughness: number;
  flutter: number;
  wordsPerMinute: number;
}

export interface VoiceSpec {
  /** Identity used to decide whether two dialogue lines share a voice. */
  key: string;
  /** What the API reports as the voice that spoke. */
  label: string;
  /** Stable small number that multi-speaker neural models can use as a speaker id. */
  speakerIndex: number;
  variant: VoiceVariant;
}

export const NEUTRAL_TEXTURE: VoiceTexture = {
  breathiness: 0.1,
  roughness: 0.2,
  flutter: 0.15,
  tractOffset: 0,
};

/** Typical speaking F0 per gender; a voice above it gets a slightly shorter vocal tract. */
const REFERENCE_F0_HZ: Record<VoiceGender, number> = { female: 200, male: 110 };
/** Female tracts are on average ~10% shorter, which raises every formant by about as much. */
const GENDER_FORMANT_SCALE: Record<VoiceGender, number> = { female: 1.1, male: 1 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Where espeak-ng's spoken median F0 falls within a variant's pitch range, as a fraction of
 * the range in semitones. Measured by analysing its output (a 110 Hz profile placed at 0.15
 * came out near 137 Hz, a 210 Hz one near 269 Hz): the median sits high in the range. At 0.7
 * the 30 studio voices analyse within about a semitone of their stated pitch.
 */
const SPOKEN_MEDIAN_POSITION = 0.7;

/**
 * Maps a measured profile onto synthesis parameters: the range spans the measured number of
 * semitones, placed so that the engine's spoken median lands on the measured median.
 */
export function variantFromProfile(
  profile: VoiceProfile,
  texture: VoiceTexture = NEUTRAL_TEXTURE,
): VoiceVariant {
  const median = clamp(profile.f0MedianHz, 60, 400);
  const range = clamp(profile.f0RangeSemitones, 2, 24);
  const pitchLowHz = median / 2 ** ((SPOKEN_MEDIAN_POSITION * range) / 12);
  const pitchHighHz = pitchLowHz * 2 ** (range / 12);
  const relativePitch = median / REFERENCE_F0_HZ[profile.gender];
  const formantScale =
    GENDER_FORMANT_SCALE[profile.gender] * relativePitch ** 0.12 * (1 + texture.tractOffset);
  return {
    gender: profile.gender,
    pitchLowHz: Math.round(pitchLowHz),
    pitchHighHz: Math.round(pitchHighHz),
    formantScale: Number(clamp(formantScale, 0.85, 1.25).toFixed(3)),
    brightness: clamp(profile.brightness, 0, 1),
    breathiness: clamp(texture.breathiness, 0, 1),
    roughness: clamp(texture.roughness, 0, 1),
    flutter: clamp(texture.flutter, 0, 1),
    wordsPerMinute: Math.round(clamp(profile.speakingRateWpm, 90, 320)),
  };
}

/** A voice from the caller's library: reported by its name, keyed by its id. */
export function libraryVoiceSpec(voice: {
  id: string;
  name: string;
  profile: VoiceProfile;
}): VoiceSpec {
  return {
    key: `library:${voice.id}`,
    label: voice.name,
    speakerIndex: 0,
    variant: variantFromProfile(voice.profile),
  };
}
