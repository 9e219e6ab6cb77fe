import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The drawing of imports between folders has no cycle: a folder that imports another is
 * never imported back by it, directly or round a loop. A newcomer can then read the code
 * bottom up, and a module's dependencies are the ones its imports show. A folder and its
 * own subfolders count as one place for this (a module file wires its subfolders).
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const nested = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/** Folder → the folders it imports from, each edge with one import that makes it. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SRC)) {
    const from = relative(SRC, dirname(file));
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const to = relative(SRC, dirname(resolve(dirname(file), specifier)));
      if (nested(from, to)) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      edges.set(to, `${relative(SRC, file)} imports ${specifier}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one folder (Tarjan). */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(folder, Math.min(low.get(folder)!, index.get(next)!));
      }
    }
    if (low.get(folder) === index.get(folder)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== folder);
      if (group.length > 1) found.push(group);
    }
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return found;
}

describe('imports between folders', () => {
  it('form no cycle', () => {
    const graph = folderGraph();
    const loops = cycles(graph).map((group) =>
      group.flatMap((a) => group.flatMap((b) => graph.get(a)?.get(b) ?? [])),
    );
    expect(loops).toEqual([]);
  });

  it('are seen by the check (it would notice a cycle)', () => {
    const graph = folderGraph();
    expect(graph.get('billing')?.has('auth')).toBe(true);
    graph.get('auth')?.set('billing', 'a test edge');
    expect(cycles(graph)).toEqual([expect.arrayContaining(['auth', 'billing'])]);
  });
});
