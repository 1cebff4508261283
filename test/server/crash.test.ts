/**
 * Durability: a server process killed with SIGKILL in the middle of play loses no acknowledged action, and
 * a restarted process rebuilds every game by replaying its stored actions. Also: SIGTERM shuts down cleanly.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { contribution, createGame, http, register, startProcess, stopProcess, tmpDir, WsClient } from './helpers.js';

test('server: kill -9 during play loses no acknowledged action; restart replays the log', { timeout: 60000 }, async () => {
  const data = tmpDir('muster-crash-');
  let srv = await startProcess(['--data', data]);
  const alice = await register(srv.url, 'Alice');
  const bob = await register(srv.url, 'Bob');
  // Several games, each with acknowledged moves sent as fast as the socket allows.
  const games: string[] = [];
  for (let i = 0; i < 8; i++) {
    const c = await createGame(srv.url, { game: 'highcard', mode: 'online', side: 'north', contribution: contribution() }, alice);
    await http(srv.url, 'POST', `/api/games/${c.body.game.id}/join`, { side: 'south', token: c.body.game.invite, contribution: contribution() }, bob);
    games.push(c.body.game.id);
  }
  // Every game plays as fast as it can over HTTP (an answer 200 = acknowledged); kill -9 mid-flight.
  const acked = new Map<string, number>();
  let killed = false;
  const seats = { north: alice, south: bob } as Record<string, string>;
  const player = async (g: string) => {
    while (!killed) {
      let moved = false;
      for (const side of ['north', 'south']) {
        const v = await http(srv.url, 'GET', `/api/games/${g}/view?side=${side}`, undefined, seats[side]).catch(() => null);
        if (!v || killed) return;
        if (v.body.view?.result) return;
        if (!v.body.view?.actions.length) continue;
        const r = await http(srv.url, "POST", `/api/games/${g}/act`, { side, step: v.body.view.step, action: v.body.view.actions[0] }, seats[side]).catch(() => null);
        if (r?.status === 200) { acked.set(g, r.body.step); moved = true; }
      }
      if (!moved) await new Promise((r) => setTimeout(r, 5));
    }
  };
  const running = games.map((g) => player(g));
  for (let i = 0; i < 400 && [...acked.values()].reduce((a, b) => a + b, 0) < 16; i++) await new Promise((r) => setTimeout(r, 25));
  srv.proc.kill('SIGKILL');
  killed = true;
  await new Promise((r) => srv.proc.once('exit', r));
  await Promise.all(running);
  assert.ok([...acked.values()].some((n) => n >= 2), `moves were acknowledged before the kill: ${JSON.stringify([...acked])}`);
  void WsClient;

  srv = await startProcess(['--data', data]);
  try {
    for (const g of games) {
      const v = await http(srv.url, 'GET', `/api/games/${g}/view?side=north`, undefined, alice);
      assert.equal(v.status, 200);
      assert.ok(v.body.view.step >= (acked.get(g) ?? 0), `game ${g}: ${acked.get(g)} acknowledged, ${v.body.view.step} after restart`);
      assert.equal(v.body.meta.actionCount, v.body.view.step);
    }
    // Play on after the restart.
    const g = games[0]!;
    const v = (await http(srv.url, 'GET', `/api/games/${g}/view?side=south`, undefined, bob)).body.view;
    if (v.actions.length) {
      const r = await http(srv.url, 'POST', `/api/games/${g}/act`, { side: 'south', step: v.step, action: v.actions[0] }, bob);
      assert.equal(r.status, 200, JSON.stringify(r.body));
    }
  } finally {
    const code = await stopProcess(srv.proc, 'SIGTERM');
    assert.equal(code, 0, 'a graceful shutdown exits 0');
    assert.match(srv.out(), /SIGTERM: closing sockets/);
  }
  void path;
});
