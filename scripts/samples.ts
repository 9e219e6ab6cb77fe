import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { DIALECT_IDS } from '../src/tts/dialects/dialects.js';
import { planDialogue } from '../src/tts/synthesis/dialogue-planner.js';
import { QUALITY_IDS, resolveQuality } from '../src/tts/quality/quality.js';
import { SynthesisService } from '../src/tts/synthesis/synthesis.service.js';
import { TtsEngineModule } from '../src/tts/tts-engine.module.js';
import { STUDIO_VOICES, studioVoiceSpec } from '../src/voices/studio-voices.js';
import { readLines } from '../src/tts/reading/read-lines.js';

/**
 * Writes listening samples to ./samples: every studio voice (flash), every studio model
 * (layla), every dialect (layla, flash) and one dialogue, through the real engine module.
 */
@Module({ imports: [ConfigModule.forRoot({ ignoreEnvFile: true }), TtsEngineModule] })
class SamplesModule {}

const GREETING_AR = 'مرحبا، أنا صوت من أصوات الاستوديو. كيف يمكنني مساعدتك اليوم؟';
const GREETING_MIXED = 'مرحبا! This is a mixed sentence, et un peu de français. هل تسمعني جيدا؟';
const outDir = join(process.cwd(), 'samples');

async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(SamplesModule, { logger: ['error'] });
  const speech = app.get(SynthesisService);
  await mkdir(outDir, { recursive: true });

  const save = async (
    name: string,
    text: string,
    voiceId: string,
    quality: string,
    dialectId?: string,
  ) => {
    const plan = planDialogue([{ text, voiceId, dialectId }], {
      dialectsApply: true,
      resolveVoice: studioVoiceSpec,
      read: readLines([text]),
    });
    const { audio: mp3, durationSeconds } = await speech.speak(plan.takes, resolveQuality(quality));
    await writeFile(join(outDir, `${name}.mp3`), mp3);
    console.log(`${name}.mp3  ${durationSeconds.toFixed(1)} s`);
  };

  for (const voice of STUDIO_VOICES)
    await save(`voice-${voice.id}`, GREETING_AR, voice.id, 'flash');
  // A studio voice speaks every model; clone needs a library voice, which samples do not have.
  for (const quality of QUALITY_IDS.filter((id) => id !== 'clone')) {
    await save(`quality-${quality}`, GREETING_MIXED, 'layla', quality);
  }
  for (const dialect of DIALECT_IDS)
    await save(`dialect-${dialect}`, GREETING_AR, 'omar', 'flash', dialect);

  const lines = [
    { text: 'صباح الخير يا أحمد، كيف كان يومك؟', voiceId: 'layla' },
    { text: 'صباح النور! كان يوما طويلا لكنه جميل.', voiceId: 'ahmed' },
    { text: 'يسعدني سماع ذلك.', voiceId: 'layla' },
  ];
  const dialogue = planDialogue(lines, {
    dialectsApply: true,
    resolveVoice: studioVoiceSpec,
    read: readLines(lines.map((line) => line.text)),
  });
  const { audio: mp3 } = await speech.speak(dialogue.takes, resolveQuality('pro'));
  await writeFile(join(outDir, 'dialogue-pro.mp3'), mp3);
  console.log(`dialogue-pro.mp3  voices: ${dialogue.voices.join(', ')}`);
  await app.close();
}

await main();
