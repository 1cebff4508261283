/**
 * Issue 22 through the server: a Liberty refusal reaches the player with its rule, as the engine and the
 * protocol give it (test/liberty/refusals-22.test.ts), and changes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { contribution, createGame, http, register, startInProcess, type TestServer } from './helpers.js';

let srv: TestServer;
before(async () => { srv = await startInProcess(); });
after(async () => { await srv.close(); });

test('liberty 3.0 (issue 22): a second card choice through the server, after the first was made face down, is refused as not-active under liberty 3.0 and changes nothing', async () => {
  const brit = await register(srv.url, 'Howe');
  const amer = await register(srv.url, 'Greene');
  const c = await createGame(srv.url, { game: 'liberty', mode: 'online', side: 'british', contribution: contribution() }, brit);
  assert.equal(c.status, 200, JSON.stringify(c.body));
  const id = c.body.game.id;
  const j = await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'american', token: c.body.game.invite, contribution: contribution() }, amer);
  assert.equal(j.status, 200, JSON.stringify(j.body));
  const view = async (side: string, who: string) => (await http(srv.url, 'GET', `/api/games/${id}/view?side=${side}`, undefined, who)).body.view;

  const v = await view('british', brit);
  assert.deepEqual(v.active.slice().sort(), ['american', 'british'], 'both sides choose their cards at once (3.0)');
  const cards = v.actions.filter((a: { type: string }) => a.type === 'card');
  assert.ok(cards.length >= 2);
  const first = await http(srv.url, 'POST', `/api/games/${id}/act`, { side: 'british', step: v.step, action: cards[0] }, brit);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const after1 = await view('british', brit);

  // From the view it chose from, the answer is that the game moved on; from the new view, the rule.
  const stale = await http(srv.url, 'POST', `/api/games/${id}/act`, { side: 'british', step: v.step, action: cards[1] }, brit);
  assert.equal(stale.status, 409, JSON.stringify(stale.body));
  const again = await http(srv.url, 'POST', `/api/games/${id}/act`, { side: 'british', step: after1.step, action: cards[1] }, brit);
  assert.equal(again.status, 422, JSON.stringify(again.body));
  assert.equal(again.body.error.code, 'not-active');
  assert.equal(again.body.error.rule, 'liberty 3.0');
  assert.match(again.body.error.message, /american is choosing/);
  assert.deepEqual(await view('british', brit), after1, 'the refusal changed nothing');

  // The American's own choice is still open and accepted.
  const va = await view('american', amer);
  assert.deepEqual(va.active, ['american']);
  const ok = await http(srv.url, 'POST', `/api/games/${id}/act`, { side: 'american', step: va.step, action: va.actions[0] }, amer);
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
});
