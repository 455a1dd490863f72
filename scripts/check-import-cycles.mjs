// `npm run lint` step: no import cycle under src/, type-only imports included.
// import-x/no-cycle (eslint.config.js) skips `import type` by design, so a cycle
// made of types alone (two modules that each describe the other) passed it.
// This check resolves every import, re-export and dynamic import with the
// project's own tsconfig (aliases included) and reports each strongly connected
// group of files (Tarjan). scripts/lint-rules.test.ts proves it bites.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx)$/;

function compilerOptions() {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT).options;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** The project files each file imports, by any kind of import. */
function importGraph(files, options) {
  const inside = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && inside.has(resolve(resolved))) targets.add(resolve(resolved));
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Tarjan's strongly connected components of more than one file (or a file importing itself). */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low !== state.get(node).index) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.has(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

/** The import cycles among the files under `dirs` (absolute paths), each as paths relative to the root. */
export function findImportCycles(dirs) {
  const files = dirs.flatMap((dir) => [...sourceFiles(dir)]).map((file) => resolve(file));
  return cycles(importGraph(files, compilerOptions())).map((group) => group.map((file) => relative(ROOT, file)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = findImportCycles([join(ROOT, 'src')]).filter(
    (group) => !group.some((file) => file.includes('lint-fixtures')),
  );
  for (const group of found) console.error(`Import cycle (type-only imports included): ${group.join(' → ')}`);
  if (found.length > 0) process.exit(1);
  console.log('No import cycles under src/ (type-only imports included).');
}
