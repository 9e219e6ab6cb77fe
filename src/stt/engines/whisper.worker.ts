// One whisper model in its own process, driven over IPC by whisper-process.ts. A process
// rather than a worker thread: onnxruntime aborts the whole process on a corrupt model
// file, and a recognition that must be cancelled can only be stopped by killing it.
import { createRequire } from 'node:module';
import type { WhisperJob, WhisperReply } from './whisper-messages.js';
import type { SherpaOnnx, WhisperRecognizerConfig } from './sherpa-onnx.js';

const require = createRequire(import.meta.url);
const { OfflineRecognizer } = require('sherpa-onnx-node') as SherpaOnnx;

const SAMPLE_RATE = 16000;
const config = JSON.parse(process.argv[2]) as WhisperRecognizerConfig;

function send(message: WhisperReply): void {
  process.send?.(message);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

let recognizer: InstanceType<SherpaOnnx['OfflineRecognizer']>;
try {
  recognizer = new OfflineRecognizer(config);
} catch (error) {
  send({ type: 'failed', message: errorMessage(error) });
  process.exit(1);
}
let currentLanguage = config.modelConfig.whisper.language;

/** The language lives in the recognizer's config; this process serves one job at a time. */
function useLanguage(language: string): void {
  if (language === currentLanguage) return;
  const whisper = { ...config.modelConfig.whisper, language };
  recognizer.setConfig({ ...config, modelConfig: { ...config.modelConfig, whisper } });
  currentLanguage = language;
}

function transcribe(pcm: Int16Array) {
  const samples = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) samples[i] = pcm[i] / 32768;
  const stream = recognizer.createStream();
  stream.acceptWaveform({ sampleRate: SAMPLE_RATE, samples });
  recognizer.decode(stream);
  return recognizer.getResult(stream);
}

process.on('message', ({ id, pcm, language }: WhisperJob) => {
  try {
    useLanguage(language);
    const result = transcribe(pcm);
    send({ type: 'result', id, text: result.text.trim(), language: result.lang ?? '' });
  } catch (error) {
    send({ type: 'error', id, message: errorMessage(error) });
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
