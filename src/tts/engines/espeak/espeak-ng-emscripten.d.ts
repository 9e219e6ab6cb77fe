// The slice of @echogarden/espeak-ng-emscripten's Emscripten module the espeak worker uses
// (the package ships no types).
declare module '@echogarden/espeak-ng-emscripten' {
  interface ESpeakNGWorker {
    get_samplerate(): number;
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    set_volume(volume: number): void;
    /** Returns a wrapped C string; getPointer unwraps it. */
    text_to_phonemes(text: string, phonemeMode: number): unknown;
    /**
     * Calls back with each block of samples and the events espeak-ng raised with it; returning
     * true stops synthesis.
     */
    synthesize(
      text: string,
      onSamples: (samples: Int16Array | undefined, events: EspeakEvent[]) => boolean,
    ): void;
  }

  /** espeak_EVENT as the glue reads it: `id` is a phoneme's mnemonic, a word's number. */
  interface EspeakEvent {
    type: string;
    text_position: number;
    word_length: number;
    audio_position: number;
    id: string | number | undefined;
  }

  interface ESpeakModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
    HEAPU8: Uint8Array;
    getPointer(wrapped: unknown): number;
    FS: { writeFile(path: string, data: string): void };
  }

  export default function createEspeak(): Promise<ESpeakModule>;
}
