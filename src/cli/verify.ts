/** `muster verify GAME_EXPORT.json`: replay an exported game and confirm the commitment, the seed and every die. */
import fs from 'node:fs';
import type { Command } from 'commander';

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
        const res = r.result ? (r.result.winner ? `${r.result.winner} won` : 'a draw') : 'not finished';
        process.stdout.write(`verified: commitment matches the revealed secret; seed derived from the secret and every player's contribution; ${r.actions} actions replayed; ${r.draws} chance draws (${r.dice} dice log entries) identical; result: ${res}\n`);
      } else {
        process.stdout.write(`NOT verified:\n${r.problems.map((p) => '  - ' + p).join('\n')}\n`);
        process.exitCode = 1;
      }
    });
}
