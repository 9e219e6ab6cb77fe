import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { NotFoundError } from '../common/errors.js';
import { STUDIO_VOICES, studioVoiceSpec } from '../voices/studio-voices.js';
import { DEFAULT_READING } from '../arabic/index.js';
import { resolveQuality } from './quality/quality.js';
import { TextReader } from './reading/text-reader.js';
import { planDialogue } from './synthesis/dialogue-planner.js';
import { SynthesisService } from './synthesis/synthesis.service.js';

/** The fixed sentence every preview reads, so voices are compared on the same words. */
export const PREVIEW_TEXT = 'مرحباً، أنا أحد أصوات هذه الخدمة، ويسعدني أن أقرأ نصوصك بالعربية.';

export interface VoicePreview {
  audio: Buffer;
  /** A strong validator of these bytes, for If-None-Match. */
  etag: string;
}

/**
 * A short MP3 of each studio voice reading PREVIEW_TEXT: free, so rendered once per voice
 * and process and kept (the catalogue bounds the cache); a failed render is not kept.
 */
@Injectable()
export class VoicePreviews {
  private readonly rendered = new Map<string, Promise<VoicePreview>>();

  constructor(
    private readonly synthesis: SynthesisService,
    private readonly reader: TextReader,
  ) {}

  preview(voiceId: string): Promise<VoicePreview> {
    const voice = STUDIO_VOICES.find((v) => v.id === voiceId);
    if (!voice) throw new NotFoundError('Voice not found', 'voice_not_found');
    let preview = this.rendered.get(voice.id);
    if (!preview) {
      preview = this.render(voice.id);
      this.rendered.set(voice.id, preview);
      preview.catch(() => this.rendered.delete(voice.id));
    }
    return preview;
  }

  private async render(voiceId: string): Promise<VoicePreview> {
    const plan = planDialogue([{ text: PREVIEW_TEXT, voiceId }], {
      dialectsApply: true,
      resolveVoice: studioVoiceSpec,
      read: await this.reader.readLines([PREVIEW_TEXT], DEFAULT_READING),
    });
    const { audio } = await this.synthesis.speak(plan.takes, resolveQuality('flash'));
    const digest = createHash('sha256').update(audio).digest('base64url').slice(0, 27);
    return { audio, etag: `"${digest}"` };
  }
}
