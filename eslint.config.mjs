// Lint for the whole repository (`npm run lint`, part of `npm test`). Formatting is Prettier's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './src/lint/layerBoundaries.cjs';

export default tseslint.config(
  { ignores: ['dist/', '.build/', 'coverage/', 'node_modules/', 'docs/', '.e2e-data/', 'data/', 'reports/', '.stryker-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'react-hooks': reactHooks, scola: { rules: { 'layer-boundaries': boundaries.layerBoundaries } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'scola/layer-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The server runs bundled into .build/server/, one folder at another depth: a path built from
    // __dirname finds nothing there (a backup's check once failed so), so files come from projectRoot.ts.
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/projectRoot.ts', 'src/server/docs/**', 'src/server/testing/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: '__dirname', message: 'Use fromRoot() from src/server/projectRoot.ts: the bundle has no src/ folder around it.' },
      ],
    },
  },
  {
    // A test reads an answer whose shape it then asserts: its bodies are `any` on purpose.
    files: ['**/*.test.ts', '**/*.test.tsx', 'src/server/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Plain Node scripts and configuration in CommonJS.
    files: ['**/*.cjs', 'webpack.config.js', '__mocks__/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        TextDecoder: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The launcher and the build check: plain ES modules run by node before anything is compiled.
    files: ['src/server/*.mjs'],
    languageOptions: { sourceType: 'module', globals: { process: 'readonly', console: 'readonly' } },
  },
);
