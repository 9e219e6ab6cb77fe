import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { RequestAbortedError, UnavailableError } from '../../../common/errors.js';
import { pcmBytes, type PcmChunks } from '../../../audio/pcm.js';
import { dialectProsody } from '../../dialects/dialects.js';
import { SpeechSynthesizer, type SynthesisTake } from '../../ports/speech-synthesizer.js';
import { spokenTextOf } from '../../../arabic/index.js';

/** The slice of sherpa-onnx-node's OfflineTts this adapter uses (the package ships no types). */
interface OfflineTts {
  numSpeakers: number;
  sampleRate: number;
  generateAsync(request: {
    text: string;
    sid: number;
    speed: number;
    onProgress?: (info: { progress: number }) => number;
  }): Promise<{ samples: Float32Array; sampleRate: number }>;
}

interface SherpaOnnx {
  OfflineTts: { createAsync(config: object): Promise<OfflineTts> };
}

/** espeak-ng's default speaking rate, the pace a VITS model is trained to at speed 1. */
const MODEL_NATURAL_WPM = 175;

/**
 * A neural VITS/Piper voice run by sherpa-onnx (native, on libuv's thread pool, so the event
 * loop stays free). Limits, stated plainly: such a model has its own fixed speakers, so studio
 * voices map onto its speaker ids and a library profile keeps only its pace; it reads text
 * with its own pronunciation, so dialect rules do not apply (dialect pace still does). The
 * tests run it on a few-kilobyte model they generate (test/helpers/onnx/tiny-vits.ts).
 */
export class SherpaVitsSynthesizer extends SpeechSynthesizer {
  private tts?: OfflineTts;
  // One model instance is not meant for concurrent generation; takes queue behind each other.
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly modelDir: string | undefined,
    private readonly threads: number,
  ) {
    super();
  }

  async start(): Promise<void> {
    const vits = vitsModelFiles(this.modelDir);
    const sherpa = createRequire(import.meta.url)('sherpa-onnx-node') as SherpaOnnx;
    this.tts = await sherpa.OfflineTts.createAsync({
      model: { vits, numThreads: this.threads, provider: 'cpu', debug: 0 },
      maxNumSentences: 1,
    });
  }

  close(): Promise<void> {
    return this.tail.then(
      () => undefined,
      () => undefined,
    );
  }

  get sampleRate(): number {
    return this.requireModel().sampleRate;
  }

  /** The model generates a take whole, so its audio comes as one chunk. */
  async *synthesize(take: SynthesisTake, signal?: AbortSignal): PcmChunks {
    const run = this.tail.then(() => this.generate(take, signal));
    this.tail = run.catch(() => undefined);
    yield await run;
  }

  private requireModel(): OfflineTts {
    if (!this.tts) throw new UnavailableError('The neural voice engine is not started');
    return this.tts;
  }

  private async generate(take: SynthesisTake, signal?: AbortSignal): Promise<Buffer> {
    if (signal?.aborted) throw new RequestAbortedError();
    const tts = this.requireModel();
    const pace = take.dialect ? dialectProsody(take.dialect).rateFactor : 1;
    const audio = await tts.generateAsync({
      text: spokenTextOf(take.runs),
      sid: take.voice.speakerIndex % Math.max(1, tts.numSpeakers),
      speed:
        (take.voice.variant.wordsPerMinute / MODEL_NATURAL_WPM) *
        take.quality.delivery.rateFactor *
        pace,
      // Returning 0 from the progress callback stops generation: that is how a request is cancelled.
      onProgress: () => (signal?.aborted ? 0 : 1),
    });
    if (signal?.aborted) throw new RequestAbortedError();
    return pcmBytes({ samples: floatToInt16(audio.samples), sampleRate: audio.sampleRate });
  }
}

/** Checks the model directory up front so a bad deployment fails at boot, saying what is missing. */
function vitsModelFiles(modelDir: string | undefined): Record<string, string> {
  if (!modelDir) throw new UnavailableError('TTS_ENGINE=sherpa-vits needs TTS_VITS_MODEL_DIR');
  if (!existsSync(modelDir)) {
    throw new UnavailableError(`TTS_VITS_MODEL_DIR ${modelDir} does not exist`);
  }
  const onnx = readdirSync(modelDir).filter((name) => name.endsWith('.onnx'));
  if (onnx.length !== 1) {
    throw new UnavailableError(
      `TTS_VITS_MODEL_DIR ${modelDir} must hold exactly one .onnx model, found ${onnx.length}`,
    );
  }
  const tokens = join(modelDir, 'tokens.txt');
  if (!existsSync(tokens))
    throw new UnavailableError(`TTS_VITS_MODEL_DIR ${modelDir} has no tokens.txt`);
  const files: Record<string, string> = { model: join(modelDir, onnx[0]), tokens };
  // Piper voices phonemise with espeak-ng data shipped beside the model; MMS-style ones use a lexicon.
  const dataDir = join(modelDir, 'espeak-ng-data');
  const lexicon = join(modelDir, 'lexicon.txt');
  if (existsSync(dataDir)) files.dataDir = dataDir;
  else if (existsSync(lexicon)) files.lexicon = lexicon;
  else
    throw new UnavailableError(
      `TTS_VITS_MODEL_DIR ${modelDir} needs espeak-ng-data/ (Piper) or lexicon.txt`,
    );
  return files;
}

function floatToInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    out[i] = Math.round(Math.max(-1, Math.min(1, samples[i])) * 32767);
  }
  return out;
}
