import { resolveDialect, type DialectId } from '../dialects/dialects.js';
import type { VoiceSpec } from '../../voices/voice-spec.js';
import { spokenTextOf, type TextRun } from '../../arabic/index.js';
import type { ReadLines } from '../reading/read-lines.js';

/** One line of a dialogue as the API receives it. */
export interface DialogueLine {
  text: string;
  voiceId?: string | null;
  dialectId?: string | null;
}

/** What one voice reads in one go, before a model is chosen. */
export interface TakeScript {
  /** The caller's lines as written, joined by line breaks. */
  text: string;
  /** What the engine says: each line read by the front end, in order. */
  runs: TextRun[];
  /** For each run, the index in the request's lines of the line it reads (word timings). */
  runLines: number[];
  voice: VoiceSpec;
  dialect: DialectId | null;
}

export interface SpeechPlan {
  takes: TakeScript[];
  /** Voices that speak, each once, in order of first appearance (their labels). */
  voices: string[];
  /**
   * Billed characters: every spoken line counted as the caller sent it, or as it reads once
   * the pronunciation dictionaries' aliases replace its words, when that is longer.
   */
  characters: number;
  /** Every spoken line as the engine receives it, joined by line breaks (`returnSpokenText`). */
  spokenText: string;
}

export interface PlanOptions {
  /** The request's top-level dialect, the fallback for lines that name none. */
  dialectId?: string | null;
  /** False for library voices (quality clone): the spec says dialect steering does not apply. */
  dialectsApply: boolean;
  /** Studio lookup with its layla fallback, or the caller's library. */
  resolveVoice: (voiceId: string | null | undefined) => VoiceSpec;
  /** The lines as the front end read them (on the reader's worker threads: see TextReader). */
  read: Pick<ReadLines, 'lines' | 'aliasedCharacters'>;
}

/**
 * Turns dialogue lines into takes: lines with nothing to say are skipped, and consecutive lines
 * by the same voice in the same dialect are read together, joined by a line break so each keeps
 * its own sentence ending. Nothing to say is an empty or blank line, as the spec has it, and
 * also a line of only punctuation, symbols or emoji ("...", "!!!"): the engine would return no
 * audio for it and fail the whole dialogue. Skipped lines are not billed, like blank ones.
 */
export function planDialogue(lines: readonly DialogueLine[], options: PlanOptions): SpeechPlan {
  const fallbackDialect = options.dialectsApply ? resolveDialect(options.dialectId) : null;
  const plan: SpeechPlan = { takes: [], voices: [], characters: 0, spokenText: '' };
  const spokenLines: string[] = [];
  const voiceKeys = new Set<string>();
  for (const [lineIndex, line] of lines.entries()) {
    const runs = options.read.lines[lineIndex];
    if (!runs) continue;
    spokenLines.push(spokenTextOf(runs));
    const voice = options.resolveVoice(line.voiceId);
    const dialect = options.dialectsApply
      ? (resolveDialect(line.dialectId) ?? fallbackDialect)
      : null;
    plan.characters += line.text.length;
    if (!voiceKeys.has(voice.key)) {
      voiceKeys.add(voice.key);
      plan.voices.push(voice.label);
    }
    const previous = plan.takes.at(-1);
    if (previous && previous.voice.key === voice.key && previous.dialect === dialect) {
      previous.text = `${previous.text}\n${line.text.trim()}`;
      previous.runs.push(...runs);
      previous.runLines.push(...runs.map(() => lineIndex));
    } else {
      const runLines = runs.map(() => lineIndex);
      plan.takes.push({ text: line.text.trim(), runs, runLines, voice, dialect });
    }
  }
  plan.spokenText = spokenLines.join('\n');
  plan.characters = Math.max(plan.characters, options.read.aliasedCharacters);
  return plan;
}
