import { studioVoiceSpec } from '../../voices/studio-voices.js';
import { DEFAULT_READING, PronunciationLexicon, type ReadingOptions } from '../../arabic/index.js';
import { readLines } from '../reading/read-lines.js';
import { planDialogue, type DialogueLine, type PlanOptions } from './dialogue-planner.js';

const studio = { dialectsApply: true, resolveVoice: studioVoiceSpec };

/** Plans as the service does, the lines read here rather than on the reader's threads. */
const planOf = (
  lines: DialogueLine[],
  { reading, ...options }: Omit<PlanOptions, 'read'> & { reading?: ReadingOptions },
) =>
  planDialogue(lines, {
    ...options,
    read: readLines(
      lines.map((l) => l.text),
      reading,
    ),
  });

describe('planDialogue', () => {
  it('merges consecutive lines of the same voice and dialect into one take', () => {
    const plan = planOf(
      [
        { text: 'Hello.', voiceId: 'layla' },
        { text: 'How are you?', voiceId: 'Layla' },
        { text: 'Fine.', voiceId: 'omar' },
      ],
      studio,
    );
    expect(plan.takes.map((t) => [t.voice.label, t.text])).toEqual([
      ['layla', 'Hello.\nHow are you?'],
      ['omar', 'Fine.'],
    ]);
  });

  it('takes the runs of lines read beforehand, skipping and not billing those with nothing to say', () => {
    const spoken = [{ language: 'ar' as const, text: 'مَرْحَبًا', words: [] }];
    const plan = planDialogue([{ text: '...' }, { text: 'مرحبا' }], {
      ...studio,
      read: { lines: [null, spoken], aliasedCharacters: 0 },
    });
    expect(plan.takes.map((t) => t.runs)).toEqual([spoken]);
    expect(plan.characters).toBe('مرحبا'.length);
    expect(plan.spokenText).toBe('مَرْحَبًا');
  });

  it('keeps lines of one voice apart when their dialects differ', () => {
    const plan = planOf(
      [
        { text: 'one', voiceId: 'omar', dialectId: 'egyptian' },
        { text: 'two', voiceId: 'omar', dialectId: 'saudi' },
      ],
      studio,
    );
    expect(plan.takes.map((t) => t.dialect)).toEqual(['egyptian', 'saudi']);
  });

  it('skips lines with nothing to say (blank, "...", emoji), merges across them, bills none', () => {
    const lines: DialogueLine[] = [
      { text: 'a', voiceId: 'sara' },
      { text: '   \n ', voiceId: 'omar' },
      { text: '', voiceId: 'omar' },
      { text: '...', voiceId: 'omar' },
      { text: '😀 !', voiceId: 'omar' },
      { text: '١٢', voiceId: 'sara' },
    ];
    const plan = planOf(lines, studio);
    expect(plan.takes).toHaveLength(1);
    expect(plan.takes[0].text).toBe('a\n١٢');
    expect(plan.voices).toEqual(['sara']);
    expect(plan.characters).toBe(3);
  });

  it('falls back to the request dialect, and ignores unknown dialects', () => {
    const plan = planOf(
      [
        { text: 'a', voiceId: 'omar' },
        { text: 'b', voiceId: 'sara', dialectId: 'martian' },
        { text: 'c', voiceId: 'omar', dialectId: 'moroccan' },
      ],
      { ...studio, dialectId: 'Egyptian' },
    );
    expect(plan.takes.map((t) => t.dialect)).toEqual(['egyptian', 'egyptian', 'moroccan']);
  });

  it('drops every dialect when dialects do not apply (clone)', () => {
    const plan = planOf([{ text: 'a', voiceId: 'omar', dialectId: 'saudi' }], {
      ...studio,
      dialectId: 'egyptian',
      dialectsApply: false,
    });
    expect(plan.takes[0].dialect).toBeNull();
  });

  it('lists voices once each in order of first appearance, unknown ones as layla', () => {
    const plan = planOf(
      [
        { text: 'a', voiceId: 'omar' },
        { text: 'b', voiceId: 'nobody' },
        { text: 'c', voiceId: 'omar' },
        { text: 'd' },
      ],
      studio,
    );
    expect(plan.voices).toEqual(['omar', 'layla']);
    expect(plan.takes.map((t) => t.voice.label)).toEqual(['omar', 'layla', 'omar', 'layla']);
  });

  it('bills the characters of the spoken lines as sent, line breaks free', () => {
    const plan = planOf(
      [
        { text: ' مرحبا ', voiceId: 'layla' },
        { text: '  ', voiceId: 'layla' },
        { text: 'Hi!', voiceId: 'layla' },
      ],
      studio,
    );
    expect(plan.characters).toBe(' مرحبا '.length + 'Hi!'.length);
  });

  it('reads each line with the reading options and records what the engine will say', () => {
    const plan = planOf(
      [
        { text: 'عندي ٣ كتب', voiceId: 'layla' },
        { text: 'وأنا 4', voiceId: 'layla' },
      ],
      { ...studio, reading: { normalization: 'off', diacritize: 'off' } },
    );
    expect(plan.takes).toHaveLength(1);
    expect(plan.takes[0].runs.map(({ language, text }) => ({ language, text }))).toEqual([
      { language: 'ar', text: 'عندي 3 كتب' },
      { language: 'ar', text: 'وأنا 4' },
    ]);
    expect(plan.spokenText).toBe('عندي 3 كتب\nوأنا 4');
  });

  describe('with pronunciation aliases', () => {
    const reading = (alias: string): ReadingOptions => ({
      ...DEFAULT_READING,
      pronunciations: new PronunciationLexicon([[{ text: 'WHO', alias }]]),
    });

    it('bills the text as it reads with its aliases when that is longer than the input', () => {
      const alias = 'منظمة الصحة العالمية';
      const plan = planOf([{ text: 'WHO WHO', voiceId: 'omar' }], {
        ...studio,
        reading: reading(alias),
      });
      expect(plan.characters).toBe(2 * alias.length + 1);
    });

    it('bills the input when the aliases are shorter', () => {
      const plan = planOf([{ text: 'WHO said so', voiceId: 'omar' }], {
        ...studio,
        reading: reading('هو'),
      });
      expect(plan.characters).toBe('WHO said so'.length);
    });

    it('stops, before reading it, a text whose aliases say more than 10,000 letters', () => {
      const text = Array.from({ length: 51 }, () => 'WHO').join(' ');
      expect(readLines([text], reading('ب'.repeat(200)))).toEqual({
        lines: [],
        aliasedCharacters: 51 * 200 + 50,
        aliasedLetters: 10_200,
      });
    });
  });
});
