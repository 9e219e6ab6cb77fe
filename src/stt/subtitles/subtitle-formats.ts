import type { Cue } from './cues.js';

/** `HH:MM:SS<sep>mmm`: SRT separates milliseconds with a comma, WebVTT with a dot. */
function timestamp(seconds: number, separator: ',' | '.'): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const secs = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${separator}${pad(ms % 1000, 3)}`;
}

/** SubRip: numbered cues from 1; no cues is an empty file. */
export function toSrt(cues: readonly Cue[]): string {
  return cues
    .map(
      (cue, index) =>
        `${index + 1}\n${timestamp(cue.start, ',')} --> ${timestamp(cue.end, ',')}\n${cue.lines.join('\n')}\n`,
    )
    .join('\n');
}

/** WebVTT: the signature line, then the cues; no cues is the signature alone. */
export function toVtt(cues: readonly Cue[]): string {
  const body = cues
    .map(
      (cue) =>
        `${timestamp(cue.start, '.')} --> ${timestamp(cue.end, '.')}\n${cue.lines.join('\n')}\n`,
    )
    .join('\n');
  return body ? `WEBVTT\n\n${body}` : 'WEBVTT\n';
}
