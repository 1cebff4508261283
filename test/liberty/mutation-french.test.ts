/**
 * Tests written from mutation testing (issue 24, docs/mutation.md): optional rule 1, the escalating French entry,
 * was reached only by whole-game tests; no rule test stood on its table (the mutants of `frenchEntryTarget` had no
 * coverage in the fast subset).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LogEntry } from '../../src/core/log.js';
import { frenchEntryRoll, frenchEntryTarget } from '../../src/games/liberty/french.js';
import { c, pos } from './helpers.js';

const winter = (year: number, dice: number[], escalating: boolean) =>
  pos({ year, turn: 5, phase: 'move', p1: 'british', mover: 'british', points: 0, blocks: {}, handSize: 5 }, dice, { escalatingFrenchEntry: escalating });

test('liberty optional rule 1 (9.0, 11.2): the escalating French entry needs 11 in 1776, 8 in 1777, 5 in 1778 and is automatic from 1779; without it 8 every winter', () => {
  const need = (year: number, escalating: boolean) => frenchEntryTarget(c, winter(year, [], escalating));
  assert.deepEqual([1776, 1777, 1778, 1779, 1781].map((y) => need(y, true)), [11, 8, 5, 2, 2]);
  assert.deepEqual([1776, 1777, 1778, 1779].map((y) => need(y, false)), [8, 8, 8, 8]);
});

test('liberty optional rule 1 (11.2, boundary): the 2d6 enter France on exactly the number needed, not one less', () => {
  for (const [year, at, below] of [[1776, [5, 6], [5, 5]], [1777, [4, 4], [3, 4]], [1778, [2, 3], [1, 3]]] as const) {
    const s = winter(year, [...at], true);
    const log: LogEntry[] = [];
    frenchEntryRoll(c, s, log);
    assert.equal(s.frenchEntered, true, `${year}: ${at} enters`);
    assert.deepEqual(log[0], { key: 'lib.frenchEnter', params: { d1: at[0], d2: at[1], need: at[0] + at[1] }, rule: 'liberty 11.2' });
    const t = winter(year, [...below], true);
    frenchEntryRoll(c, t, null);
    assert.equal(t.frenchEntered, false, `${year}: ${below} stays out`);
  }
});
