import type { BenchApp } from './bench-app.js';
import { fmt, printTable, target, type Target } from './report.js';
import { percentile } from './stats.js';

const SENTENCES = 20;
const RATE = 16000;
/** Energy in 20 ms frames every 5 ms: smooth enough that a pitch period is no dip. */
const FRAME_MS = 20;
const HOP_MS = 5;
/** A dip is the lowest frame within ±30 ms, at least 6 dB under the loudest within ±80 ms. */
const DIP_REACH_MS = 30;
const PEAK_REACH_MS = 80;
const DIP_DEPTH_DB = 6;
/** Or quieter than the take's loudest frame by this much: silence. */
const SILENCE_DB = 40;
const MEDIAN_LIMIT_MS = 25;

interface WordTime {
  text: string;
  start: number;
  end: number;
}

const SUBJECTS = ['الطالب', 'المديرة', 'الطبيب', 'المهندس', 'الفريق', 'الوزير', 'الباحثة'];
const VERBS = ['زار', 'افتتح', 'ناقش', 'أعلن', 'راجع', 'قدم', 'وصف'];
const OBJECTS = [
  'المكتبة الجديدة',
  'المستشفى المركزي',
  'خطة العمل',
  'نتائج الدراسة',
  'مشروع الطاقة الشمسية',
  'برنامج التدريب',
];
const DETAILS = [
  'في عام 2024',
  'مع 35 زميلا',
  'بنسبة 15%',
  'صباح يوم الأحد',
  'قبل 3 أسابيع',
  'بحضور د. سارة',
  'بتكلفة 120 ألف ريال',
];
const ENDINGS = [
  'وقال إن النتائج مشجعة جدا',
  'ثم شكر جميع المشاركين',
  'وأكد أهمية التعاون بين الجميع',
  'ووعد بمتابعة العمل قريبا',
];

/** Twenty different news-style sentences with numbers, a percentage and an abbreviation. */
export function generatedSentences(count = SENTENCES): string[] {
  return Array.from({ length: count }, (_, i) => {
    const pick = <T>(list: readonly T[], step: number) => list[(i * step) % list.length];
    return `${pick(SUBJECTS, 1)} ${pick(VERBS, 3)} ${pick(OBJECTS, 5)} ${pick(DETAILS, 2)}، ${pick(ENDINGS, 1)}.`;
  });
}

/**
 * Word timings against the audio itself: for 20 generated sentences, POST /tts with
 * `timestamps: "word"`, then for every boundary between words (an end and the next start, one
 * boundary when they meet) the distance to the nearest energy dip or silence in the returned
 * audio. Random points in the same speech are measured the same way, so the figure has a
 * reference: timings that had nothing to do with the audio would score like them.
 */
export async function benchWordTiming(bench: BenchApp) {
  console.log(`word timing: ${SENTENCES} sentences through POST /tts with timestamps ...`);
  const distances: number[] = [];
  const baseline: number[] = [];
  let seed = 12345;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (const text of generatedSentences()) {
    const { samples, words } = await timedSpeech(bench, text);
    const dips = energyDips(samples);
    const boundaries = wordBoundaries(words);
    distances.push(...boundaries.map((time) => nearestMs(dips, time)));
    const from = words[0].start;
    const to = words.at(-1)!.end;
    for (let k = 0; k < boundaries.length; k++) {
      baseline.push(nearestMs(dips, from + random() * (to - from)));
    }
  }
  const medianMs = percentile(distances, 50);
  const baselineMs = percentile(baseline, 50);
  printTable(
    `Word timings against energy dips in the audio, ${SENTENCES} sentences (ms)`,
    ['what', 'median ms', 'p90 ms', 'points'],
    [
      ['word boundaries', fmt(medianMs), fmt(percentile(distances, 90)), String(distances.length)],
      ['random points', fmt(baselineMs), fmt(percentile(baseline, 90)), String(baseline.length)],
    ],
  );
  const targets: Target[] = [
    target(
      'word boundary to nearest energy dip (median)',
      `${fmt(medianMs)} ms (random points ${fmt(baselineMs)} ms)`,
      `< ${MEDIAN_LIMIT_MS} ms and under half the random`,
      medianMs < MEDIAN_LIMIT_MS && medianMs < baselineMs / 2,
    ),
  ];
  return {
    medianMs,
    p90Ms: percentile(distances, 90),
    baselineMs,
    points: distances.length,
    targets,
  };
}

async function timedSpeech(bench: BenchApp, text: string) {
  const response = await fetch(`${bench.baseUrl}/tts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': bench.account.apiKey },
    body: JSON.stringify({ text, timestamps: 'word', outputFormat: `pcm_${RATE}` }),
  });
  if (!response.ok) throw new Error(`POST /tts ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { audio: string; alignment: { words: WordTime[] } };
  const bytes = Buffer.from(body.audio, 'base64');
  const samples = new Int16Array(new Uint8Array(bytes).buffer, 0, bytes.length >> 1);
  return { samples, words: body.alignment.words };
}

/** Every place one word gives way to the next, in seconds. */
function wordBoundaries(words: readonly WordTime[]): number[] {
  return words.slice(1).flatMap((word, i) => {
    const end = words[i].end;
    return word.start - end < 0.001 ? [end] : [end, word.start];
  });
}

/** Times (s) of the frames where the energy dips or the audio is silent. */
function energyDips(samples: Int16Array): number[] {
  const frame = (FRAME_MS * RATE) / 1000;
  const hop = (HOP_MS * RATE) / 1000;
  const db: number[] = [];
  for (let at = 0; at + frame <= samples.length; at += hop) {
    let sum = 0;
    for (let i = at; i < at + frame; i++) sum += samples[i] * samples[i];
    db.push(10 * Math.log10(sum / frame + 1e-9));
  }
  const loudest = Math.max(...db);
  const within = (k: number, reachMs: number) =>
    db.slice(Math.max(0, k - reachMs / HOP_MS), k + reachMs / HOP_MS + 1);
  const centre = (k: number) => (k * hop + frame / 2) / RATE;
  return db.flatMap((level, k) => {
    const silent = level < loudest - SILENCE_DB;
    const dip =
      level <= Math.min(...within(k, DIP_REACH_MS)) &&
      Math.max(...within(k, PEAK_REACH_MS)) - level >= DIP_DEPTH_DB;
    return silent || dip ? [centre(k)] : [];
  });
}

function nearestMs(dips: readonly number[], time: number): number {
  let best = Infinity;
  for (const dip of dips) best = Math.min(best, Math.abs(dip - time));
  return best * 1000;
}
