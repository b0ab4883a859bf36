/** One jest run over every package: schema and server in Node, renderer, designer and web in jsdom. */
const os = require('node:os');
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Compiles each module once per worker, not once per test file (tests/support/script-cache-runtime.cjs says why);
// JEST_PLAIN_RUNTIME=1 runs jest's own runtime, to compare or to rule the cache out.
const runtime = process.env.JEST_PLAIN_RUNTIME ? undefined : '<rootDir>/tests/support/script-cache-runtime.cjs';
/** How every project turns its sources into code: swc's transform, compiled once per worker. */
const compiled = { transform: { '^.+\\.(t|j)sx?$': swc }, runtime };

/** What the jsdom projects load in place of the real modules: styles as nothing, antd and its icons as needed. */
const jsdomModules = {
  '\\.css$': '<rootDir>/tests/support/style-stub.js',
  '^@ant-design/icons$': '<rootDir>/tests/support/antd-icons.cjs',
  '^antd$': '<rootDir>/tests/support/antd.cjs',
};

module.exports = {
  testTimeout: 30000,
  // Jest's default (cores - 1) is a single worker on a 2-core machine. The suites are safe side by side: every
  // database suite works in its own scratch database, temp folder and Redis key prefix (server/test/support). One
  // worker more than cores: the cancel and timeout suites spend most of their time waiting on the databases, and a
  // third worker uses the core they leave idle (a cold run took 224 s with 2 workers, 193 s with 3). A number: jest
  // reads a percentage over 100 % as a worker count.
  maxWorkers: Math.ceil(os.availableParallelism() * 1.5),
  projects: [
    {
      // Checks over the repository itself (CONTRIBUTING.md names only paths that exist).
      displayName: 'repo',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/repo'],
      ...compiled,
    },
    {
      displayName: 'schema',
      testEnvironment: 'node',
      roots: ['<rootDir>/schema'],
      ...compiled,
      // echarts and zrender ship ESM only (echarts/core and friends): the chart tests render with them.
      transformIgnorePatterns: ['/node_modules/(?!(echarts|zrender)/)'],
    },
    {
      displayName: 'renderer',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/renderer'],
      ...compiled,
      transformIgnorePatterns: ['/node_modules/(?!(echarts|zrender)/)'],
      setupFiles: ['<rootDir>/tests/support/jsdom.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/testing-library.ts'],
      moduleNameMapper: jsdomModules,
    },
    {
      displayName: 'designer',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/designer'],
      ...compiled,
      transformIgnorePatterns: ['/node_modules/(?!(echarts|zrender)/)'],
      setupFiles: ['<rootDir>/tests/support/jsdom.ts', '<rootDir>/designer/test/setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/testing-library.ts'],
      moduleNameMapper: jsdomModules,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      // Prepared stores copied for each env instead of migrating and loading the demo again (support/store-template.ts).
      globalSetup: '<rootDir>/server/test/support/store-template-setup.ts',
      globalTeardown: '<rootDir>/server/test/support/store-template-teardown.ts',
      ...compiled,
      // openid-client and its parts ship ESM only; jest runs CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web'],
      ...compiled,
      transformIgnorePatterns: ['/node_modules/(?!(echarts|zrender)/)'],
      setupFiles: ['<rootDir>/web/test/setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/testing-library.ts'],
      moduleNameMapper: {
        ...jsdomModules,
        // The app imports antd's ES locales (the bundle lost nested parts of the CommonJS ones); jest runs CommonJS.
        '^antd/es/locale/(.*)$': 'antd/lib/locale/$1',
        // The web build replaces rc-util's style-tag module (web/src/lib/styleTags.ts), which imports its ES file.
        '^rc-util/es/(.*?)(\\.js)?$': 'rc-util/lib/$1',
      },
    },
  ],
};
