import { resolveQuality } from './quality.js';

describe('resolveQuality', () => {
  it.each(['flash', 'pro', 'v2', 'clone'])('knows %s', (id) => {
    expect(resolveQuality(id).id).toBe(id);
  });

  it.each([undefined, null, '', 'ultra', 'v3'])('falls back to flash for %p', (value) => {
    expect(resolveQuality(value).id).toBe('flash');
  });

  it('gives pro a studio finish at a higher bitrate than flash', () => {
    const flash = resolveQuality('flash');
    const pro = resolveQuality('pro');
    expect(flash.finish.filters).toEqual([]);
    expect(flash.finish.loudnessLufs).toBeUndefined();
    expect(pro.finish.loudnessLufs).toBe(-16);
    expect(pro.finish.filters.join(',')).toContain('highpass');
    expect(pro.finish.defaultFormat.bitrateKbps).toBeGreaterThan(
      flash.finish.defaultFormat.bitrateKbps!,
    );
  });

  it('makes v2 the most expressive model', () => {
    const [flash, pro, v2] = ['flash', 'pro', 'v2'].map((id) => resolveQuality(id).delivery);
    expect(v2.intonation).toBeGreaterThan(pro.intonation);
    expect(pro.intonation).toBeGreaterThan(flash.intonation);
    expect(v2.punctuationEmphasis).toBe(true);
    expect(v2.sentenceVariation).toBeGreaterThan(pro.sentenceVariation);
  });
});
