import { PassThrough } from 'node:stream';
import { pino } from 'pino';
import { prettyStream } from './pretty-stream.js';

// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\x1b\[\d+m/g, '');

function logInto(): { logger: ReturnType<typeof pino>; text: () => string } {
  const out = new PassThrough();
  let written = '';
  out.on('data', (data: Buffer) => (written += data.toString()));
  return { logger: pino({ level: 'info' }, prettyStream(out)), text: () => plain(written) };
}

describe('prettyStream', () => {
  it('writes one readable line per record: time, level, context, message and fields', () => {
    const { logger, text } = logInto();
    logger.info({ context: 'Database', pool: 4 }, 'Using embedded PostgreSQL');
    expect(text()).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO {2}\[Database\] Using embedded PostgreSQL pool=4\n$/,
    );
  });

  it('shows an access record as method, path, status and time', () => {
    const { logger, text } = logInto();
    logger.info(
      {
        req: { id: 'r1', method: 'POST', url: '/tts' },
        res: { statusCode: 201 },
        responseTime: 35,
      },
      'request completed',
    );
    expect(text()).toContain('INFO  request completed POST /tts 201 35 ms');
  });

  it('puts a logged stack on the lines below its record', () => {
    const { logger, text } = logInto();
    logger.error({ context: 'HttpErrorFilter', trace: 'Error: boom\n    at x' }, 'failed');
    expect(text()).toMatch(/ERROR \[HttpErrorFilter\] failed\nError: boom\n {4}at x\n$/);
  });
});
