import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, QueryRunner } from 'typeorm';

/** The advisory-lock namespace of process owners ("HLD"); the owner number is the second key. */
const OWNER_LOCK_SPACE = 0x484c44;

/**
 * SQL true when the owner number in `column` belongs to no living process: its advisory
 * lock is gone. `$me` is the placeholder of this process's own number, always alive.
 */
export function ownerIsGone(column: string, me: string): string {
  return `(${column} <> ${me} AND NOT EXISTS (
    SELECT 1 FROM pg_locks l
    WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
      AND l.classid = ${OWNER_LOCK_SPACE}::oid AND l.objid = ${column}::oid
      AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())))`;
}

/**
 * This process as the owner of what it leaves in the database while it works (credit
 * holds, requests in progress). It draws an owner number at start and keeps a PostgreSQL
 * advisory lock on it for its whole life, on a connection of its own: the lock goes when
 * the process dies, however it dies, so any instance can tell that an owner is gone.
 *
 * The embedded database has one session shared by every connection and one process that
 * owns it, so there every owner but this one is gone and no connection is set apart.
 */
@Injectable()
export class ProcessOwner implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ProcessOwner.name);
  private lock?: QueryRunner;
  private owner?: number;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** This process's owner number. */
  get id(): number {
    if (this.owner === undefined) throw new Error('ProcessOwner used before the module started');
    return this.owner;
  }

  async onModuleInit(): Promise<void> {
    const [{ owner }] = await this.db.query<Array<{ owner: number }>>(
      `SELECT nextval('process_owners')::integer AS owner`,
    );
    this.owner = owner;
    await this.takeLock();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.lock?.release().catch(() => undefined);
  }

  /** A lost lock connection (a database restart) is replaced; the number stays the same. */
  async keepLock(): Promise<void> {
    if (!this.lock) return;
    try {
      await this.lock.query('SELECT 1');
    } catch {
      this.logger.warn('The owner lock connection was lost; taking the lock again');
      await this.lock.release().catch(() => undefined);
      await this.takeLock();
    }
  }

  private async takeLock(): Promise<void> {
    const lock = servesOneSession(this.db) ? undefined : this.db.createQueryRunner();
    await lock?.connect();
    await (lock ?? this.db).query(`SELECT pg_advisory_lock($1, $2)`, [OWNER_LOCK_SPACE, this.id]);
    this.lock = lock;
  }
}

/** A pool of one connection is the embedded database's single session. */
function servesOneSession(db: DataSource): boolean {
  const extra = (db.options as { extra?: { max?: number } }).extra;
  return extra?.max === 1;
}
