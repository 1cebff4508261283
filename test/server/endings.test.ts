/**
 * Issue 20 (3): resignation and draw offers end a game outside its rules: nothing is played after, both
 * players are told at once, the export records how it ended and verifies, and a forged ending does not.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { verifyExport } from '../../src/server/export.js';
import { getGame } from '../../src/games/registry.js';
import { contribution, createGame, http, register, startInProcess, WsClient, type TestServer } from './helpers.js';

let srv: TestServer;
let north: string, south: string, eve: string;
before(async () => {
  srv = await startInProcess();
  north = await register(srv.url, 'EndNorth');
  south = await register(srv.url, 'EndSouth');
  eve = await register(srv.url, 'EndEve');
});
after(async () => { await srv.close(); });

async function started(): Promise<string> {
  const c = await createGame(srv.url, { game: 'highcard', mode: 'online', side: 'north', contribution: contribution() }, north);
  await http(srv.url, 'POST', `/api/games/${c.body.game.id}/join`, { side: 'south', contribution: contribution() }, south);
  return c.body.game.id;
}
const play = async (id: string, side: string, who: string) => {
  const v = (await http(srv.url, 'GET', `/api/games/${id}/view?side=${side}`, undefined, who)).body.view;
  return http(srv.url, 'POST', `/api/games/${id}/act`, { side, step: v.step, action: v.actions[0] }, who);
};

describe('issue 20: resign', () => {
  test('a player resigns: the opponent wins and is told at once, nothing more is played, the export verifies', async () => {
    const id = await started();
    assert.equal((await play(id, 'north', north)).status, 200);
    const ws = await WsClient.open(srv.ws, south);
    try {
      ws.send({ t: 'sub', game: id, side: 'south' });
      await ws.wait((m) => m.t === 'state');
      const n = ws.messages.length;
      const r = await http(srv.url, 'POST', `/api/games/${id}/resign`, { side: 'north' }, north);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.game.status, 'finished');
      assert.deepEqual(r.body.game.result, { winner: 'south', reason: 'muster.resigned', rule: 'muster', params: { side: 'north' } });
      const pushed = await ws.wait((m) => m.t === 'state' && m.meta.status === 'finished', n);
      assert.equal(pushed.meta.result.winner, 'south');
      assert.deepEqual(pushed.view.actions, [], 'nobody may act in a resigned game');
      assert.deepEqual(pushed.view.active, []);
    } finally { ws.close(); }
    const step = (await http(srv.url, 'GET', `/api/games/${id}/view?side=south`, undefined, south)).body.view.step;
    const late = await http(srv.url, 'POST', `/api/games/${id}/act`, { side: 'south', step, action: { type: 'play', card: 1 } }, south);
    assert.equal(late.status, 409);
    assert.equal(late.body.error.code, 'game-over');
    assert.equal((await http(srv.url, 'POST', `/api/games/${id}/resign`, { side: 'south' }, south)).status, 409);
    const exp = (await http(srv.url, 'GET', `/api/games/${id}/export`)).body;
    assert.equal(exp.result.reason, 'muster.resigned');
    const report = verifyExport(exp, getGame);
    assert.equal(report.ok, true, report.problems.join('; '));
    assert.equal(report.result?.winner, 'south');
    // A forged ending: the resignation credited to the other side does not verify.
    const forged = verifyExport({ ...exp, result: { ...exp.result, winner: 'north' } }, getGame);
    assert.equal(forged.ok, false);
    assert.match(forged.problems.join(' '), /does not follow/);
  });

  test('only the seat holder resigns a side, only while the game is in progress; a refusal changes nothing', async () => {
    const id = await started();
    const stranger = await http(srv.url, 'POST', `/api/games/${id}/resign`, { side: 'north' }, eve);
    assert.equal(stranger.status, 403);
    const other = await http(srv.url, 'POST', `/api/games/${id}/resign`, { side: 'south' }, north);
    assert.equal(other.status, 403);
    const obs = await http(srv.url, 'POST', `/api/games/${id}/resign`, { side: 'observer' }, north);
    assert.equal(obs.status, 403);
    const bad = await http(srv.url, 'POST', `/api/games/${id}/resign`, { side: 'north', extra: 1 }, north);
    assert.equal(bad.status, 400);
    assert.equal((await http(srv.url, 'GET', `/api/games/${id}`)).body.game.status, 'active');
    const c = await createGame(srv.url, { game: 'highcard', mode: 'online', side: 'north', contribution: contribution() }, north);
    assert.equal((await http(srv.url, 'POST', `/api/games/${c.body.game.id}/resign`, { side: 'north' }, north)).body.error.code, 'not-in-progress');
  });
});

describe('issue 20: draw offers', () => {
  test('an offer is shown to the opponent, who accepts: drawn; the offerer cannot accept their own', async () => {
    const id = await started();
    const o = await http(srv.url, 'POST', `/api/games/${id}/draw`, { side: 'north', answer: 'offer' }, north);
    assert.equal(o.body.game.drawOffer, 'north');
    assert.equal((await http(srv.url, 'GET', `/api/games/${id}/view?side=south`, undefined, south)).body.meta.drawOffer, 'north');
    assert.equal((await http(srv.url, 'POST', `/api/games/${id}/draw`, { side: 'north', answer: 'accept' }, north)).body.error.code, 'no-draw-offer');
    assert.equal((await http(srv.url, 'POST', `/api/games/${id}/draw`, { side: 'north', answer: 'offer' }, north)).body.error.code, 'draw-offered');
    const a = await http(srv.url, 'POST', `/api/games/${id}/draw`, { side: 'south', answer: 'accept' }, south);
    assert.equal(a.body.game.status, 'finished');
    assert.deepEqual(a.body.game.result, { winner: null, reason: 'muster.agreedDraw', rule: 'muster', params: { side: 'north' } });
    const exp = (await http(srv.url, 'GET', `/api/games/${id}/export`)).body;
    assert.equal(verifyExport(exp, getGame).ok, true);
  });

  test('an offer lapses with the next move; a declined or withdrawn one is gone; hot seat has none', async () => {
    const id = await started();
    await http(srv.url, 'POST', `/api/games/${id}/draw`, { side: 'north', answer: 'offer' }, north);
    assert.equal((await play(id, 'south', south)).status, 200);
    const lapsed = await http(srv.url, 'POST', `/api/games/${id}/draw`, { side: 'south', answer: 'accept' }, south);
    assert.equal(lapsed.body.error.code, 'no-draw-offer');
    assert.equal((await http(srv.url, 'GET', `/api/games/${id}`)).body.game.status, 'active');
    await http(srv.url, 'POST', `/api/games/${id}/draw`, { side: 'south', answer: 'offer' }, south);
    const d = await http(srv.url, 'POST', `/api/games/${id}/draw`, { side: 'north', answer: 'decline' }, north);
    assert.equal(d.body.game.drawOffer, null);
    await http(srv.url, 'POST', `/api/games/${id}/draw`, { side: 'south', answer: 'offer' }, south);
    assert.equal((await http(srv.url, 'POST', `/api/games/${id}/draw`, { side: 'south', answer: 'withdraw' }, south)).body.game.drawOffer, null);
    const hs = await createGame(srv.url, { game: 'highcard', mode: 'hotseat', contributions: { north: contribution(), south: contribution() } }, north);
    const hid = hs.body.game.id;
    assert.equal((await http(srv.url, 'POST', `/api/games/${hid}/draw`, { side: 'north', answer: 'offer' }, north)).body.error.code, 'no-draw');
    assert.equal((await http(srv.url, 'POST', `/api/games/${hid}/resign`, { side: 'south' }, north)).body.game.result.winner, 'north');
  });
});
