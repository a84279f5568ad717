import { availableParallelism } from 'node:os';

/** Both projects compile TypeScript and JSX with swc the same way, and the ES-module-only packages with it. */
const compiled = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(marked|simple-icons|feed)/)'],
};

/**
 * Jest's configuration. A worker and a half a core: the integration suites spend about a third of their time
 * waiting on servers, PostgreSQL and timers, so on two cores three workers keep both busy (jest and the static
 * checks beside it: 374 s with two workers, 340 s with three; docs/measurements.md). Jest reads a percentage above
 * 100% as a count of workers, hence the arithmetic.
 */
export default {
  maxWorkers: Math.max(2, Math.round(availableParallelism() * 1.5)),
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      ...compiled,
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/tests/build/**/*.test.ts', '<rootDir>/tests/integration/**/*.test.ts'],
    },
    {
      displayName: 'dom',
      testEnvironment: '<rootDir>/tests/support/jsdom-environment.cjs',
      ...compiled,
      setupFilesAfterEnv: ['<rootDir>/tests/support/setup-dom.ts'],
      testMatch: ['<rootDir>/tests/unit/**/*.test.tsx', '<rootDir>/tests/components/**/*.test.tsx'],
    },
  ],
  testTimeout: 20000,
  globalSetup: '<rootDir>/tests/support/compile-content.cjs',
};
