import type { TimeSlice } from '../../common/time-slice.js';

/**
 * Frame-wise fundamental-frequency tracking with YIN (de Cheveigné & Kawahara, 2002) on a
 * low-passed, decimated copy of the signal.
 */

const PITCH_FLOOR_HZ = 60;
const PITCH_CEILING_HZ = 400;

/** Frames advance 10 ms and look at 40 ms: at least two periods of the lowest voice. */
const HOP_SECONDS = 0.01;
const BLOCKS_PER_FRAME = 4;

/**
 * Threshold on YIN's normalised difference (1 for noise, 0 for a perfectly periodic signal):
 * real voiced speech in 40 ms frames mostly stays under 0.3, while white, pink and brown
 * noise do not come below 0.39.
 */
const VOICING_THRESHOLD = 0.35;
/** How much shallower than the deepest dip an earlier dip may be and still be taken as the period. */
const DIP_TOLERANCE = 0.1;
/** Octave-error check: the neighbourhood (frames either side) and the jump that counts as one (9 semitones). */
const OCTAVE_CHECK_FRAMES = 10;
const OCTAVE_JUMP_RATIO = 2 ** (9 / 12);
/** Frames quieter than this (about -55 dBFS) are treated as silence, whatever their periodicity. */
const SILENCE_FLOOR_DB = -55;
/** Periodic frames this far below the loud part of the recording are hum or breath, not voice. */
const VOICED_BELOW_LOUD_DB = 30;
/**
 * Pitch is found on the band below 1 kHz, sampled at 4 kHz: the first few harmonics carry
 * the period, the upper ones mostly add jitter and breath noise that blur it, and a quarter
 * of the samples means a sixteenth of the lag products.
 */
const LOW_PASS_CUTOFF_HZ = 1000;
const ANALYSIS_RATE_HZ = 4000;
/** Hamming FIR length at 16 kHz: its transition band ends near 2 kHz, the new Nyquist frequency. */
const TAPS_AT_16_KHZ = 31;
/** Decimated samples computed between two chances to give way (a fraction of a millisecond). */
const DECIMATE_BLOCK = 4096;

export interface PitchTrack {
  /** Frame i starts at i * hopSeconds and lasts frameSeconds (10 ms and 40 ms up to rounding). */
  hopSeconds: number;
  frameSeconds: number;
  /** F0 per frame in Hz, 0 where the frame is unvoiced. */
  f0Hz: Float64Array;
  /** Frame level in dB relative to full scale, measured on the band below 1 kHz where vowels carry their energy. */
  levelDb: Float64Array;
}

/** Runs on the event loop in slices: `slice` lets other requests in between frames. */
export async function trackPitch(
  samples: Int16Array,
  sampleRate: number,
  slice: TimeSlice,
): Promise<PitchTrack> {
  const { signal, rate } = await decimate(samples, sampleRate, slice);
  const hop = Math.round(rate * HOP_SECONDS);
  const window = hop * BLOCKS_PER_FRAME;
  const minLag = Math.floor(rate / PITCH_CEILING_HZ);
  const maxLag = Math.ceil(rate / PITCH_FLOOR_HZ);
  const frames = Math.max(0, Math.floor((signal.length - window - maxLag) / hop) + 1);
  const squares = prefixSumOfSquares(signal);
  const f0Hz = new Float64Array(frames);
  const levelDb = new Float64Array(frames);

  // The lag products of a 40 ms window are the sums of its four 10 ms blocks, and each
  // block belongs to four windows, so each product is computed once instead of four times.
  const blocks = Array.from({ length: BLOCKS_PER_FRAME }, () => new Float64Array(maxLag + 1));
  for (let b = 0; b < BLOCKS_PER_FRAME - 1 && frames > 0; b++) {
    blockCorrelation(signal, b * hop, hop, maxLag, blocks[b]);
  }
  const correlation = new Float64Array(maxLag + 1);
  const difference = new Float64Array(maxLag + 1);
  const normalised = new Float64Array(maxLag + 1);
  const fullScaleEnergy = window * 32768 ** 2;

  for (let frame = 0; frame < frames; frame++) {
    await slice.breathe();
    const newest = frame + BLOCKS_PER_FRAME - 1;
    blockCorrelation(signal, newest * hop, hop, maxLag, blocks[newest % BLOCKS_PER_FRAME]);
    const start = frame * hop;
    const energy = squares[start + window] - squares[start];
    levelDb[frame] = 10 * Math.log10(energy / fullScaleEnergy + 1e-12);
    if (levelDb[frame] < SILENCE_FLOOR_DB) continue;

    correlation.fill(0);
    for (const block of blocks) {
      for (let lag = 1; lag <= maxLag; lag++) correlation[lag] += block[lag];
    }
    differenceFunction(squares, start, window, correlation, difference);
    cumulativeMeanNormalise(difference, normalised);
    const lag = periodLag(difference, normalised, minLag, maxLag);
    if (lag > 0) f0Hz[frame] = rate / lag;
  }
  dropQuietVoicing(f0Hz, levelDb);
  await foldOctaveErrors(f0Hz, slice);
  return { hopSeconds: hop / rate, frameSeconds: window / rate, f0Hz, levelDb };
}

/**
 * YIN step 2: d(τ) = Σ(x_j - x_{j+τ})² over the window, expanded into the two window
 * energies (from prefix sums) minus twice the correlation.
 */
function differenceFunction(
  squares: Float64Array,
  start: number,
  window: number,
  correlation: Float64Array,
  out: Float64Array,
): void {
  const ownEnergy = squares[start + window] - squares[start];
  for (let lag = 1; lag < out.length; lag++) {
    const shiftedEnergy = squares[start + lag + window] - squares[start + lag];
    out[lag] = Math.max(0, ownEnergy + shiftedEnergy - 2 * correlation[lag]);
  }
}

/**
 * YIN step 3: d(τ) divided by its running mean, so that the measure is 1 for noise and near 0
 * at the period of a clean voice whatever the frame's loudness.
 */
function cumulativeMeanNormalise(difference: Float64Array, out: Float64Array): void {
  let runningSum = 0;
  out[0] = 1;
  for (let lag = 1; lag < out.length; lag++) {
    runningSum += difference[lag];
    out[lag] = runningSum > 0 ? (difference[lag] * lag) / runningSum : 1;
  }
}

/**
 * YIN steps 4-5. A frame is voiced when its deepest dip is under the voicing threshold. The
 * period is then the first dip nearly as deep as the deepest: a voice's dips at two and three
 * periods are about as deep as the one at its period, so the first of them is the period,
 * while a dip at half the period (from a strong second harmonic) is clearly shallower and is
 * skipped. The bottom is refined by a parabola through the raw difference, which the running
 * mean would tilt towards shorter lags when the pitch glides. Returns 0 for an unvoiced frame.
 */
function periodLag(
  difference: Float64Array,
  normalised: Float64Array,
  minLag: number,
  maxLag: number,
): number {
  let deepest = minLag;
  for (let lag = minLag + 1; lag <= maxLag; lag++) {
    if (normalised[lag] < normalised[deepest]) deepest = lag;
  }
  if (normalised[deepest] >= VOICING_THRESHOLD) return 0;
  let lag = minLag;
  while (normalised[lag] > normalised[deepest] + DIP_TOLERANCE) lag++;
  while (lag < maxLag && normalised[lag + 1] < normalised[lag]) lag++;
  if (lag === maxLag) return lag;
  const [before, at, after] = [difference[lag - 1], difference[lag], difference[lag + 1]];
  const curvature = before - 2 * at + after;
  const shift = curvature > 0 ? (before - after) / (2 * curvature) : 0;
  return lag + Math.max(-1, Math.min(1, shift));
}

/** Σ x_j·x_{j+τ} over one block, for every lag up to maxLag. */
function blockCorrelation(
  signal: Float64Array,
  start: number,
  length: number,
  maxLag: number,
  out: Float64Array,
): void {
  for (let lag = 1; lag <= maxLag; lag++) {
    let sum = 0;
    for (let j = start; j < start + length; j++) sum += signal[j] * signal[j + lag];
    out[lag] = sum;
  }
}

function prefixSumOfSquares(signal: Float64Array): Float64Array {
  const sums = new Float64Array(signal.length + 1);
  for (let i = 0; i < signal.length; i++) sums[i + 1] = sums[i] + signal[i] * signal[i];
  return sums;
}

/** Unvoices periodic frames far below the recording's loud frames (mains hum, room tone). */
function dropQuietVoicing(f0Hz: Float64Array, levelDb: Float64Array): void {
  const loud = percentile(Array.from(levelDb), 0.95);
  for (let i = 0; i < f0Hz.length; i++) {
    if (levelDb[i] < loud - VOICED_BELOW_LOUD_DB) f0Hz[i] = 0;
  }
}

/**
 * Moves a frame by an octave when it sits about an octave off the median of the voiced frames
 * within 100 ms either side: intonation does not leap nine semitones that fast, but YIN
 * still now and then locks onto half or twice the period for a few frames.
 */
async function foldOctaveErrors(f0Hz: Float64Array, slice: TimeSlice): Promise<void> {
  const original = Float64Array.from(f0Hz);
  for (let i = 0; i < original.length; i++) {
    if (original[i] === 0) continue;
    await slice.breathe();
    const neighbours: number[] = [];
    const last = Math.min(original.length - 1, i + OCTAVE_CHECK_FRAMES);
    for (let j = Math.max(0, i - OCTAVE_CHECK_FRAMES); j <= last; j++) {
      if (original[j] > 0) neighbours.push(original[j]);
    }
    const ratio = original[i] / percentile(neighbours, 0.5);
    if (ratio > OCTAVE_JUMP_RATIO) f0Hz[i] = original[i] / 2;
    else if (ratio < 1 / OCTAVE_JUMP_RATIO) f0Hz[i] = original[i] * 2;
  }
}

/** Linear-interpolated percentile (fraction 0..1) of an unsorted list; NaN when empty. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

/**
 * Low-passes with a Hamming-windowed sinc and keeps every n-th sample, computing only the
 * samples kept. The filter length grows with the input rate so that its transition band
 * stays ending below the new Nyquist frequency.
 */
async function decimate(
  samples: Int16Array,
  sampleRate: number,
  slice: TimeSlice,
): Promise<{ signal: Float64Array; rate: number }> {
  const factor = Math.max(1, Math.floor(sampleRate / ANALYSIS_RATE_HZ));
  const tapCount = 2 * Math.round((TAPS_AT_16_KHZ * sampleRate) / 16_000 / 2) + 1;
  const taps = lowPassTaps(LOW_PASS_CUTOFF_HZ / sampleRate, tapCount);
  const half = (tapCount - 1) / 2;
  // Zero padding on both sides keeps bounds checks out of the inner loop.
  const padded = new Float64Array(samples.length + 2 * half);
  padded.set(samples, half);
  const signal = new Float64Array(Math.floor(samples.length / factor));
  for (let out = 0; out < signal.length; out++) {
    if (out % DECIMATE_BLOCK === 0) await slice.breathe();
    const first = out * factor;
    let sum = 0;
    for (let k = 0; k < tapCount; k++) sum += taps[k] * padded[first + k];
    signal[out] = sum;
  }
  return { signal, rate: sampleRate / factor };
}

/** Windowed-sinc FIR with unity gain at DC; cutoff as a fraction of the sample rate. */
function lowPassTaps(cutoff: number, count: number): Float64Array {
  const taps = new Float64Array(count);
  const half = (count - 1) / 2;
  let total = 0;
  for (let k = 0; k < count; k++) {
    const t = k - half;
    const sinc = t === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * t) / (Math.PI * t);
    taps[k] = sinc * (0.54 - 0.46 * Math.cos((2 * Math.PI * k) / (count - 1)));
    total += taps[k];
  }
  return taps.map((tap) => tap / total);
}
