import {
  runBoundedProcess,
  streamBoundedProcess,
  type BoundedProcess,
} from '../../../process/bounded-process.js';
import { EngineFailedError } from '../../../common/errors.js';
import { engineFailures } from '../../../process/engine-failures.js';
import type { Utterance } from '../espeak-plan/utterance-plan.js';

export const ESPEAK_BINARY = '/usr/bin/espeak-ng';

/** A 5,000-character take renders in well under a second; a run this long is stuck. */
const RUN_TIMEOUT_MS = 60_000;
/** 5,000 characters at the slowest rate (80 words a minute) is about 30 MB of 22 kHz audio. */
const MAX_AUDIO_BYTES = 64 * 1024 * 1024;
const MAX_PHONEME_BYTES = 4 * 1024 * 1024;

/**
 * Stands between clauses when phonemising: `[[ ]]` is read as phonemes and printed back on a
 * line of its own, which no Arabic text reads as, so it marks where one clause's lines end
 * (espeak-ng breaks a long clause over several lines).
 */
const CLAUSE_MARK = '[[_:_:_:]].';

/** espeak-ng's embedded-command prefix (ctrl-A): never let the text itself carry one. */
const EMBEDDED = '\u0001';

interface EspeakRun {
  dataRoot: string;
  args: string[];
  input: string;
  maxOutputBytes: number;
  signal?: AbortSignal;
}

/** The folder espeak-ng reads its own data from, as `espeak-ng --version` reports it. */
export async function systemDataDir(): Promise<string> {
  const version = (
    await runEspeak({ dataRoot: '', args: ['--version'], input: '', maxOutputBytes: 4096 })
  ).toString();
  const dataDir = /Data at:\s*(.+)$/m.exec(version)?.[1]?.trim();
  if (!dataDir)
    throw new EngineFailedError(`espeak-ng did not say where its data is: ${version.trim()}`);
  return dataDir;
}

/** espeak-ng's plain mnemonics (`-x`) for each clause, read by one Arabic voice run. */
export async function phonemizeArabic(
  dataRoot: string,
  clauses: readonly string[],
  signal?: AbortSignal,
): Promise<string[]> {
  const input = [
    CLAUSE_MARK,
    ...clauses.flatMap((clause) => [`${asText(clause)}.`, CLAUSE_MARK]),
  ].join('\n');
  const stdout = await runEspeak({
    dataRoot,
    args: ['-q', '-x', '-v', 'ar'],
    input,
    maxOutputBytes: MAX_PHONEME_BYTES,
    signal,
  });
  // The first line is the mark as this espeak-ng prints it; every later copy closes a clause.
  const [mark, ...lines] = stdout
    .toString('utf8')
    .split('\n')
    .map((line) => line.trim());
  const readings: string[] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line !== mark) {
      if (line) current.push(line);
      continue;
    }
    readings.push(current.join(' '));
    current = [];
  }
  if (readings.length !== clauses.length) {
    throw new EngineFailedError(
      `espeak-ng phonemised ${readings.length} of ${clauses.length} clauses`,
    );
  }
  return readings;
}

/**
 * One run renders utterances of one language to a WAV stream, yielded as espeak-ng writes
 * it. Each sentence's rate, pitch, range and volume are set with embedded commands in front
 * of it: the same espeak-ng parameters the WebAssembly build sets between sentences.
 */
export function streamUtterances(
  dataRoot: string,
  voice: string,
  utterances: readonly Utterance[],
  signal?: AbortSignal,
): AsyncGenerator<Buffer> {
  const input = utterances
    .map(
      ({ input: text, settings: s }) =>
        [`${s.wordsPerMinute}S`, `${s.pitch}P`, `${s.range}R`, `${s.volume}A`]
          .map((command) => EMBEDDED + command)
          .join('') + clean(text),
    )
    .join('\n');
  return streamBoundedProcess(
    espeakProcess({
      dataRoot,
      args: ['-v', voice, '--stdout'],
      input,
      maxOutputBytes: MAX_AUDIO_BYTES,
      signal,
    }),
  );
}

function runEspeak(run: EspeakRun): Promise<Buffer> {
  return runBoundedProcess(espeakProcess(run));
}

function clean(text: string): string {
  return text.replaceAll(EMBEDDED, ' ');
}

/** A clause read as text only: a "[[" in it would start phoneme input, and could fake the mark. */
function asText(clause: string): string {
  return clean(clause).replace(/\[\[|\]\]/g, ' ');
}

function espeakProcess(run: EspeakRun): BoundedProcess {
  const pathArgs = run.dataRoot ? [`--path=${run.dataRoot}`] : [];
  return {
    command: ESPEAK_BINARY,
    // Text comes on stdin (no argument length limit); -b 1 says it is UTF-8.
    args: [...pathArgs, '-b', '1', ...run.args],
    input: Buffer.from(run.input, 'utf8'),
    signal: run.signal,
    timeoutMs: RUN_TIMEOUT_MS,
    maxOutputBytes: run.maxOutputBytes,
    failures: engineFailures('espeak-ng', RUN_TIMEOUT_MS),
  };
}
