/** Bad input through the real HTTP API: a clear refusal, and the game's views and log unchanged afterwards. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { replay, stateHash } from '../../src/core/engine.js';
import { getGame } from '../../src/games/registry.js';
import { contribution, createGame, http, register, startInProcess, type TestServer } from './helpers.js';

let srv: TestServer;
let alice: string, bob: string;

before(async () => {
  srv = await startInProcess();
  alice = await register(srv.url, 'Alice');
  bob = await register(srv.url, 'Bob');
});
after(async () => { await srv.close(); });

async function newGame(game: string) {
  const sides = (await http(srv.url, 'GET', '/api/catalog')).body.games.find((g: any) => g.id === game).sides as string[];
  const c = await createGame(srv.url, { game, mode: 'online', side: sides[0], contribution: contribution() }, alice);
  const id = c.body.game.id as string;
  const j = await http(srv.url, 'POST', `/api/games/${id}/join`, { side: sides[1], token: c.body.game.invite, contribution: contribution() }, bob);
  assert.equal(j.status, 200, JSON.stringify(j.body));
  const cookie: Record<string, string> = { [sides[0]!]: alice, [sides[1]!]: bob };
  /** Every side's view and log, and the observer's: what must not change after a refusal. */
  const snapshot = async () => JSON.stringify(await Promise.all([...sides, 'observer'].map(async (s) => (await http(srv.url, 'GET', `/api/games/${id}/view?side=${s}`, undefined, cookie[s])).body)));
  return { id, sides, cookie, snapshot };
}

async function finishedHighcardExport() {
  const { id, cookie } = await newGame('highcard');
  for (let i = 0; i < 20; i++) {
    let moved = false;
    for (const s of ['north', 'south']) {
      const v = (await http(srv.url, 'GET', `/api/games/${id}/view?side=${s}`, undefined, cookie[s])).body.view;
      if (v.actions.length) { await http(srv.url, 'POST', `/api/games/${id}/act`, { side: s, step: v.step, action: v.actions[0] }, cookie[s]); moved = true; }
    }
    if (!moved) break;
  }
  const exp = (await http(srv.url, 'GET', `/api/games/${id}/export`)).body;
  assert.ok(exp.result, 'the game ended');
  return exp;
}

describe('server: bad actions are refused clearly and change nothing', () => {
  for (const game of ['liberty', 'dixie']) {
    test(`${game} core: a deeply nested or oversized action is refused as malformed (422), not a server failure, and changes nothing`, async () => {
      const { id, sides, snapshot } = await newGame(game);
      const before = await snapshot();
      const type = JSON.parse(before)[0].view.actions[0].type as string;
      // Built as text: a nesting this deep is still valid JSON for the parser, but not an action.
      const deep = `{"side":"${sides[0]}","step":0,"action":{"type":"${type}","x":${'['.repeat(50000)}${']'.repeat(50000)}}}`;
      const r = await fetch(`${srv.url}/api/games/${id}/act`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: alice }, body: deep });
      const body = await r.json() as any;
      assert.equal(r.status, 422, JSON.stringify(body));
      assert.equal(body.error.code, 'malformed');
      assert.equal(body.error.rule, `${game} core`);
      assert.match(body.error.message, /nested more than 8 levels deep/);
      const big = await http(srv.url, 'POST', `/api/games/${id}/act`, { side: sides[0], step: 0, action: { type: 'x'.repeat(100_000) } }, alice);
      assert.equal(big.status, 422);
      assert.equal(big.body.error.code, 'malformed');
      assert.match(big.body.error.message, /larger than 4096 characters/);
      assert.ok(JSON.stringify(big.body).length < 1000, 'the refusal does not echo the oversized action');
      assert.equal(await snapshot(), before, 'views and logs unchanged');
    });
  }
});

describe('server: import of a corrupt or tampered export', () => {
  test('import refuses action times and a creation time that are not whole, non-negative milliseconds (422, naming the field) and stores nothing', async () => {
    const exp = await finishedHighcardExport();
    const mine = async () => (await http(srv.url, 'GET', '/api/games?scope=mine', undefined, bob)).body.games.length;
    const n0 = await mine();
    for (const [bad, field] of [
      [{ ...exp, actions: exp.actions.map((a: any) => ({ ...a, at: 1.5 })) }, 'actions.0.at'],
      [{ ...exp, actions: exp.actions.map((a: any) => ({ ...a, at: -1 })) }, 'actions.0.at'],
      [{ ...exp, createdAt: 1e300 }, 'createdAt'],
    ] as const) {
      const r = await http(srv.url, 'POST', '/api/games/import', bad, bob);
      assert.equal(r.status, 422, JSON.stringify(r.body));
      assert.equal(r.body.error.code, 'bad-export');
      assert.ok(r.body.error.message.includes(field), r.body.error.message);
    }
    assert.equal(await mine(), n0, 'no game was stored');
  });

  test('import refuses an export of a game that has not ended (it would be stored as finished without a result)', async () => {
    const exp = await finishedHighcardExport();
    const part = exp.actions.slice(0, 2);
    const r = replay(getGame('highcard')!, { game: 'highcard', seed: exp.seed, options: exp.options, actions: part });
    const unfinished = { ...exp, actions: part, log: r.log, result: null, finalHash: stateHash(r.state) };
    const imp = await http(srv.url, 'POST', '/api/games/import', unfinished, bob);
    assert.equal(imp.status, 422, JSON.stringify(imp.body));
    assert.equal(imp.body.error.code, 'bad-export');
    assert.match(imp.body.error.message, /has not ended/);
  });
});
