import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { identifyAudioFormat } from './audio-format.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/audio/${name}`, import.meta.url));

/** An MPEG-1 layer III frame header, 128 kbit/s, 44.1 kHz, no padding: 417-byte frames. */
const MP3_FRAME_HEADER = [0xff, 0xfb, 0x90, 0x00];
const mp3Frames = (count: number) => {
  const frame = Buffer.alloc(417);
  Buffer.from(MP3_FRAME_HEADER).copy(frame);
  return Buffer.concat(Array.from({ length: count }, () => frame));
};

describe('identifyAudioFormat', () => {
  it.each([
    ['speech.mp3', 'mp3', 'audio/mpeg'],
    ['speech.wav', 'wav', 'audio/wav'],
    ['speech.webm', 'webm', 'audio/webm'],
    ['speech.ogg', 'ogg', 'audio/ogg'],
    ['speech.m4a', 'm4a', 'audio/mp4'],
    ['speech.flac', 'flac', 'audio/flac'],
  ])('recognises %s as %s', async (name, id, mimeType) => {
    expect(await identifyAudioFormat(fixture(name))).toEqual({ id, mimeType });
  });

  it('recognises a bare MPEG audio frame stream without an ID3 tag', async () => {
    expect((await identifyAudioFormat(mp3Frames(3)))?.id).toBe('mp3');
  });

  it('rejects a frame sync whose next frame is not where the header says', async () => {
    const bytes = mp3Frames(2);
    bytes[417] = 0x00;
    expect(await identifyAudioFormat(bytes)).toBeNull();
  });

  it('rejects MPEG headers with reserved version, layer, bitrate or sample rate bits', async () => {
    for (const header of [
      [0xff, 0xeb, 0x90, 0x00], // version bits 01 are reserved
      [0xff, 0xf9, 0x90, 0x00], // layer bits 00 are reserved
      [0xff, 0xfb, 0xf0, 0x00], // bitrate index 15 is invalid
      [0xff, 0xfb, 0x9c, 0x00], // sample rate index 3 is reserved
    ]) {
      expect(await identifyAudioFormat(Buffer.from(header))).toBeNull();
    }
  });

  it('looks past an ID3 tag to FLAC audio', async () => {
    const tag = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 4, 1, 2, 3, 4]);
    expect(
      (await identifyAudioFormat(Buffer.concat([tag, Buffer.from('fLaC\0\0\0\x22')])))?.id,
    ).toBe('flac');
  });

  it('rejects an ID3 tag followed by something that is not audio', async () => {
    const tag = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
    expect(await identifyAudioFormat(Buffer.concat([tag, Buffer.from('<html><body>')]))).toBeNull();
  });

  it('rejects an ID3 tag with a size that is not syncsafe', async () => {
    expect(
      await identifyAudioFormat(
        Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0xff, 0, 0, 0, 0xff, 0xfb]),
      ),
    ).toBeNull();
  });

  it('rejects an MP4 whose brands are not audio ones (a HEIC image)', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
    ]);
    expect(await identifyAudioFormat(heic)).toBeNull();
  });

  it('finds an audio brand among the compatible brands', async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypXXXX\0\0\0\0abcdmp42'),
    ]);
    expect((await identifyAudioFormat(mp4))?.id).toBe('m4a');
  });

  it('rejects an Ogg stream carrying video (Theora)', async () => {
    const page = Buffer.alloc(27 + 1 + 16);
    page.write('OggS', 0);
    page[26] = 1;
    page.write('\x80theora', 28, 'latin1');
    expect(await identifyAudioFormat(page)).toBeNull();
  });

  it('rejects an EBML document that is not Matroska or WebM', async () => {
    const doc = ebmlDocument('mkvx');
    expect(await identifyAudioFormat(doc)).toBeNull();
    const webm = ebmlDocument('webm');
    expect((await identifyAudioFormat(webm))?.id).toBe('webm');
  });

  it('rejects an EBML DocType that claims a huge size', async () => {
    const doc = Buffer.from([
      0x1a, 0x45, 0xdf, 0xa3, 0x10, 0, 0, 0x20, 0x42, 0x82, 0x10, 0, 0, 0x20,
    ]);
    expect(await identifyAudioFormat(Buffer.concat([doc, Buffer.alloc(64, 0x61)]))).toBeNull();
  });

  it.each(['speech.mp3', 'speech.wav', 'speech.webm', 'speech.ogg', 'speech.m4a', 'speech.flac'])(
    'answers a format or null, never an error, for any truncation of %s',
    async (name) => {
      const bytes = fixture(name).subarray(0, 128);
      const answers = new Set<string>();
      for (let length = 0; length <= bytes.length; length++) {
        answers.add((await identifyAudioFormat(bytes.subarray(0, length)))?.id ?? 'null');
      }
      expect([...answers].every((answer) => answer === 'null' || name.endsWith(answer))).toBe(true);
    },
  );

  it.each([
    ['speech.wav', 11],
    ['speech.webm', 20],
    ['speech.ogg', 30],
    ['speech.flac', 3],
  ])(
    'returns null when %s is cut to %i bytes, before its signature is complete',
    async (name, length) => {
      expect(await identifyAudioFormat(fixture(name).subarray(0, length))).toBeNull();
    },
  );

  it('returns null for empty input', async () => {
    expect(await identifyAudioFormat(Buffer.alloc(0))).toBeNull();
  });

  it('returns null for text and for random bytes', async () => {
    expect(await identifyAudioFormat(Buffer.from('{"audio":"not really"}'))).toBeNull();
    let recognised = 0;
    for (let i = 0; i < 2000; i++) {
      if ((await identifyAudioFormat(randomBytes(4096))) !== null) recognised++;
    }
    // Only an accidental frame sync followed by a second one could pass: far below 1 in 2000.
    expect(recognised).toBe(0);
  });
});

/** An EBML header whose only element is a 4-byte DocType. */
function ebmlDocument(docType: string): Buffer {
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]),
    Buffer.from(docType),
  ]);
}
