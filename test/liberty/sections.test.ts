/**
 * One test per rulebook section that had none naming it (1.0, 2.12, 5.0, 7.0, 7.3, 8.0): each plays or inspects
 * what the section says.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RuleError } from '../../src/core/errors.js';
import { LOC } from '../../src/games/liberty/state.js';
import { B, H, act, acts, c, legal, liberty, movePos } from './helpers.js';
import { Battle, MID, addContest, makeState } from './fixtures.ts';

const played = { british: 'a2-01', american: 'a3-01' };

test('liberty 1.0: the map runs from Quebec in the north to Georgia in the south; the British (east) edge is sea', () => {
  const M = c.map;
  assert.equal(M.hexIds[H('Quebec')]!.slice(0, 3), 'r01', 'Quebec on the first (northern) row');
  assert.equal(M.north[H('Quebec')], true);
  assert.equal(M.hexIds[H('Savannah')]!.slice(0, 3), 'r22', 'Savannah (Georgia) on the last (southern) row');
  assert.equal(M.north[H('Savannah')], false);
  for (let r = 1; r <= M.rows; r++) {
    const east = M.hexIndex[`r${String(r).padStart(2, '0')}c${M.cols}`]!;
    assert.equal(M.land[east], false, `row ${r}: the eastern (British) edge is sea`);
  }
  const westLand = Array.from({ length: M.rows }, (_, i) => M.hexIndex[`r${String(i + 1).padStart(2, '0')}c1`]!).filter((h) => M.land[h]).length;
  assert.ok(westLand >= M.rows - 2, 'the western (American) edge is land');
});

test('liberty 2.12: the letter sets when a block fires (A, B, C); the number is the highest roll that hits (B1: 1, B3: 1-3)', () => {
  // British attack Mid with the Mohawk block (B1 away from its town) against the rifles (B3, 1 step) and a
  // continental (C2).
  const s = makeState({ mohawk: [MID, 3], a_rifle: [MID, 1], a_cont1: [MID, 4] });
  addContest(s, MID, 'british');
  const b = new Battle(s).start(MID);
  assert.deepEqual(b.movers(), ['a_rifle'], 'no A blocks: the defending B block acts first');
  b.dice(3).fire('a_rifle');
  assert.equal(b.steps('mohawk'), 2, 'B3 hits on a 3');
  assert.deepEqual(b.active(), ['british']);
  b.dice(2, 1).fire('mohawk');
  assert.equal(b.steps('a_cont1'), 3, 'B1: the 2 misses, the 1 hits the strongest block');
  assert.equal(b.steps('a_rifle'), 1);
  assert.deepEqual(b.movers(), ['a_cont1'], 'C blocks act last');
});

test('liberty 7.3, 7.31, 7.32: a block fires one die per current step; its hits are applied at once to the strongest enemy block', () => {
  const s = makeState({ mohawk: [MID, 3], b_loyal: [MID, 1], a_rifle: [MID, 1], a_cont1: [MID, 4] });
  addContest(s, MID, 'british');
  const b = new Battle(s).start(MID);
  b.dice(6).fire('a_rifle'); // a miss
  b.dice(1, 6, 6).fire('mohawk'); // three steps: three dice, one hit
  assert.equal(b.keys('lib.fire').at(-1)!.params!.hits, 1);
  assert.equal(b.steps('a_cont1'), 3, 'the hit went to the strongest American block at once');
  assert.equal(b.steps('a_rifle'), 1);
  // The continental (C2) fires with the three steps it has left: two hits, both to the strongest British block.
  b.dice(1, 2, 5).fire('a_cont1');
  assert.equal(b.keys('lib.fire').at(-1)!.params!.hits, 2);
  assert.equal(b.steps('mohawk'), 1, 'each hit to the block strongest at that moment: 3 → 2 → 1');
  assert.equal(b.steps('b_loyal'), 1, 'the weaker Loyalist untouched');
  assert.equal(s.rng.forced?.length ?? 0, 0, 'exactly one die per step was rolled');
});

test('liberty 5.0: Player 1 completes all its actions, then Player 2 acts with the points of its own card', () => {
  let s = movePos({ line1: { at: 'r16c4' }, line2: { at: 'r16c3' }, mil1: { at: 'r19c4' } }, 'british', { points: 2, played });
  assert.deepEqual(liberty.activeSides(s), ['british']);
  assert.throws(() => act(s, 'american', { type: 'end' }), (e: unknown) => e instanceof RuleError && e.code === 'not-active' && e.rule === 'liberty 3.1' && /Player 1 completes all its actions, then Player 2/.test(e.message), 'Player 2 waits (3.1, issue 22: not-active names the rule)');
  s = acts(s, 'british', [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r17c4') }, { type: 'stop' }]);
  assert.equal(s.mover, 'british', 'a second action point is left');
  s = act(s, 'british', { type: 'end' });
  assert.equal(s.mover, 'american');
  assert.equal(s.points, 3, 'Player 2 acts with its own card (a 3)');
  assert.ok(legal(s, 'british').length === 0, 'Player 1 is done for the turn');
});

test('liberty 7.0, 7.1: battles are fought only after both players have moved, in every hex holding blocks of both sides', () => {
  let s = movePos({ line1: { at: 'r16c4' }, mil1: { at: 'r17c4' }, mil2: { at: 'r19c4' } }, 'british', { points: 1, played });
  s = acts(s, 'british', [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r17c4') }]);
  assert.equal(s.phase, 'move', 'no battle during movement');
  assert.equal(s.mover, 'american');
  assert.equal(s.battle, null);
  s = act(s, 'american', { type: 'end' });
  assert.equal(s.phase, 'battle-order', 'after all moves, Player 1 orders the battles (7.1)');
  assert.deepEqual(legal(s, 'british'), [{ type: 'battle', hex: H('r17c4') }]);
  assert.deepEqual(legal(s, 'american'), []);
  s = act(s, 'british', { type: 'battle', hex: H('r17c4') });
  assert.equal(s.phase, 'battle');
  assert.equal(s.battle!.hex, H('r17c4'));
  assert.equal(s.battle!.attacker, 'british');
});

test('liberty 8.0, 2.24: three British warships; the Americans command the three French warships only after French entry', () => {
  const ships = c.blocks.data.filter((b) => b.type === 'warship');
  assert.equal(ships.filter((b) => b.nation === 'british').length, 3);
  assert.equal(ships.filter((b) => b.nation === 'french').length, 3);
  assert.equal(ships.filter((b) => b.nation === 'american').length, 0, 'no American warships');
  let s = movePos({ fn1: { at: 'fwi' }, mil1: { at: 'r19c4' } }, 'american', { points: 1 });
  assert.ok(!legal(s, 'american').some((a) => a.type === 'group' && a.from === LOC.FWI), 'France is neutral: the warship does not move');
  s = movePos({ fn1: { at: 'fwi' }, mil1: { at: 'r19c4' } }, 'american', { points: 1, frenchEntered: true });
  s = acts(s, 'american', [{ type: 'group', from: LOC.FWI }, { type: 'block', block: B('fn1') }]);
  assert.ok(legal(s, 'american').some((a) => a.type === 'step' && a.to === LOC.ATLANTIC), 'after entry: to the Atlantic box');
});
