/** The slice of sherpa-onnx-node's offline recognizer that whisper uses (the package ships no types). */
export interface WhisperRecognizerConfig {
  featConfig: { sampleRate: number; featureDim: number };
  modelConfig: {
    whisper: { encoder: string; decoder: string; language: string; task: string };
    tokens: string;
    numThreads: number;
  };
}

interface OfflineStream {
  acceptWaveform(wave: { sampleRate: number; samples: Float32Array }): void;
}

interface OfflineRecognizer {
  createStream(): OfflineStream;
  decode(stream: OfflineStream): void;
  getResult(stream: OfflineStream): { text: string; lang?: string };
  setConfig(config: WhisperRecognizerConfig): void;
}

export interface SherpaOnnx {
  OfflineRecognizer: new (config: WhisperRecognizerConfig) => OfflineRecognizer;
}
