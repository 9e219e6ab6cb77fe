import type { PcmAudio } from '../../../audio/pcm.js';
import {
  applyDialectToPhonemes,
  dialectProsody,
  dialectRewritesPhonemes,
  type DialectId,
} from '../../dialects/dialects.js';
import { SpeechSynthesizer, type SynthesisTake } from '../../ports/speech-synthesizer.js';
import { prepareText, type SpeechLanguage } from '../../text/front-end.js';
import { WorkerPool } from '../worker-pool.js';
import { splitSentences, type Clause, type Sentence } from './clauses.js';
import { sentenceSettings, type EspeakSettings } from './espeak-prosody.js';
import { espeakVariantFile } from './variant-file.js';

/** espeak-ng voice per front-end language; the speaker variant is laid over each of them. */
const ESPEAK_LANGUAGE: Record<SpeechLanguage, string> = { ar: 'ar', en: 'en', fr: 'fr' };

/** espeak-ng always renders at this rate. */
const ESPEAK_SAMPLE_RATE = 22050;

/** A single take of 5,000 characters renders in about two seconds; far beyond that the engine hangs. */
const JOB_TIMEOUT_MS = 60_000;

interface Utterance {
  language: string;
  input: string;
  settings: EspeakSettings;
}

interface PlannedSentence {
  language: SpeechLanguage;
  sentence: Sentence;
}

/**
 * espeak-ng in a pool of worker threads. Arabic in a regional dialect goes text -> phonemes ->
 * dialect rules -> phonemes -> audio, so a dialect changes what is pronounced, not only how
 * fast; MSA Arabic, English and French are read from text in one pass, each by espeak-ng's own
 * language voice with the same speaker variant.
 */
export class EspeakSynthesizer extends SpeechSynthesizer {
  private readonly pool: WorkerPool;

  constructor(workers: number) {
    super();
    this.pool = new WorkerPool({
      script: new URL('./espeak.worker.mjs', import.meta.url),
      size: workers,
      jobTimeoutMs: JOB_TIMEOUT_MS,
    });
  }

  start(): Promise<void> {
    return this.pool.start();
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  async synthesize(take: SynthesisTake, signal?: AbortSignal): Promise<PcmAudio> {
    const planned: PlannedSentence[] = prepareText(take.text).flatMap((run) =>
      splitSentences(run.text).map((sentence) => ({ language: run.language, sentence })),
    );
    if (planned.length === 0) return { samples: new Int16Array(0), sampleRate: ESPEAK_SAMPLE_RATE };

    const accent = phonemeRewritingDialect(take.dialect);
    const phonemeInputs = accent
      ? await this.arabicPhonemeInputs(planned, accent, signal)
      : undefined;
    const utterances: Utterance[] = planned.map(({ language, sentence }, index) => {
      const isArabic = language === 'ar';
      const dialect = isArabic && take.dialect ? dialectProsody(take.dialect) : undefined;
      const clauseInputs = sentence.clauses.map(
        (clause) => (isArabic && phonemeInputs?.get(clause)) || plainText(clause),
      );
      return {
        language: ESPEAK_LANGUAGE[language],
        input: clauseInputs.join(' '),
        settings: sentenceSettings(
          sentence,
          index,
          take.voice.variant,
          take.quality.delivery,
          dialect,
        ),
      };
    });
    return this.pool.run<PcmAudio>(
      { type: 'render', variantFile: espeakVariantFile(take.voice.variant), utterances },
      signal,
    );
  }

  /**
   * `[[phonemes]]` plus punctuation for each Arabic clause with the dialect's rules applied; a
   * clause espeak-ng could not phonemise as Arabic alone is left out, to be read as text.
   */
  private async arabicPhonemeInputs(
    planned: readonly PlannedSentence[],
    dialect: DialectId,
    signal?: AbortSignal,
  ): Promise<Map<Clause, string>> {
    const clauses = planned
      .filter((item) => item.language === 'ar')
      .flatMap((item) => item.sentence.clauses);
    const inputs = new Map<Clause, string>();
    if (clauses.length === 0) return inputs;
    const { phonemes } = await this.pool.run<{ phonemes: string[] }>(
      { type: 'phonemize', language: 'ar', clauses: clauses.map((clause) => clause.text) },
      signal,
    );
    clauses.forEach((clause, index) => {
      const reading = phonemes[index];
      // espeak-ng switched language inside the clause (say, Latin letters the front end kept in
      // an Arabic run): its "(en)" markers are not phonemes, so let espeak-ng read the text.
      if (!reading || /\([a-z-]+\)/.test(reading)) return;
      inputs.set(clause, `[[${applyDialectToPhonemes(reading, dialect)}]]${clause.punctuation}`);
    });
    return inputs;
  }
}

/**
 * The dialect when it changes what espeak-ng pronounces. Without a dialect, or for `msa`
 * (espeak-ng's own reading: no phoneme rules), the text -> phonemes -> audio round trip gives
 * the same speech as reading the text, at the cost of a second pass through the pool.
 */
function phonemeRewritingDialect(dialect: DialectId | null): DialectId | undefined {
  return dialect !== null && dialectRewritesPhonemes(dialect) ? dialect : undefined;
}

/** Clause text for espeak-ng to read itself; "[[" would otherwise switch it to phoneme input. */
function plainText(clause: Clause): string {
  return `${clause.text.replace(/\[\[|\]\]/g, ' ')}${clause.punctuation}`;
}
