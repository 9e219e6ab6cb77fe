import { studioVoiceSpec } from '../../voices/studio-voices.js';
import { planDialogue } from './dialogue-planner.js';
import { assertSpeakableLength } from './spoken-length.js';
import { readLines } from '../reading/read-lines.js';

const planOf = (text: string) =>
  planDialogue([{ text }], {
    dialectsApply: true,
    resolveVoice: studioVoiceSpec,
    read: readLines([text]),
  });
const fill = (sentence: string) => sentence.repeat(Math.floor(5000 / sentence.length));

describe('assertSpeakableLength', () => {
  it.each([
    [
      'ordinary Arabic',
      fill('ذهب الطالب إلى المدرسة في الصباح الباكر، وقرأ كتاباً عن تاريخ العلوم. '),
    ],
    [
      'a report dense with figures',
      fill('بلغت الإيرادات 1,234,567 دولاراً في عام 2023، بزيادة 12.5% عن العام السابق. '),
    ],
  ])('lets %s of 5,000 characters through', (_label, text) => {
    expect(() => assertSpeakableLength(planOf(text))).not.toThrow();
  });

  it.each([
    ['4,000 digits', '1234567890'.repeat(400)],
    ['700 percentages', '99.99% '.repeat(700)],
    ['1,225 Arabic-Indic numbers', '١٢٣،'.repeat(1225)],
  ])('refuses %s, which read as more than 10,000 letters', (_label, text) => {
    expect(() => assertSpeakableLength(planOf(text))).toThrow(
      /^Text reads too long once numbers and symbols are spelled out: [\d,]+ letters to speak, at most 10,000; send it in smaller requests$/,
    );
  });
});
