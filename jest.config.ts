// Snapshots show dates and times: every run formats them in the same zone, wherever it runs.
process.env.TZ = 'UTC';

import type { Config } from 'jest';

/**
 * Four projects: domain and server run in Node, client in jsdom (with Node's fetch), e2e drives
 * Debian's Chromium against a built client (`npm run test:e2e`). `npm test` runs the first three.
 */
const esmOnly = [
  'content-disposition',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  // sanitize-html's parser (message bodies), nested under sanitize-html/node_modules.
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
  // Numbers in words on the receipts (services/finance/numberWords.ts).
  'n2words',
];

const transform: Config['transform'] = {
  '^.+\\.(tsx?|m?js)$': [
    'ts-jest',
    {
      tsconfig: {
        jsx: 'react-jsx',
        allowJs: true,
        module: 'commonjs',
        moduleResolution: 'node10',
        ignoreDeprecations: '6.0',
        isolatedModules: true,
        rootDir: '.',
        esModuleInterop: true,
      },
    },
  ],
};
// A package is left as it is unless the last node_modules of its path holds one of those (a nested copy counts).
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)[^/]+/(?!.*node_modules/)`];

// Stryker's sandboxes (`npm run mutation`) are copies of the whole tree: neither their tests nor their package.json count.
const strykerSandboxes = ['<rootDir>/.stryker-tmp/'];
const common = {
  transform,
  transformIgnorePatterns,
  clearMocks: true,
  modulePathIgnorePatterns: strykerSandboxes,
  testPathIgnorePatterns: ['/node_modules/', ...strykerSandboxes],
};

const config: Config = {
  /**
   * The one time-out of every test and hook, sized for a 2-core machine shared with other work (Jest
   * reads it from the root, not per project): a test that needs longer is a slow test to fix, not a
   * number to raise in its file. The client's findBy and waitFor get theirs in src/client/testing/setupTests.ts.
   */
  testTimeout: 30_000,
  projects: [
    { ...common, displayName: 'domain', testEnvironment: 'node', testMatch: ['<rootDir>/src/domain/**/*.test.ts'] },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/server/**/*.test.ts'],
      setupFiles: ['<rootDir>/src/server/testing/env.ts'],
    },
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/client/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/src/client/testing/setupTests.ts'],
      snapshotSerializers: ['<rootDir>/src/client/testing/outlineSerializer.ts'],
      moduleNameMapper: { '\\.(css)$': '<rootDir>/__mocks__/styleMock.js', '\\.(png|svg|jpg|woff2?)$': '<rootDir>/__mocks__/fileMock.js' },
    },
    { ...common, displayName: 'lint', testEnvironment: 'node', testMatch: ['<rootDir>/src/lint/**/*.test.ts'] },
    { ...common, displayName: 'e2e', testEnvironment: 'node', testMatch: ['<rootDir>/src/e2e/**/*.e2e.ts'] },
  ],
};

export default config;
