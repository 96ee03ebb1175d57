import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { layerBoundaries } = require('./layerBoundaries.cjs');

const root = path.resolve(__dirname, '../..');
const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { scola: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: { 'scola/layer-boundaries': 'error' },
  },
];

/** The rule's messages for one imagined file of the repository. */
const lint = (fileName: string, text: string): string[] =>
  linter.verify(text, config, { filename: path.join(root, fileName) }).map((message) => message.message);

describe('layer boundaries', () => {
  it.each([
    ['src/domain/grading/x.ts', "import { store } from '../../client/app/store';", 'the domain imports nothing of client/'],
    ['src/domain/x.ts', "import type { Db } from '../server/db/schema';", 'the domain imports nothing of server/'],
    ['src/domain/x.ts', "import fs from 'node:fs';", 'the domain imports no package but yup (node:fs)'],
    ['src/client/features/marks/x.ts', "export { y } from '../../../server/config';", 'client/ never imports server/'],
    ['src/server/routes/x.ts', "const api = import('../../client/api/baseApi');", 'server/ never imports client/'],
    [
      'src/client/features/marks/entry/x.ts',
      "import { y } from '../../students/shared/y';",
      'feature marks imports feature students: move what they share to components/, hooks/ or api/',
    ],
    [
      'src/server/services/finance/x.ts',
      "import { y } from '../../routes/finance';",
      'a service never imports a route: routes call services, not the other way round',
    ],
    [
      'src/server/services/shared/x.ts',
      "import { y } from '../students/students';",
      'services/shared/ imports no area (services/students/): move what it needs to shared/',
    ],
  ])('refuses %s: %s', (file, text, message) => {
    expect(lint(file, text)).toEqual([message]);
  });

  it.each([
    ['src/domain/x.ts', "import * as yup from 'yup';\nimport { y } from './grading/y';"],
    [
      'src/client/features/marks/x.ts',
      "import { y } from '../../components/y';\nimport { z } from '../../../domain/z';\nimport { w } from './entry/w';",
    ],
    ['src/server/routes/x.ts', "import { y } from '../../domain/y';\nimport Fastify from 'fastify';"],
    ['src/server/services/finance/x.ts', "import { y } from '../students/students';\nimport { z } from '../shared/audit';"],
    ['src/server/services/shared/x.ts', "import { y } from './clock';\nimport { z } from '../../db/schema';"],
  ])('lets %s import within the rules', (file, text) => {
    expect(lint(file, text)).toEqual([]);
  });
});
