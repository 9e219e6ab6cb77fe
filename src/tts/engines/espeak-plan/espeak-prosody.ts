import type { DialectProsody } from '../../dialects/dialects.js';
import type { DeliveryStyle } from '../../quality/quality.js';
import type { VoiceVariant } from '../../../voices/voice-spec.js';
import type { Sentence } from './clauses.js';

/** espeak-ng's per-utterance controls. pitch and range are relative to the voice variant (50 = as is). */
export interface EspeakSettings {
  wordsPerMinute: number;
  pitch: number;
  range: number;
  volume: number;
}

const NEUTRAL_DIALECT: DialectProsody = { rateFactor: 1, pitchRangeFactor: 1 };

/**
 * espeak-ng widens a range mostly upwards, in proportion to the voice's own range, so a livelier
 * model would also be a higher voice. Measured with `npm run eval:voices` over the 30 studio
 * voices: lowering the pitch by this many units per range unit above 50 and per semitone of the
 * voice's range keeps each voice's median where flash has it, so a model changes how much the
 * voice moves, not who is speaking.
 */
const PITCH_UNITS_PER_RANGE_UNIT_SEMITONE = 0.061;

/**
 * Settings for sentence `index` of a take. Variation is derived from the sentence text, not
 * from a random source, so the same request always sounds the same.
 */
export function sentenceSettings(
  sentence: Sentence,
  index: number,
  voice: VoiceVariant,
  delivery: DeliveryStyle,
  dialect: DialectProsody = NEUTRAL_DIALECT,
): EspeakSettings {
  const drift = delivery.sentenceVariation * (index === 0 ? 0 : wobble(sentence));
  let pitch = 50 + 6 * drift;
  let range = 100 * delivery.intonation * dialect.pitchRangeFactor + 10 * drift;
  const voiceRange = 12 * Math.log2(voice.pitchHighHz / voice.pitchLowHz);
  pitch -= PITCH_UNITS_PER_RANGE_UNIT_SEMITONE * voiceRange * (range - 50);
  let rate = voice.wordsPerMinute * delivery.rateFactor * dialect.rateFactor * (1 + 0.05 * drift);
  let volume = 100;
  // Centred on the voice's pitch over a short paragraph, so declining does not raise the voice.
  if (delivery.declination) pitch += 2 - Math.min(6, index * 2);
  if (delivery.punctuationEmphasis && sentence.kind === 'question') {
    pitch += 6;
    range += 20;
  }
  if (delivery.punctuationEmphasis && sentence.kind === 'exclamation') {
    pitch += 8;
    range += 25;
    rate *= 1.04;
    volume = 120;
  }
  return {
    wordsPerMinute: Math.round(clamp(rate, 80, 450)),
    pitch: Math.round(clamp(pitch, 0, 100)),
    range: Math.round(clamp(range, 0, 100)),
    volume,
  };
}

/** A stable value in [-1, 1] from the sentence's words (FNV-1a hash). */
function wobble(sentence: Sentence): number {
  let hash = 0x811c9dc5;
  for (const clause of sentence.clauses) {
    for (let i = 0; i < clause.text.length; i++) {
      hash = Math.imul(hash ^ clause.text.charCodeAt(i), 0x01000193);
    }
  }
  return ((hash >>> 0) / 0xffffffff) * 2 - 1;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
