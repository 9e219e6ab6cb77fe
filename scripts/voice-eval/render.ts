import { outputFormatById } from '../../src/audio/output-format.js';
import { planDialogue } from '../../src/tts/synthesis/dialogue-planner.js';
import type { SynthesisService } from '../../src/tts/synthesis/synthesis.service.js';
import { resolveQuality } from '../../src/tts/quality/quality.js';
import { studioVoiceSpec } from '../../src/voices/studio-voices.js';
import { measureAudio, type AudioMeasures } from './audio-measures.js';
import { readLines } from '../../src/tts/reading/read-lines.js';

/** One rendering to measure: a studio voice, a model and optionally a dialect. */
export interface Rendering {
  voiceId: string;
  quality: string;
  dialectId?: string;
}

/**
 * The audio POST /tts answers with `outputFormat: "pcm_22050"`: the same plan, engine and the
 * model's finish (filters, loudness) as any other format, without a codec between us and it.
 */
const PCM = outputFormatById('pcm_22050')!;

export async function renderAndMeasure(
  speech: SynthesisService,
  text: string,
  { voiceId, quality, dialectId }: Rendering,
): Promise<AudioMeasures> {
  const plan = planDialogue([{ text, voiceId, dialectId }], {
    dialectsApply: true,
    resolveVoice: studioVoiceSpec,
    read: readLines([text]),
  });
  const { audio } = await speech.speak(plan.takes, resolveQuality(quality), undefined, PCM);
  const samples = new Int16Array(audio.buffer, audio.byteOffset, Math.floor(audio.length / 2));
  return measureAudio(Int16Array.from(samples), PCM.sampleRate);
}

/** Runs `work` over `items` with at most `width` at a time, results in input order. */
export async function inTurns<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}
