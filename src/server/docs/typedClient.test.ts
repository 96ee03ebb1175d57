/**
 * A typed client generated from docs/api/openapi.json by openapi-typescript must compile under
 * strict TypeScript, and its types must be real: a path's answer and an operation found by its
 * operationId take the values the contracts describe and refuse wrong ones.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OPENAPI_FILE, runTool } from './tools';

// Uses the generated types as a client would. Each @ts-expect-error fails the compile if the
// type it guards were any or unknown, so the check cannot pass on types that say nothing.
const USAGE = `import type { operations, paths } from './api';

type User = paths['/users/{id}']['get']['responses'][200]['content']['application/json'];
export const user: User = {
  id: 6,
  username: 'secretary',
  firstName: 'Aïcha',
  lastName: 'Mbarga',
  email: 'secretariat@lycee-demo.cm',
  phone: null,
  role: 'secretary',
  status: 'active',
  createdAt: '2026-09-01T07:00:00.000Z',
  updatedAt: '2026-09-01T07:00:00.000Z',
};
// @ts-expect-error a user's id is a number
export const wrongId: User['id'] = '6';

type SaveBulkMarks = operations['saveBulkMarks'];
export const body: SaveBulkMarks['requestBody']['content']['application/json'] = { marks: [{ studentId: 1, value: 14.5 }, { studentId: 2, value: null }] };
export const saved: SaveBulkMarks['responses'][200]['content']['application/json'] = { saved: 1, removed: 1, unchanged: 0 };
// @ts-expect-error sequences run from 1 to 6
export const sequence: SaveBulkMarks['parameters']['path']['sequence'] = 7;
`;

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'preserve',
    moduleResolution: 'bundler',
    types: [],
    skipLibCheck: false,
  },
  files: ['api.ts', 'usage.ts'],
};

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scola-typed-client-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('generates a typed client with openapi-typescript that compiles and types the answers', () => {
  const generated = runTool('openapi-typescript', [OPENAPI_FILE, '--output', path.join(dir, 'api.ts')]);
  expect({ status: generated.status, output: generated.status ? generated.output : '' }).toEqual({ status: 0, output: '' });

  fs.writeFileSync(path.join(dir, 'usage.ts'), USAGE);
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  const compiled = runTool('tsc', ['--project', dir]);
  expect({ status: compiled.status, output: compiled.output.trim() }).toEqual({ status: 0, output: '' });
}, 180_000);
