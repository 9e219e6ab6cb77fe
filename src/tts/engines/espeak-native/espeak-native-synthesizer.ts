import type { PcmChunks } from '../../../audio/pcm.js';
import { UnavailableError } from '../../../common/errors.js';
import { WorkPool } from '../../../process/work-pool.js';
import {
  SpeechSynthesizer,
  type SynthesisTake,
  type WordTimingSink,
} from '../../ports/speech-synthesizer.js';
import { EspeakSynthesizer } from '../espeak/espeak-synthesizer.js';
import {
  ESPEAK_SAMPLE_RATE,
  planUtterances,
  type Utterance,
} from '../espeak-plan/utterance-plan.js';
import { espeakVariantFile } from '../espeak-plan/variant-file.js';
import { EspeakDataDir } from './espeak-data-dir.js';
import { phonemizeArabic, streamUtterances, systemDataDir } from './espeak-cli.js';
import { espeakWavSamples } from './espeak-wav.js';

/**
 * The system's native espeak-ng, one child process per step of a take: the same plan, voice
 * variants, dialect rules and prosody as the WebAssembly adapter, at native speed. Audio is
 * passed on as espeak-ng writes it. At most `processes` children run at once, each holding
 * its place until its audio has been read (the synthesis service reads it ahead of the
 * client, so a slow client does not keep the place); an aborted take kills its child.
 *
 * The command line reports no word events, so a take whose words must be timed is rendered
 * by the WebAssembly build of espeak-ng instead (same plan, voice variant and prosody), whose
 * synthesis callback reports each word; its threads start on the first such take.
 */
export class EspeakNativeSynthesizer extends SpeechSynthesizer {
  readonly sampleRate = ESPEAK_SAMPLE_RATE;
  override readonly timesWords = true;
  private readonly slots: WorkPool<number>;
  private dataDir: EspeakDataDir | undefined;
  private timingEngine: Promise<EspeakSynthesizer> | undefined;

  constructor(private readonly processes: number) {
    super();
    this.slots = new WorkPool(Array.from({ length: processes }, (_, slot) => slot));
  }

  async start(): Promise<void> {
    this.dataDir = await EspeakDataDir.create(await systemDataDir());
    // One short utterance read through the private data folder proves the binary and its data.
    const settings = { wordsPerMinute: 175, pitch: 50, range: 50, volume: 100 };
    let bytes = 0;
    const probe = streamUtterances(this.dataDir.root, 'ar', [
      { language: 'ar', input: 'جاهز', settings, readings: [] },
    ]);
    for await (const chunk of espeakWavSamples(probe, this.sampleRate)) bytes += chunk.length;
    if (bytes === 0) throw new UnavailableError('espeak-ng produced no audio');
  }

  async close(): Promise<void> {
    this.slots.close();
    await this.dataDir?.remove();
    this.dataDir = undefined;
    const timing = this.timingEngine;
    this.timingEngine = undefined;
    await timing?.then((engine) => engine.close()).catch(() => undefined);
  }

  async *synthesize(take: SynthesisTake, signal?: AbortSignal, words?: WordTimingSink): PcmChunks {
    if (words) {
      yield* (await this.timedEngine()).synthesize(take, signal, words);
      return;
    }
    const dataDir = this.requireDataDir();
    const utterances = await planUtterances(
      take,
      (clauses, jobSignal) =>
        this.slots.use(
          jobSignal,
          () => phonemizeArabic(dataDir.root, clauses, jobSignal),
          take.owner,
        ),
      signal,
    );
    const variant = await dataDir.variant(espeakVariantFile(take.voice.variant));
    for (const group of byLanguage(utterances)) {
      yield* this.slots.stream(
        signal,
        () =>
          espeakWavSamples(
            streamUtterances(dataDir.root, `${group[0].language}+${variant}`, group, signal),
            this.sampleRate,
          ),
        take.owner,
      );
    }
  }

  /** The WebAssembly build, started once on first use; a failed start is tried again next time. */
  private timedEngine(): Promise<EspeakSynthesizer> {
    this.timingEngine ??= (async () => {
      const engine = new EspeakSynthesizer(this.processes);
      await engine.start();
      return engine;
    })().catch((error: unknown) => {
      this.timingEngine = undefined;
      throw error;
    });
    return this.timingEngine;
  }

  private requireDataDir(): EspeakDataDir {
    if (!this.dataDir) throw new UnavailableError('espeak-ng is not started');
    return this.dataDir;
  }
}

/**
 * Consecutive utterances of one language, each group read by one run of that language's voice.
 * The front end alternates languages run by run, so a group is one run's sentences.
 */
function byLanguage(utterances: readonly Utterance[]): Utterance[][] {
  const groups: Utterance[][] = [];
  for (const utterance of utterances) {
    const last = groups.at(-1);
    if (last && last[0].language === utterance.language) last.push(utterance);
    else groups.push([utterance]);
  }
  return groups;
}
