import { EngineFailedError } from '../errors.js';
import { errorReport } from './error-report.js';

class ProgramError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'ProgramError';
  }
}

describe('errorReport', () => {
  it("gives a domain error's message, then its cause with the program's stderr", () => {
    const failure = Object.assign(new EngineFailedError('The audio could not be encoded. Retry.'), {
      cause: new ProgramError('ffmpeg exited with code 1', 'Unknown encoder libmp3lame\n'),
    });
    const report = errorReport(failure, false);
    expect(report).toMatch(/^EngineFailedError: The audio could not be encoded\. Retry\.\n/);
    expect(report).toContain('caused by ProgramError: ffmpeg exited with code 1');
    expect(report).toContain('stderr: Unknown encoder libmp3lame');
  });

  it('gives the stack of an unexpected error', () => {
    expect(errorReport(new TypeError('x is undefined'), true)).toMatch(
      /^TypeError: x is undefined\n {4}at /,
    );
  });

  it('reports something that is not an Error as text', () => {
    expect(errorReport('a string was thrown', true)).toBe('a string was thrown');
  });
});
