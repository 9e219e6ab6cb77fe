import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidEnvironmentError, validateEnvironment } from './environment.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('validateEnvironment', () => {
  it('fills in the documented defaults when nothing is set', () => {
    const env = validateEnvironment({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './data',
      RATE_LIMIT_PER_MINUTE: 30,
      TTS_WORKERS: 2,
      STT_WORKERS: 2,
      STT_MAX_AUDIO_SECONDS: 7200,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.TRUSTED_PROXIES).toEqual([]);
  });

  it('reads trusted proxies as a list of addresses, ranges and range names', () => {
    const env = validateEnvironment({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8,::1,192.168.1.20' });
    expect(env.TRUSTED_PROXIES).toEqual(['loopback', '10.0.0.0/8', '::1', '192.168.1.20']);
  });

  it('turns numbers into numbers, trims values and treats a blank one as unset', () => {
    const env = validateEnvironment({ PORT: ' 8080 ', RATE_LIMIT_PER_MINUTE: '120', DATA_DIR: '' });
    expect(env).toMatchObject({ PORT: 8080, RATE_LIMIT_PER_MINUTE: 120, DATA_DIR: './data' });
  });

  it.each([
    ['RATE_LIMIT_PER_MINUTE', 'abc'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['RATE_LIMIT_PER_MINUTE', '1e3'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['TTS_WORKERS', '2.5'],
    ['TTS_ENGINE', 'festival'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['JWT_SECRET', 'short'],
    ['PUBLIC_URL', 'example.com'],
    ['STRIPE_API_BASE', 'not a url'],
    ['FFMPEG_PATH', '/nonexistent/ffmpeg'],
    ['TRUSTED_PROXIES', 'loopback,proxy.example.com'],
    ['TRUSTED_PROXIES', '10.0.0.0/33'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => validateEnvironment({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: .*${name}`),
    );
  });

  it('says what a rate limit of "abc" is, instead of refusing every request later', () => {
    expect(() => validateEnvironment({ RATE_LIMIT_PER_MINUTE: 'abc' })).toThrow(
      /RATE_LIMIT_PER_MINUTE must be a whole number from 1 to \d+, got "abc"/,
    );
  });

  it('lists every wrong variable at once', () => {
    try {
      validateEnvironment({ PORT: 'x', RATE_LIMIT_PER_MINUTE: 'abc' });
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError);
      const problems = (error as InvalidEnvironmentError).problems.join('\n');
      expect(problems).toMatch(/^PORT/m);
      expect(problems).toMatch(/^RATE_LIMIT_PER_MINUTE/m);
    }
  });

  it('requires a JWT secret in production', () => {
    expect(() => validateEnvironment({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    expect(
      validateEnvironment({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET,
    ).toBe('x'.repeat(32));
  });

  it('accepts the URLs the service is run with', () => {
    const env = validateEnvironment({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/speech',
      REDIS_URL: 'redis://127.0.0.1:6379',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      PUBLIC_URL: 'https://api.example.com',
      FFMPEG_PATH: '/bin/sh',
    });
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/speech');
    expect(env.FFMPEG_PATH).toBe('/bin/sh');
  });

  it('is the only reader of process.env in the service', () => {
    const readers = sourceFiles(SRC)
      .filter((file) => readFileSync(file, 'utf8').includes('process.env'))
      .map((file) => relative(SRC, file));
    expect(readers).toEqual(['config/environment.ts']);
  });
});
