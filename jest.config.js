/** Two environments: server and pure code in Node, React components in jsdom. */
const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }],
};
// ESM-only packages that jest must transform to CommonJS.
const esmPackages = ['marked', 'lucide-react', 'simple-icons'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

export default {
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/tests/integration/**/*.test.ts'],
    },
    {
      displayName: 'dom',
      testEnvironment: '<rootDir>/tests/support/jsdom-environment.cjs',
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/tests/support/setup-dom.ts'],
      testMatch: ['<rootDir>/tests/unit/**/*.test.tsx', '<rootDir>/tests/components/**/*.test.tsx'],
    },
  ],
};
