import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MinLength,
  ValidateBy,
  validateSync,
  type ValidationError,
} from 'class-validator';
import { accessSync, constants } from 'node:fs';
import { isIP } from 'node:net';

/** The engine names the configuration accepts; the engine folders build on these. */
export const TTS_ENGINE_NAMES = ['espeak', 'espeak-native', 'sherpa-vits'] as const;
export const STT_ENGINE_NAMES = ['pocketsphinx', 'whisper'] as const;
export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;

/** A value with surrounding blanks trimmed; an empty one counts as unset. */
function text(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : undefined;
  return trimmed ? trimmed : undefined;
}

// Blank variables are dropped before these run (see validateEnvironment).
const Text = () => Transform(({ value }) => text(value));
/** A whole number within bounds; the message names the variable and the value given. */
const WholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): PropertyDecorator =>
  (target, key) => {
    Transform(({ value }: { value: unknown }) => {
      const raw = text(value);
      return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : value;
    })(target, key);
    ValidateBy({
      name: 'wholeNumber',
      validator: {
        validate: (value) => Number.isInteger(value) && value >= min && value <= max,
        defaultMessage: (args) =>
          `${args?.property} must be a whole number from ${min} to ${max}, got "${String(args?.value)}"`,
      },
    })(target, key);
  };
const List = () =>
  Transform(({ value }) =>
    String(value)
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
/** Express's names for address ranges, or an address, or an address/prefix. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
function isProxyAddress(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address);
  const bits = family === 6 ? 128 : 32;
  return (
    family !== 0 &&
    rest.length === 0 &&
    (prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits))
  );
}
const WebUrl = () => IsUrl({ require_tld: false, require_protocol: true });

/**
 * Every environment variable the service reads, validated once at boot, with its default.
 * Defaults that depend on another value or on the machine (PUBLIC_URL, LOG_LEVEL,
 * TTS_ENGINE, FFMPEG_PATH) are settled by the configuration that uses them.
 */
export class Environment {
  @IsOptional()
  @Text()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @WholeNumber(0, 65535)
  PORT = 3000;

  @IsOptional()
  @Text()
  @Matches(/^postgres(ql)?:\/\/\S+$/, {
    message: 'DATABASE_URL must be a postgres:// or postgresql:// URL',
  })
  DATABASE_URL?: string;

  /**
   * The owner of the tables, for migrations only; DATABASE_URL is then the serving role,
   * which is granted row access and nothing more (see serving-role.ts).
   */
  @IsOptional()
  @Text()
  @Matches(/^postgres(ql)?:\/\/\S+$/, {
    message: 'DATABASE_MIGRATION_URL must be a postgres:// or postgresql:// URL',
  })
  DATABASE_MIGRATION_URL?: string;

  @Text()
  @IsString()
  DATA_DIR = './data';

  /**
   * Proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed; none by default,
   * so a client cannot choose the address its sign-in attempts are counted under.
   */
  @IsOptional()
  @List()
  @ValidateBy({
    name: 'proxyAddresses',
    validator: {
      validate: (value) => Array.isArray(value) && value.every(isProxyAddress),
      defaultMessage: (args) =>
        `TRUSTED_PROXIES must list addresses, address/prefix ranges or ${PROXY_RANGE_NAMES.join(', ')}, got "${String(args?.value)}"`,
    },
  })
  TRUSTED_PROXIES: string[] = [];

  @IsOptional()
  @Text()
  @Matches(/^rediss?:\/\/\S+$/, {
    message: 'REDIS_URL must be a redis:// or rediss:// URL',
  })
  REDIS_URL?: string;

  @IsOptional()
  @Text()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  @IsOptional()
  @Text()
  @IsString()
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @Text()
  @IsString()
  STRIPE_WEBHOOK_SECRET?: string;

  @IsOptional()
  @Text()
  @WebUrl()
  STRIPE_API_BASE?: string;

  @IsOptional()
  @Text()
  @WebUrl()
  PUBLIC_URL?: string;

  @IsOptional()
  @Text()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;

  /** Requests per rolling minute per endpoint per account (the spec's 30; raised only for benchmarks). */
  @WholeNumber(1)
  RATE_LIMIT_PER_MINUTE = 30;

  @IsOptional()
  @Text()
  @IsIn(TTS_ENGINE_NAMES)
  TTS_ENGINE?: (typeof TTS_ENGINE_NAMES)[number];

  @WholeNumber(1, 32)
  TTS_WORKERS = 2;

  @IsOptional()
  @Text()
  @IsString()
  TTS_VITS_MODEL_DIR?: string;

  @IsOptional()
  @List()
  @IsIn(STT_ENGINE_NAMES, {
    each: true,
    message: ({ value }) =>
      `STT_ENGINES may list ${STT_ENGINE_NAMES.join(', ')}, got "${String(value)}"`,
  })
  STT_ENGINES?: Array<(typeof STT_ENGINE_NAMES)[number]>;

  @IsOptional()
  @Text()
  @IsString()
  STT_WHISPER_MODEL_DIR?: string;

  @WholeNumber(1, 32)
  STT_WORKERS = 2;

  @WholeNumber(1, 6 * 3600)
  STT_MAX_AUDIO_SECONDS = 7200;

  @Text()
  @IsString()
  STT_POCKETSPHINX_BINARY = 'pocketsphinx_continuous';

  @Text()
  @IsString()
  STT_POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

  @IsOptional()
  @Text()
  @IsString()
  FFMPEG_PATH?: string;

  /** The built browser workspace, served under /workspace/ (`npm run build` writes dist/web). */
  @Text()
  @IsString()
  WORKSPACE_DIR = 'dist/web';

  /** What this process runs: the HTTP API, the job workers, or both (one build, three roles). */
  @Text()
  @IsIn(PROCESS_ROLES)
  ROLE: (typeof PROCESS_ROLES)[number] = 'all';

  /** Jobs one worker process runs at once; each job's engine work runs in child processes. */
  @WholeNumber(1, 64)
  JOB_CONCURRENCY = 2;

  /** How long a finished job's result can be fetched (the spec's 7 days). */
  @WholeNumber(1, 24 * 365)
  JOB_RESULT_TTL_HOURS = 168;

  /** Webhook URLs may name loopback, private and link-local addresses (development, tests). */
  @Text()
  @IsIn(['true', 'false'], { message: 'WEBHOOK_ALLOW_PRIVATE must be true or false' })
  WEBHOOK_ALLOW_PRIVATE: 'true' | 'false' = 'false';

  /** Where FFMPEG_PATH is not set, ffmpeg is looked for on the search path. */
  @IsOptional()
  @IsString()
  PATH?: string;
}

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** Validates raw variables and returns them typed, defaults filled in; throws naming each wrong variable. */
export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => text(value) !== undefined),
  );
  const env = plainToInstance(Environment, present, { exposeDefaultValues: true });
  const problems = validateSync(env, { stopAtFirstError: true }).flatMap(describe);
  problems.push(...crossChecks(env));
  if (problems.length > 0) throw new InvalidEnvironmentError(problems);
  return env;
}

/** Rules that involve more than one variable, or the file system. */
function crossChecks(env: Environment): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    problems.push('JWT_SECRET is required when NODE_ENV=production');
  }
  if (env.DATABASE_MIGRATION_URL && !env.DATABASE_URL) {
    problems.push('DATABASE_MIGRATION_URL needs DATABASE_URL, the role the service runs as');
  }
  if (env.STT_ENGINES?.includes('whisper') && !env.STT_WHISPER_MODEL_DIR) {
    problems.push(
      'STT_ENGINES lists whisper, so STT_WHISPER_MODEL_DIR must point at a whisper model',
    );
  }
  if (env.FFMPEG_PATH && !isExecutable(env.FFMPEG_PATH)) {
    problems.push(`FFMPEG_PATH must be an executable file, got "${env.FFMPEG_PATH}"`);
  }
  return problems;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** class-validator's messages start with the property, i.e. the variable's name. */
function describe(error: ValidationError): string[] {
  return Object.values(error.constraints ?? {}).map((message) =>
    message.startsWith(error.property) ? message : `${error.property}: ${message}`,
  );
}

/**
 * The process's environment, validated: the one place that reads `process.env`. Read
 * anew by each configuration factory, so an app built after the environment changed
 * (tests, the benchmark) sees the change.
 */
export function readEnvironment(): Environment {
  return validateEnvironment(process.env);
}

/** For ConfigModule.forRoot: stops the boot on a wrong value, leaving process.env as it was. */
export function assertValidEnvironment(raw: Record<string, unknown>): Record<string, unknown> {
  validateEnvironment(raw);
  return raw;
}
