import type { Response } from 'express';
import { costHeaders, type Receipt } from '../billing/pricing.js';
import type { SttResponseFormat } from './dto/transcribe.dto.js';
import type { TranscriptionResponse } from './dto/transcription-response.dto.js';
import { buildCues } from './subtitles/cues.js';
import { toSrt, toVtt } from './subtitles/subtitle-formats.js';
import type { Transcription } from './transcription.service.js';

export interface SttAnswerOptions {
  timestamps?: 'none' | 'word';
  responseFormat?: SttResponseFormat;
}

/**
 * The transcript in the form asked for, with the cost headers of what the ledger charged
 * (the transcript's characters, capped at the hold): JSON (with word and segment timings on request), plain text, or
 * SRT / WebVTT subtitles.
 */
export function sttAnswer(
  { result, receipt }: { result: Transcription; receipt: Receipt },
  options: SttAnswerOptions,
  res: Response,
): string | TranscriptionResponse {
  res.set(costHeaders(receipt));
  switch (options.responseFormat ?? 'json') {
    case 'text':
      res.type('text/plain; charset=utf-8');
      return result.text;
    case 'srt':
      res.type('application/x-subrip; charset=utf-8');
      return toSrt(buildCues(result.words, result.segments));
    case 'vtt':
      res.type('text/vtt; charset=utf-8');
      return toVtt(buildCues(result.words, result.segments));
    case 'json': {
      const answer: TranscriptionResponse = {
        text: result.text,
        minutes: result.minutes,
        mimeType: result.mimeType,
        language: result.language,
      };
      return options.timestamps === 'word'
        ? { ...answer, words: result.words, segments: result.segments }
        : answer;
    }
  }
}
