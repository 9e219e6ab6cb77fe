import { prepareText } from '../../src/arabic/index.js';

/** The front end's reading of a text as one line: the text of every language run, in order. */
export function frontEndReading(input: string): string {
  return prepareText(input)
    .map((run) => run.text)
    .join(' ');
}
