import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actionKey, apply, viewFor } from '../../src/core/engine.ts';
import { liberty } from '../../src/games/liberty/index.ts';
import type { LibertyState } from '../../src/games/liberty/state.ts';
import { createBot } from '../../src/bots/index.ts';

const options = liberty.parseOptions({});

/**
 * What a side may do must follow from what it may see: for every decision, the legal actions of any state
 * sampled from the side's view (its face-down enemy blocks, the other hand, the draw order drawn afresh) are
 * exactly those of the real state. Otherwise the offered actions leak hidden facts (and a bot searching
 * sampled states meets actions that are illegal there).
 */
function checkGame(gameSeed: string, botSeed: string, maxMoves: number): number {
  let s = liberty.setup(gameSeed, options, null) as LibertyState;
  const bots = { british: createBot('greedy', { game: liberty, options, seed: `x${botSeed}` }), american: createBot('greedy', { game: liberty, options, seed: `y${botSeed}` }) };
  let checks = 0;
  for (let m = 0; m < maxMoves && !s.result; m++) {
    const side = liberty.activeSides(s)[0]! as 'british' | 'american';
    const v = viewFor(liberty, s, side);
    const want = v.actions.map(actionKey).sort();
    for (let k = 0; k < 2; k++) {
      const t = liberty.sampleState!(v.state, side, m * 31 + k, options) as LibertyState;
      const got = liberty.legalActions(t, side).map(actionKey).sort();
      assert.deepEqual(got, want, `${gameSeed} move ${m}: ${side}'s legal actions (${s.phase}) differ in a sampled state`);
      checks++;
    }
    s = apply(liberty, s, side, bots[side].choose(v)).state as LibertyState;
  }
  return checks;
}

test('Liberty hidden information (8.2, 7.21): the hits a side may take do not depend on what an uncommitted face-down reserve is — legal actions equal in every state sampled from the view', () => {
  // this game (greedy against greedy) reaches, at move 387, a British hit to allocate in a West Indies battle
  // with a face-down French reserve: counting that reserve as a warship made it a naval battle (8.2)
  assert.ok(checkGame('lc-10', '10', 400) > 700);
});

test('Liberty hidden information: legal actions are a function of the side\'s view over whole games (greedy play, 3 games)', () => {
  for (const seed of ['hl-1', 'hl-2', 'hl-3']) assert.ok(checkGame(seed, seed, 3000) > 100);
});
