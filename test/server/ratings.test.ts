/**
 * Issue 20 (5): Elo per game kind, changed once at each rated game's end (online, two accounts), never for
 * hot-seat or computer games; the ratings page and each player's record.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eloAfter, expected, INITIAL_RATING } from '../../src/server/ratings.js';
import { contribution, createGame, http, register, startInProcess, WsClient, type TestServer } from './helpers.js';

let srv: TestServer;
let ann: string, ben: string, cy: string;
before(async () => {
  srv = await startInProcess();
  ann = await register(srv.url, 'RateAnn');
  ben = await register(srv.url, 'RateBen');
  cy = await register(srv.url, 'RateCy');
});
after(async () => { await srv.close(); });

async function started(a: string, b: string, game = 'highcard'): Promise<string> {
  const c = await createGame(srv.url, { game, mode: 'online', side: 'north', contribution: contribution() }, a);
  await http(srv.url, 'POST', `/api/games/${c.body.game.id}/join`, { side: 'south', contribution: contribution() }, b);
  return c.body.game.id;
}
const record = async (name: string) => (await http(srv.url, 'GET', `/api/players/${name}`)).body;

describe('issue 20: Elo', () => {
  test('Elo: equal players move by K/2; the favourite gains less than the underdog', () => {
    assert.deepEqual(eloAfter({ rating: 1500, games: 0, score: 1 }, { rating: 1500, games: 0, score: 0 }), [1520, 1480]);
    assert.deepEqual(eloAfter({ rating: 1500, games: 30, score: 0.5 }, { rating: 1500, games: 30, score: 0.5 }), [1500, 1500]);
    const [fav] = eloAfter({ rating: 1800, games: 30, score: 1 }, { rating: 1400, games: 30, score: 0 });
    const [dog] = eloAfter({ rating: 1400, games: 30, score: 1 }, { rating: 1800, games: 30, score: 0 });
    assert.ok(fav - 1800 < dog - 1400);
    assert.ok(Math.abs(expected(1800, 1400) + expected(1400, 1800) - 1) < 1e-12);
  });
});

describe('issue 20: rated games', () => {
  test('a resigned online game changes both ratings once; both players are shown the change; the ratings page and records follow', async () => {
    const id = await started(ann, ben);
    const ws = await WsClient.open(srv.ws, ben);
    try {
      ws.send({ t: 'sub', game: id, side: 'south' });
      await ws.wait((m) => m.t === 'state');
      await http(srv.url, 'POST', `/api/games/${id}/resign`, { side: 'north' }, ann);
      const shown = await ws.wait((m) => m.t === 'state' && m.meta.ratings);
      assert.deepEqual(shown.meta.ratings, [{ side: 'north', before: 1500, after: 1480 }, { side: 'south', before: 1500, after: 1520 }]);
    } finally { ws.close(); }
    assert.deepEqual((await http(srv.url, 'GET', `/api/games/${id}`)).body.game.ratings.map((r: any) => r.after), [1480, 1520]);
    const board = (await http(srv.url, 'GET', '/api/ratings?game=highcard')).body.players;
    assert.deepEqual(board.map((p: any) => [p.userName, p.rating]), [['RateBen', 1520], ['RateAnn', 1480]]);
    assert.equal(JSON.stringify(board).includes('userId'), false);
    const a = await record('RateAnn');
    assert.deepEqual(a.ratings.map((r: any) => [r.game, r.rating, r.games, r.wins, r.losses, r.draws, r.forfeits]), [['highcard', 1480, 1, 0, 1, 0, 0]]);
    assert.equal(a.recent[0].id, id);
    // A second rating of the same game (another process's hook, a retry) changes nothing.
    assert.equal((await srv.storage.rateGame(id, 'highcard', [], INITIAL_RATING, () => [])), null);
    assert.equal((await record('RateBen')).ratings[0].rating, 1520);
  });

  test('a game played to its end by the rules and an agreed draw are rated; the record counts draws', async () => {
    const id = await started(ben, cy);
    await http(srv.url, 'POST', `/api/games/${id}/draw`, { side: 'north', answer: 'offer' }, ben);
    await http(srv.url, 'POST', `/api/games/${id}/draw`, { side: 'south', answer: 'accept' }, cy);
    const c = (await record('RateCy')).ratings[0];
    assert.equal(c.draws, 1);
    assert.ok(c.rating > 1500, 'a draw against a stronger player gains');
    const id2 = await started(cy, ann);
    for (let round = 0; round < 3; round++) {
      for (const [side, who] of [['north', cy], ['south', ann]] as const) {
        const v = (await http(srv.url, 'GET', `/api/games/${id2}/view?side=${side}`, undefined, who)).body.view;
        await http(srv.url, 'POST', `/api/games/${id2}/act`, { side, step: v.step, action: v.actions[0] }, who);
      }
    }
    const meta = (await http(srv.url, 'GET', `/api/games/${id2}`)).body.game;
    assert.equal(meta.status, 'finished');
    assert.equal(meta.ratings.length, 2, 'rated at the end the rules reached');
    assert.equal((await record('RateCy')).ratings[0].games, 2);
  });

  test('hot-seat and computer games are not rated', async () => {
    const dee = await register(srv.url, 'RateDee');
    const hs = await createGame(srv.url, { game: 'highcard', mode: 'hotseat', contributions: { north: contribution(), south: contribution() } }, dee);
    await http(srv.url, 'POST', `/api/games/${hs.body.game.id}/resign`, { side: 'north' }, dee);
    const cg = await createGame(srv.url, { game: 'highcard', mode: 'computer', side: 'north', bot: 'random', contribution: contribution() }, dee);
    await http(srv.url, 'POST', `/api/games/${cg.body.game.id}/resign`, { side: 'north' }, dee);
    assert.deepEqual((await record('RateDee')).ratings, []);
    assert.equal((await http(srv.url, 'GET', `/api/games/${cg.body.game.id}`)).body.game.ratings, undefined);
    assert.equal((await http(srv.url, 'GET', '/api/ratings?game=nope')).status, 404);
    assert.equal((await http(srv.url, 'GET', '/api/players/Nobody')).status, 404);
  });
});
