/**
 * Second-pass audit of the basic rules 1.0-12.0 (docs/dixie-rules.md), looking at interactions between rules, edge
 * cases and refusals: each test builds a position, acts, and asserts what the rule says.
 */
import { test } from 'node:test';
import { dixie, assert, build, act, ids, offered, refuses, U, C } from './helpers.js';
import { renderEntry } from '../../src/core/log.js';
import { isUnit } from '../../src/games/dixie/state.js';

test('dixie 12.0 with 8.0: an enemy card shown by Signal Station is forgotten once it goes back to the reserve; brought out again face down it is one face-down card among others', () => {
  // The USA plays Signal Station (reveal, USA L column) on CSA-R and sees Kemper and Semmes there, face down.
  const s = build({
    phase: 'move', turnOf: 'USA', turn: 2, reserve: { CSA: [], USA: [U.signal] },
    positions: { 'CSA-R': [{ card: C.kemper }, { card: C.semmes }], 'USA-L': [{ card: U.paul }] },
  });
  act(s, 'USA', { type: 'special', card: U.signal, at: 'CSA-R' });
  const shown = (side: string) => dixie.view(s, side).positions.flatMap((p) => p.cards.filter((c) => c.side === 'CSA' && !c.up && c.id !== undefined).map((c) => `${p.name}:${c.id}`));
  assert.deepEqual(shown('USA').sort(), [`CSA-R:${C.kemper}`, `CSA-R:${C.semmes}`].sort(), 'the USA was shown both cards');
  act(s, 'USA', { type: 'end-move' });
  act(s, 'CSA', { type: 'morale' });
  act(s, 'CSA', { type: 'end-combat' });
  act(s, 'CSA', { type: 'move', card: C.kemper, to: 'reserve' }); // Kemper goes into the hand, face down
  act(s, 'CSA', { type: 'end-move' });
  act(s, 'USA', { type: 'morale' });
  act(s, 'USA', { type: 'end-combat' });
  act(s, 'USA', { type: 'end-move' });
  act(s, 'CSA', { type: 'morale' });
  act(s, 'CSA', { type: 'end-combat' });
  act(s, 'CSA', { type: 'move', card: C.kemper, to: 'CSA-C' }); // and comes out of it, face down, next turn
  assert.deepEqual(shown('USA'), [`CSA-R:${C.semmes}`], 'Semmes, still where he was shown, is still known; Kemper, who went through the hand, is not');
  assert.deepEqual(dixie.view(s, 'USA').seen, [C.semmes]);
  assert.ok(!JSON.stringify(dixie.view(s, 'USA').positions).includes(`"id":${C.kemper}`), 'Kemper\'s id is nowhere in the USA view of the battlefield');
});

test('dixie 7.0 / 8.x: a refused move names the rule that refuses it, and changes nothing', () => {
  // 7.0 «射撃したカードは、特殊な場合を除いて、この戦闘ターンは移動できません»: cavalry that fired is refused under 7.0, not
  // under the double-move rule (8.4).
  const s = build({
    phase: 'move',
    positions: {
      'USA-C': [{ card: C.hampton, up: true, fired: true }, { card: U.paul, up: true }],
      'USA-R': [{ card: C.kemper, up: true, fired: true }, { card: U.baxter, up: true }],
      'CSA-C': [{ card: C.semmes }, { card: C.beckham }],
      'USA-L': [{ card: U.biddle, up: true }, { card: U.stone, up: true }, { card: C.walker, up: true }, { card: C.hays, up: true }, { card: C.smith, up: true }, { card: C.iverson, up: true }],
      'CSA-R': [{ card: C.archer }],
    },
  });
  refuses(s, 'CSA', { type: 'move', card: C.hampton, to: 'CSA-C' }, 'dixie 7.0');
  refuses(s, 'CSA', { type: 'move', card: C.kemper, to: 'CSA-L' }, 'dixie 7.0');
  // 8.0: one move a turn, to an adjacent position of figure 3 (never sideways)
  refuses(s, 'CSA', { type: 'move', card: C.semmes, to: 'CSA-L' }, 'dixie 8.0');
  // 8.1: engaging up to the stack limit: four CSA cards are in USA-L already
  refuses(s, 'CSA', { type: 'move', card: C.archer, to: 'USA-L' }, 'dixie 8.1');
  // 7.2: horse artillery never makes two moves
  act(s, 'CSA', { type: 'move', card: C.beckham, to: 'reserve' });
  refuses(s, 'CSA', { type: 'move', card: C.beckham, to: 'CSA-C' }, 'dixie 7.2');
  act(s, 'CSA', { type: 'move', card: C.semmes, to: 'reserve' });
  refuses(s, 'CSA', { type: 'move', card: C.semmes, to: 'CSA-C' }, 'dixie 8.0');
  // a position that does not exist is malformed input, not a move to the reserve
  refuses(s, 'CSA', { type: 'move', card: C.archer, to: 'CSA-X' }, 'dixie 3.0');
});

test('dixie 7.0 / 7.2: a refused fire names the rule that refuses it, and changes nothing', () => {
  const s = build({
    positions: {
      'CSA-C': [{ card: C.cabell }, { card: C.hampton }],
      'USA-C': [{ card: U.meredith, up: true }, { card: C.kemper, up: true }],
      'CSA-L': [{ card: C.eshleman }], 'USA-R': [{ card: U.baxter }],
      'CSA-R': [{ card: C.semmes, up: true }, { card: U.paul, up: true }],
    },
  });
  // 7.2: long range cannot fire into an engaged position; cavalry fires only when engaged
  refuses(s, 'CSA', { type: 'fire', card: C.cabell, at: 'USA-C' }, 'dixie 7.2');
  refuses(s, 'CSA', { type: 'fire', card: C.hampton, at: 'USA-C' }, 'dixie 7.2');
  // 7.0: a card fires once; a position's combat is over once fire has moved on to another position
  act(s, 'CSA', { type: 'fire', card: C.kemper, at: 'USA-C' });
  act(s, 'CSA', { type: 'fire', card: C.eshleman, at: 'USA-R' });
  refuses(s, 'CSA', { type: 'fire', card: C.kemper, at: 'USA-C' }, 'dixie 7.0');
  refuses(s, 'CSA', { type: 'fire', card: C.semmes, at: 'USA-C' }, 'dixie 7.2'); // not its own position: short range is in one's own position
  act(s, 'CSA', { type: 'fire', card: C.semmes, at: 'CSA-R' });
  assert.ok(!offered(s, 'CSA', { type: 'fire', card: C.eshleman, at: 'USA-R' }));
  refuses(s, 'CSA', { type: 'fire', card: C.eshleman, at: 'USA-R' }, 'dixie 7.0');
});

test('dixie 12.0: a special that names no position (Forced March) is logged as played, not as played "at reserve"', () => {
  const s = build({ phase: 'move', turnOf: 'USA', turn: 2, reserve: { CSA: [], USA: [U.forcedMarch] }, positions: { 'USA-C': [{ card: U.paul }] } });
  const log = act(s, 'USA', { type: 'special', card: U.forcedMarch });
  const e = log.find((x) => x.rule === 'dixie 12.0')!;
  assert.ok(e, 'logged under 12.0');
  assert.ok(!('at' in (e.params ?? {})), 'no position in the entry');
  assert.equal(renderEntry(e, dixie.messages!.en), `USA plays special card ${U.forcedMarch}. [Dixie 12.0]`);
  // one that names a position still says where
  const t = build({ phase: 'morale', turnOf: 'USA', turn: 2, reserve: { CSA: [], USA: [U.rally] }, positions: { 'USA-C': [{ card: U.paul, hits: 1, up: true }] } });
  const lt = act(t, 'USA', { type: 'special', card: U.rally, at: 'USA-C' });
  assert.equal(renderEntry(lt.find((x) => x.rule === 'dixie 12.0')!, dixie.messages!.en), `USA plays special card ${U.rally} at USA-C. [Dixie 12.0]`);
});

test('dixie 12.0 / 14.0: a refused special names the rule that refuses it and says why, and changes nothing', () => {
  // Rally is a morale-step card (12.0: played in the step its card names)
  const s = build({ reserve: { CSA: [239, C.grand], USA: [] }, positions: { 'CSA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } });
  refuses(s, 'CSA', { type: 'special', card: 239, at: 'CSA-C' }, 'dixie 12.0');
  assert.throws(() => act(s, 'CSA', { type: 'special', card: 239, at: 'CSA-C' }), /morale step/);
  // Sharpshooters need an enemy leader in an engaged position
  const t = build({ reserve: { CSA: [C.sharpshooters], USA: [] }, positions: { 'CSA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } });
  assert.throws(() => act(t, 'CSA', { type: 'special', card: C.sharpshooters, at: 'CSA-C' }), /leader/);
  // 14.0: Grand Cannonade is a day-3 card; on day 1 of the historical battle it is refused under 14.0
  const h = build({ day: 1, reserve: { CSA: [C.grand], USA: [] }, positions: { 'CSA-C': [{ card: C.cabell }], 'USA-C': [{ card: U.paul }] }, deck: { CSA: [], USA: [U.cutler] } }, { historical: true });
  refuses(h, 'CSA', { type: 'special', card: C.grand, at: 'USA-C' }, 'dixie 14.0');
  // a special that names no position is played without one
  const f = build({ phase: 'move', turnOf: 'USA', turn: 2, reserve: { CSA: [], USA: [U.forcedMarch] }, positions: { 'USA-C': [{ card: U.paul }] } });
  refuses(f, 'USA', { type: 'special', card: U.forcedMarch, at: 'USA-C' }, 'dixie 12.0');
  assert.throws(() => act(f, 'USA', { type: 'special', card: U.forcedMarch, at: 'USA-C' }), /no position/);
});

// dixie 8.4 with 8.0 and 5.0 with 12.0: the readings decided here on 2026-11-23 were overruled (issues 22 and 23);
// their tests are in test/dixie/rulings-22-23.test.ts.

test('dixie 5.0 (bad input): an action type named like an object property ("toString", "__proto__", "constructor") is refused as an unknown action, not a crash, and changes nothing', () => {
  for (const type of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf']) {
    const s = build({ positions: { 'CSA-C': [{ card: C.kemper }] } });
    refuses(s, 'CSA', { type } as never, 'dixie 5.0');
    assert.throws(() => act(s, 'CSA', { type } as never), (e: unknown) => (e as { code?: string }).code === 'malformed' && /unknown action type/.test(String(e)));
  }
});

test('dixie 12.0 (words): a special that names no position is described without one, in English and Japanese', () => {
  assert.equal(dixie.describeAction!({ type: 'special', card: U.forcedMarch }, 'ja'), `スペシャル${U.forcedMarch}を使用`);
  assert.equal(dixie.describeAction!({ type: 'special', card: U.rally, at: 'USA-C' }, 'ja'), `スペシャル${U.rally}をUSA-Cで使用`);
  assert.equal(dixie.describeAction!({ type: 'special', card: U.forcedMarch }, 'en'), `play special ${U.forcedMarch}`);
});

test('dixie 11.0 (decided): one leader per side in a position; a leader may join his units where the enemy leader is', () => {
  // 11.0 «各々のポジションには最大で1人の指揮官しか配置できません» is read per side: an engaged position holds both sides'
  // cards, and 11.3's note speaks of leaders left alone together with the enemy.
  const s = build({
    phase: 'move', turnOf: 'USA', turn: 2, reserve: { CSA: [], USA: [U.howard, U.wadsworth] },
    positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: C.ewell }, { card: U.paul, up: true }] },
  });
  assert.ok(offered(s, 'USA', { type: 'move', card: U.howard, to: 'USA-C' }), 'Howard may join Paul beside Ewell');
  act(s, 'USA', { type: 'move', card: U.howard, to: 'USA-C' });
  refuses(s, 'USA', { type: 'move', card: U.wadsworth, to: 'USA-C' }, 'dixie 11.0');
});

test('dixie 3.2 (decided): deployment asks no minimum per position; a side may leave a position empty (and so open to capture)', () => {
  // 3.2 «自軍の3つのポジションのそれぞれに伏せて、スタック制限に従ってカードを配置します»: cards go face down to the
  // positions within the limit; nothing sets a least number, and 4.0 is what punishes an empty position.
  const s = dixie.setup('audit2-deploy', dixie.parseOptions({}), null);
  const csa = [...s.res.CSA].filter(isUnit);
  act(s, 'CSA', { type: 'deploy', card: csa[0]!, at: 'CSA-C' });
  assert.ok(offered(s, 'CSA', { type: 'deploy-done' }), 'CSA-L and CSA-R may stay empty');
  act(s, 'CSA', { type: 'deploy-done' });
  act(s, 'USA', { type: 'deploy-done' });
  assert.equal(s.phase, 'morale', 'the battle opens with the CSA\'s morale step (5.0)');
  assert.deepEqual(ids(s, 'CSA-L'), []);
});
