import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SqlRunner } from '../database/sql-runner.js';
import type { JobRecord, JobResultInfo, JobStatus, JobType } from './job.js';

interface JobRow {
  id: string;
  account_id: string;
  api_key_id: string | null;
  type: JobType;
  status: JobStatus;
  progress: number;
  request: Record<string, unknown>;
  metadata: Record<string, string>;
  characters: number;
  cost_micros: string;
  duration_seconds: number | null;
  error: string | null;
  result: JobResultInfo | null;
  result_expires_at: Date | null;
  request_id: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface NewJob {
  id: string;
  accountId: string;
  apiKeyId?: string;
  type: JobType;
  request: Record<string, unknown>;
  metadata: Record<string, string>;
  characters: number;
  costMicros: number;
  durationSeconds?: number;
  requestId?: string;
}

export interface JobListQuery {
  status?: JobStatus;
  type?: JobType;
  limit: number;
  startingAfter?: string;
}

/**
 * The jobs table. Every change of state is one conditional statement, so a cancel, a
 * worker's finish and a retry's start never both win: a job leaves `queued` or `running`
 * exactly once. (Top-level UPDATEs are wrapped in a CTE: TypeORM answers them with
 * [rows, count] instead of the rows.)
 */
@Injectable()
export class JobsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(job: NewJob, within: SqlRunner): Promise<JobRecord> {
    const rows = await within.query<JobRow[]>(
      `INSERT INTO jobs (id, account_id, api_key_id, type, request, metadata, characters,
         cost_micros, duration_seconds, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
      [
        job.id,
        job.accountId,
        job.apiKeyId ?? null,
        job.type,
        job.request,
        job.metadata,
        job.characters,
        job.costMicros,
        job.durationSeconds ?? null,
        job.requestId ?? null,
      ],
    );
    return recordOf(rows[0]);
  }

  async find(id: string): Promise<JobRecord | null> {
    const rows = await this.db.query<JobRow[]>(`SELECT * FROM jobs WHERE id = $1`, [id]);
    return rows.length ? recordOf(rows[0]) : null;
  }

  /**
   * Makes the account's other submits wait until the caller's transaction ends: a count of
   * its unfinished jobs taken after this stays true until the caller's insert commits.
   */
  async lockSubmits(accountId: string, within: SqlRunner): Promise<void> {
    await within.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `job-submits:${accountId}`,
    ]);
  }

  async countUnfinished(accountId: string, within: SqlRunner = this.db): Promise<number> {
    const rows = await within.query<Array<{ n: string }>>(
      `SELECT count(*) AS n FROM jobs WHERE account_id = $1 AND status IN ('queued', 'running')`,
      [accountId],
    );
    return Number(rows[0].n);
  }

  /** Newest first; one more row than asked tells whether there are more. */
  async list(accountId: string, query: JobListQuery): Promise<JobRecord[]> {
    const rows = await this.db.query<JobRow[]>(
      `SELECT * FROM jobs
       WHERE account_id = $1
         AND ($2::varchar IS NULL OR status = $2)
         AND ($3::varchar IS NULL OR type = $3)
         AND ($4::varchar IS NULL OR (created_at, id) < (
           SELECT created_at, id FROM jobs WHERE id = $4 AND account_id = $1))
       ORDER BY created_at DESC, id DESC
       LIMIT $5`,
      [
        accountId,
        query.status ?? null,
        query.type ?? null,
        query.startingAfter ?? null,
        query.limit + 1,
      ],
    );
    return rows.map(recordOf);
  }

  /** Marks the job running (again, on a retry); null when it is finished or canceled. */
  async start(id: string): Promise<JobRecord | null> {
    return this.update(
      this.db,
      `UPDATE jobs SET status = 'running', started_at = COALESCE(started_at, now())
       WHERE id = $1 AND status IN ('queued', 'running') RETURNING *`,
      [id],
    );
  }

  async setProgress(id: string, progress: number): Promise<void> {
    await this.db.query(
      `UPDATE jobs SET progress = $2 WHERE id = $1 AND status = 'running' AND progress < $2`,
      [id, progress],
    );
  }

  async statusOf(id: string): Promise<JobStatus | undefined> {
    const rows = await this.db.query<Array<{ status: JobStatus }>>(
      `SELECT status FROM jobs WHERE id = $1`,
      [id],
    );
    return rows[0]?.status;
  }

  /** Records the outcome of a running job; null when it was no longer running (canceled). */
  async succeed(
    id: string,
    outcome: {
      characters: number;
      costMicros: number;
      result: JobResultInfo;
      expiresAt: Date;
      durationSeconds?: number;
    },
    within: SqlRunner,
  ): Promise<JobRecord | null> {
    return this.update(
      within,
      `UPDATE jobs SET status = 'succeeded', progress = 1, finished_at = now(), characters = $2,
         cost_micros = $3, result = $4, result_expires_at = $5,
         duration_seconds = COALESCE($6, duration_seconds)
       WHERE id = $1 AND status = 'running' RETURNING *`,
      [
        id,
        outcome.characters,
        outcome.costMicros,
        outcome.result,
        outcome.expiresAt,
        outcome.durationSeconds ?? null,
      ],
    );
  }

  async fail(id: string, error: string, within: SqlRunner): Promise<JobRecord | null> {
    return this.update(
      within,
      `UPDATE jobs SET status = 'failed', finished_at = now(), cost_micros = 0, error = $2
       WHERE id = $1 AND status IN ('queued', 'running') RETURNING *`,
      [id, error.slice(0, 1000)],
    );
  }

  async cancel(id: string, within: SqlRunner): Promise<JobRecord | null> {
    return this.update(
      within,
      `UPDATE jobs SET status = 'canceled', finished_at = now(), cost_micros = 0
       WHERE id = $1 AND status IN ('queued', 'running') RETURNING *`,
      [id],
    );
  }

  /** Jobs whose result expired and still has files; at most `limit`. */
  async expiredResults(limit: number): Promise<string[]> {
    const rows = await this.db.query<Array<{ id: string }>>(
      `SELECT id FROM jobs WHERE result IS NOT NULL AND result_expires_at < now() LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  /** Of `ids`, the jobs that still need their files: unfinished, or with a result to serve. */
  async needingFiles(ids: string[]): Promise<Set<string>> {
    const rows = await this.db.query<Array<{ id: string }>>(
      `SELECT id FROM jobs
       WHERE id = ANY($1) AND (status IN ('queued', 'running') OR result IS NOT NULL)`,
      [ids],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** The job's result files are gone; its expiry stays, so fetching it answers 410. */
  async forgetResult(id: string): Promise<void> {
    await this.db.query(`UPDATE jobs SET result = NULL WHERE id = $1`, [id]);
  }

  private async update(
    within: SqlRunner,
    statement: string,
    parameters: unknown[],
  ): Promise<JobRecord | null> {
    const rows = await within.query<JobRow[]>(
      `WITH changed AS (${statement}) SELECT * FROM changed`,
      parameters,
    );
    return rows.length ? recordOf(rows[0]) : null;
  }
}

function recordOf(row: JobRow): JobRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    apiKeyId: row.api_key_id,
    type: row.type,
    status: row.status,
    progress: row.progress,
    request: row.request,
    metadata: row.metadata,
    characters: row.characters,
    costMicros: Number(row.cost_micros),
    durationSeconds: row.duration_seconds,
    error: row.error,
    result: row.result,
    resultExpiresAt: row.result_expires_at,
    requestId: row.request_id,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}
