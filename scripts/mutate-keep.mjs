// A Stryker reporter (scripts/mutate.ts): appends each mutant's result to MUTATE_PARTIAL as it is known, so that a
// run stopped before its end (Stryker writes its incremental file only at the end) keeps what it tested.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

class KeepReporter {
  onMutantTested(r) {
    const file = process.env.MUTATE_PARTIAL;
    if (!file) return;
    const { id, mutatorName, replacement, location, status, statusReason, coveredBy, killedBy, testsCompleted, static: isStatic } = r;
    const m = { id, mutatorName, replacement, location, status, statusReason, coveredBy, killedBy, testsCompleted, static: isStatic };
    appendFileSync(file, JSON.stringify({ file: relative(process.cwd(), r.fileName), m }) + '\n');
  }
}
export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'keep', KeepReporter)];
