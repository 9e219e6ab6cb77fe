import { Injectable } from '@nestjs/common';
import { PronunciationDictionariesService } from '../pronunciation/pronunciation-dictionaries.service.js';
import type { VersionedRules } from '../pronunciation/pronunciation-rule.js';
import { CompiledDictionary, PronunciationLexicon } from '../arabic/index.js';

/** Compiled dictionaries kept: 1,000 rules compile in about 10 ms; a few accounts' worth. */
const KEPT = 64;

/**
 * The lexicon of a request's dictionaries, each compiled once per version (its id and
 * last change) and kept while it is among the most recently used.
 */
@Injectable()
export class PronunciationLexicons {
  private readonly compiled = new Map<string, CompiledDictionary>();

  constructor(private readonly dictionaries: PronunciationDictionariesService) {}

  async forRequest(accountId: string, ids: readonly string[]): Promise<PronunciationLexicon> {
    const named = await this.dictionaries.rulesInOrder(accountId, ids);
    const compiled: CompiledDictionary[] = [];
    for (const dictionary of named) compiled.push(await this.compiledOnce(dictionary));
    return new PronunciationLexicon(compiled);
  }

  private async compiledOnce(dictionary: VersionedRules): Promise<CompiledDictionary> {
    const { version } = dictionary;
    let kept = this.compiled.get(version);
    if (!kept) {
      // One dictionary per turn of the event loop: 1,000 long rules take tens of ms to compile.
      await new Promise((resolve) => setImmediate(resolve));
      kept = new CompiledDictionary(dictionary.rules);
    }
    // Re-inserted, so the Map's order is the order of use and the first key the least recent.
    this.compiled.delete(version);
    this.compiled.set(version, kept);
    if (this.compiled.size > KEPT) this.compiled.delete(this.compiled.keys().next().value!);
    return kept;
  }
}
