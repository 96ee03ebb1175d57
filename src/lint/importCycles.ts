/**
 * The import graph of src/ and its loops. A loop makes the order modules load in depend on which
 * one is entered first (a value read before its module has run is undefined) and ties files that
 * should change apart; issue 30 broke the last ones and importCycles.test.ts keeps them out.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const EXTENSIONS = ['.ts', '.tsx'];

/**
 * The modules a file names: imports and re-exports, `import()` and `require()`, type-only ones
 * included. TypeScript erases those, so they change no load order, but a type loop still ties two
 * files into one (a schema and the form that names it back); issue 30 counted them, and without
 * them two of its three loops would have gone unseen.
 */
export function moduleImports(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push(expression.text);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteralLike(node.arguments[0])) {
      const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (dynamic || required) found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a relative specifier names, as the bundler resolves it; packages and assets give undefined. */
export function resolveImport(from: string, specifier: string, exists: (file: string) => boolean): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext))];
  return candidates.find((file) => EXTENSIONS.includes(path.extname(file)) && exists(file));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** Every .ts and .tsx file under root with the files of root it loads, all named relative to root's parent. */
export function importGraph(root: string): ImportGraph {
  const files = sourceFiles(root);
  const known = new Set(files);
  const name = (file: string) => path.relative(path.dirname(root), file).split(path.sep).join('/');
  return new Map(
    files.map((file) => {
      const targets = moduleImports(file, fs.readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(file, specifier, (candidate) => known.has(candidate)))
        .filter((target): target is string => target !== undefined);
      return [name(file), [...new Set(targets.map(name))]];
    }),
  );
}

/** The strongly connected parts of the graph (Tarjan), those that hold a loop. */
function tangles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const connect = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(part.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest way from a file back to itself, staying inside its tangle. */
function shortestLoop(graph: ImportGraph, start: string, within: ReadonlySet<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const target of graph.get(queue[i]) ?? []) {
      if (!within.has(target)) continue;
      if (target === start) {
        const trail: string[] = [];
        for (let at = queue[i]; at !== start; at = cameFrom.get(at)!) trail.unshift(at);
        return [start, ...trail, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, queue[i]);
        queue.push(target);
      }
    }
  }
  return [start];
}

/**
 * Each loop of the graph as `a → b → a`: one line per tangle of files that load one another, its
 * shortest loop through its first file, and the other files of the tangle when there are more.
 */
export function importCycles(graph: ImportGraph): string[] {
  return tangles(graph).map((part) => {
    const loop = shortestLoop(graph, part[0], new Set(part));
    const others = part.filter((file) => !loop.includes(file));
    return loop.join(' → ') + (others.length ? ` (with ${others.join(', ')})` : '');
  });
}
