import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_REPLY_IN_ROW_BYTES, ReplyFiles } from './reply-files.js';

describe('ReplyFiles', () => {
  let dataDir: string;
  let files: ReplyFiles;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'reply-files-'));
    files = new ReplyFiles({ dataDir });
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a reply up to 5 MB in memory, for its row', async () => {
    const spool = await files.spool();
    spool.add(Buffer.from('ab'));
    spool.add(Buffer.alloc(MAX_REPLY_IN_ROW_BYTES - 2, 1));
    const body = await spool.finish();
    expect('bytes' in body && body.bytes.length).toBe(MAX_REPLY_IN_ROW_BYTES);
    expect(readdirSync(join(dataDir, 'idempotent-replies'))).toEqual([]);
  });

  it('writes a larger reply to a file, whole, named once complete', async () => {
    const spool = await files.spool();
    const parts = [Buffer.alloc(MAX_REPLY_IN_ROW_BYTES, 7), Buffer.from('tail')];
    for (const part of parts) spool.add(part);
    const body = await spool.finish();
    if (!('file' in body)) throw new Error('expected a file');
    expect(readFileSync(files.pathOf(body.file)).equals(Buffer.concat(parts))).toBe(true);
    const opened = await files.open(body.file);
    expect(opened?.length).toBe(MAX_REPLY_IN_ROW_BYTES + 4);
    const streamed: Buffer[] = [];
    for await (const chunk of opened!.stream) streamed.push(chunk as Buffer);
    expect(Buffer.concat(streamed).equals(Buffer.concat(parts))).toBe(true);
  });

  it('removes the file of a reply given up, and files no row names once idle', async () => {
    const spool = await files.spool();
    spool.add(Buffer.alloc(MAX_REPLY_IN_ROW_BYTES + 1));
    await spool.discard();
    expect(readdirSync(join(dataDir, 'idempotent-replies'))).toEqual([]);

    const keptSpool = await files.spool();
    keptSpool.add(Buffer.alloc(MAX_REPLY_IN_ROW_BYTES + 1));
    const kept = await keptSpool.finish();
    const orphan = await files.spool();
    orphan.add(Buffer.alloc(MAX_REPLY_IN_ROW_BYTES + 1));
    const lost = await orphan.finish();
    if (!('file' in kept) || !('file' in lost)) throw new Error('expected files');
    await files.removeUnlisted(new Set([kept.file]), 0);
    expect(existsSync(files.pathOf(kept.file))).toBe(true);
    expect(existsSync(files.pathOf(lost.file))).toBe(false);
  });
});
