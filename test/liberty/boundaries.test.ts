/**
 * Boundary tests (issue 24): positions that stand exactly on the edge of a rule, so that a rule broken by one
 * character (a `>=` made `>`, a condition dropped) is noticed by a test of that rule and not only by the
 * whole-game hashes. Each test names the change it catches.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LogEntry } from '../../src/core/log.js';
import { britishSupplyPoints } from '../../src/games/liberty/control.js';
import { placements } from '../../src/games/liberty/reinforcements.js';
import { startWinter } from '../../src/games/liberty/winter.js';
import { B, H, c, movePos, pos } from './helpers.js';

/** The last move of the year's last turn, no point left: the position a winter starts from. */
const yearEnd = (blocks: Record<string, unknown>) =>
  pos({ year: 1777, turn: 5, phase: 'move', p1: 'british', mover: 'british', points: 0, blocks, handSize: 5 }, [1, 1]);

test('liberty 11.1 (boundary): a winter at exactly 30 British points is a British win; at 29 it is not', () => {
  // 「イギリス軍プレイヤーはもし 30 以上の補給源街を支配していると勝利する」 (30 or more). Empty red towns are British (Quebec 3,
  // Montreal 3, Fort Niagara 1, Augusta 1) and so is the British West Indies port (3): 11. British blocks hold New
  // York, Philadelphia, Boston, Charleston (3 each), Albany, Newport, Baltimore (2 each): 29; Trenton (1) makes 30.
  // Catches `pts >= v.britishAtLeast` made `>` (winter.ts).
  const held = { line1: { at: 'New York' }, line2: { at: 'Philadelphia' }, line3: { at: 'Boston' }, line4: { at: 'Charleston' }, line5: { at: 'Albany' }, hessian1: { at: 'Newport' }, hessian2: { at: 'Baltimore' } };
  const at30 = yearEnd({ ...held, hessian3: { at: 'Trenton' } });
  assert.equal(britishSupplyPoints(c, at30), 30);
  startWinter(c, at30, null);
  assert.equal(at30.result?.winner, 'british', 'exactly 30: the British win');
  assert.equal(at30.result?.rule, 'liberty 11.1');
  assert.equal(at30.result?.params?.points, 30);
  const at29 = yearEnd(held);
  assert.equal(britishSupplyPoints(c, at29), 29);
  const log: LogEntry[] = [];
  startWinter(c, at29, log);
  assert.equal(at29.result, null, '29: no victory, the winter goes on');
  assert.equal(log.find((e) => e.key === 'lib.score')?.params?.points, 29);
});

test('liberty 6.1 (boundary): a friendly-controlled supply town with an enemy block in it is not offered for a reinforcement', () => {
  // 6.1 「王党派は敵に占領されていないいずれかの味方の補給源街に…」 / 6.2 「敵に占領されていないいずれかの味方の補給源街」: not
  // enemy-occupied. New York is British-controlled (5.3: control changes only at the end of the turn) although an American
  // militia marched in this turn; Philadelphia is British and free of the enemy. Likewise for the Americans in Boston.
  // Catches the "enemy blocks in the town" check dropped from `placements` (reinforcements.ts), which control alone
  // does not replace.
  const hexId = (town: string) => c.map.hexIds[H(town)]!;
  const s = movePos({ line1: { at: 'New York' }, mil1: { at: 'New York', moved: true }, line2: { at: 'Philadelphia' }, mil2: { at: 'Boston' }, line3: { at: 'Boston', moved: true }, mil3: { at: 'Hartford' } }, 'british', {
    control: { [hexId('New York')]: 'british', [hexId('Philadelphia')]: 'british', [hexId('Boston')]: 'american', [hexId('Hartford')]: 'american' },
  });
  assert.equal(s.control[H('New York')], 1, 'New York is British-controlled');
  const loyal = placements(c, s, 'british', B('loyal1'));
  assert.ok(loyal.includes(H('Philadelphia')), 'a friendly supply town free of the enemy');
  assert.ok(!loyal.includes(H('New York')), 'a friendly supply town with an enemy block in it');
  const militia = placements(c, s, 'american', B('mil4'));
  assert.ok(militia.includes(H('Hartford')));
  assert.ok(!militia.includes(H('Boston')), 'the same for the Americans: Boston holds a British block');
});
