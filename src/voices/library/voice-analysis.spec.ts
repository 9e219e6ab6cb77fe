import { InvalidInputError } from '../../common/errors.js';
import { analyseVoice } from './voice-analysis.js';

const RATE = 16_000;
const PERIOD_TABLE_SIZE = 8192;
const TOO_LITTLE_SPEECH =
  'The voice sample has too little speech to analyse (need at least 1.5 seconds of voiced speech)';

interface ToneOptions {
  f0Hz: number;
  seconds?: number;
  sampleRate?: number;
  /** Harmonic k has amplitude 1/k^tilt: 2 is a dark, glottal-flow-like spectrum, 1 a bright one. */
  tilt?: number;
  /** Intonation: a 0.5 Hz sine of this many semitones either side of f0Hz. */
  glideSemitones?: number;
  /** Syllable-like amplitude modulation: full dips this many times a second. */
  syllablesPerSecond?: number;
}

/**
 * A harmonic voice-like tone: every harmonic that stays below 4 kHz, pitch gliding, amplitude
 * pulsing. One period is tabulated so that a minute of it takes milliseconds to make.
 */
function voiceLikeTone(options: ToneOptions): Int16Array {
  const { f0Hz, seconds = 4, sampleRate = RATE, tilt = 2, glideSemitones = 2 } = options;
  const syllablesPerSecond = options.syllablesPerSecond ?? 4;
  const harmonics = Math.floor(4000 / (f0Hz * 2 ** (glideSemitones / 12)));
  const period = Float64Array.from({ length: PERIOD_TABLE_SIZE }, (_, n) => {
    let value = 0;
    for (let k = 1; k <= harmonics; k++) {
      value += Math.sin((2 * Math.PI * k * n) / PERIOD_TABLE_SIZE) / k ** tilt;
    }
    return value;
  });
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  let cycles = 0;
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    cycles += (f0Hz * 2 ** ((glideSemitones * Math.sin(Math.PI * t)) / 12)) / sampleRate;
    const envelope = Math.sin(Math.PI * syllablesPerSecond * t) ** 2;
    const value = period[Math.floor((cycles % 1) * PERIOD_TABLE_SIZE)];
    samples[i] = Math.round(8000 * envelope * value);
  }
  return samples;
}

function whiteNoise(seconds: number): Int16Array {
  let seed = 12345;
  return Int16Array.from({ length: seconds * RATE }, () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed / 2 ** 32 - 0.5) * 16000;
  });
}

const semitonesBetween = (a: number, b: number) => Math.abs(12 * Math.log2(a / b));

describe('analyseVoice on synthetic voices', () => {
  it.each([
    [120, 'male'],
    [220, 'female'],
  ] as const)('measures a %i Hz voice-like tone and calls it %s', async (f0Hz, gender) => {
    const { profile, voicedSeconds } = await analyseVoice(voiceLikeTone({ f0Hz }), RATE);
    expect(semitonesBetween(profile.f0MedianHz, f0Hz)).toBeLessThan(0.4);
    // The 10th-90th percentile spread of a ±2 semitone sine is 2 · 2 · sin(0.4π) ≈ 3.8 st.
    expect(profile.f0RangeSemitones).toBeGreaterThan(3.3);
    expect(profile.f0RangeSemitones).toBeLessThan(4.3);
    expect(profile.gender).toBe(gender);
    expect(voicedSeconds).toBeGreaterThan(1.5);
  });

  it('counts syllable-rate pulses as speaking rate: 4 per second is 160 words per minute', async () => {
    const slow = await analyseVoice(voiceLikeTone({ f0Hz: 150, syllablesPerSecond: 3 }), RATE);
    const fast = await analyseVoice(voiceLikeTone({ f0Hz: 150, syllablesPerSecond: 4 }), RATE);
    expect(slow.profile.speakingRateWpm).toBeGreaterThan(120 * 0.85);
    expect(slow.profile.speakingRateWpm).toBeLessThan(120 * 1.15);
    expect(fast.profile.speakingRateWpm).toBeGreaterThan(160 * 0.85);
    expect(fast.profile.speakingRateWpm).toBeLessThan(160 * 1.15);
  });

  it('reads a flatter spectrum as brighter', async () => {
    const brightnessOf = async (tilt: number) =>
      (await analyseVoice(voiceLikeTone({ f0Hz: 150, tilt }), RATE)).profile.brightness;
    const dark = await brightnessOf(2);
    const bright = await brightnessOf(1);
    expect(bright).toBeGreaterThan(dark + 0.2);
    expect(dark).toBeGreaterThanOrEqual(0);
    expect(bright).toBeLessThanOrEqual(1);
  });

  it('measures steady 65, 150 and 390 Hz tones within 5 cents, at 16 and at 22.05 kHz', async () => {
    for (const [f0Hz, sampleRate] of [
      [65, RATE],
      [150, 22_050],
      [390, RATE],
    ]) {
      const tone = voiceLikeTone({ f0Hz, sampleRate, glideSemitones: 0, seconds: 3 });
      const { profile } = await analyseVoice(tone, sampleRate);
      expect(semitonesBetween(profile.f0MedianHz, f0Hz)).toBeLessThan(0.05);
      expect(profile.f0RangeSemitones).toBeLessThan(0.3);
    }
  });

  it('rejects silence, noise and too short a voice', async () => {
    const tooLittle = (samples: Int16Array) => analyseVoice(samples, RATE);
    await expect(tooLittle(new Int16Array(5 * RATE))).rejects.toThrow(
      new InvalidInputError(TOO_LITTLE_SPEECH),
    );
    await expect(tooLittle(whiteNoise(5))).rejects.toThrow(TOO_LITTLE_SPEECH);
    await expect(tooLittle(voiceLikeTone({ f0Hz: 150, seconds: 1.5 }))).rejects.toThrow(
      TOO_LITTLE_SPEECH,
    );
  });

  it('gives way to the event loop while it works on a minute of audio', async () => {
    const minute = voiceLikeTone({ f0Hz: 150, seconds: 60 });
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 1);
    try {
      await analyseVoice(minute, RATE);
    } finally {
      clearInterval(ticker);
    }
    // Done in one piece, the timer could not have fired at all.
    expect(ticks).toBeGreaterThan(2);
  });
});
