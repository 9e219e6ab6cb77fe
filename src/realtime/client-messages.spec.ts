import { parseClientMessage } from './client-messages.js';

describe('parseClientMessage', () => {
  it('reads text into the default context unless one is named, flush off unless sent', () => {
    expect(parseClientMessage('{"text":"مرحبا"}')).toEqual({
      type: 'text',
      contextId: 'default',
      text: 'مرحبا',
      flush: false,
    });
    expect(parseClientMessage('{"text":"x","contextId":"turn-2","flush":true}')).toEqual({
      type: 'text',
      contextId: 'turn-2',
      text: 'x',
      flush: true,
    });
  });

  it('reads closeContext and end', () => {
    expect(parseClientMessage('{"type":"closeContext","contextId":"a"}')).toEqual({
      type: 'closeContext',
      contextId: 'a',
    });
    expect(parseClientMessage('{"type":"end"}')).toEqual({ type: 'end' });
  });

  it.each([
    ['not json', 'Messages must be JSON objects'],
    ['[1]', 'Messages must be JSON objects'],
    ['null', 'Messages must be JSON objects'],
    ['{"text":5}', 'text must be a string'],
    ['{"text":"x","flush":"yes"}', 'flush must be a boolean'],
    ['{"text":"x","contextId":""}', 'contextId must be a string of 1 to 100 characters'],
    [
      `{"type":"closeContext","contextId":"${'a'.repeat(101)}"}`,
      'contextId must be a string of 1 to 100 characters',
    ],
    ['{"type":"closeContext"}', 'contextId must be a string of 1 to 100 characters'],
    ['{"type":"stop"}', 'type must be one of: closeContext, end (or absent for text)'],
  ])('refuses %s: %s', (data, error) => {
    expect(() => parseClientMessage(data)).toThrow(error);
  });
});
