import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ClusterChores } from '../queue/cluster-chores.js';

/** A lease lasts this long unless renewed. */
export const LEASE_SECONDS = 30;
/** Renewed this often: two renewals may fail (a database restart) before the lease lapses. */
const RENEW_EVERY_MS = 10_000;

/**
 * SQL true when the owner number in `column` belongs to no living process: its lease
 * lapsed or was given up. `$me` is the placeholder of this process's own number, always alive.
 */
export function ownerIsGone(column: string, me: string): string {
  return `(${column} <> ${me} AND NOT EXISTS (
    SELECT 1 FROM process_leases l WHERE l.owner = ${column} AND l.expires_at > now()))`;
}

/**
 * This process as the owner of what it leaves in the database while it works (credit
 * holds, requests in progress). It draws an owner number at start and holds a lease on it,
 * a row whose expiry it renews every 10 s through any pooled connection: when the process
 * dies, however it dies, the lease lapses within 30 s and any instance can tell that the
 * owner is gone. Nothing rests on one connection staying up, so a dropped connection or
 * a pooler in between changes nothing.
 */
@Injectable()
export class ProcessOwner implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ProcessOwner.name);
  private owner?: number;
  private renewal?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    chores: ClusterChores,
  ) {
    // Leases of processes long gone, kept until then for nothing but a look at history.
    chores.register('process-lease-cleanup', '41 * * * *', () =>
      this.db.query(`DELETE FROM process_leases WHERE expires_at < now() - interval '1 day'`),
    );
  }

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
    await this.renew();
    this.renewal = setInterval(() => {
      this.renew().catch((error: unknown) =>
        this.logger.warn(`Process lease not renewed, tried again in 10 s: ${String(error)}`),
      );
    }, RENEW_EVERY_MS).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.renewal);
    if (this.owner === undefined) return;
    await this.db
      .query(`DELETE FROM process_leases WHERE owner = $1`, [this.owner])
      .catch(() => undefined);
  }

  /** Extends (or, after it lapsed, takes again) this process's lease. */
  private async renew(): Promise<void> {
    await this.db.query(
      `INSERT INTO process_leases (owner, expires_at)
       VALUES ($1, now() + make_interval(secs => $2))
       ON CONFLICT (owner) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
      [this.owner, LEASE_SECONDS],
    );
  }
}
