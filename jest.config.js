// ESM project: NestJS 12 ships ES modules only, so ts-jest runs in ESM mode and
// the `.js` suffixes of relative imports are mapped back to the TypeScript sources.
const esm = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  testEnvironment: 'node',
  // Evaluates Nest before CommonJS add-ons ask for it (see the file).
  setupFiles: ['<rootDir>/test/load-nest-first.ts'],
};

export default {
  // Real engines and databases: generous per-test time; suites stay fast in practice.
  testTimeout: 120000,
  // A full run leaves a handle open after its last suite (seen since the job queue came in:
  // the run ends, its results printed, and the process waits on). Until that handle is
  // found, the run ends when its tests do, so CI never waits out its time limit on it.
  forceExit: true,
  // The tests run in a worker process (one on two cores, as in band before), replaced by a new
  // one once its heap passes 1 GB after a test file. Something a test file leaves behind still
  // keeps part of its module graph alive: about 25 MB per e2e suite, measured over ten of them
  // (57 MB before the rate-limit store's timer went and the engine launcher's helper began to
  // stop with the last app). Only a new process frees that.
  workerIdleMemoryLimit: '1GB',
  projects: [
    // Logic alone: no speech engine, no codec, no database; seconds, not minutes.
    {
      ...esm,
      displayName: 'unit',
      rootDir: '.',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.integration\\.spec\\.ts$'],
    },
    // Real engines and tools: espeak-ng, ffmpeg, pocketsphinx, sherpa-onnx on generated models;
    // and the middle tier: repositories and services on PostgreSQL and PGlite, without HTTP.
    {
      ...esm,
      displayName: 'integration',
      rootDir: '.',
      testMatch: ['<rootDir>/src/**/*.integration.spec.ts'],
    },
    {
      ...esm,
      displayName: 'e2e',
      rootDir: '.',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
    },
  ],
};
