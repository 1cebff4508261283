/**
 * Mutation testing of a game's rules code (issue 24, docs/mutation.md):
 *
 *   npm run mutate -- liberty|dixie|war1812 [files…] [--force]   run StrykerJS on the files (default: every rules file)
 *   npm run mutate -- GAME --report [files…]                      scores per file from the kept results, and survivors
 *
 * Files are names in src/games/GAME/ (`winter.ts`, `winter`) or paths, with Stryker's `:line-line` ranges allowed.
 * Results are kept per game in reports/mutation/GAME.incremental.json (committed): Stryker rewrites its incremental
 * file with the files of one run only, so each run starts from a copy and its files are merged back; the next run
 * of any file re-tests only what changed since; a run stopped before its end keeps what it tested (the reporter
 * scripts/mutate-keep.mjs appends each result; the next run or --report folds them in) (a change to any test of the game re-tests everything run). The
 * game's fast test subset runs (no whole-game or long hidden-information playouts, no text boards: they are not
 * what should kill a rule's mutant), under nice 10 (bots' measurements on the same machine keep priority).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { createHash } from 'node:crypto';
import { basename } from 'node:path';

interface GameConfig {
  /** Files of src/games/GAME/ that are not rules: texts, rendering, views and the bots' samplers. */
  notRules: string[];
  /** Test files of test/GAME/ left out of the fast subset: random and recorded whole games (a mutant they alone
   *  notice is one no rule test stands on), long hidden-information playouts, text boards. */
  slowTests: string[];
  /** Tests of the subset's files left out by name (random-game playouts that take most of the subset's time). */
  slowNames: string[];
  /** Environment for the subset's tests (none needed today: the long ones are left out by name). */
  env: Record<string, string>;
}

const GAMES: Record<string, GameConfig> = {
  liberty: {
    notRules: ['text.ts', 'messages.ts', 'log-words.ts', 'view.ts', 'sample.ts', 'clone.ts'],
    slowTests: ['fuzz', 'determinism', 'hidden-legality', 'hidden-observer', 'hidden-refusals', 'text-board', 'text-board-lang', 'text-play', 'describe'],
    slowNames: ['every position of random games', 'every battle ends', 'in random games no view', 'positions in every battle step', 'random legal battles on the test map', 'every refusal of random play'],
    env: {},
  },
  war1812: {
    notRules: ['text.ts', 'messages.ts', 'log-words.ts', 'view.ts', 'sample.ts', 'clone.ts'],
    slowTests: ['fuzz', 'determinism', 'hidden', 'describe', 'view-preview'],
    slowNames: ['in every phase of random games', 'every chart rule holds as an invariant', 'random actions in random positions', 'wildernessPreview'],
    env: {},
  },
  dixie: {
    notRules: ['messages.ts', 'log-words.ts', 'view.ts'],
    slowTests: ['fuzz', 'determinism', 'hidden-legality', 'hidden-refusals', 'play'],
    slowNames: ['saved without its result', 'save → JSON → load', 'sampleState'],
    env: {},
  },
};

type Mutant = { id: string; mutatorName: string; replacement?: string; status: string; location: { start: { line: number; column: number }; end: { line: number; column: number } }; coveredBy?: string[]; killedBy?: string[] };
type Report = { files: Record<string, { source: string; mutants: Mutant[] }>; testFiles?: Record<string, { source?: string; tests: { id: string; name: string }[] }> } & Record<string, unknown>;

const args = process.argv.slice(2);
const game = args[0] ?? '';
const cfg = GAMES[game];
if (!cfg) {
  console.error(`usage: npm run mutate -- ${Object.keys(GAMES).join('|')} [files…] [--force] [--report]`);
  process.exit(2);
}
const force = args.includes('--force');
const reportOnly = args.includes('--report');
const dir = `src/games/${game}`;
const rulesFiles = readdirSync(dir).filter((f) => f.endsWith('.ts') && !cfg.notRules.includes(f)).sort().map((f) => `${dir}/${f}`);
const named = args.slice(1).filter((a) => !a.startsWith('--')).map((a) => {
  const [file, range] = a.split(':') as [string, string | undefined];
  const path = file.includes('/') ? file : `${dir}/${file.endsWith('.ts') ? file : `${file}.ts`}`;
  if (!existsSync(path)) throw new Error(`no such file: ${path}`);
  return range ? `${path}:${range}` : path;
});
const mutate = named.length ? named : rulesFiles;

const kept = `reports/mutation/${game}.incremental.json`;
const run = `reports/mutation/.${game}.run.json`;
const partial = `reports/mutation/.${game}.partial.jsonl`;
const subset = `scripts/.mutate-${game}.subset.ts`;

/** Test ids as test file names, so that results of separate runs (each numbering its tests) can be merged. */
function byName(r: Report): Report {
  const names = new Map<string, string>();
  for (const tf of Object.values(r.testFiles ?? {})) for (const t of tf.tests) { names.set(t.id, t.name); t.id = t.name; }
  const rename = (ids?: string[]) => ids?.map((id) => names.get(id) ?? id);
  for (const f of Object.values(r.files)) for (const m of f.mutants) { m.coveredBy = rename(m.coveredBy); m.killedBy = rename(m.killedBy); }
  return r;
}

const mutantKey = (m: Mutant) => `${m.mutatorName} ${m.replacement} ${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column}`;
const readKept = (): Report => existsSync(kept) ? byName(JSON.parse(readFileSync(kept, 'utf8')) as Report) : { schemaVersion: '1.0', thresholds: { high: 90, low: 85 }, files: {}, testFiles: {} };
function writeKept(all: Report): void {
  delete all.config; // the options of one run, not of the kept results
  for (const [f, res] of Object.entries(all.files)) res.mutants.forEach((m, i) => { m.id = `${basename(f)}#${i}`; });
  writeFileSync(kept, JSON.stringify(all));
}

/** The results a stopped run appended (scripts/mutate-keep.mjs), merged into the kept ones mutant by mutant. */
function foldPartial(): void {
  if (!existsSync(partial)) return;
  const lines = readFileSync(partial, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { sources?: Record<string, string>; subset?: string; file?: string; m?: Mutant });
  const head = lines[0];
  const all = readKept();
  if (head?.sources && head.subset !== undefined) {
    for (const [f, source] of Object.entries(head.sources)) {
      const got = lines.filter((l) => l.file === f).map((l) => l.m!);
      if (!got.length) continue;
      const old = all.files[f]?.source === source ? all.files[f]!.mutants : [];
      const fresh = new Set(got.map(mutantKey));
      all.files[f] = { language: 'typescript', source, mutants: [...old.filter((m) => !fresh.has(mutantKey(m))), ...got] } as Report['files'][string];
    }
    all.testFiles = { ...all.testFiles, [subset]: { source: head.subset, tests: [{ id: subset, name: subset }] } };
    writeKept(all);
    console.log(`kept ${lines.length - 1} results of a run stopped before its end`);
  }
  rmSync(partial);
}

const DETECTED = new Set(['Killed', 'Timeout']);
const MISSED = new Set(['Survived', 'NoCoverage']);

function summary(r: Report, files: string[]): void {
  const rows = Object.keys(r.files).filter((f) => f.startsWith(`${dir}/`)).sort();
  console.log(`\n${game}: mutation score per rules file (killed + timeout) / (killed + timeout + survived + no coverage)`);
  console.log('| file | killed | timeout | survived | no coverage | score |\n|---|---|---|---|---|---|');
  for (const f of rows) {
    const n = (s: string) => r.files[f]!.mutants.filter((m) => m.status === s).length;
    const det = n('Killed') + n('Timeout'), miss = n('Survived') + n('NoCoverage');
    console.log(`| ${basename(f)} | ${n('Killed')} | ${n('Timeout')} | ${n('Survived')} | ${n('NoCoverage')} | ${det + miss ? ((100 * det) / (det + miss)).toFixed(1) : '-'} % |`);
  }
  const notRun = rulesFiles.filter((f) => !r.files[f]);
  if (notRun.length) console.log(`not run yet: ${notRun.map((f) => basename(f)).join(' ')}`);
  for (const f of files.map((x) => x.split(':')[0]!)) {
    const file = r.files[f];
    if (!file) continue;
    const lines = file.source.split('\n');
    const missed = file.mutants.filter((m) => MISSED.has(m.status)).sort((a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column);
    if (missed.length) console.log(`\nsurvivors in ${f}:`);
    for (const m of missed) {
      const { start, end } = m.location;
      const orig = start.line === end.line ? lines[start.line - 1]!.slice(start.column - 1, end.column - 1) : `${lines[start.line - 1]!.slice(start.column - 1)}…`;
      console.log(`  ${start.line}:${start.column} ${m.status} ${m.mutatorName}: ${orig.trim().slice(0, 90)}  ->  ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 90)}`);
    }
  }
}

mkdirSync('reports/mutation', { recursive: true });
foldPartial();
if (!reportOnly) {
  if (existsSync(kept)) copyFileSync(kept, run); else rmSync(run, { force: true });
  if (process.env.MUTATE_NICE !== '0') setPriority(10); // the test processes inherit it
  Object.assign(process.env, cfg.env);
  // The subset runs as one test file, one process per mutant: a process per test file costs more in start-up (tsx,
  // the engine's tables) than the tests themselves, and a survivor would pay it for every file. Whole-game tests
  // last: the cheap position tests kill most mutants, first.
  const last = (f: string) => (/invariants|position/.test(f) ? 1 : 0);
  const tests = readdirSync(`test/${game}`).filter((f) => f.endsWith('.test.ts') && !cfg.slowTests.includes(f.replace(/\.test\.ts$/, '')))
    .sort((a, b) => last(a) - last(b) || Number(b.startsWith('boundaries') || b.startsWith('mutation-')) - Number(a.startsWith('boundaries') || a.startsWith('mutation-')) || a.localeCompare(b));
  // Stryker's incremental mode sees one test, this file: the hash of every file of test/GAME/ makes a change to any
  // of them a change to it, so that results it killed or missed are tested again.
  const hash = createHash('sha256');
  for (const f of readdirSync(`test/${game}`).sort()) hash.update(f).update(readFileSync(`test/${game}/${f}`));
  writeFileSync(subset, `// generated by scripts/mutate.ts: the fast test subset of ${game}; tests ${hash.digest('hex').slice(0, 16)}\n${tests.map((f) => `import '../test/${game}/${f}';`).join('\n')}\n`);
  const { Stryker } = await import('@stryker-mutator/core');
  // node 20 has no --test-skip-pattern; a name pattern that a test's ancestors (the file) do not match either
  const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = `--test-name-pattern=/^${game}(?!.*(${cfg.slowNames.map(esc).join('|')}))/i`;
  const nodeArgs = ['--import', 'tsx', '--test-reporter=tap', names, '-r', '{{hookFile}}', '{{testFile}}'];
  const sources = Object.fromEntries(mutate.map((m) => m.split(':')[0]!).map((f) => [f, readFileSync(f, 'utf8')]));
  writeFileSync(partial, JSON.stringify({ sources, subset: readFileSync(subset, 'utf8') }) + '\n');
  process.env.MUTATE_PARTIAL = partial;
  const reporters = ['clear-text', 'progress-append-only', 'json', 'keep'];
  const stryker = new Stryker({ mutate, incrementalFile: run, force, tap: { testFiles: [subset], nodeArgs }, appendPlugins: ['./scripts/mutate-keep.mjs'], reporters } as ConstructorParameters<typeof Stryker>[0]);
  await stryker.runMutationTest();
  rmSync(partial, { force: true }); // the run's own incremental file has it all
  const fresh = byName(JSON.parse(readFileSync(run, 'utf8')) as Report);
  const all = readKept();
  for (const [f, res] of Object.entries(fresh.files)) {
    // a run of line ranges of a file replaces the results in those ranges, if the file is unchanged since
    const ranges = named.filter((n) => n.startsWith(`${f}:`)).map((n) => n.slice(f.length + 1).split('-').map(Number) as [number, number]);
    const old = all.files[f];
    const inRun = (m: Mutant) => ranges.some(([a, b]) => m.location.start.line >= a && m.location.end.line <= (b ?? a));
    all.files[f] = ranges.length && old?.source === res.source ? { ...res, mutants: [...old.mutants.filter((m) => !inRun(m)), ...res.mutants] } : res;
  }
  all.testFiles = { ...all.testFiles, ...fresh.testFiles };
  writeKept(all);
  rmSync(run, { force: true });
}
if (!existsSync(kept)) { console.error(`no results kept yet for ${game} (${kept})`); process.exit(1); }
summary(JSON.parse(readFileSync(kept, 'utf8')) as Report, named.length ? named : reportOnly ? [] : mutate);
