import { assertSpeakableLetters } from '../reading/speakable-letters.js';
import { spokenLetters } from '../reading/spoken-letters.js';
import type { SpeechPlan } from './dialogue-planner.js';

/** Refuses, before anything is reserved or rendered, a plan that reads too long to speak. */
export function assertSpeakableLength(plan: SpeechPlan): void {
  assertSpeakableLetters(
    spokenLetters(plan.spokenText),
    'Text reads too long once numbers and symbols are spelled out',
  );
}
