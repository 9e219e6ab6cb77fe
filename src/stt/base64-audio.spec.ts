import { decodeBase64Audio } from './base64-audio.js';

describe('decodeBase64Audio', () => {
  it('decodes plain, wrapped and data-URI base64', () => {
    expect(decodeBase64Audio('UklGRg==').toString()).toBe('RIFF');
    expect(decodeBase64Audio('UklG\nRg==').toString()).toBe('RIFF');
    expect(decodeBase64Audio('data:audio/wav;base64,UklGRg==').toString()).toBe('RIFF');
  });

  it.each(['UklGRg=', 'Ukl*Rg==', 'UklGRg==UklG', '====', 'not base64!'])('rejects %p', (value) => {
    expect(() => decodeBase64Audio(value)).toThrow('audio must be valid base64');
  });

  it('treats an empty string as no audio', () => {
    expect(() => decodeBase64Audio('')).toThrow('No audio sent');
  });
});
