// One jest run for every workspace: node tests for pure code and the server, jsdom for UI and platform code.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];
const common = {
  transform: { '^.+\\.m?[tj]sx?$': swc },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest/style-stub.cjs',
    '\\.svg\\?inline$': '<rootDir>/jest/asset-stub.cjs',
  },
  setupFiles: ['<rootDir>/jest/setup.cjs', '<rootDir>/jest/runtimeConfig.ts'],
  // a bound on a hang, not a speed test: a test that builds the whole server waited past jest's 5 s default
  // on a busy 2-core machine (the browser suite running beside it)
  testTimeout: 60_000,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/'],
  // cookie 2 (needed by fastify's inject) and content-disposition 3 (@fastify/static's, for tests that build the
  // whole server) ship only as ES modules: compile them like our own code
  transformIgnorePatterns: ['/node_modules/(?!(?:cookie|content-disposition)/)'],
};
export default {
  // every core (jest's default leaves one to itself, which on a 2-core machine halves the speed of the run)
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/shared/**/*.test.ts',
        '<rootDir>/server/**/*.test.ts',
        '<rootDir>/webpack/**/*.test.mjs',
        '<rootDir>/bench/*.test.mjs',
        // the repository's test tooling (jest/importDirection.ts, used by the architecture tests)
        '<rootDir>/jest/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: [
        '<rootDir>/shared/**/*.test.tsx',
        '<rootDir>/host/**/*.test.ts?(x)',
        '<rootDir>/remote-*/src/**/*.test.ts?(x)',
        '<rootDir>/payments/**/*.test.ts?(x)',
      ],
    },
  ],
};
