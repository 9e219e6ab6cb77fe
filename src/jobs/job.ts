import { randomInt } from 'node:crypto';

export type JobType = 'tts' | 'stt';
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const UNFINISHED: readonly JobStatus[] = ['queued', 'running'];

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const JOB_ID = /^job_[0-9A-Za-z]{24}$/;

/** `job_` and 24 random letters or digits (about 143 bits). */
export function newJobId(): string {
  let id = 'job_';
  for (let i = 0; i < 24; i++) id += BASE62[randomInt(BASE62.length)];
  return id;
}

/** A path's id is checked before it reaches SQL: a malformed one names no job (404). */
export function isJobId(value: string): boolean {
  return JOB_ID.test(value);
}

/** What a finished job left to fetch, besides its audio or transcript file. */
export interface JobResultInfo {
  /** tts: the JSON POST /tts answers without its audio; stt: the transcription. */
  answer: Record<string, unknown>;
  /** tts: the audio's MIME type. */
  mimeType?: string;
}

/**
 * What a job's hold and charge are recorded with: its endpoint for usage reports, and its
 * id where a request's id would be (a job's charge is unique by it).
 */
export function holdContextOf(
  type: JobType,
  owner: { accountId: string; apiKeyId?: string | null },
  jobId: string,
) {
  return {
    accountId: owner.accountId,
    apiKeyId: owner.apiKeyId ?? undefined,
    endpoint: `/${type}/jobs`,
    requestId: jobId,
  };
}

/** A job as stored. */
export interface JobRecord {
  id: string;
  accountId: string;
  apiKeyId: string | null;
  type: JobType;
  status: JobStatus;
  progress: number;
  request: Record<string, unknown>;
  metadata: Record<string, string>;
  characters: number;
  costMicros: number;
  durationSeconds: number | null;
  error: string | null;
  result: JobResultInfo | null;
  resultExpiresAt: Date | null;
  requestId: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** The job object of the API. */
export interface JobView {
  id: string;
  object: 'job';
  type: JobType;
  status: JobStatus;
  progress: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  characters: number;
  costMicros: number;
  durationSeconds?: number | null;
  metadata: Record<string, string>;
  error: string | null;
  result: { url: string; expiresAt: string } | null;
}

export function viewOf(job: JobRecord): JobView {
  return {
    id: job.id,
    object: 'job',
    type: job.type,
    status: job.status,
    progress: job.progress,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    characters: job.characters,
    costMicros: job.costMicros,
    ...(job.type === 'stt' ? { durationSeconds: job.durationSeconds } : {}),
    metadata: job.metadata,
    error: job.error,
    result:
      job.status === 'succeeded' && job.resultExpiresAt
        ? { url: `/jobs/${job.id}/result`, expiresAt: job.resultExpiresAt.toISOString() }
        : null,
  };
}
