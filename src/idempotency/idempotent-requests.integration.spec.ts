import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import {
  newAccount,
  suiteDatabases,
  unscheduledChores,
  type SuiteDatabase,
} from '../../test/helpers/middle-tier.js';
import { ProcessOwner } from '../instances/process-owner.js';
import { IdempotentRequestRepository } from './idempotent-request.repository.js';
import { IdempotentRequests } from './idempotent-requests.js';
import { ReplyFiles } from './reply-files.js';
import type { RecordedReply } from './reply-recorder.js';

const FIRST = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);

const SPOKEN: RecordedReply = {
  statusCode: 200,
  contentType: 'audio/mpeg',
  headers: { 'x-character-count': '100', 'x-cost-micros': '2500' },
  body: { bytes: Buffer.from('the first answer') },
};

describe.each(suiteDatabases())('Idempotency-Key storage on %s', (_name, open) => {
  let database: SuiteDatabase;
  let db: DataSource;
  let dataDir: string;
  const owners: ProcessOwner[] = [];

  beforeAll(async () => {
    database = await open();
    db = database.db;
    dataDir = mkdtempSync(join(tmpdir(), 'idempotency-'));
  });
  afterAll(async () => {
    for (const owner of owners) await owner.onApplicationShutdown();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The requests as one process sees them (a process of its own, with a live lease). */
  async function startProcess(): Promise<{ requests: IdempotentRequests; owner: ProcessOwner }> {
    const owner = new ProcessOwner(db, unscheduledChores);
    await owner.onModuleInit();
    owners.push(owner);
    const requests = new IdempotentRequests(
      new IdempotentRequestRepository(db),
      owner,
      new ReplyFiles({ dataDir }),
      unscheduledChores,
    );
    return { requests, owner };
  }

  it('runs the first request, refuses the same key while it runs or for another request, then replays its reply', async () => {
    const { requests } = await startProcess();
    const accountId = await newAccount(db);
    expect(await requests.admit(accountId, 'key-1', FIRST)).toEqual({ kind: 'run' });
    expect(await requests.admit(accountId, 'key-1', FIRST)).toEqual({ kind: 'in-progress' });
    expect(await requests.admit(accountId, 'key-1', OTHER)).toEqual({ kind: 'different-request' });
    await requests.complete(accountId, 'key-1', SPOKEN);
    expect(await requests.admit(accountId, 'key-1', FIRST)).toEqual({
      kind: 'replay',
      reply: SPOKEN,
    });
    expect(await requests.admit(accountId, 'key-1', OTHER)).toEqual({ kind: 'different-request' });
    expect(await requests.admit(await newAccount(db), 'key-1', OTHER)).toEqual({ kind: 'run' });
  });

  it('keeps a large reply by the name of its file', async () => {
    const { requests } = await startProcess();
    const accountId = await newAccount(db);
    await requests.admit(accountId, 'key-2', FIRST);
    const kept: RecordedReply = { ...SPOKEN, body: { file: 'reply-file-name' } };
    await requests.complete(accountId, 'key-2', kept);
    expect(await requests.admit(accountId, 'key-2', FIRST)).toEqual({
      kind: 'replay',
      reply: kept,
    });
  });

  it('frees the key of a request that failed, but only for the process that ran it', async () => {
    const mine = await startProcess();
    const theirs = await startProcess();
    const accountId = await newAccount(db);
    await mine.requests.admit(accountId, 'key-3', FIRST);
    await theirs.requests.forget(accountId, 'key-3');
    expect(await theirs.requests.admit(accountId, 'key-3', FIRST)).toEqual({ kind: 'in-progress' });
    await mine.requests.forget(accountId, 'key-3');
    expect(await theirs.requests.admit(accountId, 'key-3', OTHER)).toEqual({ kind: 'run' });
  });

  it('gives the key of a request whose process died to the next request, never a kept reply', async () => {
    const dead = await startProcess();
    const live = await startProcess();
    const accountId = await newAccount(db);
    await dead.requests.admit(accountId, 'running', FIRST);
    await dead.requests.admit(accountId, 'answered', FIRST);
    await dead.requests.complete(accountId, 'answered', SPOKEN);
    await dead.owner.onApplicationShutdown();
    expect(await live.requests.admit(accountId, 'running', OTHER)).toEqual({ kind: 'run' });
    expect(await live.requests.admit(accountId, 'answered', FIRST)).toEqual({
      kind: 'replay',
      reply: SPOKEN,
    });
  });

  it('runs a request again once its reply is 24 hours old or its file was lost', async () => {
    const { requests } = await startProcess();
    const accountId = await newAccount(db);
    for (const key of ['expired', 'lost']) {
      await requests.admit(accountId, key, FIRST);
      await requests.complete(accountId, key, SPOKEN);
    }
    await db.query(
      `UPDATE idempotent_requests SET created_at = now() - interval '24 hours 1 second'
       WHERE account_id = $1 AND key = 'expired'`,
      [accountId],
    );
    expect(await requests.admit(accountId, 'expired', OTHER)).toEqual({ kind: 'run' });
    await requests.forgetLost(accountId, 'lost');
    expect(await requests.admit(accountId, 'lost', OTHER)).toEqual({ kind: 'run' });
  });
});
