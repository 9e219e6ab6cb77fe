import type { VoiceVariant } from '../../../voices/voice-spec.js';

/**
 * Renders a voice as an espeak-ng variant file (docs/voices.md of espeak-ng). Formants 1-5
 * carry the vowel colour, so their frequencies follow the vocal-tract scale; the heights of
 * the upper formants set how bright the voice sounds.
 */
export function espeakVariantFile(variant: VoiceVariant): string {
  const freq = Math.round(100 * variant.formantScale);
  const upperHeight = Math.round(60 + 70 * variant.brightness);
  const formants = [
    'formant 0 100 100 100',
    `formant 1 ${freq} 100 100`,
    `formant 2 ${freq} 100 100`,
    ...[3, 4, 5].map((n) => `formant ${n} ${freq} ${upperHeight} 100`),
    ...[6, 7, 8].map((n) => `formant ${n} ${freq} ${Math.round(upperHeight * 0.8)} 100`),
  ];
  // Breath noise is mixed into the upper formants, where real breathiness is heard.
  const breath = Math.round(variant.breathiness * 14);
  return [
    'language variant',
    'name take',
    `gender ${variant.gender}`,
    `pitch ${variant.pitchLowHz} ${variant.pitchHighHz}`,
    ...formants,
    `breath 0 0 ${breath} ${breath} ${breath} ${breath} ${breath} ${breath}`,
    `roughness ${Math.round(variant.roughness * 7)}`,
    `flutter ${Math.round(variant.flutter * 80)}`,
    '',
  ].join('\n');
}
