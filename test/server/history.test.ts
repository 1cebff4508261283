/**
 * Issue 20 (7): history during play. A player steps back through a live game; each earlier view is exactly the
 * view the server pushed to that side at that moment (so nothing in it was hidden from them then), the log is
 * the log they had then, and nobody reads another side's history.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { contribution, createGame, http, register, startInProcess, WsClient, type TestServer } from './helpers.js';

let srv: TestServer;
let ann: string, ben: string;
before(async () => {
  srv = await startInProcess();
  ann = await register(srv.url, 'HistAnn');
  ben = await register(srv.url, 'HistBen');
});
after(async () => { await srv.close(); });

const strip = (v: any) => ({ ...v, actions: [] });

for (const game of ['goofspiel', 'highcard']) {
  test(`issue 20: history of a live ${game} game: every past view is the one pushed then, never more`, { timeout: 120_000 }, async () => {
    const sides = ['north', 'south'];
    const options = game === 'goofspiel' ? { cards: 5 } : { rounds: 3 };
    const c = await createGame(srv.url, { game, mode: 'online', side: sides[0], options, contribution: contribution() }, ann);
    const id = c.body.game.id;
    await http(srv.url, 'POST', `/api/games/${id}/join`, { side: sides[1], contribution: contribution() }, ben);
    const who: Record<string, string> = { [sides[0]!]: ann, [sides[1]!]: ben };
    // What each side (and an observer) was shown at each version, as pushed over the socket while playing.
    const seen: Record<string, Map<number, { view: any; log: any[] }>> = {};
    const sockets: WsClient[] = [];
    for (const side of [...sides, 'observer']) {
      const ws = await WsClient.open(srv.ws, side === 'observer' ? undefined : who[side]);
      sockets.push(ws);
      const shown = (seen[side] = new Map());
      let log: any[] = [];
      ws.sock.on('message', (d) => {
        const m = JSON.parse(String(d));
        if (m.t !== 'state' || !m.view) return;
        log = log.slice(0, m.log.from).concat(m.log.entries);
        shown.set(m.meta.actionCount, { view: m.view, log: [...log] });
      });
      ws.send({ t: 'sub', game: id, side });
      await ws.wait((m) => m.t === 'state');
    }
    try {
      // Play all but the last two actions, so that the game is still live; random legal choices.
      let played = 0;
      for (;;) {
        const meta = (await http(srv.url, 'GET', `/api/games/${id}`)).body.game;
        if (meta.status !== 'active' || meta.toMove.length === 0) break;
        const side = meta.toMove[played % meta.toMove.length];
        const v = (await http(srv.url, 'GET', `/api/games/${id}/view?side=${side}`, undefined, who[side])).body.view;
        if ((meta.actionCount as number) >= (game === 'goofspiel' ? 8 : 4)) break;
        const a = v.actions[(played * 7 + 3) % v.actions.length];
        assert.equal((await http(srv.url, 'POST', `/api/games/${id}/act`, { side, step: v.step, action: a }, who[side])).status, 200);
        played++;
        const n = played;
        for (const ws of sockets) await ws.wait((m) => m.t === 'state' && m.meta.actionCount === n);
      }
      assert.ok(played >= 4, `played ${played}`);
      assert.equal((await http(srv.url, 'GET', `/api/games/${id}`)).body.game.status, 'active', 'the game is live');
      for (const side of [...sides, 'observer']) {
        for (let at = 0; at <= played; at++) {
          const h = await http(srv.url, 'GET', `/api/games/${id}/history?side=${side}&at=${at}`, undefined, side === 'observer' ? undefined : who[side]);
          assert.equal(h.status, 200, JSON.stringify(h.body));
          const then = seen[side]!.get(at);
          assert.ok(then, `${side} was shown version ${at}`);
          assert.deepEqual(h.body.view, strip(then.view), `${side}'s view at ${at} is the one it was shown then`);
          assert.deepEqual(h.body.log, then.log, `${side}'s log at ${at} is the one it had then`);
          assert.deepEqual(h.body.view.actions, [], 'the past is not played');
          if (h.body.last) assert.equal(h.body.last.side, side, 'only its own action is described');
        }
      }
      // Nobody reads another side's history; an anonymous client reads only the observer's.
      assert.equal((await http(srv.url, 'GET', `/api/games/${id}/history?side=${sides[1]}&at=1`, undefined, ann)).status, 403);
      assert.equal((await http(srv.url, 'GET', `/api/games/${id}/history?side=${sides[0]}&at=1`)).status, 401);
      assert.equal((await http(srv.url, 'GET', `/api/games/${id}/history?side=${sides[0]}&at=-1`, undefined, ann)).status, 400);
    } finally { for (const ws of sockets) ws.close(); }
  });
}
