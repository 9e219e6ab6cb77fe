/**
 * Downloads a multilingual whisper model (int8 ONNX, as exported by sherpa-onnx) and
 * unpacks its encoder, decoder and tokens into ./models/whisper-<size>/.
 *
 *   npm run models:download -- [--size tiny|base] [--sha256 <hex>]
 *
 * No checksum is pinned here because none has been verified for this repository yet.
 * Without --sha256 the script downloads, prints the archive's SHA-256 and stops without
 * unpacking: check that value against a trusted source, then run again with --sha256
 * (the archive is kept in models/.cache, so the second run does not download again).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';

const RELEASES = 'https://github.com/k2-fsa/sherpa-onnx/releases/download/asr-models';
const SIZES = ['tiny', 'base'] as const;
type Size = (typeof SIZES)[number];
const WANTED_SUFFIXES = ['-encoder.int8.onnx', '-decoder.int8.onnx', '-tokens.txt'];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { size: { type: 'string', default: 'tiny' }, sha256: { type: 'string' } },
  });
  const size = values.size as Size;
  if (!SIZES.includes(size)) throw new Error(`--size must be one of ${SIZES.join(', ')}`);
  const expected = values.sha256?.trim().toLowerCase();
  if (expected !== undefined && !/^[0-9a-f]{64}$/.test(expected)) {
    throw new Error('--sha256 must be 64 hexadecimal characters');
  }

  const modelsDir = resolve('models');
  const archiveName = `sherpa-onnx-whisper-${size}.tar.bz2`;
  const archive = join(modelsDir, '.cache', archiveName);
  await mkdir(join(modelsDir, '.cache'), { recursive: true });
  if (!existsSync(archive)) await download(`${RELEASES}/${archiveName}`, archive);

  const actual = await sha256Of(archive);
  if (expected === undefined) {
    console.log(`Downloaded ${archive}\nSHA-256: ${actual}`);
    console.log('Verify this value, then run again with --sha256 <value> to unpack.');
    process.exitCode = 2;
    return;
  }
  if (actual !== expected) {
    await rm(archive, { force: true });
    throw new Error(
      `Checksum mismatch for ${archiveName}: expected ${expected}, got ${actual}. Archive removed.`,
    );
  }

  const target = join(modelsDir, `whisper-${size}`);
  await unpack(archive, target);
  console.log(`Whisper ${size} is ready in ${target}\nSet: STT_WHISPER_MODEL_DIR=${target}`);
}

async function download(url: string, to: string): Promise<void> {
  console.log(`Downloading ${url}`);
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'follow' });
  } catch (error) {
    throw new Error(`Cannot reach ${url} (${describeFetchError(error)}). Is there network access?`);
  }
  if (!response.ok || !response.body)
    throw new Error(`Download failed: HTTP ${response.status} for ${url}`);
  const partial = `${to}.partial`;
  // Written under another name first, so an interrupted download is never taken for a whole one.
  await pipeline(Readable.fromWeb(response.body), createWriteStream(partial));
  await rename(partial, to);
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Extracts only the int8 model and tokens (the archive also holds fp32 models and samples). */
async function unpack(archive: string, target: string): Promise<void> {
  const staging = `${target}.unpacking`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const patterns = WANTED_SUFFIXES.map((suffix) => `*${suffix}`);
  await run('tar', [
    '-xjf',
    archive,
    '-C',
    staging,
    '--strip-components=1',
    '--wildcards',
    ...patterns,
  ]);
  const files = await readdir(staging);
  const missing = WANTED_SUFFIXES.filter((suffix) => !files.some((name) => name.endsWith(suffix)));
  if (missing.length > 0) throw new Error(`The archive lacks ${missing.join(', ')}`);
  await rm(target, { recursive: true, force: true });
  await rename(staging, target);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${command} ${args[0]} exited with ${code}`)),
    );
  });
}

main().catch((error: unknown) => {
  console.error(`models:download: ${(error as Error).message}`);
  process.exitCode = 1;
});

/** fetch hides the network's own reason in `cause`. */
function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}
