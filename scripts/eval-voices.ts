import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { DIALECT_IDS } from '../src/tts/dialects/dialects.js';
import { SynthesisService } from '../src/tts/synthesis/synthesis.service.js';
import { TtsEngineModule } from '../src/tts/tts-engine.module.js';
import { STUDIO_VOICES } from '../src/voices/studio-voices.js';
import { semitones, type AudioMeasures } from './voice-eval/audio-measures.js';
import { runDialectSuite } from './voice-eval/dialect-suite.js';
import { checkDescriptions } from './voice-eval/descriptions.js';
import { inTurns, renderAndMeasure, type Rendering } from './voice-eval/render.js';
import { pairDistances, tooClose, type PairDistance } from './voice-eval/voice-pairs.js';

/**
 * `npm run eval:voices`: renders one fixed text in every studio voice and model, and in every
 * dialect, through the real engine module, and measures the audio: median pitch, pitch range,
 * spectral centroid, duration, loudness. Prints the closest voice pairs against the bars, each
 * model's pitch shift per voice, and each dialect's measures. It measures; it gates nothing.
 */
@Module({ imports: [ConfigModule.forRoot({ ignoreEnvFile: true }), TtsEngineModule] })
class EvalVoicesModule {}

const TEXT =
  'ذهبنا صباح اليوم إلى السوق القديم، واشترينا خبزا وفاكهة طازجة. ثم جلسنا في المقهى نتحدث عن أخبار المدينة.';
const TIERS = ['flash', 'pro', 'v2'] as const;
/** The engine module's own pool bounds the work; two requests keep both of its workers busy. */
const CONCURRENCY = 2;

const fixed = (value: number, digits = 0) => value.toFixed(digits);

function printVoices(measures: ReadonlyMap<string, AudioMeasures>[]): void {
  console.log("\nVoices (flash), with each model's median pitch against flash\n");
  console.log('voice       pitch Hz  range st  centroid Hz  seconds  loudness dB  pro st  v2 st');
  for (const { id } of STUDIO_VOICES) {
    const [flash, pro, v2] = measures.map((tier) => tier.get(id)!);
    console.log(
      [
        id.padEnd(10),
        fixed(flash.pitchHz).padStart(8),
        fixed(flash.pitchRangeSemitones, 1).padStart(9),
        fixed(flash.centroidHz).padStart(12),
        fixed(flash.seconds, 2).padStart(8),
        fixed(flash.loudnessDb, 1).padStart(12),
        fixed(semitones(pro.pitchHz, flash.pitchHz), 2).padStart(7),
        fixed(semitones(v2.pitchHz, flash.pitchHz), 2).padStart(6),
      ].join(' '),
    );
  }
}

function printTierShifts(measures: ReadonlyMap<string, AudioMeasures>[]): void {
  const [flash] = measures;
  console.log('\nMedian pitch of each model against flash, over the 30 voices (semitones)\n');
  TIERS.slice(1).forEach((tier, index) => {
    const shifts = STUDIO_VOICES.map(({ id }) =>
      semitones(measures[index + 1].get(id)!.pitchHz, flash.get(id)!.pitchHz),
    );
    const beyond = shifts.filter((shift) => Math.abs(shift) > 1).length;
    console.log(
      `${tier.padEnd(5)}  min ${fixed(Math.min(...shifts), 2)}  max ${fixed(Math.max(...shifts), 2)}  voices beyond 1 st: ${beyond}`,
    );
  });
}

const describePair = (pair: PairDistance) =>
  `${`${pair.a}–${pair.b}`.padEnd(20)} ${fixed(pair.pitchSemitones, 2).padStart(5)} st ${fixed(pair.durationPercent, 1).padStart(5)}% duration ${fixed(pair.centroidPercent, 1).padStart(5)}% centroid`;

function printPairs(measures: ReadonlyMap<string, AudioMeasures>[]): void {
  TIERS.forEach((tier, index) => {
    const pairs = pairDistances(measures[index]);
    const close = pairs.filter(tooClose);
    console.log(`\n${tier}: ${close.length} of ${pairs.length} pairs too close; closest ten:`);
    for (const pair of pairs.slice(0, 10)) {
      console.log(`  ${describePair(pair)}${tooClose(pair) ? '  TOO CLOSE' : ''}`);
    }
  });
}

function printDescriptions(flash: ReadonlyMap<string, AudioMeasures>): void {
  console.log('\nDescriptions against the audio (flash, ranked within each gender)\n');
  for (const { trait, agree, of, disagreeing } of checkDescriptions(STUDIO_VOICES, flash)) {
    const who = disagreeing.length > 0 ? `  (not: ${disagreeing.join(', ')})` : '';
    console.log(`${trait.padEnd(18)} ${agree} of ${of}${who}`);
  }
}

function printDialects(dialects: readonly AudioMeasures[]): void {
  console.log('\nDialects (layla, flash)\n');
  console.log('dialect      pitch Hz  range st  seconds');
  DIALECT_IDS.forEach((id, index) => {
    const m = dialects[index];
    console.log(
      `${id.padEnd(11)} ${fixed(m.pitchHz).padStart(9)} ${fixed(m.pitchRangeSemitones, 1).padStart(9)} ${fixed(m.seconds, 2).padStart(8)}`,
    );
  });
}

async function printDialectRules(): Promise<void> {
  const { rules, learned, pairing } = await runDialectSuite();
  console.log('\nDialect rules on words written for them (segments, stress aside)\n');
  for (const { dialect, rule, verdict, words } of rules) {
    const shown = words.map(
      (w) => `${w.written} ${w.said}${w.verdict === 'right' ? '' : ` (want ${w.expected})`}`,
    );
    console.log(
      `${dialect.padEnd(10)} ${rule.padEnd(22)} ${verdict.padEnd(8)} ${shown.join(', ')}`,
    );
  }
  const count = (verdict: string) => rules.filter((r) => r.verdict === verdict).length;
  console.log(
    `\n${rules.length} rules: ${count('right')} right, ${count('partial')} partial, ${count('wrong')} wrong`,
  );
  console.log(
    '\nLearned words (the everyday rules must not fire; formal register where the region has one)\n',
  );
  for (const { dialect, misread, of } of learned) {
    const which = misread.map((w) => `${w.written} ${w.said} (want ${w.expected})`).join(', ');
    console.log(
      `${dialect.padEnd(10)} ${of - misread.length} of ${of} as expected${which ? `; not: ${which}` : ''}`,
    );
  }
  console.log(
    `\nClauses of running text whose words espeak-ng says one for one, so learned words are found: ${pairing.paired} of ${pairing.clauses}`,
  );
}

async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(EvalVoicesModule, { logger: ['error'] });
  const speech = app.get(SynthesisService);
  const started = performance.now();
  const renderings: Rendering[] = TIERS.flatMap((quality) =>
    STUDIO_VOICES.map(({ id }) => ({ voiceId: id, quality })),
  );
  const dialectRenderings: Rendering[] = DIALECT_IDS.map((dialectId) => ({
    voiceId: 'layla',
    quality: 'flash',
    dialectId,
  }));
  const results = await inTurns([...renderings, ...dialectRenderings], CONCURRENCY, (item) =>
    renderAndMeasure(speech, TEXT, item),
  );
  const measures = TIERS.map(
    (_, tier) =>
      new Map(
        STUDIO_VOICES.map(({ id }, voice) => [id, results[tier * STUDIO_VOICES.length + voice]]),
      ),
  );
  printVoices(measures);
  printTierShifts(measures);
  printPairs(measures);
  printDescriptions(measures[0]);
  printDialects(results.slice(renderings.length));
  await printDialectRules();
  console.log(
    `\n${results.length} renderings in ${fixed((performance.now() - started) / 1000, 1)} s`,
  );
  await app.close();
}

await main();
