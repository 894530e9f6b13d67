/** Jest projects: unit tests beside the code (no I/O), integration tests against real services. */
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@beauty/domain/(.*)$': path.join(__dirname, 'packages/domain/src/$1'),
  '^@beauty/server/(.*)$': path.join(__dirname, 'packages/server/src/$1'),
  '^@beauty/api/(.*)$': path.join(__dirname, 'services/api/src/$1'),
  '^@beauty/worker/(.*)$': path.join(__dirname, 'services/worker/src/$1'),
};

module.exports = {
  // Integration tests start real servers and wait for workers; jest reads this only at the top level.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/frontend/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/integration'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      globalSetup: '<rootDir>/tests/integration/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/integration/support/global-teardown.ts',
    },
    {
      // Bad input, access and abuse against every route of the route table (real services).
      displayName: 'security',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/security'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      globalSetup: '<rootDir>/tests/integration/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/integration/support/global-teardown.ts',
    },
    {
      // Crashes and outages: each suite runs its own PostgreSQL and Redis processes to break.
      displayName: 'faults',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/faults'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      globalSetup: '<rootDir>/tests/integration/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/integration/support/global-teardown.ts',
    },
  ],
};
