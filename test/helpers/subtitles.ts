/** A subtitle cue as a player reads it back from SRT or WebVTT. */
export interface ParsedCue {
  index?: number;
  start: number;
  end: number;
  lines: string[];
}

const TIME = /^(\d{2}):(\d{2}):(\d{2})[,.](\d{3}) --> (\d{2}):(\d{2}):(\d{2})[,.](\d{3})$/;

function seconds(h: string, m: string, s: string, ms: string): number {
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

function parseBlock(lines: string[], numbered: boolean): ParsedCue {
  const index = numbered ? Number(lines.shift()) : undefined;
  const time = TIME.exec(lines.shift() ?? '');
  if (!time) throw new Error(`not a cue timing line in ${JSON.stringify(lines)}`);
  const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = time;
  return { index, start: seconds(h1, m1, s1, ms1), end: seconds(h2, m2, s2, ms2), lines };
}

/** Parses SubRip strictly (numbered blocks separated by one blank line); throws when malformed. */
export function parseSrt(text: string): ParsedCue[] {
  if (text.trim() === '') return [];
  return text
    .trimEnd()
    .split('\n\n')
    .map((block) => parseBlock(block.split('\n'), true));
}

/** Parses WebVTT strictly: the signature, then timed blocks; throws when malformed. */
export function parseVtt(text: string): ParsedCue[] {
  const [signature, ...blocks] = text.trimEnd().split('\n\n');
  if (signature !== 'WEBVTT') throw new Error('no WEBVTT signature');
  return blocks.map((block) => parseBlock(block.split('\n'), false));
}

/** The spec's cue rules; returns what breaks them (empty when none). */
export function cueRuleBreaks(cues: ParsedCue[]): string[] {
  const breaks: string[] = [];
  cues.forEach((cue, i) => {
    if (cue.index !== undefined && cue.index !== i + 1)
      breaks.push(`cue ${i} numbered ${cue.index}`);
    if (!(cue.end > cue.start)) breaks.push(`cue ${i} does not move forward`);
    if (cue.end - cue.start > 7) breaks.push(`cue ${i} lasts over 7 s`);
    if (cue.lines.length < 1 || cue.lines.length > 2)
      breaks.push(`cue ${i} has ${cue.lines.length} lines`);
    for (const line of cue.lines)
      if (line.length > 42) breaks.push(`cue ${i} line over 42: ${line}`);
    if (i > 0 && cue.start < cues[i - 1].end) breaks.push(`cue ${i} overlaps the one before`);
  });
  return breaks;
}
