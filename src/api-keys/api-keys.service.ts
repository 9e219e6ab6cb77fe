import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { IsNull, type DataSource, type Repository } from 'typeorm';
import { generateApiKey, hashApiKey, looksLikeApiKey } from './api-key-secret.js';
import { ApiKeyNotFoundError, KeyLimitReachedError, MAX_ACTIVE_KEYS } from './api-keys.errors.js';
import { ApiKeyEntity } from './infrastructure/api-key.entity.js';
import type {
  ApiKeyResponse,
  CreatedApiKeyResponse,
  RevokedApiKeyResponse,
} from './dto/api-key-responses.dto.js';

/** The spec allows `lastUsedAt` to lag by up to a minute: write it at most that often. */
const LAST_USED_RESOLUTION_MS = 60_000;

@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger(ApiKeysService.name);

  constructor(
    @InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async create(accountId: string, name: string): Promise<CreatedApiKeyResponse> {
    const secret = generateApiKey();
    const created = await this.db.transaction(async (tx) => {
      // Serialises key creation per account so two requests cannot both take the 10th slot.
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `api-keys:${accountId}`,
      ]);
      const active = await tx.countBy(ApiKeyEntity, { accountId, revokedAt: IsNull() });
      if (active >= MAX_ACTIVE_KEYS) throw new KeyLimitReachedError();
      return tx.save(
        tx.create(ApiKeyEntity, {
          accountId,
          name,
          prefix: secret.prefix,
          secretHash: secret.hash,
        }),
      );
    });
    return {
      id: created.id,
      name: created.name,
      key: secret.key,
      prefix: created.prefix,
      createdAt: created.createdAt,
    };
  }

  async list(accountId: string): Promise<ApiKeyResponse[]> {
    const rows = await this.keys.find({ where: { accountId }, order: { createdAt: 'DESC' } });
    return rows.map(toView);
  }

  async revoke(accountId: string, id: string): Promise<RevokedApiKeyResponse> {
    const [rows] = await this.keys.query<[Array<{ id: string; revoked_at: Date }>, number]>(
      `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now())
       WHERE id = $1 AND account_id = $2 RETURNING id, revoked_at`,
      [id, accountId],
    );
    if (rows.length === 0) throw new ApiKeyNotFoundError();
    return { id: rows[0].id, revokedAt: rows[0].revoked_at };
  }

  /** Whether the key is still active: a long-lived connection asks before each paid step. */
  isActive(id: string): Promise<boolean> {
    return this.keys.existsBy({ id, revokedAt: IsNull() });
  }

  /** The active key with this secret, or undefined. Marks it used (lazily). */
  /** Revokes every active key of the account at once (the account is closing). */
  async revokeAll(accountId: string): Promise<void> {
    await this.keys.query(
      `UPDATE api_keys SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL`,
      [accountId],
    );
  }

  async authenticate(key: string): Promise<{ id: string; accountId: string } | undefined> {
    if (!looksLikeApiKey(key)) return undefined;
    const found = await this.keys.findOne({
      where: { secretHash: hashApiKey(key), revokedAt: IsNull() },
      select: { id: true, accountId: true, lastUsedAt: true },
    });
    if (!found) return undefined;
    if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      this.keys.update({ id: found.id }, { lastUsedAt: new Date() }).catch((error: unknown) => {
        this.logger.warn(`Could not record key use: ${String(error)}`);
      });
    }
    return { id: found.id, accountId: found.accountId };
  }
}

function toView(entity: ApiKeyEntity): ApiKeyResponse {
  return {
    id: entity.id,
    name: entity.name,
    prefix: entity.prefix,
    createdAt: entity.createdAt,
    lastUsedAt: entity.lastUsedAt,
    revokedAt: entity.revokedAt,
  };
}
