import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { registerGame } from '../../src/games/registry.js';
import { verifyExport } from '../../src/server/export.js';
import { getGame } from '../../src/games/registry.js';
import { contribution, createGame, http, register, startInProcess, WsClient, type TestServer } from './helpers.js';
import { undogame } from './undogame.js';
import { FailureThrottle } from '../../src/server/throttle.js';

registerGame(undogame);

let srv: TestServer;
let north: string, south: string, eve: string;

before(async () => {
  srv = await startInProcess();
  north = await register(srv.url, 'Nora');
  south = await register(srv.url, 'Sam');
  eve = await register(srv.url, 'Eve');
});
after(async () => { await srv.close(); });

async function newOnlineGame(game = 'highcard', creator = north, joiner = south, sides = ['north', 'south']) {
  const c = await createGame(srv.url, { game, mode: 'online', side: sides[0], contribution: contribution() }, creator);
  assert.equal(c.status, 200, JSON.stringify(c.body));
  const id = c.body.game.id as string;
  const invite = c.body.game.invite as string;
  const j = await http(srv.url, 'POST', `/api/games/${id}/join`, { side: sides[1], token: invite, contribution: contribution() }, joiner);
  assert.equal(j.status, 200, JSON.stringify(j.body));
  return { id, invite, meta: j.body.game };
}

describe('server: accounts', () => {
  test('register, sign in, wrong password, taken name, invalid input: each answered clearly', async () => {
    const r = await http(srv.url, 'POST', '/api/login', { name: 'Nora', password: 'secret-pw' });
    assert.equal(r.status, 200);
    assert.ok(r.cookie?.startsWith('muster_session='));
    const me = await http(srv.url, 'GET', '/api/me', undefined, r.cookie);
    assert.equal(me.body.user.name, 'Nora');
    const bad = await http(srv.url, 'POST', '/api/login', { name: 'Nora', password: 'wrong-pw' });
    assert.equal(bad.status, 401);
    assert.equal(bad.body.error.code, 'bad-credentials');
    const taken = await http(srv.url, 'POST', '/api/register', { name: 'nora', password: 'whatever1' });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.error.code, 'name-taken');
    const invalid = await http(srv.url, 'POST', '/api/register', { name: 'x', password: '1' });
    assert.equal(invalid.status, 400);
    assert.match(invalid.body.error.message, /name: a name has at least 2 characters/);
    const extra = await createGame(srv.url, { game: 'highcard', mode: 'online', side: 'north', contribution: contribution(), hack: 1 }, north);
    assert.equal(extra.status, 400);
    assert.equal(extra.body.error.code, 'bad-request');
    const anon = await createGame(srv.url, { game: 'highcard', mode: 'online', side: 'north', contribution: contribution() });
    assert.equal(anon.status, 401);
  });
});

describe('server: sign-in throttling', () => {
  test('after 10 failed sign-ins for a name within 15 minutes, further tries (even the right password) get 429 with Retry-After; other names are unaffected', async () => {
    await register(srv.url, 'Guessed');
    for (let i = 0; i < 10; i++) {
      const bad = await http(srv.url, 'POST', '/api/login', { name: 'Guessed', password: `wrong-${i}-pw` });
      assert.equal(bad.status, 401, `try ${i + 1}`);
    }
    const blocked = await http(srv.url, 'POST', '/api/login', { name: 'guessed', password: 'secret-pw' });
    assert.equal(blocked.status, 429);
    assert.equal(blocked.body.error.code, 'too-many-attempts');
    assert.match(blocked.body.error.message, /try again in \d+ s/);
    const other = await http(srv.url, 'POST', '/api/login', { name: 'Nora', password: 'secret-pw' });
    assert.equal(other.status, 200, 'another account still signs in');
  });

  test('the throttle counts failures over a sliding window and forgets them once they leave it', () => {
    let now = 0;
    const t = new FailureThrottle({ limit: 3, windowMs: 60_000 }, () => now);
    t.fail('k'); now = 10_000; t.fail('k'); now = 20_000;
    assert.equal(t.retryAfter('k'), 0);
    t.fail('k');
    assert.equal(t.retryAfter('k'), 40, 'the oldest failure (t=0) leaves the window at 60 s');
    now = 60_001;
    assert.equal(t.retryAfter('k'), 0);
    t.fail('k'); t.clear('k');
    assert.equal(t.retryAfter('k'), 0, 'a success clears the name');
  });
});

describe('server: seats, views and authorization', () => {
  test('invitation link seats the friend; one seat per side; a bad token or taken seat is refused', async () => {
    const c = await createGame(srv.url, { game: 'highcard', mode: 'online', side: 'north', contribution: contribution() }, north);
    const id = c.body.game.id;
    assert.equal(c.body.game.status, 'open');
    assert.match(c.body.game.commitment, /^[0-9a-f]{64}$/);
    assert.equal(c.body.game.serverSecret, undefined);
    const wrong = await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'south', token: 'nope', contribution: contribution() }, south);
    assert.equal(wrong.status, 403);
    const own = await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'south', token: c.body.game.invite, contribution: contribution() }, north);
    assert.equal(own.body.error.code, 'already-seated');
    const taken = await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'north', token: c.body.game.invite, contribution: contribution() }, south);
    assert.equal(taken.body.error.code, 'seat-taken');
    const ok = await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'south', token: c.body.game.invite, contribution: contribution() }, south);
    assert.equal(ok.body.game.status, 'active');
    const late = await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'south', token: c.body.game.invite, contribution: contribution() }, eve);
    assert.equal(late.body.error.code, 'seat-taken');
  });

  test('nobody reads another side\'s view or acts for a seat they do not hold', async () => {
    const { id } = await newOnlineGame();
    const nv = await http(srv.url, 'GET', `/api/games/${id}/view?side=north`, undefined, north);
    assert.equal(nv.status, 200);
    assert.equal(nv.body.view.state.hand.length, 3);
    const steal = await http(srv.url, 'GET', `/api/games/${id}/view?side=north`, undefined, south);
    assert.equal(steal.status, 403);
    assert.equal(steal.body.error.code, 'not-your-seat');
    const stranger = await http(srv.url, 'GET', `/api/games/${id}/view?side=south`, undefined, eve);
    assert.equal(stranger.status, 403);
    const obs = await http(srv.url, 'GET', `/api/games/${id}/view?side=observer`, undefined, eve);
    assert.equal(obs.status, 200);
    assert.equal(obs.body.view.state.hand, null);
    assert.deepEqual(obs.body.view.actions, []);
    const card = nv.body.view.state.hand[0];
    const forOther = await http(srv.url, 'POST', `/api/games/${id}/act`, { side: 'north', step: 0, action: { type: 'play', card } }, south);
    assert.equal(forOther.status, 403);
    assert.equal(forOther.body.error.code, 'not-your-seat');
    const notInHand = await http(srv.url, 'POST', `/api/games/${id}/act`, { side: 'north', step: 0, action: { type: 'play', card: 99 } }, north);
    assert.equal(notInHand.status, 422);
    assert.equal(notInHand.body.error.rule, 'highcard 2');
    // Nothing in any answer carries the state, the seed, the generator or the secret.
    for (const r of [nv, obs, steal, forOther, notInHand]) {
      const s = JSON.stringify(r.body);
      assert.ok(!/"rng"|serverSecret|"seed"/.test(s), s);
    }
  });

  test('a stale action (made on an old version) is refused with no change; a simultaneous choice is not stale', async () => {
    const { id } = await newOnlineGame();
    const view = async (side: string, who: string) => (await http(srv.url, 'GET', `/api/games/${id}/view?side=${side}`, undefined, who)).body.view;
    const nv = await view('north', north);
    const sv = await view('south', south);
    const ok = await http(srv.url, 'POST', `/api/games/${id}/act`, { side: 'north', step: 0, action: nv.actions[0] }, north);
    assert.equal(ok.status, 200);
    assert.equal(ok.body.step, 1);
    // South chose on version 0 while north was choosing face down at the same time: still valid.
    const simul = await http(srv.url, 'POST', `/api/games/${id}/act`, { side: 'south', step: 0, action: sv.actions[0] }, south);
    assert.equal(simul.status, 200, JSON.stringify(simul.body));
    assert.equal(simul.body.step, 2);
    // North acts again on version 1, but south's reveal (version 2) came after north's own choice: stale.
    const nv2 = await view('north', north);
    const stale = await http(srv.url, 'POST', `/api/games/${id}/act`, { side: 'north', step: 1, action: nv2.actions[0] }, north);
    assert.equal(stale.status, 409);
    assert.equal(stale.body.error.code, 'stale');
    assert.match(stale.body.error.message, /version 1 .* now at version 2; nothing was changed/);
    const again = await view('north', north);
    assert.equal(again.step, 2);
    assert.equal(again.state.hand.length, 2);
    const future = await http(srv.url, 'POST', `/api/games/${id}/act`, { side: 'north', step: 7, action: nv2.actions[0] }, north);
    assert.equal(future.body.error.code, 'stale');
  });
});

describe('server: sockets', () => {
  test('each side is pushed only its own view after every action; a reconnecting client gets the missed log', async () => {
    const { id } = await newOnlineGame();
    const n = await WsClient.open(srv.ws, north);
    const s = await WsClient.open(srv.ws, south);
    const o = await WsClient.open(srv.ws);
    n.send({ t: 'sub', game: id, side: 'north' });
    s.send({ t: 'sub', game: id, side: 'south' });
    o.send({ t: 'sub', game: id, side: 'observer' });
    const n0 = await n.wait((m) => m.t === 'state');
    const s0 = await s.wait((m) => m.t === 'state');
    await o.wait((m) => m.t === 'state');
    // South cannot subscribe to north's seat.
    s.send({ t: 'sub', game: id, side: 'north' });
    const denied = await s.wait((m) => m.t === 'error');
    assert.equal(denied.code, 'not-your-seat');
    const northHand: number[] = n0.view.state.hand;
    const southHand: number[] = s0.view.state.hand;
    let nm = n.messages.length, sm = s.messages.length;
    n.send({ t: 'act', id: 1, game: id, side: 'north', step: 0, action: { type: 'play', card: northHand[0] } });
    assert.equal((await n.wait((m) => m.t === 'ack' && m.id === 1, nm)).step, 1);
    const sPush = await s.wait((m) => m.t === 'state' && m.view.step === 1, sm);
    assert.equal(sPush.view.state.hasChosen.north, true);
    assert.equal(sPush.view.state.chosen, null);
    assert.ok(!sPush.log.entries.some((e: any) => e.key === 'hc.choseCard'), 'south never sees which card north chose');
    const nPush = await n.wait((m) => m.t === 'state' && m.view.step === 1, nm);
    assert.equal(nPush.view.state.chosen, northHand[0]);
    assert.ok(nPush.log.entries.some((e: any) => e.key === 'hc.choseCard' && e.params.card === northHand[0]));
    // An action for the wrong seat over the socket.
    s.send({ t: 'act', id: 'x', game: id, side: 'north', step: 1, action: { type: 'play', card: northHand[1] } });
    assert.equal((await s.wait((m) => m.t === 'error' && m.id === 'x')).code, 'not-your-seat');
    s.send({ t: 'act', id: 2, game: id, side: 'south', step: 1, action: { type: 'play', card: southHand[0] } });
    await s.wait((m) => m.t === 'ack' && m.id === 2);
    const oPush = await o.wait((m) => m.t === 'state' && m.view.step === 2);
    assert.equal(oPush.view.state.revealed.length, 1);
    // Every message south or the observer ever got: no north hand, no chosen-card entry for north, no secret.
    for (const m of [...s.messages, ...o.messages]) {
      const txt = JSON.stringify(m);
      assert.ok(!/serverSecret|"rng"|"seed"/.test(txt));
      if (m.t === 'state') {
        assert.ok(!m.log.entries.some((e: any) => e.key === 'hc.choseCard' && e.params.side === 'north'));
        if (m.side === 'observer') assert.equal(m.view.state.hand, null);
      }
    }
    // Reconnect: a new socket says how much of the log it has and gets the rest with the current view.
    const have = 1;
    const n2 = await WsClient.open(srv.ws, north);
    n2.send({ t: 'sub', game: id, side: 'north', logFrom: have });
    const re = await n2.wait((m) => m.t === 'state');
    assert.equal(re.view.step, 2);
    assert.equal(re.log.from, have);
    const full = (await http(srv.url, 'GET', `/api/games/${id}/view?side=north`, undefined, north)).body.log.entries;
    assert.deepEqual(re.log.entries, full.slice(have));
    nm = n.messages.length; sm = s.messages.length;
    void nm; void sm;
    // Malformed messages get a clear error and leave the socket usable.
    n.sock.send('not json');
    assert.equal((await n.wait((m) => m.t === 'error' && m.code === 'bad-json')).message, 'messages are JSON objects');
    n.send({ t: 'act', game: id, side: 'north', step: 'two' });
    assert.equal((await n.wait((m) => m.t === 'error' && m.code === 'bad-request')).code, 'bad-request');
    for (const c of [n, s, o, n2]) c.close();
  });
});

describe('server: undo', () => {
  test('own actions can be taken back until the turn is committed, a die is rolled or something is revealed', async () => {
    const { id } = await newOnlineGame('undotest', north, south, ['a', 'b']);
    const act = (action: unknown, step: number, who = north, side = 'a') => http(srv.url, 'POST', `/api/games/${id}/act`, { side, step, action }, who);
    const undo = (who = north, side = 'a') => http(srv.url, 'POST', `/api/games/${id}/undo`, { side }, who);
    assert.equal((await undo()).body.error.code, 'no-undo');
    assert.equal((await act({ type: 'mark', n: 1 }, 0)).status, 200);
    assert.equal((await act({ type: 'mark', n: 2 }, 1)).status, 200);
    const v = await http(srv.url, 'GET', `/api/games/${id}/view?side=a`, undefined, north);
    assert.equal(v.body.undo, true);
    assert.equal((await undo(south, 'a')).status, 403, 'nobody undoes for another seat');
    const u = await undo();
    assert.equal(u.status, 200);
    assert.equal(u.body.step, 1);
    const v2 = await http(srv.url, 'GET', `/api/games/${id}/view?side=a`, undefined, north);
    assert.deepEqual(v2.body.view.state.marks, [1]);
    // A die roll cannot be taken back.
    assert.equal((await act({ type: 'roll' }, 1)).status, 200);
    const r = await undo();
    assert.equal(r.status, 409);
    assert.match(r.body.error.message, /dice were rolled/);
    // Revealing something to the opponent cannot be taken back.
    assert.equal((await act({ type: 'show' }, 2)).status, 200);
    assert.match((await undo()).body.error.message, /revealed to your opponent/);
    // Seeing something that was hidden from you (here the opponent's secret) cannot be taken back either.
    assert.equal((await act({ type: 'mark', n: 2 }, 3)).status, 200);
    assert.equal((await undo()).status, 200, 'a plain mark is undoable even though the game samples hidden state');
    assert.equal((await act({ type: 'peek' }, 3)).status, 200);
    assert.match((await undo()).body.error.message, /revealed something hidden to you/);
    // Ending the turn commits it.
    assert.equal((await act({ type: 'mark', n: 1 }, 4)).status, 200);
    assert.equal((await act({ type: 'end' }, 5)).status, 200);
    assert.match((await undo()).body.error.message, /committed|not yours/);
  });
});

async function playToEnd(id: string, seats: Record<string, string>) {
  for (let i = 0; i < 50; i++) {
    let moved = false;
    for (const [side, cookie] of Object.entries(seats)) {
      const v = (await http(srv.url, 'GET', `/api/games/${id}/view?side=${side}`, undefined, cookie)).body.view;
      if (v.result) return v;
      if (v.actions.length) {
        const r = await http(srv.url, 'POST', `/api/games/${id}/act`, { side, step: v.step, action: v.actions[v.actions.length - 1] }, cookie);
        assert.equal(r.status, 200, JSON.stringify(r.body));
        moved = true;
      }
    }
    if (!moved) break;
  }
  return (await http(srv.url, 'GET', `/api/games/${id}/view?side=observer`)).body.view;
}

describe('server: fair dice, export, import, replay', () => {
  test('the secret is revealed at the end; the export verifies; a tampered die is caught; import and replay', async () => {
    const { id, meta } = await newOnlineGame();
    const end = await playToEnd(id, { north, south });
    assert.ok(end.result);
    const m = (await http(srv.url, 'GET', `/api/games/${id}`)).body.game;
    assert.equal(m.status, 'finished');
    assert.equal(m.commitment, meta.commitment);
    assert.match(m.serverSecret, /^[0-9a-f]{64}$/);
    const exp = (await http(srv.url, 'GET', `/api/games/${id}/export`)).body;
    assert.equal(exp.actions.length, 6);
    const ok = verifyExport(exp, getGame);
    assert.deepEqual(ok.problems, []);
    assert.equal(ok.ok, true);
    // Change the secret: the commitment no longer matches.
    const forged = verifyExport({ ...exp, serverSecret: exp.serverSecret.replace(/^./, (c: string) => (c === '0' ? '1' : '0')) }, getGame);
    assert.equal(forged.ok, false);
    assert.match(forged.problems.join(), /commitment/);
    // Change a logged card or die: the replay disagrees.
    const log = structuredClone(exp.log);
    const reveal = log.find((e: any) => e.key === 'hc.reveal');
    reveal.params.north = reveal.params.north === 1 ? 2 : 1;
    assert.match(verifyExport({ ...exp, log }, getGame).problems.join(), /log entry/);
    // Import it as a new finished game and replay it move by move.
    const imp = await http(srv.url, 'POST', '/api/games/import', exp, eve);
    assert.equal(imp.status, 200, JSON.stringify(imp.body));
    // An imported game is its owner's until shared (issue 21): Eve replays it.
    const r0 = (await http(srv.url, 'GET', `/api/games/${imp.body.id}/replay?at=0&side=north`, undefined, eve)).body;
    assert.equal(r0.total, 6);
    assert.equal(r0.view.step, 0);
    const r3 = (await http(srv.url, 'GET', `/api/games/${imp.body.id}/replay?at=3&side=observer`, undefined, eve)).body;
    assert.equal(r3.view.step, 3);
    assert.ok(r3.last.text.en.startsWith('play'));
    const bad = await http(srv.url, 'POST', '/api/games/import', { ...exp, finalHash: 'x' }, eve);
    assert.equal(bad.status, 422);
    // Unfinished games cannot be exported (the secret would leak).
    const { id: open } = await newOnlineGame();
    assert.equal((await http(srv.url, 'GET', `/api/games/${open}/export`)).body.error.code, 'not-finished');
  });

  test('against the computer: the bot seat plays from its own view; hot-seat: one player holds both seats', async () => {
    const c = await createGame(srv.url, { game: 'highcard', mode: 'computer', side: 'south', contribution: contribution() }, north);
    assert.equal(c.body.game.status, 'active');
    const id = c.body.game.id;
    const end = await (async () => {
      for (let i = 0; i < 40; i++) {
        const v = (await http(srv.url, 'GET', `/api/games/${id}/view?side=south`, undefined, north)).body.view;
        if (v.result) return v;
        if (v.actions.length) await http(srv.url, 'POST', `/api/games/${id}/act`, { side: 'south', step: v.step, action: v.actions[0] }, north);
        else await new Promise((r) => setTimeout(r, 20));
      }
      return null;
    })();
    assert.ok(end?.result, 'the game against the computer reached its end');
    const h = await createGame(srv.url, { game: 'highcard', mode: 'hotseat', contributions: { north: contribution(), south: contribution() } }, south);
    assert.equal(h.body.game.status, 'active');
    assert.deepEqual(h.body.game.yourSides, ['north', 'south']);
    const v = await http(srv.url, 'GET', `/api/games/${h.body.game.id}/view?side=north`, undefined, south);
    assert.equal(v.status, 200);
  });
});
