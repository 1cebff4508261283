/** `muster verify GAME_EXPORT.json`: a finished game's export verifies; a forged die or secret does not. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { contribution, createGame, http, register, ROOT, startInProcess, tmpDir, type TestServer } from './helpers.js';

let srv: TestServer;
before(async () => { srv = await startInProcess(); });
after(async () => { await srv.close(); });

const verify = (file: string) => spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli/main.ts'), 'verify', file], { cwd: ROOT, encoding: 'utf8' });

test('server: muster verify replays an exported game and confirms the commitment, the seed and every die', { timeout: 60000 }, async () => {
  const a = await register(srv.url, 'Vera');
  const b = await register(srv.url, 'Vic');
  const c = await createGame(srv.url, { game: 'goofspiel', mode: 'online', side: 'north', options: { cards: 5 }, contribution: contribution() }, a);
  const id = c.body.game.id;
  await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'south', token: c.body.game.invite, contribution: contribution() }, b);
  for (let i = 0; i < 40; i++) {
    let moved = false;
    for (const [side, who] of [['north', a], ['south', b]] as const) {
      const v = (await http(srv.url, 'GET', `/api/games/${id}/view?side=${side}`, undefined, who)).body.view;
      if (v.actions.length) {
        // Equal bids now and then, so that dice settle ties.
        const act = v.actions.find((x: { card: number }) => x.card === v.state.prize) ?? v.actions[0];
        await http(srv.url, 'POST', `/api/games/${id}/act`, { side, step: v.step, action: act }, who);
        moved = true;
      }
    }
    if (!moved) break;
  }
  const exp = (await http(srv.url, 'GET', `/api/games/${id}/export`)).body;
  assert.equal(exp.format, 'muster-game/1');
  const dir = tmpDir('muster-verify-');
  const good = path.join(dir, 'game.json');
  fs.writeFileSync(good, JSON.stringify(exp));
  const ok = verify(good);
  assert.equal(ok.status, 0, ok.stdout + ok.stderr);
  assert.match(ok.stdout, /^verified: .*\n  - the revealed server secret matches the commitment[\s\S]*\n  - 10 moves replayed, with the same \d+ chance draws? as recorded/);
  // Forge the recorded draw count of one action (a die that was not rolled): refused.
  const forged = structuredClone(exp);
  forged.actions[forged.actions.length - 1].n += 1;
  const bad = path.join(dir, 'forged.json');
  fs.writeFileSync(bad, JSON.stringify(forged));
  const r = verify(bad);
  assert.equal(r.status, 1);
  assert.match(r.stdout, /NOT verified:[\s\S]*chance draws recorded/);
  // A different secret than the one committed to: refused.
  fs.writeFileSync(bad, JSON.stringify({ ...exp, serverSecret: 'ab'.repeat(32) }));
  assert.match(verify(bad).stdout, /does not match the commitment/);
});
