// One whisper model in its own process, driven over IPC by whisper-process.ts. A process
// rather than a worker thread: onnxruntime aborts the whole process on a corrupt model
// file, and a recognition that must be cancelled can only be stopped by killing it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { OfflineRecognizer } = require('sherpa-onnx-node');

const SAMPLE_RATE = 16000;
const config = JSON.parse(process.argv[2]);

let recognizer;
try {
  recognizer = new OfflineRecognizer(config);
} catch (error) {
  process.send({ type: 'failed', message: String(error?.message ?? error) });
  process.exit(1);
}
let currentLanguage = config.modelConfig.whisper.language;

/** The language lives in the recognizer's config; this process serves one job at a time. */
function useLanguage(language) {
  if (language === currentLanguage) return;
  const whisper = { ...config.modelConfig.whisper, language };
  recognizer.setConfig({ ...config, modelConfig: { ...config.modelConfig, whisper } });
  currentLanguage = language;
}

function transcribe(pcm) {
  const samples = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) samples[i] = pcm[i] / 32768;
  const stream = recognizer.createStream();
  stream.acceptWaveform({ sampleRate: SAMPLE_RATE, samples });
  recognizer.decode(stream);
  return recognizer.getResult(stream);
}

process.on('message', ({ id, pcm, language }) => {
  try {
    useLanguage(language);
    const result = transcribe(pcm);
    process.send({ type: 'result', id, text: result.text.trim(), language: result.lang ?? '' });
  } catch (error) {
    process.send({ type: 'error', id, message: String(error?.message ?? error) });
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready' });
