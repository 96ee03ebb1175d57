// @ts-check
/**
 * Mutation testing of the domain rules (`npm run mutation`, not part of `npm test`: a full run takes
 * many minutes). Only the domain project's tests run, so a module's score says how well the pure rules
 * are pinned down by their own tests, not by a server test that happens to pass through them.
 * One module: `npx stryker run --mutate src/domain/finance/account.ts`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'jest.stryker.config.ts', enableFindRelatedTests: true },
  // The contracts are the API's schemas and examples, held to them by the server's generated fuzz,
  // permission-matrix and docs tests, which Stryker does not run: the rules are what is scored here.
  mutate: ['src/domain/**/*.ts', '!src/domain/**/*.test.ts', '!src/domain/contract/**'],
  coverageAnalysis: 'perTest',
  // The machine's two cores are shared.
  concurrency: 2,
  reporters: ['clear-text', 'html', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  tempDirName: '.stryker-tmp',
  // The domain imports nothing from these: the sandbox Stryker copies stays small.
  ignorePatterns: ['docs', 'public', 'src/client', 'src/server', 'src/e2e', 'src/bench', 'reports'],
  cleanTempDir: true,
  thresholds: { high: 90, low: 80, break: null },
};

export default config;
