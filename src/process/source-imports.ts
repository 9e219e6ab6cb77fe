// Loaded first by worker threads that import the service's own modules. Run from the sources
// (under the test runner), Node strips the types of a worker's `.ts` file but resolves its
// imports as written: here a relative `./x.js` import of a `.ts` module becomes its `./x.ts`
// file. Built, the `.js` files are there and nothing is registered.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';

if (import.meta.url.endsWith('.ts')) {
  registerHooks({
    resolve(specifier, context, next) {
      if (
        specifier.startsWith('.') &&
        specifier.endsWith('.js') &&
        context.parentURL?.endsWith('.ts')
      ) {
        const source = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
        if (existsSync(source)) return next(source.href, context);
      }
      return next(specifier, context);
    },
  });
}
