/**
 * `muster data check dixie [FILE]`: validate a DIXIE card file (the shipped reconstruction, or a file corrected by
 * a player who owns the real cards). Prints every problem with its JSON path; exits 1 if there are errors.
 * It hooks the shared `data check` command so that `liberty` and `dixie` share one command line.
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { checkCardFile } from '../games/dixie/data/validate.js';

export const SHIPPED_DIXIE_CARDS = new URL('../games/dixie/data/gettysburg.json', import.meta.url).pathname;

/** Returns the process exit code. */
export function runDixieCheck(file: string | undefined, out: (s: string) => void = console.log, err: (s: string) => void = console.error): number {
  const path = file ?? SHIPPED_DIXIE_CARDS;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    err(`${path}: ${(e as Error).message}`);
    return 1;
  }
  const r = checkCardFile(json);
  for (const e of r.errors) err(`error   ${e.path || '(root)'}: ${e.message}`);
  for (const w of r.warnings) out(`warning ${w.path || '(root)'}: ${w.message}`);
  if (!r.ok || !r.file) return 1;
  const f = r.file;
  const count = (side: string, type?: string) => f.cards.filter((c) => c.side === side && (!type || c.type === type)).length;
  out(`ok: ${path}\n  ${f.series} (${f.provenance}): ${f.cards.length} cards; ` +
    ['USA', 'CSA'].map((s) => `${s} ${count(s)} (${['leader', 'infantry', 'cavalry', 'artillery', 'terrain', 'special'].map((t) => `${count(s, t)} ${t}`).join(', ')})`).join('; '));
  return 0;
}

export function registerDixieData(program: Command): void {
  const data = program.commands.find((c) => c.name() === 'data');
  const check = data?.commands.find((c) => c.name() === 'check');
  if (check) {
    check.hook('preAction', (cmd) => {
      if (cmd.args[0] !== 'dixie') return;
      process.exit(runDixieCheck(cmd.args[1]));
    });
    return;
  }
  const d = data ?? program.command('data').description('game data packs: check');
  d.command('check').argument('<game>').argument('[file]').action((game: string, file?: string) => {
    if (game !== 'dixie') { console.error(`no data check for "${game}"`); process.exit(2); }
    process.exit(runDixieCheck(file));
  });
}
