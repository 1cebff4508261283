import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng, randomInt, rollD6, shuffle, forceDice, cloneRng, nextUint32 } from '../../src/core/rng.ts';

test('core rng: the same seed gives the same stream; different seeds differ', () => {
  const a = createRng('liberty-42'), b = createRng('liberty-42'), c = createRng('liberty-43');
  const sa = Array.from({ length: 50 }, () => nextUint32(a));
  const sb = Array.from({ length: 50 }, () => nextUint32(b));
  const sc = Array.from({ length: 50 }, () => nextUint32(c));
  assert.deepEqual(sa, sb);
  assert.notDeepEqual(sa, sc);
  assert.deepEqual(createRng(7).s, createRng('7').s, 'numbers and their strings seed alike');
});

test('core rng: a cloned generator continues identically and independently', () => {
  const a = createRng(1);
  randomInt(a, 10);
  const b = cloneRng(a);
  assert.deepEqual([rollD6(a), rollD6(a), rollD6(a)], [rollD6(b), rollD6(b), rollD6(b)]);
});

test('core rng: d6 is uniform within chi-square bounds over 60,000 rolls', () => {
  const r = createRng('dist');
  const counts = [0, 0, 0, 0, 0, 0];
  const N = 60000;
  for (let i = 0; i < N; i++) counts[rollD6(r) - 1]!++;
  const e = N / 6;
  const chi = counts.reduce((s, c) => s + (c - e) ** 2 / e, 0);
  assert.ok(chi < 20.5, `chi-square ${chi} over 5 degrees of freedom (p≈0.001 bound 20.5); counts ${counts}`);
  assert.equal(r.n, N, 'every roll is counted as a chance draw');
});

test('core rng: shuffle is a permutation and every position is reachable', () => {
  const r = createRng('shuffle');
  const seenFirst = new Set<number>();
  for (let i = 0; i < 500; i++) {
    const a = shuffle(r, [0, 1, 2, 3, 4, 5, 6, 7]);
    assert.deepEqual([...a].sort(), [0, 1, 2, 3, 4, 5, 6, 7]);
    seenFirst.add(a[0]!);
  }
  assert.equal(seenFirst.size, 8);
});

test('core rng: forced dice are used first, in order, then the generator resumes', () => {
  const r = createRng('forced'), ref = createRng('forced');
  forceDice(r, [1, 1, 6]);
  assert.deepEqual([rollD6(r), rollD6(r), rollD6(r)], [1, 1, 6]);
  assert.equal(r.forced, undefined);
  assert.equal(rollD6(r), rollD6(ref), 'forced outcomes do not consume the generator');
  assert.throws(() => forceDice(r, [7]), /not 1-6/);
  assert.throws(() => randomInt(r, 0), /bad range/);
});

test('core rng: forced picks feed shuffles and draws, not dice; out-of-range picks are refused', async () => {
  const { forcePicks } = await import('../../src/core/rng.ts');
  const r = createRng('picks');
  forcePicks(r, [2, 0]);
  forceDice(r, [4]);
  assert.equal(rollD6(r), 4, 'dice use the forced dice, not the picks');
  assert.equal(randomInt(r, 5), 2);
  assert.equal(randomInt(r, 5), 0);
  assert.equal(r.picks, undefined);
  forcePicks(r, [9]);
  assert.throws(() => randomInt(r, 3), /out of range/);
  assert.throws(() => forcePicks(r, [-1]), /non-negative/);
});
