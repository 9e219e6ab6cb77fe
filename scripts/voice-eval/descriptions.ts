import type { StudioVoice } from '../../src/voices/studio-voices.js';
import {
  PACE_ORDER,
  PACES,
  PITCH_LEVELS,
  TRACT_ORDER,
  TRACTS,
  type TraitLevel,
} from '../../src/voices/voice-traits.js';
import type { AudioMeasures } from './audio-measures.js';

/** One trait of the descriptions checked against the audio: how many voices it names right. */
export interface DescriptionCheck {
  trait: string;
  agree: number;
  of: number;
  disagreeing: string[];
}

/**
 * Ranks the voices of each gender by a measure and splits them into as many equal groups as the
 * trait has levels; a voice's description agrees when it names the level of its group.
 */
function check(
  trait: string,
  voices: readonly StudioVoice[],
  measures: ReadonlyMap<string, AudioMeasures>,
  levels: readonly TraitLevel[],
  measure: (m: AudioMeasures) => number,
): DescriptionCheck {
  const disagreeing: string[] = [];
  for (const gender of ['female', 'male'] as const) {
    const ranked = voices
      .filter((voice) => voice.gender === gender)
      .sort((a, b) => measure(measures.get(a.id)!) - measure(measures.get(b.id)!));
    ranked.forEach((voice, rank) => {
      const level = levels[Math.floor((rank * levels.length) / ranked.length)];
      if (!voice.descEn.includes(level.en)) disagreeing.push(voice.id);
    });
  }
  return { trait, agree: voices.length - disagreeing.length, of: voices.length, disagreeing };
}

/** Pitch words by median pitch, warmth words by spectral centroid, pace words by duration. */
export function checkDescriptions(
  voices: readonly StudioVoice[],
  measures: ReadonlyMap<string, AudioMeasures>,
): DescriptionCheck[] {
  return [
    check('pitch (median F0)', voices, measures, PITCH_LEVELS, (m) => m.pitchHz),
    check(
      'warmth (centroid)',
      voices,
      measures,
      TRACT_ORDER.map((id) => TRACTS[id]),
      (m) => m.centroidHz,
    ),
    check(
      'pace (duration)',
      voices,
      measures,
      PACE_ORDER.map((id) => PACES[id]),
      (m) => -m.seconds,
    ),
  ];
}
