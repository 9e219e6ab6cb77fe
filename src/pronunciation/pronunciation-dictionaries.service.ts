import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { isUuid } from '../common/uuid.js';
import { isUniqueViolation } from '../common/postgres-errors.js';
import type { PronunciationRule, VersionedRules } from './pronunciation-rule.js';
import type {
  CreatePronunciationDictionaryDto,
  UpdatePronunciationDictionaryDto,
} from './dto/pronunciation-dictionary.dto.js';
import type {
  PronunciationDictionaryResponse,
  PronunciationDictionarySummary,
} from './dto/pronunciation-dictionary-responses.dto.js';
import { PronunciationDictionaryEntity } from './pronunciation-dictionary.entity.js';
import {
  DictionaryLimitReachedError,
  DictionaryNameTakenError,
  DictionaryNotFoundError,
  MAX_DICTIONARIES_PER_ACCOUNT,
  UnknownDictionaryError,
} from './pronunciation-dictionaries.errors.js';

/** A caller's pronunciation dictionaries: named sets of whole-word rules that TTS requests apply. */
@Injectable()
export class PronunciationDictionariesService {
  constructor(
    @InjectRepository(PronunciationDictionaryEntity)
    private readonly dictionaries: Repository<PronunciationDictionaryEntity>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async create(
    accountId: string,
    body: CreatePronunciationDictionaryDto,
  ): Promise<PronunciationDictionaryResponse> {
    const created = await this.uniqueName(() =>
      this.db.transaction(async (tx) => {
        // Serialises creation per account so two requests cannot both take the last place.
        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `pronunciation-dictionaries:${accountId}`,
        ]);
        const owned = await tx.countBy(PronunciationDictionaryEntity, { accountId });
        if (owned >= MAX_DICTIONARIES_PER_ACCOUNT) throw new DictionaryLimitReachedError();
        return tx.save(
          tx.create(PronunciationDictionaryEntity, {
            accountId,
            name: body.name,
            rules: rulesOf(body.rules),
          }),
        );
      }),
    );
    return withRules(created);
  }

  async list(accountId: string): Promise<PronunciationDictionarySummary[]> {
    const rows = await this.dictionaries.find({
      where: { accountId },
      order: { createdAt: 'ASC' },
    });
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      ruleCount: row.rules.length,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }));
  }

  async get(accountId: string, id: string): Promise<PronunciationDictionaryResponse> {
    return withRules(await this.owned(accountId, id));
  }

  async update(
    accountId: string,
    id: string,
    body: UpdatePronunciationDictionaryDto,
  ): Promise<PronunciationDictionaryResponse> {
    const row = await this.owned(accountId, id);
    if (body.name !== undefined) row.name = body.name;
    if (body.rules !== undefined) row.rules = rulesOf(body.rules);
    return withRules(await this.uniqueName(() => this.dictionaries.save(row)));
  }

  async delete(accountId: string, id: string): Promise<void> {
    const result = await this.dictionaries.delete({ id, accountId });
    if (!result.affected) throw new DictionaryNotFoundError();
  }

  /**
   * The rules of each named dictionary with its version, in the order named, for a TTS
   * request; the request's 400 when one is not the caller's.
   */
  async rulesInOrder(accountId: string, ids: readonly string[]): Promise<VersionedRules[]> {
    const malformed = ids.find((id) => !isUuid(id));
    if (malformed !== undefined) throw new UnknownDictionaryError(malformed);
    // updated_at as text keeps its microseconds, which a Date would round to milliseconds.
    const rows = ids.length
      ? await this.db.query<Array<{ id: string; rules: PronunciationRule[]; changed: string }>>(
          `SELECT id, rules, updated_at::text AS changed FROM pronunciation_dictionaries
           WHERE account_id = $1 AND id = ANY($2::uuid[])`,
          [accountId, [...ids]],
        )
      : [];
    return ids.map((id) => {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new UnknownDictionaryError(id);
      return { version: `${row.id}@${row.changed}`, rules: row.rules };
    });
  }

  private async owned(accountId: string, id: string): Promise<PronunciationDictionaryEntity> {
    const row = await this.dictionaries.findOneBy({ id, accountId });
    if (!row) throw new DictionaryNotFoundError();
    return row;
  }

  private async uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new DictionaryNameTakenError();
      throw error;
    }
  }
}

/** Only the two fields are stored, whatever else a client sent along. */
function rulesOf(rules: readonly PronunciationRule[]): PronunciationRule[] {
  return rules.map(({ text, alias }) => ({ text, alias }));
}

function withRules(row: PronunciationDictionaryEntity): PronunciationDictionaryResponse {
  return {
    id: row.id,
    name: row.name,
    rules: row.rules,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
