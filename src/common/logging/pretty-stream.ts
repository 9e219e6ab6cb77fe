import type { DestinationStream } from 'pino';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOURS: Record<number, string> = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[31m' };
const DIM = '\x1b[2m';
const RESET = '\x1b[0m';
/** Fields every record has, or that the line shows in its own place. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'context',
  'req',
  'res',
  'responseTime',
  'reqId',
]);

interface LogRecord {
  level: number;
  time: number;
  msg?: string;
  context?: string;
  req?: { method?: string; url?: string; id?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [field: string]: unknown;
}

/**
 * One line per record for a person at a terminal: time, level, context, message, an access
 * line as "GET /tts 200 35 ms", other fields as key=value and a logged stack on its own
 * lines. Machines get pino's JSON; this is only chosen when stdout is a terminal.
 */
export function prettyStream(out: NodeJS.WritableStream = process.stdout): DestinationStream {
  return {
    write(line: string) {
      out.write(`${prettyLine(JSON.parse(line) as LogRecord)}\n`);
    },
  };
}

export function prettyLine(record: LogRecord): string {
  const time = new Date(record.time).toISOString().slice(11, 23);
  const colour = COLOURS[record.level] ?? '';
  const level = `${colour}${LEVELS[record.level] ?? record.level}${colour ? RESET : ''}`;
  const context = record.context ? ` [${record.context}]` : '';
  const access = record.req
    ? ` ${record.req.method} ${record.req.url} ${record.res?.statusCode ?? '-'} ${record.responseTime ?? '-'} ms`
    : '';
  const fields = Object.entries(record)
    .filter(
      ([name, value]) =>
        !SHOWN.has(name) && value !== undefined && name !== 'trace' && name !== 'err',
    )
    .map(([name, value]) => ` ${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('');
  const stack = [record.trace, (record.err as { stack?: string } | undefined)?.stack]
    .filter((text): text is string => typeof text === 'string' && text.length > 0)
    .map((text) => `\n${text}`)
    .join('');
  return `${DIM}${time}${RESET} ${level}${context} ${record.msg ?? ''}${access}${DIM}${fields}${RESET}${stack}`;
}
