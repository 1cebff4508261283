// Mutation testing of the rules engines (issue 24, docs/mutation.md). Run it through `npm run mutate -- GAME [files…]`
// (scripts/mutate.ts): the script sets `mutate`, `tap.testFiles` and `incrementalFile` for the game.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'tap',
  tap: {
    // node's test runner through tsx, one process per test file (the TAP runner's unit of coverage and of a kill)
    nodeArgs: ['--import', 'tsx', '--test-reporter=tap', '-r', '{{hookFile}}', '{{testFile}}'],
    forceBail: true,
  },
  coverageAnalysis: 'perTest', // a mutant runs only the test files that reach it
  ignoreStatic: true, // module-level code (tables built at import) would need every test file for each mutant
  incremental: true,
  concurrency: 2, // the machine has 2 cores, shared
  timeoutMS: 60000, // a starved run (nice 10 on a loaded machine) must not count as a timeout, a kill; hitLimit catches loops
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 20,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/last-run.json' },
  clearTextReporter: { allowEmojis: false, reportScoreTable: true, reportMutants: false, reportTests: false },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // what no game test reads: kept out of the sandbox copy
  ignorePatterns: ['/dist', '/docs', '/bench', '/test-artifacts', '/data', '/.tmp', '/reports', '/src/client', '/src/server', '/test/e2e'],
  thresholds: { high: 90, low: 85, break: null },
};
