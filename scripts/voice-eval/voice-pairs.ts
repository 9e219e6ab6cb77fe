import { semitones, type AudioMeasures } from './audio-measures.js';

/** How far apart two voices measure: pitch in semitones, duration and centroid in percent. */
export interface PairDistance {
  a: string;
  b: string;
  pitchSemitones: number;
  durationPercent: number;
  centroidPercent: number;
}

/**
 * The bars. A pair is too close when it is within 2 st of pitch and 5% of duration and
 * of centroid; or within 1 st of pitch and under 10% on both other cues.
 */
export function tooClose(pair: PairDistance): boolean {
  const { pitchSemitones: p, durationPercent: d, centroidPercent: c } = pair;
  return (p < 2 && d < 5 && c < 5) || (p < 1 && d < 10 && c < 10);
}

/** 1 is the edge of the first bar; pairs sort by it, closest first. */
function closeness(pair: PairDistance): number {
  return Math.max(pair.pitchSemitones / 2, pair.durationPercent / 5, pair.centroidPercent / 5);
}

const percentApart = (x: number, y: number) => (100 * Math.abs(x - y)) / Math.min(x, y);

export function pairDistances(voices: ReadonlyMap<string, AudioMeasures>): PairDistance[] {
  const entries = [...voices];
  const pairs: PairDistance[] = [];
  entries.forEach(([a, x], i) => {
    for (const [b, y] of entries.slice(i + 1)) {
      pairs.push({
        a,
        b,
        pitchSemitones: Math.abs(semitones(x.pitchHz, y.pitchHz)),
        durationPercent: percentApart(x.seconds, y.seconds),
        centroidPercent: percentApart(x.centroidHz, y.centroidHz),
      });
    }
  });
  return pairs.sort((p, q) => closeness(p) - closeness(q));
}
