// Vitest reporter for CI (.ci/run): at the end of the run, how many tests ran in each project, so a database project
// that quietly ran nothing shows (issue 11 item 10). With TESTS_PER_PROJECT_FILE set, the counts are also written
// there as JSON, for .ci/run to require the projects it expects.
import fs from 'node:fs';

/** What each project's tests run on (root vitest.config.ts). */
const ON = { server: 'PGlite', 'server-pg': 'PostgreSQL', e2e: 'the real server and Chromium' };

export default class TestsPerProject {
  onTestRunEnd(testModules) {
    const counts = {};
    const skipped = [];
    for (const mod of testModules) {
      const name = mod.project.name || '(root)';
      const c = (counts[name] ??= { passed: 0, failed: 0, skipped: 0 });
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') c.passed++;
        else if (state === 'failed') c.failed++;
        else {
          c.skipped++;
          skipped.push(`${name}: ${test.fullName}`);
        }
      }
    }
    const lines = Object.entries(counts).map(
      ([name, c]) => `  ${name.padEnd(10)} ${String(c.passed).padStart(5)} passed ${String(c.failed).padStart(3)} failed ${String(c.skipped).padStart(3)} skipped${ON[name] ? `  (${ON[name]})` : ''}`,
    );
    console.log(`\nTests per project:\n${lines.join('\n')}`);
    if (skipped.length) console.log(`Skipped:\n${skipped.slice(0, 30).map((s) => `  ${s}`).join('\n')}${skipped.length > 30 ? `\n  … ${skipped.length - 30} more` : ''}`);
    if (process.env.TESTS_PER_PROJECT_FILE) fs.writeFileSync(process.env.TESTS_PER_PROJECT_FILE, JSON.stringify(counts, null, 2));
  }
}
