/**
 * Issue 20 (6): a rematch swaps the sides, is made once however many times it is asked for, and starts when both
 * players have opened it (each contributing to the seed after the new commitment).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { contribution, createGame, http, register, startInProcess, WsClient, type TestServer } from './helpers.js';

let srv: TestServer;
let ann: string, ben: string, eve: string;
before(async () => {
  srv = await startInProcess();
  ann = await register(srv.url, 'RmAnn');
  ben = await register(srv.url, 'RmBen');
  eve = await register(srv.url, 'RmEve');
});
after(async () => { await srv.close(); });

test('issue 20: rematch with sides swapped, one game for both, started when both open it', async () => {
  const c = await createGame(srv.url, { game: 'highcard', mode: 'online', side: 'north', options: { rounds: 2 }, contribution: contribution() }, ann);
  const id = c.body.game.id;
  await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'south', contribution: contribution() }, ben);
  assert.equal((await http(srv.url, 'POST', `/api/games/${id}/rematch`, {}, ann)).body.error.code, 'not-finished');
  await http(srv.url, 'POST', `/api/games/${id}/resign`, { side: 'south' }, ben);
  assert.equal((await http(srv.url, 'POST', `/api/games/${id}/rematch`, {}, eve)).status, 403);
  const wsB = await WsClient.open(srv.ws, ben);
  try {
    wsB.send({ t: 'sub', game: id, side: 'south' });
    await wsB.wait((m) => m.t === 'state');
    // Both ask at once: one game.
    const [ra, rb] = await Promise.all([
      http(srv.url, 'POST', `/api/games/${id}/rematch`, {}, ann),
      http(srv.url, 'POST', `/api/games/${id}/rematch`, {}, ben),
    ]);
    assert.equal(ra.status, 200, JSON.stringify(ra.body));
    assert.equal(ra.body.game.id, rb.body.game.id);
    const nid = ra.body.game.id;
    assert.notEqual(nid, id);
    const offered = await wsB.wait((m) => m.t === 'state' && m.meta.rematch === nid);
    assert.equal(offered.meta.rematch, nid, 'the opponent is shown the rematch at once');
    const m = ra.body.game;
    assert.deepEqual(m.seats.map((s: any) => [s.side, s.player]), [['north', 'RmBen'], ['south', 'RmAnn']], 'sides swapped');
    assert.equal(m.status, 'open');
    assert.match(m.commitment, /^[0-9a-f]{64}$/);
    assert.deepEqual((await http(srv.url, 'GET', `/api/games/${nid}`)).body.game.sides, ['north', 'south']);
    assert.equal(((await http(srv.url, 'GET', '/api/games?scope=open')).body.games as any[]).some((g) => g.id === nid), false, 'a rematch is not an open game');
    // Nobody else takes a seat; each player contributes (opening the game page does), then it starts.
    assert.equal((await http(srv.url, 'POST', `/api/games/${nid}/join`, { side: 'north', contribution: contribution() }, eve)).body.error.code, 'seat-taken');
    const one = await http(srv.url, 'POST', `/api/games/${nid}/contribute`, { side: 'south', contribution: contribution() }, ann);
    assert.equal(one.body.game.status, 'open');
    const two = await http(srv.url, 'POST', `/api/games/${nid}/contribute`, { side: 'north', contribution: contribution() }, ben);
    assert.equal(two.body.game.status, 'active');
    const listed = ((await http(srv.url, 'GET', '/api/games?scope=mine', undefined, ben)).body.games as any[]).find((g) => g.id === nid);
    assert.deepEqual(listed.options, { rounds: 2 }, 'same options');
    assert.equal(listed.yourTurn, true);
  } finally { wsB.close(); }
  const hs = await createGame(srv.url, { game: 'highcard', mode: 'hotseat', contributions: { north: contribution(), south: contribution() } }, eve);
  await http(srv.url, 'POST', `/api/games/${hs.body.game.id}/resign`, { side: 'north' }, eve);
  assert.equal((await http(srv.url, 'POST', `/api/games/${hs.body.game.id}/rematch`, {}, eve)).body.error.code, 'no-rematch');
});
