import { TimeSlice } from '../../src/common/time-slice.js';
import { percentile, trackPitch } from '../../src/voices/library/pitch-tracker.js';
import { powerSpectrum } from './spectrum.js';

/** What a listener tells voices apart by, measured on one rendering. */
export interface AudioMeasures {
  /** Median F0 of the voiced frames (YIN, an autocorrelation method), Hz. */
  pitchHz: number;
  /** Spread of F0 between the 10th and 90th percentile of voiced frames, semitones. */
  pitchRangeSemitones: number;
  /** Power-weighted mean frequency of the speech frames' spectrum, Hz. */
  centroidHz: number;
  seconds: number;
  /** RMS level of the frames holding speech, dBFS. */
  loudnessDb: number;
}

/** 1,024 samples is 46 ms at 22.05 kHz: several pitch periods, shorter than a vowel. */
const FRAME = 1024;
/** Frames more than this below the loudest ones are pauses, left out of centroid and loudness. */
const SPEECH_BELOW_LOUD_DB = 30;

export async function measureAudio(
  samples: Int16Array,
  sampleRate: number,
): Promise<AudioMeasures> {
  const track = await trackPitch(samples, sampleRate, new TimeSlice());
  const voiced = Array.from(track.f0Hz).filter((f0) => f0 > 0);
  const frames = speechFrames(samples);
  const meanPower = frames.reduce((sum, f) => sum + f.power, 0) / Math.max(1, frames.length);
  return {
    pitchHz: percentile(voiced, 0.5),
    pitchRangeSemitones: semitones(percentile(voiced, 0.9), percentile(voiced, 0.1)),
    centroidHz: spectralCentroid(samples, frames, sampleRate),
    seconds: samples.length / sampleRate,
    loudnessDb: 10 * Math.log10(meanPower),
  };
}

export function semitones(a: number, b: number): number {
  return 12 * Math.log2(a / b);
}

interface Frame {
  start: number;
  /** Mean square of the frame, full scale = 1. */
  power: number;
}

/** Non-overlapping frames loud enough to be speech. */
function speechFrames(samples: Int16Array): Frame[] {
  const frames: Frame[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += FRAME) {
    let sum = 0;
    for (let i = start; i < start + FRAME; i++) sum += (samples[i] / 32768) ** 2;
    frames.push({ start, power: sum / FRAME });
  }
  const floor =
    percentile(
      frames.map((f) => f.power),
      0.95,
    ) *
    10 ** (-SPEECH_BELOW_LOUD_DB / 10);
  return frames.filter((f) => f.power >= floor);
}

/** Centroid of the speech frames' power spectra summed (Hann window). */
function spectralCentroid(samples: Int16Array, frames: readonly Frame[], rate: number): number {
  const total = new Float64Array(FRAME / 2);
  for (const { start } of frames) {
    const spectrum = powerSpectrum(samples.subarray(start, start + FRAME));
    for (let bin = 0; bin < total.length; bin++) total[bin] += spectrum[bin];
  }
  let weighted = 0;
  let power = 0;
  total.forEach((p, bin) => {
    weighted += p * ((bin * rate) / FRAME);
    power += p;
  });
  return weighted / power;
}
