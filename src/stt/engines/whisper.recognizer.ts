import {
  SpeechRecognizer,
  type Recognition,
  type RecognizeOptions,
} from '../ports/speech-recognizer.js';
import type { WhisperModelFiles } from './whisper-model.js';
import { WhisperProcess } from './whisper-process.js';
import type { WhisperRecognizerConfig } from './sherpa-onnx.js';
import { WorkPool } from '../../process/work-pool.js';

/** A chunk is at most ~30 s of audio; even the base model on one core is far quicker. */
const CHUNK_TIMEOUT_MS = 120_000;

/**
 * OpenAI Whisper (multilingual tiny/base, int8 ONNX) through sherpa-onnx, one model per
 * child process, `workers` processes. Offered for Arabic, English and French, and for
 * audio whose language is not given (whisper detects it).
 */
export class WhisperRecognizer extends SpeechRecognizer {
  readonly name = 'whisper';
  readonly languages = ['ar', 'en', 'fr'] as const;
  readonly detectsLanguage = true;
  private readonly processes: WhisperProcess[];
  private readonly pool: WorkPool<WhisperProcess>;

  private constructor(model: WhisperModelFiles, workers: number) {
    super();
    const config: WhisperRecognizerConfig = {
      featConfig: { sampleRate: 16_000, featureDim: 80 },
      modelConfig: {
        whisper: {
          encoder: model.encoder,
          decoder: model.decoder,
          language: '',
          task: 'transcribe',
        },
        tokens: model.tokens,
        // Parallelism comes from the processes; one thread each keeps them from fighting over cores.
        numThreads: 1,
      },
    };
    this.processes = Array.from(
      { length: workers },
      () => new WhisperProcess(config, CHUNK_TIMEOUT_MS),
    );
    this.pool = new WorkPool(this.processes);
  }

  /** Loads the model in every process before the server takes requests; fails if any cannot. */
  static async start(model: WhisperModelFiles, workers: number): Promise<WhisperRecognizer> {
    const recognizer = new WhisperRecognizer(model, workers);
    try {
      await Promise.all(recognizer.processes.map((whisperProcess) => whisperProcess.start()));
    } catch (error) {
      await recognizer.close();
      throw error;
    }
    return recognizer;
  }

  async recognize(
    pcm: Int16Array,
    options: RecognizeOptions,
    signal?: AbortSignal,
  ): Promise<Recognition> {
    const output = await this.pool.use(signal, (whisperProcess) =>
      whisperProcess.transcribe(pcm, options.language ?? '', signal),
    );
    return { text: output.text, language: options.language ?? normaliseLanguage(output.language) };
  }

  close(): Promise<void> {
    this.pool.close();
    for (const whisperProcess of this.processes) whisperProcess.stop();
    return Promise.resolve();
  }
}

/** sherpa-onnx reports whisper's language token; accept both `en` and `<|en|>`. */
function normaliseLanguage(reported: string): string {
  return reported.replace(/[<|>]/g, '').toLowerCase() || 'und';
}
