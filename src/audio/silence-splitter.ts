/**
 * Cuts long recordings into chunks a recognizer handles well (whisper sees at most 30 s
 * at a time; pocketsphinx keeps memory and latency flat on short inputs), cutting in the
 * quietest stretch near each boundary so words are not split in half.
 */
export interface SpeechChunk {
  /** Offset of the chunk in the whole recording, in samples. */
  startSample: number;
  /** A view into the recording (no copy). */
  samples: Int16Array;
}

export interface SplitOptions {
  sampleRate: number;
  /** No cut before this much audio, so chunks keep enough context. */
  minChunkSeconds: number;
  /** A cut is forced by here. */
  maxChunkSeconds: number;
}

export const DEFAULT_SPLIT: Omit<SplitOptions, 'sampleRate'> = {
  minChunkSeconds: 15,
  maxChunkSeconds: 28,
};

/** Energy is measured on 20 ms frames and smoothed over 5 of them (100 ms, about a short pause). */
const FRAME_SECONDS = 0.02;
const SMOOTHING_FRAMES = 5;

/**
 * Below about -50 dBFS RMS in every frame a chunk holds no speech worth sending to an
 * engine (whisper in particular invents text for silence).
 */
const SILENCE_RMS = 100;

/**
 * The chunks of a recording that hold speech: cut at pauses (splitOnSilence), silent ones
 * dropped. Two hours of audio are 115 million samples, 270 to 400 ms of arithmetic: the
 * service runs this on a worker thread (SpeechChunker), never on the event loop.
 */
export function speechChunks(samples: Int16Array, options: SplitOptions): SpeechChunk[] {
  return splitOnSilence(samples, options).filter(
    (chunk) => !isSilent(chunk.samples, options.sampleRate),
  );
}

export function splitOnSilence(samples: Int16Array, options: SplitOptions): SpeechChunk[] {
  const frameLength = Math.max(1, Math.round(options.sampleRate * FRAME_SECONDS));
  const minSamples = Math.round(options.minChunkSeconds * options.sampleRate);
  const maxSamples = Math.round(options.maxChunkSeconds * options.sampleRate);
  if (minSamples <= 0 || maxSamples < minSamples) {
    throw new RangeError('Chunk bounds must satisfy 0 < minChunkSeconds <= maxChunkSeconds');
  }
  const energy = smooth(frameEnergies(samples, frameLength), SMOOTHING_FRAMES);
  const chunks: SpeechChunk[] = [];
  let start = 0;
  while (samples.length - start > maxSamples) {
    const cut = quietestCut(energy, frameLength, start + minSamples, start + maxSamples);
    chunks.push({ startSample: start, samples: samples.subarray(start, cut) });
    start = cut;
  }
  if (samples.length > start) chunks.push({ startSample: start, samples: samples.subarray(start) });
  return chunks;
}

/** True when no 20 ms frame rises above the silence level. */
export function isSilent(samples: Int16Array, sampleRate: number): boolean {
  const frameLength = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  return frameEnergies(samples, frameLength).every((meanSquare) => meanSquare < SILENCE_RMS ** 2);
}

/** The middle of the quietest frame lying wholly in [from, to); ties go to the earliest. */
function quietestCut(energy: Float64Array, frameLength: number, from: number, to: number): number {
  const firstFrame = Math.ceil(from / frameLength);
  const lastFrame = Math.min(Math.floor(to / frameLength) - 1, energy.length - 1);
  let best = firstFrame;
  for (let frame = firstFrame + 1; frame <= lastFrame; frame++) {
    if (energy[frame] < energy[best]) best = frame;
  }
  return Math.min(best * frameLength + Math.floor(frameLength / 2), to);
}

/** Mean square amplitude of each frame (the last frame may be shorter). */
function frameEnergies(samples: Int16Array, frameLength: number): Float64Array {
  const energies = new Float64Array(Math.ceil(samples.length / frameLength));
  for (let frame = 0; frame < energies.length; frame++) {
    const end = Math.min((frame + 1) * frameLength, samples.length);
    let sum = 0;
    for (let i = frame * frameLength; i < end; i++) sum += samples[i] * samples[i];
    energies[frame] = sum / (end - frame * frameLength);
  }
  return energies;
}

/** Centred moving average, so one quiet frame between two syllables does not look like a pause. */
function smooth(values: Float64Array, width: number): Float64Array {
  const half = Math.floor(width / 2);
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const lo = Math.max(0, i - half);
    const hi = Math.min(values.length, i + half + 1);
    let sum = 0;
    for (let j = lo; j < hi; j++) sum += values[j];
    out[i] = sum / (hi - lo);
  }
  return out;
}
