// Module hooks that let a child Node process run the TypeScript sources directly, as
// Jest does: `./x.js` resolves to `./x.ts`, and TypeScript files are transpiled with the
// project's compiler options (decorators and their metadata included).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const configPath = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(configPath, ts.sys.readFile).config,
  ts.sys,
  fileURLToPath(new URL('../..', import.meta.url)),
);

export async function resolve(specifier, context, next) {
  if (specifier.endsWith('.js') && (specifier.startsWith('.') || specifier.startsWith('file:'))) {
    const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(candidate)) return next(candidate.href, context);
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const source = readFileSync(fileURLToPath(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      ...options,
      module: ts.ModuleKind.ESNext,
      sourceMap: false,
      inlineSourceMap: true,
    },
    fileName: fileURLToPath(url),
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
