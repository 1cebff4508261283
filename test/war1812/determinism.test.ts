/**
 * Determinism (war1812 2.6 with core): a game replays exactly from its seed and action log, through the
 * checked path, and a clone is an independent equal copy.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { replay, stateHash, apply } from '../../src/core/engine.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { war1812 } from '../../src/games/war1812/index.js';

function randomGame(seed: string) {
  const options = war1812.parseOptions({});
  let s = war1812.setup(seed, options, null);
  const r = createRng(seed + '-pick');
  const actions: { side: string; action: unknown }[] = [];
  while (!war1812.result(s)) {
    const side = war1812.activeSides(s)[0]!;
    const legal = war1812.legalActions(s, side);
    const a = legal[randomInt(r, legal.length)]!;
    actions.push({ side, action: a });
    s = apply(war1812, s, side, a).state;
  }
  return { s, record: { game: 'war1812', seed, options, actions } };
}

test('war1812 determinism: a whole game replays from its seed and action log to the same state (core replay)', () => {
  for (const seed of ['det-1', 'det-2', 'det-3']) {
    const { s, record } = randomGame(seed);
    const again = replay(war1812, record);
    assert.equal(stateHash(again.state), stateHash(s), seed);
    assert.deepEqual(war1812.result(again.state), war1812.result(s));
  }
});

test('war1812 determinism: a clone is equal and independent', () => {
  const s = war1812.setup('clone', war1812.parseOptions({}), null);
  const c = war1812.clone(s);
  assert.equal(stateHash(c), stateHash(s));
  c.stacks[0]!.u[0]!++;
  c.hands[0].push(999);
  assert.notEqual(stateHash(c), stateHash(s));
});

/**
 * Recorded games: four random games (the picker seeded too) end in these exact states. A rule change that moves
 * any of them must re-record the hash here and say so in its commit (as Liberty's determinism test does).
 */
const RECORDED = [
  { seed: 'hash-1', n: 523, hash: '437e24f34a38c739', result: 'w.result-status-quo' },
  { seed: 'hash-2', n: 470, hash: 'af44d47df1760f0b', result: 'w.result-american-marginal' },
  { seed: 'hash-3', n: 475, hash: '292b8297a57c67aa', result: 'w.result-american-marginal' },
  { seed: 'hash-4', n: 470, hash: '354b8aff62b93643', result: 'w.result-status-quo' },
];

test('war1812 determinism: four recorded random games end in their recorded states (hashes)', () => {
  for (const g of RECORDED) {
    const s = war1812.setup(g.seed, war1812.parseOptions({}), null);
    const r = createRng(g.seed + '-pick');
    let n = 0;
    while (!s.result) {
      const side = s.active ? 'american' : 'british';
      const legal = war1812.legalActions(s, side);
      war1812.applyInPlace(s, side, legal[randomInt(r, legal.length)]!, null);
      n++;
    }
    assert.deepEqual({ seed: g.seed, n, hash: stateHash(s), result: s.result.reason }, g);
  }
});
