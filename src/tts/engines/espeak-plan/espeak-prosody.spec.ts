import { resolveQuality } from '../../quality/quality.js';
import { studioVoiceSpec } from '../../../voices/studio-voices.js';
import { splitSentences } from './clauses.js';
import { sentenceSettings } from './espeak-prosody.js';

const voice = studioVoiceSpec('layla').variant;
const [statement, question, exclamation] = splitSentences('It rains. Does it rain? It rains!');
const delivery = (id: string) => resolveQuality(id).delivery;

describe('sentenceSettings', () => {
  it('keeps flash plain: the voice pace and the default pitch for every sentence', () => {
    for (const [index, sentence] of [statement, question, exclamation].entries()) {
      expect(sentenceSettings(sentence, index, voice, delivery('flash'))).toEqual({
        wordsPerMinute: voice.wordsPerMinute,
        pitch: 50,
        range: 50,
        volume: 100,
      });
    }
  });

  it('lifts questions and exclamations in v2', () => {
    const plain = sentenceSettings(statement, 0, voice, delivery('v2'));
    const asked = sentenceSettings(question, 0, voice, delivery('v2'));
    const exclaimed = sentenceSettings(exclamation, 0, voice, delivery('v2'));
    expect(asked.pitch).toBeGreaterThan(plain.pitch);
    expect(asked.range).toBeGreaterThan(plain.range);
    expect(exclaimed.volume).toBeGreaterThan(plain.volume);
  });

  it('lowers the pitch setting as a model widens the range, which espeak-ng widens upwards', () => {
    const [flash, pro, v2] = ['flash', 'pro', 'v2'].map((id) =>
      sentenceSettings(statement, 0, voice, delivery(id)),
    );
    expect(pro.range).toBeGreaterThan(flash.range);
    expect(v2.range).toBeGreaterThan(pro.range);
    expect(pro.pitch).toBeLessThan(flash.pitch);
    expect(v2.pitch).toBeLessThan(pro.pitch);
  });

  it('varies later sentences in v2, the same way every time', () => {
    const later = sentenceSettings(statement, 1, voice, delivery('v2'));
    expect(later).toEqual(sentenceSettings(statement, 1, voice, delivery('v2')));
    expect(later).not.toEqual(sentenceSettings(statement, 0, voice, delivery('v2')));
  });

  it('applies the dialect pace and pitch range', () => {
    const steered = sentenceSettings(statement, 0, voice, delivery('flash'), {
      rateFactor: 1.1,
      pitchRangeFactor: 1.4,
    });
    expect(steered.wordsPerMinute).toBe(Math.round(voice.wordsPerMinute * 1.1));
    expect(steered.range).toBe(70);
  });
});
