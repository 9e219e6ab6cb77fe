/**
 * What an operator needs from a failure: the error (its stack when it is not one of
 * ours), then each cause under it, with what a failed program printed (`stderr`).
 * A 502 from the encoder is "the audio could not be encoded"; the why is in its cause.
 */
export function errorReport(error: unknown, withStack: boolean): string {
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    lines.push(`${depth === 0 ? '' : 'caused by '}${describe(current, withStack || depth > 0)}`);
    current = current instanceof Error ? current.cause : undefined;
  }
  return lines.join('\n');
}

function describe(error: unknown, withStack: boolean): string {
  if (!(error instanceof Error)) return String(error);
  const head = withStack && error.stack ? error.stack : `${error.name}: ${error.message}`;
  const stderr = (error as { stderr?: unknown }).stderr;
  return typeof stderr === 'string' && stderr.trim() ? `${head}\nstderr: ${stderr.trim()}` : head;
}
