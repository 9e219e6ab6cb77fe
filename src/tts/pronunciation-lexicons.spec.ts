import type { PronunciationDictionariesService } from '../pronunciation/pronunciation-dictionaries.service.js';
import type { VersionedRules } from '../pronunciation/pronunciation-rule.js';
import { PronunciationLexicons } from './pronunciation-lexicons.js';

/** The stored dictionaries, each read as its current version. */
class StoredDictionaries {
  readonly rulesRead: string[] = [];
  constructor(private readonly stored: Map<string, VersionedRules>) {}

  rulesInOrder(_accountId: string, ids: readonly string[]): Promise<VersionedRules[]> {
    return Promise.resolve(
      ids.map((id) => {
        const dictionary = this.stored.get(id)!;
        // A getter, so the test sees which versions were compiled (read) again.
        const read = this.rulesRead;
        return {
          version: dictionary.version,
          get rules() {
            read.push(dictionary.version);
            return dictionary.rules;
          },
        };
      }),
    );
  }
}

describe('PronunciationLexicons', () => {
  it('compiles each version of a dictionary once, and a changed one again', async () => {
    const stored = new Map<string, VersionedRules>([
      ['a', { version: 'a@1', rules: [{ text: 'WHO', alias: 'هو' }] }],
      ['b', { version: 'b@1', rules: [{ text: 'WHO', alias: 'ثانٍ' }] }],
    ]);
    const dictionaries = new StoredDictionaries(stored);
    const lexicons = new PronunciationLexicons(
      dictionaries as unknown as PronunciationDictionariesService,
    );
    expect((await lexicons.forRequest('acct', ['a', 'b'])).apply('WHO')).toBe('هو');
    expect((await lexicons.forRequest('acct', ['b', 'a'])).apply('WHO')).toBe('ثانٍ');
    stored.set('a', { version: 'a@2', rules: [{ text: 'WHO', alias: 'جديد' }] });
    expect((await lexicons.forRequest('acct', ['a'])).apply('WHO')).toBe('جديد');
    expect(dictionaries.rulesRead).toEqual(['a@1', 'b@1', 'a@2']);
  });
});
