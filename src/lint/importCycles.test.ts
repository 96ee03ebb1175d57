import path from 'node:path';
import { importCycles, importGraph, moduleImports, resolveImport, type ImportGraph } from './importCycles';

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('import cycles', () => {
  it('src/ has none (break a loop by moving what both files need into a file of its own)', () => {
    const graph = importGraph(path.resolve(__dirname, '..'));
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds each loop once, the shortest through its first file, naming the rest of its tangle', () => {
    const graph = graphOf({
      'store.ts': ['authSlice.ts'],
      'authSlice.ts': ['apiWiring.ts', 'token.ts'],
      'apiWiring.ts': ['store.ts', 'authSlice.ts'],
      'token.ts': [],
      'schema.ts': ['form.ts'],
      'form.ts': ['schema.ts'],
      'self.ts': ['self.ts'],
      'tree.ts': ['token.ts', 'schema.ts'],
    });
    expect(importCycles(graph)).toEqual([
      'apiWiring.ts → authSlice.ts → apiWiring.ts (with store.ts)',
      'form.ts → schema.ts → form.ts',
      'self.ts → self.ts',
    ]);
  });

  it('finds none in a graph without loops, however files are shared', () => {
    expect(importCycles(graphOf({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });

  it('reads every way a file names a module, types and dynamic imports included', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "export * from './f';",
      "const g = () => import('./g');",
      "const h = require('./h');",
      "import i = require('./i');",
      "import 'j-package';",
    ].join('\n');
    expect(moduleImports('x.ts', text)).toEqual(['./a', './b', './c', './d', './e', './f', './g', './h', './i', 'j-package']);
  });

  it('resolves a relative specifier to its .ts or .tsx file or its folder index, and leaves packages out', () => {
    const files = new Set(['/src/a.ts', '/src/b.tsx', '/src/c/index.ts']);
    const exists = (file: string) => files.has(file);
    expect(
      ['./a', './b', './c', '../src/a', 'react', './missing'].map((specifier) => resolveImport('/src/x.ts', specifier, exists)),
    ).toEqual(['/src/a.ts', '/src/b.tsx', '/src/c/index.ts', '/src/a.ts', undefined, undefined]);
  });
});
