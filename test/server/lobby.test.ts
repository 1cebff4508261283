/**
 * Issue 20 (1, 2): the open-game list (join with one click, no link), private games (invitation link only),
 * the live lobby over the socket, and "your turn": the games where it is a player's move, marked and first.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { contribution, createGame, http, register, startInProcess, WsClient, type TestServer } from './helpers.js';

let srv: TestServer;
let ann: string, ben: string, cat: string;
before(async () => {
  srv = await startInProcess();
  ann = await register(srv.url, 'LobbyAnn');
  ben = await register(srv.url, 'LobbyBen');
  cat = await register(srv.url, 'LobbyCat');
});
after(async () => { await srv.close(); });

const openList = async (cookie?: string) => (await http(srv.url, 'GET', '/api/games?scope=open', undefined, cookie)).body.games as any[];

describe('issue 20: open games and private games', () => {
  test('a public online game is listed with its options, free side and age, and anyone signed in joins it without a link', async () => {
    const c = await createGame(srv.url, { game: 'highcard', mode: 'online', side: 'north', options: { rounds: 2 }, contribution: contribution() }, ann);
    const id = c.body.game.id;
    assert.equal(c.body.game.private, false);
    const listed = (await openList(ben)).find((g) => g.id === id);
    assert.ok(listed, 'the game is in the open list');
    assert.deepEqual(listed.options, { rounds: 2 });
    assert.equal(typeof listed.createdAt, 'number');
    assert.deepEqual(listed.seats.map((s: any) => [s.side, s.player]), [['north', 'LobbyAnn'], ['south', null]]);
    assert.equal(JSON.stringify(listed).includes(c.body.game.invite), false, 'the list never carries the invitation token');
    const j = await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'south', contribution: contribution() }, ben);
    assert.equal(j.status, 200, JSON.stringify(j.body));
    assert.equal(j.body.game.status, 'active');
    assert.equal((await openList(cat)).some((g) => g.id === id), false, 'a started game leaves the open list');
  });

  test('a private game is listed nowhere and joined only through its invitation link', async () => {
    const c = await createGame(srv.url, { game: 'highcard', mode: 'online', side: 'north', private: true, contribution: contribution() }, ann);
    const id = c.body.game.id;
    assert.equal(c.body.game.private, true);
    assert.equal((await openList(ben)).some((g) => g.id === id), false);
    const recent = (await http(srv.url, 'GET', '/api/games?scope=recent')).body.games as any[];
    assert.equal(recent.some((g) => g.id === id), false);
    const noLink = await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'south', contribution: contribution() }, ben);
    assert.equal(noLink.status, 403);
    assert.equal(noLink.body.error.code, 'bad-invitation');
    assert.equal((await http(srv.url, 'GET', `/api/games/${id}`, undefined, ann)).body.game.status, 'open', 'the refusal changed nothing');
    const wrong = await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'south', token: 'x'.repeat(12), contribution: contribution() }, ben);
    assert.equal(wrong.status, 403);
    const ok = await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'south', token: c.body.game.invite, contribution: contribution() }, ben);
    assert.equal(ok.body.game.status, 'active');
    const mine = (await http(srv.url, 'GET', '/api/games?scope=mine', undefined, ben)).body.games as any[];
    assert.ok(mine.some((g) => g.id === id && g.private), 'the players still find it among their own games');
  });

  test('the lobby refreshes live over the socket: a new open game appears, a joined one goes', async () => {
    const ws = await WsClient.open(srv.ws, cat);
    try {
      ws.send({ t: 'lobby' });
      await ws.wait((m) => m.t === 'lobby');
      await ws.wait((m) => m.t === 'mine');
      const c = await createGame(srv.url, { game: 'highcard', mode: 'online', side: 'south', contribution: contribution() }, ann);
      const id = c.body.game.id;
      const n = ws.messages.length;
      const shown = await ws.wait((m) => m.t === 'lobby' && m.open.some((g: any) => g.id === id), n);
      assert.equal(shown.open.find((g: any) => g.id === id).seats.find((s: any) => s.side === 'north').player, null);
      const k = ws.messages.length;
      await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'north', contribution: contribution() }, ben);
      const gone = await ws.wait((m) => m.t === 'lobby' && !m.open.some((g: any) => g.id === id), k);
      assert.equal(gone.open.some((g: any) => g.id === id), false);
    } finally { ws.close(); }
  });

  test('an anonymous socket may watch the lobby (no own games) but not act', async () => {
    const ws = await WsClient.open(srv.ws);
    try {
      ws.send({ t: 'lobby' });
      const m = await ws.wait((x) => x.t === 'lobby');
      assert.ok(Array.isArray(m.open));
      assert.equal(ws.messages.some((x) => x.t === 'mine'), false);
    } finally { ws.close(); }
  });
});

describe('issue 20: your turn', () => {
  test('my games mark where it is my move and list those first; the socket pushes the count when it changes', async () => {
    const dan = await register(srv.url, 'TurnDan');
    const eve = await register(srv.url, 'TurnEve');
    // Two games: in the first both choose at once (High Card), in the second too; Dan moves in the first.
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const c = await createGame(srv.url, { game: 'highcard', mode: 'online', side: 'north', contribution: contribution() }, dan);
      ids.push(c.body.game.id);
      await http(srv.url, 'POST', `/api/games/${c.body.game.id}/join`, { side: 'south', contribution: contribution() }, eve);
    }
    const mine = async (who: string) => (await http(srv.url, 'GET', '/api/games?scope=mine', undefined, who)).body.games as any[];
    assert.deepEqual((await mine(dan)).filter((g) => g.yourTurn).map((g) => g.id).sort(), [...ids].sort());
    const ws = await WsClient.open(srv.ws, dan);
    try {
      ws.send({ t: 'lobby' });
      const first = await ws.wait((m) => m.t === 'mine');
      assert.equal(first.turns, 2);
      const v = (await http(srv.url, 'GET', `/api/games/${ids[0]}/view?side=north`, undefined, dan)).body.view;
      const n = ws.messages.length;
      await http(srv.url, 'POST', `/api/games/${ids[0]}/act`, { side: 'north', step: v.step, action: v.actions[0] }, dan);
      const pushed = await ws.wait((m) => m.t === 'mine' && m.turns === 1, n);
      assert.equal(pushed.games[0].id, ids[1], 'the game where it is still my move comes first');
      assert.equal(pushed.games[0].yourTurn, true);
      assert.equal(pushed.games.find((g: any) => g.id === ids[0]).yourTurn, false);
      assert.deepEqual(pushed.games.find((g: any) => g.id === ids[0]).toMove, ['south']);
    } finally { ws.close(); }
    // Eve's list: the first game (Dan chose, she must) is her move.
    assert.equal((await mine(eve)).find((g) => g.id === ids[0]).yourTurn, true);
  });
});
