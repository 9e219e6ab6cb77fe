import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUniqueViolation } from '../common/postgres-errors.js';
import { NotFoundError } from '../common/errors.js';
import { isUuid } from '../common/uuid.js';
import { EmailTakenError } from './auth.errors.js';
import { AccountEntity } from './infrastructure/account.entity.js';

export interface Account {
  id: string;
  email: string;
  name: string | null;
  createdAt: Date;
}

/** Account records; the password hash never leaves this module. */
@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
  ) {}

  async create(email: string, name: string | null, passwordHash: string): Promise<Account> {
    try {
      const saved = await this.accounts.save(
        this.accounts.create({ email: normalizeEmail(email), name, passwordHash }),
      );
      return toAccount(saved);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new EmailTakenError();
      }
      throw error;
    }
  }

  /** The account and its password hash, for signing in. */
  async findCredentials(
    email: string,
  ): Promise<{ account: Account; passwordHash: string } | undefined> {
    const found = await this.accounts
      .createQueryBuilder('a')
      .where('lower(a.email) = :email', { email: normalizeEmail(email) })
      .getOne();
    return found ? { account: toAccount(found), passwordHash: found.passwordHash } : undefined;
  }

  async get(id: string): Promise<Account> {
    const found = await this.accounts.findOneBy({ id });
    if (!found) throw new NotFoundError('Account not found');
    return toAccount(found);
  }

  /**
   * The generation a Bearer token must carry to count, or undefined when the account is
   * gone or closed: a token outlives nothing.
   */
  async tokenGeneration(id: string): Promise<number | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.accounts.query<Array<{ token_generation: number }>>(
      `SELECT token_generation FROM accounts WHERE id = $1 AND closed_at IS NULL`,
      [id],
    );
    return row?.token_generation;
  }

  async passwordHashOf(id: string): Promise<string | undefined> {
    return (await this.accounts.findOneBy({ id }))?.passwordHash;
  }

  /** Every Bearer token issued so far stops working; with a hash, the password changes too. */
  async endTokens(id: string, passwordHash?: string): Promise<void> {
    await this.accounts.query(
      `UPDATE accounts SET token_generation = token_generation + 1,
              password_hash = COALESCE($2, password_hash)
       WHERE id = $1`,
      [id, passwordHash ?? null],
    );
  }

  /**
   * Closes the account for good: its address and name are erased (the address may sign up
   * again), no password opens it, no token counts. The row stays for its ledger.
   */
  async close(id: string): Promise<void> {
    await this.accounts.query(
      `UPDATE accounts SET email = 'closed-' || id || '@closed.invalid', name = NULL,
              password_hash = '', closed_at = now(), token_generation = token_generation + 1
       WHERE id = $1 AND closed_at IS NULL`,
      [id],
    );
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    return (await this.findCredentials(email))?.account;
  }
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toAccount(entity: AccountEntity): Account {
  return { id: entity.id, email: entity.email, name: entity.name, createdAt: entity.createdAt };
}
