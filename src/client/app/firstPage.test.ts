import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The libraries #/login downloads, read from the static imports reachable from the entry and from
 * the login route's chunk (any other dynamic import() starts a chunk #/login does not load). The bench weighs the real build
 * against the 150 KB limit; this catches the usual cause of growth, a library drawn into the first
 * page by one static import, in `npm test`, without a production build.
 */
const FIRST_PAGE = [path.resolve(__dirname, '../index.tsx'), path.resolve(__dirname, '../features/auth/LoginPage.tsx')];

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

/** The specifiers a file imports for their values: type-only imports vanish when compiled. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

function firstPagePackages(): string[] {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [...FIRST_PAGE];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.endsWith('.css')) continue;
      if (specifier.startsWith('.')) queue.push(resolveLocal(file, specifier));
      else packages.add(specifier);
    }
  }
  return [...packages].sort();
}

it('keeps the first page to React, the router, react-intl and the Redux store', () => {
  // MUI, Emotion, RTK Query, formik, yup and notistack load with the screens that use them.
  expect(firstPagePackages()).toEqual(['@reduxjs/toolkit', 'react', 'react-dom/client', 'react-intl', 'react-redux', 'react-router-dom']);
});
