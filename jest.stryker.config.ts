import type { Config } from 'jest';
import base from './jest.config.ts';

/**
 * Stryker (`npm run mutation`) mutates src/domain only, so only the domain project's tests can kill
 * its mutants: the project is lifted to the root because the jest-runner times tests per file, not per project.
 */
const domain = base.projects?.find((project): project is Config => typeof project === 'object' && project.displayName === 'domain');
if (!domain) throw new Error('jest.config.ts has no domain project');

const config: Config = { ...domain, testTimeout: base.testTimeout };

export default config;
