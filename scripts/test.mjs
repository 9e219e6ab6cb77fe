#!/usr/bin/env node
// Runs the whole test suite against a real PostgreSQL, found by itself:
// TEST_DATABASE_URL when set; else a fresh database on the local server when one
// answers (dropped afterwards); else the embedded PostgreSQL. It says which it used.
// Usage: node scripts/test.mjs [--unit] [--integration] [--e2e] [extra jest arguments]
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import pg from 'pg';

const LOCAL_SERVER =
  process.env.TEST_POSTGRES_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function localServerAnswers() {
  const client = new pg.Client({ connectionString: LOCAL_SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return client;
  } catch {
    await client.end().catch(() => undefined);
    return undefined;
  }
}

/** Redis answers PING on the default local port (for the shared-limits suite). */
function localRedisAnswers() {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379, timeout: 1000 });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function runJest(args, env) {
  return new Promise((resolve) => {
    // --no-compilation-cache, a V8 flag (NODE_OPTIONS refuses it; Jest's workers inherit it):
    // V8's compilation cache keeps every ES module Jest evaluates, and with it the test file's
    // whole vm context, alive after the file ends; only a GC of last resort frees them (see
    // nodejs/node#63186). That is about 6 MB per unit suite. Each file's modules get their own
    // host-defined options, so the cache is never hit across files: the run is faster without it.
    const child = spawn(
      process.execPath,
      ['--no-compilation-cache', 'node_modules/jest/bin/jest.js', ...args],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          ...env,
          // --expose-gc: the stall tests collect the suite's garbage before they measure.
          NODE_OPTIONS:
            `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --expose-gc`.trim(),
        },
      },
    );
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const PROJECTS = ['unit', 'integration', 'e2e'];
const argv = process.argv.slice(2);
const isProjectFlag = (arg) => PROJECTS.some((project) => arg === `--${project}`);
const chosen = argv.filter(isProjectFlag).map((flag) => flag.slice(2));
const projects = chosen.length > 0 ? ['--selectProjects', ...chosen] : [];
// Patterns go before --selectProjects, which would otherwise take them as more project names.
const jestArgs = [...argv.filter((a) => !isProjectFlag(a)), ...projects];

let databaseUrl = process.env.TEST_DATABASE_URL;
let cleanup = async () => undefined;

if (databaseUrl) {
  console.log(`tests: using TEST_DATABASE_URL`);
} else {
  const admin = await localServerAnswers();
  if (admin) {
    const name = `speech_test_${Date.now()}_${process.pid}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(LOCAL_SERVER);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    console.log(`tests: using a fresh database ${name} on the local PostgreSQL server`);
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    console.log('tests: no PostgreSQL server answers; using the embedded PostgreSQL (PGlite)');
  }
}

const env = databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {};
if (process.env.TEST_REDIS_URL) {
  console.log('tests: using TEST_REDIS_URL for the shared-limits suite');
} else if (await localRedisAnswers()) {
  env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
  console.log('tests: using the local Redis for the shared-limits suite');
} else {
  console.log('tests: no Redis answers; the shared-limits suite is skipped');
}

const code = await runJest(jestArgs, env);
await cleanup();
process.exit(code);
