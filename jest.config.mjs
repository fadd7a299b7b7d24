import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and component tests; end-to-end tests are Playwright's (tests/e2e). */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/unit/support/empty-module.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/support/setup.ts'],
  // Three test files at a time on this two-core machine: the suites mostly wait on the local servers
  // they start (fixture sites, SMTP, Redis, the lab's Chromium), about 40 s of CPU in 190 s run one at a
  // time (jest's default here, cores − 1), 80 s three at a time.
  maxWorkers: 3,
};

const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  // ESM-only packages that must be compiled by SWC for jest.
  resolved.transformIgnorePatterns = [
    '/node_modules/(?!(ai|@ai-sdk|@standard-schema|eventsource-parser|zod|lucide|@workflow|htmlparser2|domutils|domhandler|domelementtype|entities|dom-serializer)/)',
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
};

export default jestConfig;
