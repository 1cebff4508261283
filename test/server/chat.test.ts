/**
 * Issue 20 (4): chat between a game's players, spectators' chat apart (never read by the players while the game
 * goes on), private notes; limits on length, rate and count; plain text; exported only to their owners.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TALK_LIMITS } from '../../src/server/talk.js';
import { contribution, createGame, http, register, startInProcess, WsClient, type TestServer } from './helpers.js';

let srv: TestServer;
let north: string, south: string, fan: string, fan2: string;
before(async () => {
  srv = await startInProcess();
  north = await register(srv.url, 'ChatNorth');
  south = await register(srv.url, 'ChatSouth');
  fan = await register(srv.url, 'ChatFan');
  fan2 = await register(srv.url, 'ChatFanTwo');
});
after(async () => { await srv.close(); });

async function started(): Promise<string> {
  const c = await createGame(srv.url, { game: 'highcard', mode: 'online', side: 'north', contribution: contribution() }, north);
  await http(srv.url, 'POST', `/api/games/${c.body.game.id}/join`, { side: 'south', contribution: contribution() }, south);
  return c.body.game.id;
}
const say = (id: string, who: string, channel: string, text: string) => http(srv.url, 'POST', `/api/games/${id}/chat`, { channel, text }, who);
const read = (id: string, who: string | undefined, channel: string) => http(srv.url, 'GET', `/api/games/${id}/chat?channel=${channel}`, undefined, who);

describe('issue 20: chat', () => {
  test("players' chat reaches the opponent's socket, never a spectator's; spectators' chat never reaches the players during the game", async () => {
    const id = await started();
    const wsS = await WsClient.open(srv.ws, south);
    const wsF = await WsClient.open(srv.ws, fan);
    try {
      wsS.send({ t: 'sub', game: id, side: 'south' });
      wsF.send({ t: 'sub', game: id, side: 'observer' });
      await wsS.wait((m) => m.t === 'state');
      await wsF.wait((m) => m.t === 'state');
      const hi = await say(id, north, 'players', '  Good luck <b>&</b> have fun  ');
      assert.equal(hi.status, 200, JSON.stringify(hi.body));
      assert.equal(hi.body.message.text, 'Good luck <b>&</b> have fun', 'stored as plain text, trimmed');
      const got = await wsS.wait((m) => m.t === 'chat');
      assert.deepEqual(got.messages.map((m: any) => [m.from, m.side, m.channel, m.text]), [['ChatNorth', 'north', 'players', 'Good luck <b>&</b> have fun']]);
      const tip = await say(id, fan2, 'spectators', 'North holds the 6!');
      assert.equal(tip.status, 200);
      await wsF.wait((m) => m.t === 'chat' && m.messages[0].text === 'North holds the 6!');
      // Let any stray delivery arrive, then check what each socket received.
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(wsF.messages.some((m) => m.t === 'chat' && m.messages.some((x: any) => x.channel === 'players')), false, 'a spectator never receives the players\' chat');
      assert.equal(wsS.messages.some((m) => m.t === 'chat' && m.messages.some((x: any) => x.channel === 'spectators')), false, 'a player never receives the spectators\' chat during the game');
      assert.equal(JSON.stringify(wsS.messages).includes('holds the 6'), false);
    } finally { wsS.close(); wsF.close(); }
    // By HTTP too: players cannot read or write the spectators' channel while the game goes on, nor others theirs.
    assert.equal((await read(id, north, 'spectators')).body.error.code, 'spectators-only');
    assert.equal((await say(id, south, 'spectators', 'hello')).status, 403);
    assert.equal((await read(id, fan, 'players')).status, 403);
    assert.equal((await read(id, undefined, 'players')).status, 403);
    assert.deepEqual((await read(id, south, 'players')).body.messages.map((m: any) => m.text), ['Good luck <b>&</b> have fun']);
    assert.deepEqual((await read(id, undefined, 'spectators')).body.messages.map((m: any) => m.text), ['North holds the 6!'], 'anyone watching reads the spectators');
    // After the end the players may read what the spectators said.
    await http(srv.url, 'POST', `/api/games/${id}/resign`, { side: 'south' }, south);
    assert.deepEqual((await read(id, north, 'spectators')).body.messages.map((m: any) => m.text), ['North holds the 6!']);
  });

  test('length, emptiness, rate and per-game caps are refused with clear errors and store nothing; hot seat has no chat', async () => {
    const id = await started();
    const long = await say(id, north, 'players', 'x'.repeat(TALK_LIMITS.chatChars + 1));
    assert.equal(long.status, 400);
    assert.equal(long.body.error.code, 'too-long');
    assert.equal((await say(id, north, 'players', ' \u0000\u200b ')).body.error.code, 'empty');
    assert.equal((await say(id, north, 'players', 'x'.repeat(5000))).status, 400);
    let refused = 0;
    for (let i = 0; i < TALK_LIMITS.chatBurst + 4; i++) if ((await say(id, south, 'players', `m${i}`)).status === 429) refused++;
    assert.ok(refused >= 3, `a burst beyond ${TALK_LIMITS.chatBurst} is refused (${refused} refused)`);
    const stored = (await read(id, north, 'players')).body.messages;
    assert.ok(stored.length <= TALK_LIMITS.chatBurst + 1 && stored.every((m: any) => /^m\d+$/.test(m.text)), 'only accepted messages are stored');
    const hs = await createGame(srv.url, { game: 'highcard', mode: 'hotseat', contributions: { north: contribution(), south: contribution() } }, fan);
    assert.equal((await say(hs.body.game.id, fan, 'players', 'hi')).body.error.code, 'no-chat');
  });
});

describe('issue 20: notes', () => {
  test("notes are their owner's alone, length-limited, and go into the owner's export only", async () => {
    const id = await started();
    assert.equal((await http(srv.url, 'PUT', `/api/games/${id}/notes`, { text: 'Save the 6 for round 3' }, north)).status, 200);
    assert.equal((await http(srv.url, 'GET', `/api/games/${id}/notes`, undefined, north)).body.text, 'Save the 6 for round 3');
    assert.equal((await http(srv.url, 'GET', `/api/games/${id}/notes`, undefined, south)).body.text, '', "the opponent reads their own (empty) notes, not North's");
    assert.equal((await http(srv.url, 'GET', `/api/games/${id}/notes`, undefined, fan)).status, 403);
    const tooLong = await http(srv.url, 'PUT', `/api/games/${id}/notes`, { text: 'n'.repeat(TALK_LIMITS.noteChars + 1) }, north);
    assert.equal(tooLong.body.error.code, 'too-long');
    assert.equal((await http(srv.url, 'GET', `/api/games/${id}/notes`, undefined, north)).body.text, 'Save the 6 for round 3', 'a refusal changes nothing');
    await say(id, north, 'players', 'gg');
    await http(srv.url, 'POST', `/api/games/${id}/resign`, { side: 'north' }, north);
    const mine = (await http(srv.url, 'GET', `/api/games/${id}/export`, undefined, north)).body;
    assert.equal(mine.private.notes, 'Save the 6 for round 3');
    assert.deepEqual(mine.private.chat.map((m: any) => m.text), ['gg']);
    const theirs = (await http(srv.url, 'GET', `/api/games/${id}/export`, undefined, south)).body;
    assert.equal(theirs.private.notes, '');
    assert.equal(JSON.stringify(theirs).includes('Save the 6'), false);
    for (const who of [fan, undefined]) {
      const e = (await http(srv.url, 'GET', `/api/games/${id}/export`, undefined, who)).body;
      assert.equal(e.private, undefined);
      assert.equal(JSON.stringify(e).includes('Save the 6') || JSON.stringify(e).includes('"gg"'), false);
    }
  });
});
