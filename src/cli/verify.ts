/** `muster verify GAME_EXPORT.json`: replay an exported game and confirm the commitment, the seed and every die. */
import fs from 'node:fs';
import type { Command } from 'commander';
import type { VerifyReport } from '../server/export.js';

const count = (n: number, one: string, many = one + 's') => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** What was checked, in a player's words: each line is one check that held. */
export function verifiedLines(r: VerifyReport): string[] {
  const res = r.result ? (r.result.winner ? `${r.result.winner} won` : 'a draw') : 'not finished';
  return [
    'the revealed server secret matches the commitment shown when the game was created',
    "the seed follows from that secret and every player's contribution, each accepted after the commitment",
    `${count(r.actions, 'move')} replayed, with the same ${count(r.draws, 'chance draw')} as recorded (dice rolled, blocks or cards drawn, decks shuffled)`,
    `all ${count(r.logEntries, 'log entry', 'log entries')} identical, including the results of ${count(r.dice, 'die', 'dice')}`,
    `result: ${res}`,
  ];
}

export function registerVerify(program: Command): void {
  program
    .command('verify <file>')
    .description('replay an exported game: check the seed commitment, the seed, every die and the result')
    .action(async (file: string) => {
      const { verifyExport } = await import('../server/export.js');
      const { getGame } = await import('../games/registry.js');
      let raw: unknown;
      try { raw = JSON.parse(fs.readFileSync(file, 'utf8')); } catch (e) {
        process.stderr.write(`cannot read ${file}: ${(e as Error).message}\n`);
        process.exitCode = 2;
        return;
      }
      const r = verifyExport(raw, getGame);
      if (r.ok) {
        process.stdout.write(`verified: ${file}\n${verifiedLines(r).map((l) => '  - ' + l).join('\n')}\n`);
      } else {
        process.stdout.write(`NOT verified:\n${r.problems.map((p) => '  - ' + p).join('\n')}\n`);
        process.exitCode = 1;
      }
    });
}
