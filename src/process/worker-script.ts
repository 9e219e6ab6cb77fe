import { fileURLToPath } from 'node:url';

/**
 * The URL of a worker script (`name.worker`) beside the module `callerUrl`. Workers are
 * TypeScript like the rest: the build compiles them to `.js` beside the compiled module, and
 * from the sources (under the test runner) Node runs the `.ts` file itself, stripping its
 * types, so worker scripts use erasable syntax only and import types with `import type`.
 */
export function workerScriptUrl(callerUrl: string, name: string): URL {
  const extension = callerUrl.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./${name}.worker${extension}`, callerUrl);
}

/** workerScriptUrl as a file path, for fork(). */
export function workerScriptPath(callerUrl: string, name: string): string {
  return fileURLToPath(workerScriptUrl(callerUrl, name));
}
