import { Injectable } from '@nestjs/common';
import { planDialogue, type SpeechPlan } from './synthesis/dialogue-planner.js';
import { assertSpeakableLength } from './synthesis/spoken-length.js';
import { SynthesisService } from './synthesis/synthesis.service.js';
import { TextReader } from './reading/text-reader.js';
import type { WordTime } from './timing/alignment.js';
import { heardSpans } from './synthesis/heard-spans.js';
import type { SentenceVoice } from './tts.service.js';

/** One sentence read by the front end, ready to speak. */
export interface PlannedSentence {
  text: string;
  /** Billed characters, counted as POST /tts counts them. */
  characters: number;
  plan: SpeechPlan;
}

/**
 * The most audio one streamed frame carries. The encoder writes blocks of 32 KB, but one read of
 * its pipe may join two when the machine is busy; frames of a bounded size keep a slow reader's
 * socket buffer, and the wait it causes, in small steps.
 */
export const MAX_FRAME_BYTES = 32 * 1024;

/** A piece of a sentence's audio in the connection's format. */
export interface SentenceFrame {
  audio: Buffer;
  /** With word timings: the sentence's words, in seconds from the start of this frame. */
  words?: WordTime[];
}

/**
 * Speaks text a sentence at a time, for the realtime socket: each sentence is read exactly as
 * POST /tts reads a text (numbers, dates, vowels, dictionaries) and rendered on its own.
 */
@Injectable()
export class SentenceSpeaker {
  constructor(
    private readonly synthesis: SynthesisService,
    private readonly reader: TextReader,
  ) {}

  /**
   * The sentence as the engine will read it; null when it has nothing to say ("..." alone),
   * which is then neither rendered nor billed. Read on the text reader's threads, off the
   * event loop.
   */
  async plan(voice: SentenceVoice, text: string): Promise<PlannedSentence | null> {
    const plan = planDialogue([{ text, voiceId: voice.voiceId }], {
      dialectId: voice.dialectId,
      dialectsApply: voice.quality.id !== 'clone',
      resolveVoice: voice.resolveVoice,
      read: await this.reader.readLines([text], voice.reading),
    });
    if (plan.takes.length === 0) return null;
    assertSpeakableLength(plan);
    return { text, characters: plan.characters, plan };
  }

  /**
   * The sentence's audio: streamed as the engine renders it, or, when words are timed, in one
   * frame once the sentence is rendered (the engine that times words reports them at its end).
   * Stops the engine when the caller stops reading or `signal` fires.
   */
  async *speak(
    voice: SentenceVoice,
    sentence: PlannedSentence,
    signal: AbortSignal,
  ): AsyncGenerator<SentenceFrame> {
    const { takes } = sentence.plan;
    if (!voice.timeWords) {
      for await (const audio of this.synthesis.stream(takes, voice.quality, voice.format, signal))
        for (let at = 0; at < audio.length; at += MAX_FRAME_BYTES)
          yield { audio: audio.subarray(at, at + MAX_FRAME_BYTES) };
      return;
    }
    const spoken = await this.synthesis.speak(takes, voice.quality, signal, voice.format, true);
    const heard = heardSpans(takes, spoken.words ?? []);
    const alignment = await this.reader.align(
      [sentence.text],
      heard,
      { characters: false, dialogue: false },
      signal,
    );
    yield { audio: spoken.audio, words: alignment.words };
  }
}
