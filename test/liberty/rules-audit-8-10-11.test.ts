/** Rules audit of Liberty chapters 8 (navies), 10 (Indians) and 11 (winter) against the Japanese rulebook, and the
 *  West Indies control question (1.5, 5.3, 9.1, 11.1): each test builds the position a discrepancy showed up in and
 *  checks what the rule says (docs/liberty-rules.md). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LogEntry } from '../../src/core/log.js';
import { applyBattleAction, battleActions, startBattle } from '../../src/games/liberty/combat.js';
import { LOC, type LibertyState } from '../../src/games/liberty/state.js';
import { B, H, c, pos } from './helpers.js';

/** A battle-order position on the real map, the battle in `hex` then started. */
function battleAt(hex: string, blocks: Record<string, unknown>, attacker: 'british' | 'american', seaAttack = false, extra: Record<string, unknown> = {}): { s: LibertyState; log: LogEntry[] } {
  const s = pos({ year: 1778, turn: 2, phase: 'battle-order', p1: attacker, weather: 6, blocks, handSize: 5, frenchEntered: true,
    contests: [{ hex, attacker, entrySides: {}, seaAttack }], ...extra });
  const log: LogEntry[] = [];
  startBattle(c, s, H(hex), log);
  return { s, log };
}
const retreatsOf = (s: LibertyState, id: string): number[] =>
  battleActions(c, s, c.blocks.side[B(id)] === 0 ? 'british' : 'american')
    .filter((a) => a.type === 'battle-retreat' && a.block === B(id)).map((a) => (a as { to: number }).to);

test('liberty 8.1, 8.5 with 7.4: a warship may retreat on the map by its normal move (through sea hexes to a friendly port within 2 hexes), not only to the Atlantic box', () => {
  // 8.1 「ヘクスサイド制限は移動または退却において戦艦に適用されない」 (hexside limits do not apply to warships in movement or
  // retreat); 8.5 「戦艦自身は…敵戦艦が戦闘に進入してきた海ヘクスサイドかに関わらず退却する事ができる」 (warships may retreat
  // whatever sea hexside they or enemy warships entered by). A British warship alone in Newport, attacked by land.
  const blocks = { rn1: { at: 'Newport' }, line1: { at: 'Boston' }, cont1: { at: 'Newport', moved: true }, cont2: { at: 'Newport', moved: true } };
  const { s, log } = battleAt('Newport', blocks, 'american');
  assert.deepEqual(retreatsOf(s, 'rn1'), [H('Boston'), LOC.ATLANTIC], 'Boston (British, 2 sea hexes away) or the box; never American Portsmouth or New Haven');
  applyBattleAction(c, s, 'british', { type: 'battle-retreat', block: B('rn1'), to: H('Boston') }, log);
  assert.equal(s.loc[B('rn1')], H('Boston'));
  assert.deepEqual(s.battle?.use ?? {}, {}, '8.1: no hexside is counted for a warship');
  const e = log.filter((x) => x.key === 'lib.retreat').at(-1)!;
  assert.equal(e.rule, 'liberty 7.4', 'a retreat on the map (8.5 is the sea retreat to the box)');
});

test('liberty 8.6 with 8.1: warships that must leave the land blocks after round 3 may go to a friendly port on the map', () => {
  const blocks = { rn1: { at: 'Newport' }, line1: { at: 'Boston' }, cont1: { at: 'Newport', moved: true } };
  const { s, log } = battleAt('Newport', blocks, 'american');
  for (let i = 0; i < 6 && s.battle?.step === 'fight'; i++) {
    const side = s.battle.slot % 2 === 0 ? 'british' : 'american';
    const a = battleActions(c, s, side).find((x) => x.type === 'battle-pass')!;
    applyBattleAction(c, s, side, a, log);
  }
  assert.equal(s.battle?.step, 'retreat');
  assert.deepEqual(s.battle!.mustRetreat, [B('rn1')], '8.6: the warship must leave');
  assert.deepEqual(retreatsOf(s, 'rn1'), [H('Boston'), LOC.ATLANTIC]);
});

test('liberty 8.5 with 8.1, 8.4: the attacker\'s land blocks still at sea go to the Atlantic box when its last warship retreats on the map', () => {
  // A British sea attack on Portsmouth held by a French warship and an American block: rn1 retreats to Boston
  // (British); the foot block at sea cannot land there: sea retreats go to the Atlantic box (8.5), without loss.
  const blocks = { rn1: { at: 'Portsmouth', moved: true }, line1: { at: 'Portsmouth', moved: true }, line2: { at: 'Boston' }, fn1: { at: 'Portsmouth' }, cont1: { at: 'Portsmouth' } };
  const { s, log } = battleAt('Portsmouth', blocks, 'british', true, { entries: [['Portsmouth', 'sea', 'british'], ['Portsmouth', 'sea', 'british']] });
  assert.equal(s.battle!.atSea, 1);
  applyBattleAction(c, s, 'american', { type: 'battle-pass', block: B('fn1') }, log); // B defender
  assert.ok(retreatsOf(s, 'rn1').includes(H('Boston')));
  applyBattleAction(c, s, 'british', { type: 'battle-retreat', block: B('rn1'), to: H('Boston') }, log);
  assert.equal(s.loc[B('rn1')], H('Boston'));
  assert.equal(s.loc[B('line1')], LOC.ATLANTIC);
  assert.equal(s.steps[B('line1')], 4, 'a retreat, not a repulse: no step lost');
});
