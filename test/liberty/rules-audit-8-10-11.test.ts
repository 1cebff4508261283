/** Rules audit of Liberty chapters 8 (navies), 10 (Indians) and 11 (winter) against the Japanese rulebook, and the
 *  West Indies control question (1.5, 5.3, 9.1, 11.1): each test builds the position a discrepancy showed up in and
 *  checks what the rule says (docs/liberty-rules.md). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LogEntry } from '../../src/core/log.js';
import { applyBattleAction, battleActions, startBattle } from '../../src/games/liberty/combat.js';
import { AMERICAN, BRITISH, britishSupplyPoints, updateControl, westIndiesController } from '../../src/games/liberty/control.js';
import { toPosition } from '../../src/games/liberty/position.js';
import { LOC, type LibertyState } from '../../src/games/liberty/state.js';
import { B, H, act, acts, c, movePos, pos, targets } from './helpers.js';

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

test('liberty 9.1 with 5.3, 1.5, 11.1: a West Indies port changes control only at the end of the turn, like every port (before: at once, as the blocks moved)', () => {
  // The British held the French West Indies at the end of the last turn; this turn their block sailed away to the box.
  // 5.3 「ヘクスの支配はゲームターンの終了まで変わることはない」: the port stays British-controlled until the turn ends, so a
  // French block sailing in from the box makes a sea attack on an empty enemy port (8.4: with a warship), not a plain
  // sea move; the British block may sail back as into any friendly port.
  const blocks = { line1: { at: 'atlantic', moved: true }, line2: { at: 'atlantic' }, fr1: { at: 'atlantic' }, fn1: { at: 'atlantic' } };
  const extra = { frenchEntered: true, control: { fwi: 'british' }, p1: 'british' };
  let am = movePos(blocks, 'american', extra);
  am = acts(am, 'american', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('fr1') }]);
  assert.ok(!targets(am, 'american').includes(LOC.FWI), 'a land block alone may not attack the (still British) port');
  let am2 = movePos(blocks, 'american', extra);
  am2 = acts(am2, 'american', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('fn1') }]);
  assert.ok(targets(am2, 'american').includes(LOC.FWI), 'a French warship may: a sea attack on an empty enemy port (8.4)');
  am2 = act(am2, 'american', { type: 'step', to: LOC.FWI });
  am2 = act(am2, 'american', { type: 'block', block: B('fr1') });
  assert.ok(targets(am2, 'american').includes(LOC.FWI), 'then land blocks with it (8.4, at most three)');
  // The British block may return to its own port in the same turn: still friendly.
  let br = movePos(blocks, 'british', { ...extra, weather: 2 });
  br = acts(br, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('line2') }]);
  assert.ok(targets(br, 'british').includes(LOC.FWI), 'a friendly port: no attack, so South weather does not forbid it (4.0)');
  // At the end of the turn (updateControl, 5.3) control follows the blocks: empty, the port is French (American)
  // again, and 11.1 counts it so.
  const s = movePos(blocks, 'british', extra);
  assert.equal(westIndiesController(c, s, LOC.FWI), BRITISH, 'British until the turn ends');
  const before = britishSupplyPoints(c, s);
  updateControl(c, s);
  assert.equal(westIndiesController(c, s, LOC.FWI), AMERICAN);
  assert.equal(britishSupplyPoints(c, s), before - c.map.spaceValue.fwi);
});

test('liberty 9.1 with 5.3: the West Indies control snapshot is written to and read from position files', () => {
  const s = pos({ year: 1778, turn: 2, phase: 'move', p1: 'british', mover: 'british', weather: 6, points: 1, blocks: { line1: { at: 'atlantic', moved: true } }, handSize: 5, frenchEntered: true, control: { fwi: 'british' } });
  assert.equal(westIndiesController(c, s, LOC.FWI), 1);
  assert.equal(westIndiesController(c, s, LOC.BWI), 1);
  const written = toPosition(c, s);
  assert.equal(written.control?.fwi, 'british');
  assert.equal(written.control?.bwi, undefined, 'written only where it is not what the blocks give');
  const again = pos(written as unknown as Record<string, unknown>);
  assert.deepEqual(again.control, s.control);
});
