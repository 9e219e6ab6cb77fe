import { randomBytes } from 'node:crypto';
import { streamedJson } from './streamed-json.js';

async function body(value: Record<string, unknown>) {
  const file = streamedJson(value);
  const chunks: Buffer[] = [];
  for await (const chunk of file.getStream()) chunks.push(Buffer.from(chunk as Buffer));
  return { text: Buffer.concat(chunks).toString('utf8'), headers: file.getHeaders() };
}

describe('streamedJson', () => {
  it.each([0, 1, 2, 3, 48 * 1024 - 1, 48 * 1024, 48 * 1024 + 1, 1_000_003])(
    'writes a %i-byte Buffer as the base64 string JSON.stringify would, with its exact length',
    async (size) => {
      const audio = randomBytes(size);
      const value = { audio, mimeType: 'audio/mpeg', voice: 'layla,ahmed', characters: 42 };
      const { text, headers } = await body(value);
      expect(text).toBe(JSON.stringify({ ...value, audio: audio.toString('base64') }));
      expect(headers.length).toBe(Buffer.byteLength(text));
      expect(headers.type).toBe('application/json; charset=utf-8');
    },
  );

  it('leaves out undefined fields and escapes text as JSON does', async () => {
    const value = { note: 'قال "مرحبا"\n', skipped: undefined, nested: { a: [1, 2] } };
    const { text, headers } = await body(value);
    expect(text).toBe(JSON.stringify(value));
    expect(headers.length).toBe(Buffer.byteLength(text));
  });
});
