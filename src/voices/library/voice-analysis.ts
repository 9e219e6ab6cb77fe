import { InvalidInputError } from '../../common/errors.js';
import { TimeSlice } from '../../common/time-slice.js';
import type { VoiceGender, VoiceProfile } from '../voice-spec.js';
import { percentile, trackPitch, type PitchTrack } from './pitch-tracker.js';

/**
 * Measures the parametric profile of a reference recording: what a formant synthesizer can
 * imitate of a speaker (pitch, pitch movement, pace, spectral tilt), not their timbre.
 */
export interface VoiceAnalysis {
  profile: VoiceProfile;
  /** Seconds of voiced speech the profile rests on. */
  voicedSeconds: number;
}

const MIN_VOICED_SECONDS = 1.5;
const MIN_SAMPLE_RATE_HZ = 8000;

/**
 * Speaking F0 of adult women and men overlaps little around 165 Hz. This is the perceived
 * pitch of the voice and nothing more: a low female or high male voice lands on the other side.
 */
const GENDER_F0_THRESHOLD_HZ = 165;

/** Syllable nuclei must stand out of the valleys around them by this much (de Jong & Wempe, 2009). */
const NUCLEUS_DIP_DB = 2;
const NUCLEUS_VOICING_REACH_SECONDS = 0.05;
/** Frames this far below the loud part of the recording are pauses, not speech. */
const SPEECH_BELOW_LOUD_DB = 25;
/** Pauses at least this long are breaks, left out of the speaking time; shorter ones are stops and closures. */
const LONG_PAUSE_SECONDS = 0.3;
/**
 * Assumption: a word is 1.5 syllables, the usual figure for running English and close to
 * Arabic once its clitics (wa-, al-, bi-) count as the separate words they sound like. With
 * it, espeak-ng's Arabic voice set to N words per minute measures close to N here, so a
 * measured rate played back through the engine keeps the speaker's pace.
 */
const SYLLABLES_PER_WORD = 1.5;

/** Energy above 2 kHz against the whole voice band, as the spectral-tilt measure. */
const BRIGHTNESS_SPLIT_HZ = 2000;
const VOICE_BAND_FLOOR_HZ = 70;
/**
 * High-band shares (dB) mapped linearly onto brightness 0 and 1. Voiced speech from a decent
 * microphone measures around -15 dB here (0.5), a muffled phone recording near -24 dB; the
 * top end leaves room for espeak-ng itself, which spans about -14 dB to -6 dB over its own
 * brightness setting, so engine voices analysed back keep their order.
 */
const DARK_HIGH_BAND_DB = -24;
const BRIGHT_HIGH_BAND_DB = -6;

/**
 * `samples`: mono 16-bit PCM, as the upload decoder returns it (16 kHz there). A minute of
 * audio is about 60 ms of work, done in slices so that other requests are not held up.
 */
export async function analyseVoice(
  samples: Int16Array,
  sampleRate: number,
): Promise<VoiceAnalysis> {
  if (sampleRate < MIN_SAMPLE_RATE_HZ) {
    throw new InvalidInputError(`Voice samples need at least ${MIN_SAMPLE_RATE_HZ} Hz`);
  }
  const slice = new TimeSlice();
  const track = await trackPitch(samples, sampleRate, slice);
  const voiced = Array.from(track.f0Hz).filter((f0) => f0 > 0);
  const voicedSeconds = voiced.length * track.hopSeconds;
  if (voicedSeconds < MIN_VOICED_SECONDS) {
    throw new InvalidInputError(
      'The voice sample has too little speech to analyse (need at least 1.5 seconds of voiced speech)',
    );
  }
  const f0MedianHz = percentile(voiced, 0.5);
  const gender: VoiceGender = f0MedianHz >= GENDER_F0_THRESHOLD_HZ ? 'female' : 'male';
  return {
    profile: {
      f0MedianHz: round(f0MedianHz, 1),
      f0RangeSemitones: round(semitones(percentile(voiced, 0.9) / percentile(voiced, 0.1)), 1),
      speakingRateWpm: Math.round(speakingRateWpm(track)),
      brightness: round(await brightness(samples, sampleRate, track, slice), 2),
      gender,
    },
    voicedSeconds: round(voicedSeconds, 2),
  };
}

/** Syllables per second of speaking time, as words per minute. */
function speakingRateWpm(track: PitchTrack): number {
  const floor = percentile(Array.from(track.levelDb), 0.95) - SPEECH_BELOW_LOUD_DB;
  const seconds = speakingSeconds(track.levelDb, floor, track.hopSeconds);
  if (seconds === 0) return 0;
  return ((countSyllableNuclei(track, floor) / seconds) * 60) / SYLLABLES_PER_WORD;
}

/**
 * A syllable nucleus is a peak of the level envelope that rises NUCLEUS_DIP_DB above the
 * valley before it and falls as far after it, with voicing close by. Levels under the speech
 * floor are lifted to it so that noise in the pauses cannot make peaks. Voicing may be up to
 * 50 ms away because voicing starts after the burst of a plosive-initial syllable and the
 * tracker drops some creaky frames at the loudest point.
 */
function countSyllableNuclei(track: PitchTrack, floor: number): number {
  const reach = Math.round(NUCLEUS_VOICING_REACH_SECONDS / track.hopSeconds);
  const voicedNear = (frame: number) =>
    track.f0Hz.subarray(Math.max(0, frame - reach), frame + reach + 1).some((f0) => f0 > 0);
  let nuclei = 0;
  let rising = true;
  let extreme = floor;
  let peakFrame = -1;
  track.levelDb.forEach((raw, frame) => {
    const level = Math.max(floor, raw);
    if (rising && level > extreme) {
      extreme = level;
      peakFrame = frame;
    } else if (rising && level < extreme - NUCLEUS_DIP_DB) {
      if (voicedNear(peakFrame)) nuclei++;
      rising = false;
      extreme = level;
    } else if (!rising && level < extreme) {
      extreme = level;
    } else if (!rising && level > extreme + NUCLEUS_DIP_DB) {
      rising = true;
      extreme = level;
      peakFrame = frame;
    }
  });
  // A recording cut off right after its last vowel still ends a syllable.
  if (rising && extreme > floor && voicedNear(peakFrame)) nuclei++;
  return nuclei;
}

/** From the first to the last frame of speech, less every pause of LONG_PAUSE_SECONDS or more. */
function speakingSeconds(levels: Float64Array, floor: number, hopSeconds: number): number {
  const longPause = Math.round(LONG_PAUSE_SECONDS / hopSeconds);
  let speaking = 0;
  let quietRun = 0;
  let started = false;
  for (const level of levels) {
    if (level > floor) {
      if (started && quietRun < longPause) speaking += quietRun;
      speaking += 1;
      started = true;
      quietRun = 0;
    } else {
      quietRun++;
    }
  }
  return speaking * hopSeconds;
}

/**
 * Share of the voice-band energy above 2 kHz over the voiced frames, in dB, mapped to 0..1.
 * Voiced frames only, because fricatives and breath are bright whatever the voice.
 */
async function brightness(
  samples: Int16Array,
  sampleRate: number,
  track: PitchTrack,
  slice: TimeSlice,
): Promise<number> {
  const voiceBand = await highPass(samples, sampleRate, VOICE_BAND_FLOOR_HZ, slice);
  const highBand = await highPass(samples, sampleRate, BRIGHTNESS_SPLIT_HZ, slice);
  // The 10 ms at the middle of each 40 ms frame, so neighbouring frames do not overlap.
  const hop = Math.round(track.hopSeconds * sampleRate);
  const offset = Math.round(((track.frameSeconds - track.hopSeconds) / 2) * sampleRate);
  let total = 0;
  let high = 0;
  track.f0Hz.forEach((f0, frame) => {
    if (f0 === 0) return;
    const start = Math.round(frame * track.hopSeconds * sampleRate) + offset;
    for (let i = start; i < Math.min(start + hop, samples.length); i++) {
      total += voiceBand[i] * voiceBand[i];
      high += highBand[i] * highBand[i];
    }
  });
  const highShareDb = 10 * Math.log10(high / total + 1e-12);
  const scaled = (highShareDb - DARK_HIGH_BAND_DB) / (BRIGHT_HIGH_BAND_DB - DARK_HIGH_BAND_DB);
  return Math.min(1, Math.max(0, scaled));
}

/**
 * Fourth-order Butterworth high-pass: two RBJ-cookbook biquads with the Butterworth Q pair,
 * steep enough that the strong first formant does not leak into the band above the cutoff.
 */
async function highPass(
  samples: Int16Array,
  sampleRate: number,
  cutoffHz: number,
  slice: TimeSlice,
): Promise<Float64Array> {
  const signal = Float64Array.from(samples);
  for (const q of [0.5412, 1.3066]) {
    // One pass over a minute of audio is a few milliseconds: a break between passes is enough.
    await slice.breathe();
    biquadHighPassInPlace(signal, sampleRate, cutoffHz, q);
  }
  return signal;
}

function biquadHighPassInPlace(
  signal: Float64Array,
  sampleRate: number,
  cutoffHz: number,
  q: number,
) {
  const w = (2 * Math.PI * cutoffHz) / sampleRate;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  const a0 = 1 + alpha;
  const b0 = (1 + cos) / 2 / a0;
  const b1 = -(1 + cos) / a0;
  const a1 = (-2 * cos) / a0;
  const a2 = (1 - alpha) / a0;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < signal.length; i++) {
    const x = signal[i];
    const y = b0 * (x + x2) + b1 * x1 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    signal[i] = y;
  }
}

const semitones = (ratio: number) => 12 * Math.log2(ratio);
const round = (value: number, digits: number) => Number(value.toFixed(digits));
