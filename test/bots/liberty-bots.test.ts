import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actionKey, apply, viewFor } from '../../src/core/engine.ts';
import { canonicalJson } from '../../src/core/json.ts';
import { liberty } from '../../src/games/liberty/index.ts';
import type { LibertyState } from '../../src/games/liberty/state.ts';
import { createBot } from '../../src/bots/index.ts';
import { playSpecMatch } from '../../src/bots/match.ts';

const options = liberty.parseOptions({});

test('bots (liberty): greedy beats random as the British and as the Americans (fixed seeds, 2 games per side; arena figures in bench/arena-results.md)', () => {
  for (const seed of ['lib-bots-1', 'lib-bots-2']) {
    for (const side of ['british', 'american'] as const) {
      const other = side === 'british' ? 'american' : 'british';
      const m = playSpecMatch(liberty, options, seed, { [side]: 'greedy', [other]: 'random' });
      assert.ok(m.result, `${seed}: the game finished`);
      assert.equal(m.winner, side, `${seed}: greedy as ${side} won (${m.result?.reason})`);
    }
  }
});

test('bots (liberty): greedy and ismcts decide from the view only — hidden American blocks and hand changed, same British choice', () => {
  let s = liberty.setup('lib-leak', options, null) as LibertyState;
  const greedy = createBot('greedy', { game: liberty, options, seed: 'g' });
  // play to the British first move phase with greedy on both sides
  const players = { british: greedy, american: createBot('greedy', { game: liberty, options, seed: 'a' }) };
  for (let i = 0; i < 200 && !(s.phase === 'move' && s.mover === 'british' && s.group === null); i++) {
    const side = liberty.activeSides(s)[0]! as 'british' | 'american';
    s = apply(liberty, s, side, players[side].choose(viewFor(liberty, s, side))).state as LibertyState;
  }
  assert.equal(s.phase, 'move');
  // poison what the British cannot see: the American hand and the strength of face-down American blocks
  const t = liberty.clone(s) as LibertyState;
  t.hands[1] = t.hands[1].map((k) => k); t.hands[1].reverse();
  const seen = new Set([...t.hands[0], ...t.history[0], ...t.history[1], ...t.hands[1]]);
  const unseen = Array.from({ length: 25 }, (_, i) => i).filter((i) => !seen.has(i));
  if (t.hands[1].length && unseen.length) t.hands[1][0] = unseen[0]!;
  for (let b = 0; b < t.loc.length; b++) if (t.revealed[b] === 0 && t.loc[b]! < 1000 && t.steps[b]! > 1 && b >= 25) t.steps[b] = 1;
  const v1 = viewFor(liberty, s, 'british'), v2 = viewFor(liberty, t, 'british');
  assert.equal(canonicalJson(v1), canonicalJson(v2), 'the British view is unchanged');
  assert.notEqual(canonicalJson(s), canonicalJson(t), 'the hidden state did change');
  for (const spec of ['greedy', 'ismcts:40it']) {
    const a1 = createBot(spec, { game: liberty, options, seed: 'same' }).choose(v1);
    const a2 = createBot(spec, { game: liberty, options, seed: 'same' }).choose(v2);
    assert.equal(actionKey(a1), actionKey(a2), `${spec} chose the same`);
  }
});
