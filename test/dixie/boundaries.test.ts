/**
 * Boundary tests (issue 24): positions that stand exactly on the edge of a rule, so that a rule broken by one
 * character (a `>` made `>=`, a condition dropped, a test of the wrong thing) is noticed by a test of that rule and
 * not only by the seeded-game hashes. Each test names the change it catches.
 */
import { test } from 'node:test';
import { dixie, assert, build, act, dice, ids, card, U, C } from './helpers.js';
import { moraleValue } from '../../src/games/dixie/morale.js';
import { card as cdef } from '../../src/games/dixie/data/cards.js';
import { posByName } from '../../src/games/dixie/state.js';

const P = (s: ReturnType<typeof build>, name: string) => posByName(s.o.n, name);

test('dixie 6.0 (boundary): a card whose modified morale is 0 or less holds on a natural 1', () => {
  // 6.0: a natural 1 always passes, whatever the modifiers. Smith's Brigade is 1C: 1 − 1 = 0 in its own line; attacking
  // in the USA left across Willoughby Run (attacker morale −1) it is −1. Catches the natural-1 pass removed from
  // `check` (morale.ts): then 1 ≤ 0 fails and the card routs.
  const s = build({ phase: 'morale', turnOf: 'CSA', positions: { 'CSA-C': [{ card: C.smith, up: true, hits: 1 }] } });
  assert.equal(moraleValue(s, P(s, 'CSA-C'), 'CSA', C.smith, false), 0);
  dice(s, [1]);
  act(s, 'CSA', { type: 'morale' });
  assert.ok(!s.dead.includes(C.smith), 'a natural 1 holds at morale 0');
  assert.deepEqual(ids(s, 'CSA-C'), [C.smith]);
  assert.equal(card(s, C.smith)!.h, undefined, 'the hit held and is removed');
  const t = build({ phase: 'morale', turnOf: 'CSA', positions: { 'USA-L': [{ card: 114 }, { card: U.paul, up: true }, { card: C.smith, up: true, hits: 1 }] } });
  assert.equal(moraleValue(t, P(t, 'USA-L'), 'CSA', C.smith, false), -1);
  dice(t, [1]);
  act(t, 'CSA', { type: 'morale' });
  assert.ok(!t.dead.includes(C.smith), 'a natural 1 holds at morale −1');
});

test('dixie 7.2 (boundary): cavalry counter-attacking a position of its own line that the enemy holds fires F1, as an attacker', () => {
  // 7.2: cavalry F1 attacking, F3 defending; a side attacks in a position it does not hold (11.1), even one of its own
  // line. The CSA hold USA-C (Kemper); Gamble (USA cavalry) has come in to retake it. Catches `defending(s, p, side)`
  // made `lineOf(s, p) === side` in `firepower` (fire.ts): then the cavalry in its own line fires F3.
  const s = build({ turnOf: 'USA', holders: { 'USA-C': 'CSA' }, positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.gamble, up: true }] } });
  assert.equal(s.hold[P(s, 'USA-C')], 'CSA');
  dice(s, [1, 2, 3]);
  const f = act(s, 'USA', { type: 'fire', card: U.gamble, at: 'USA-C' }).find((e) => e.key === 'dx.fire')!;
  assert.equal(f.params!.f, 1, 'F1: attacking');
  assert.equal(f.params!.hits, 1, 'only the 1 hits');
});

test('dixie 11.3 (boundary): fire with exactly one 6 at a leader\'s position gives the leader one hit', () => {
  // 11.3: every 6 rolled against a position hits the enemy leader there. Kemper (CV 3) fires at USA-C, where Wadsworth
  // commands Paul: 2, 3, 6 — one 6. Catches `sixes > 0` made `sixes > 1` (fire.ts): then a single 6 is lost.
  const s = build({ positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }, { card: U.wadsworth }] } });
  dice(s, [2, 3, 6]);
  const log = act(s, 'CSA', { type: 'fire', card: C.kemper, at: 'USA-C' });
  assert.deepEqual((log.find((e) => e.key === 'dx.fire')!.params!.dice as number[]), [2, 3, 6]);
  assert.equal(card(s, U.wadsworth)!.h, 1, 'one hit on the leader');
  assert.equal(log.find((e) => e.key === 'dx.leaderHit')?.params?.n, 1);
});

test('dixie 13.1 (boundary): melee ignores terrain morale — a die that holds only with the terrain\'s bonus routs', () => {
  // 13.1: terrain is ignored in melee morale. Paul (3B) defends USA-C on McPherson's Ridge (defender morale +1): 4 in fire
  // combat, 3 in melee. Kemper melees: his dice 3, 4, 5 give one hit (F3); Paul's 4, 5, 4 none; Paul's morale die 4
  // passes only with the ridge. Catches `moraleValue` counting terrain in melee too (morale.ts): then Paul holds.
  const s = build({ positions: { 'USA-C': [{ card: U.mcphersons }, { card: C.kemper, up: true }, { card: U.paul, up: true }], 'CSA-C': [{ card: C.cabell }] } }, { melee: true });
  const q = P(s, 'USA-C');
  assert.equal(moraleValue(s, q, 'USA', U.paul, false), 4, 'with the ridge outside melee');
  assert.equal(moraleValue(s, q, 'USA', U.paul, true), 3, 'without it in melee');
  dice(s, [3, 4, 5, 4, 5, 4, 4]);
  act(s, 'CSA', { type: 'melee', at: 'USA-C' });
  assert.ok(s.dead.includes(U.paul), 'the 4 fails at 3: Paul routs');
  assert.ok(!ids(s, 'USA-C').includes(U.paul));
});

test('dixie 13.9 (boundary): a custom deck at exactly 270 BP (CSA) / 300 BP (USA) is accepted; one point more is refused', () => {
  // 13.9: budgets 270 CSA / 300 USA (three-position line). Catches `bp > budget` made `>=` in `instances` (deck.ts):
  // then a deck exactly on the budget is refused.
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  const bp = (nos: number[]) => nos.reduce((t, no) => t + cdef(no).bp, 0);
  const csa270 = range(151, 184).filter((no) => no !== C.smith && no !== 178 && no !== 183);
  const usa300 = range(1, 40);
  assert.equal(bp(csa270), 270);
  assert.equal(bp(usa300), 300);
  const o = dixie.parseOptions({ deck: 'custom', decks: { USA: usa300, CSA: csa270 } });
  const s = dixie.setup('budget', o, null);
  assert.equal(s.total.CSA, csa270.length);
  assert.equal(s.total.USA, usa300.length);
  const csa271 = [...csa270, C.smith]; // Smith's Brigade, 1 BP
  const usa301 = [...usa300.filter((no) => no !== 8), 41]; // a 3-BP brigade for a 4-BP one
  assert.equal(bp(csa271), 271);
  assert.equal(bp(usa301), 301);
  assert.throws(() => dixie.parseOptions({ deck: 'custom', decks: { USA: usa300, CSA: csa271 } }), /13\.9/);
  assert.throws(() => dixie.parseOptions({ deck: 'custom', decks: { USA: usa301, CSA: csa270 } }), /13\.9/);
});
