import { mp3Format } from '../../audio/output-format.js';
import type { SpeechFinish } from '../../audio/speech-encoder.js';

/** The model selector of POST /tts. All models cost the same; they differ in delivery and finish. */
export const QUALITY_IDS = ['flash', 'pro', 'v2', 'clone'] as const;
export type QualityId = (typeof QUALITY_IDS)[number];

/** How freely a model moves pitch and pace; engines translate this into their own controls. */
export interface DeliveryStyle {
  /** Multiplies the voice's own speaking rate. */
  rateFactor: number;
  /** Pitch movement within a sentence, 0 (monotone) to 1 (widest). */
  intonation: number;
  /** How far successive sentences may drift in pitch and rate from each other, 0 to 1. */
  sentenceVariation: number;
  /** Lifts questions and exclamations above plain statements. */
  punctuationEmphasis: boolean;
  /** Lowers pitch slightly sentence by sentence, as readers do through a paragraph. */
  declination: boolean;
}

export interface QualityModel {
  id: QualityId;
  delivery: DeliveryStyle;
  /** How the take is finished while encoding, and its own MP3. */
  finish: SpeechFinish;
}

/**
 * Studio finish: cut rumble below the voice, even out peaks gently, and bring the take to
 * -16 LUFS (the usual target for spoken-word streaming).
 */
const STUDIO_FINISH: SpeechFinish = {
  defaultFormat: mp3Format(24000, 128),
  lameQuality: 3,
  filters: [
    'highpass=f=80',
    'acompressor=threshold=-20dB:ratio=2.5:attack=10:release=120:makeup=2',
  ],
  loudnessLufs: -16,
};

const MODELS: Record<QualityId, QualityModel> = {
  flash: {
    id: 'flash',
    delivery: {
      rateFactor: 1,
      intonation: 0.5,
      sentenceVariation: 0,
      punctuationEmphasis: false,
      declination: false,
    },
    // espeak-ng's own rate: no resampling, which is about a quarter of the encoding time.
    finish: { defaultFormat: mp3Format(22050, 64), lameQuality: 7, filters: [] },
  },
  pro: {
    id: 'pro',
    delivery: {
      rateFactor: 0.94,
      intonation: 0.65,
      sentenceVariation: 0.3,
      punctuationEmphasis: false,
      declination: true,
    },
    finish: STUDIO_FINISH,
  },
  v2: {
    id: 'v2',
    delivery: {
      rateFactor: 0.96,
      intonation: 0.85,
      sentenceVariation: 1,
      punctuationEmphasis: true,
      declination: true,
    },
    finish: STUDIO_FINISH,
  },
  // A library voice already carries its owner's rate and pitch; pro delivery keeps it natural.
  clone: {
    id: 'clone',
    delivery: {
      rateFactor: 1,
      intonation: 0.65,
      sentenceVariation: 0.3,
      punctuationEmphasis: false,
      declination: true,
    },
    finish: STUDIO_FINISH,
  },
};

/** The spec's rule: a missing or unknown quality means flash. */
export function resolveQuality(value: string | null | undefined): QualityModel {
  const wanted = value?.trim().toLowerCase();
  return (QUALITY_IDS as readonly string[]).includes(wanted ?? '')
    ? MODELS[wanted as QualityId]
    : MODELS.flash;
}
