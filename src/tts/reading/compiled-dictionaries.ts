import { CompiledDictionary, PronunciationLexicon } from '../../arabic/index.js';
import type { VersionedRules } from '../../pronunciation/pronunciation-rule.js';

/** Compiled dictionaries kept: 1,000 rules compile in about 10 ms; a few accounts' worth. */
const KEPT = 64;

/**
 * The lexicon of a request's dictionaries, each compiled once per version (its id and last
 * change) and kept while it is among the most recently used. Lives on the reader's worker
 * threads, where compiling and matching cannot hold the event loop.
 */
export class CompiledDictionaries {
  private readonly compiled = new Map<string, CompiledDictionary>();

  lexiconOf(dictionaries: readonly VersionedRules[]): PronunciationLexicon {
    return new PronunciationLexicon(
      dictionaries.map((dictionary) => this.compiledOnce(dictionary)),
    );
  }

  private compiledOnce({ version, rules }: VersionedRules): CompiledDictionary {
    const kept = this.compiled.get(version) ?? new CompiledDictionary(rules);
    // Re-inserted, so the Map's order is the order of use and the first key the least recent.
    this.compiled.delete(version);
    this.compiled.set(version, kept);
    if (this.compiled.size > KEPT) this.compiled.delete(this.compiled.keys().next().value!);
    return kept;
  }
}
