/** The context a text message without `contextId` goes to. */
export const DEFAULT_CONTEXT = 'default';
/** Context ids are the client's own labels; this bounds what the server keeps of them. */
const LONGEST_CONTEXT_ID = 100;

export type ClientMessage =
  | { type: 'text'; contextId: string; text: string; flush: boolean }
  | { type: 'closeContext'; contextId: string }
  | { type: 'end' };

/** A message the connection refuses, the connection staying open. */
export class BadMessageError extends Error {}

/**
 * Reads one client message (a JSON text frame, its size already bounded by the socket) into
 * its typed form, or throws BadMessageError saying what is wrong with it.
 */
export function parseClientMessage(data: string): ClientMessage {
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    throw new BadMessageError('Messages must be JSON objects');
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    throw new BadMessageError('Messages must be JSON objects');
  }
  const fields = message as Record<string, unknown>;
  switch (fields.type) {
    case undefined:
      return {
        type: 'text',
        contextId: contextIdOf(fields.contextId ?? DEFAULT_CONTEXT),
        text: textOf(fields.text),
        flush: flushOf(fields.flush),
      };
    case 'closeContext':
      return { type: 'closeContext', contextId: contextIdOf(fields.contextId) };
    case 'end':
      return { type: 'end' };
    default:
      throw new BadMessageError('type must be one of: closeContext, end (or absent for text)');
  }
}

function textOf(value: unknown): string {
  if (typeof value !== 'string') throw new BadMessageError('text must be a string');
  return value;
}

function flushOf(value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new BadMessageError('flush must be a boolean');
  return value;
}

function contextIdOf(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > LONGEST_CONTEXT_ID) {
    throw new BadMessageError(
      `contextId must be a string of 1 to ${LONGEST_CONTEXT_ID} characters`,
    );
  }
  return value;
}
