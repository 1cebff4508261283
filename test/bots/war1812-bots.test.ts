import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actionKey, viewFor } from '../../src/core/engine.ts';
import { canonicalJson } from '../../src/core/json.ts';
import { createRng, randomInt } from '../../src/core/rng.ts';
import { war1812, compiledFor } from '../../src/games/war1812/index.ts';
import type { War1812State } from '../../src/games/war1812/state.ts';
import { createBot } from '../../src/bots/index.ts';
import { playSpecMatch } from '../../src/bots/match.ts';
import { heuristicFor } from '../../src/bots/heuristics/index.ts';
import { projection, war1812Heuristic } from '../../src/bots/heuristics/war1812.ts';
import { runArena } from '../../src/bots/arena.ts';

const options = war1812.parseOptions({});
const SIDES = ['british', 'american'] as const;

/** Positions of a random game from `seed`, one every `every` moves. */
function positions(seed: string, every = 17, max = 30): War1812State[] {
  const s = war1812.setup(seed, options, null) as War1812State;
  const rng = createRng(`${seed}|moves`);
  const out: War1812State[] = [];
  for (let i = 0; !war1812.result(s) && out.length < max; i++) {
    const side = war1812.activeSides(s)[0]!;
    const legal = war1812.legalActions(s, side);
    if (i % every === 0) out.push(war1812.clone(s));
    war1812.applyInPlace(s, side, legal[randomInt(rng, legal.length)]!, null);
  }
  return out;
}

/** A copy of `s` whose parts hidden from `side` are changed: the enemy's hand swapped with the deck, the deck
 *  reversed, the enemy's appearance markers turned into other units, the dice generator moved on. */
function poisonHidden(s: War1812State, side: 'british' | 'american'): War1812State {
  const t = war1812.clone(s) as War1812State;
  const e = side === 'british' ? 1 : 0;
  const n = Math.min(t.hands[e].length, t.deck.length);
  for (let i = 0; i < n; i++) { const x = t.hands[e][i]!; t.hands[e][i] = t.deck[i]!; t.deck[i] = x; }
  t.deck.reverse();
  t.appear = t.appear.map((m) => (m.side === e ? { ...m, unit: m.unit === 1 ? 2 : 1 } : m));
  t.rng = createRng(`poison|${t.step}`);
  return t;
}

test('war1812 heuristic: registered for the bots, with a card play judged whole (look-ahead) and settings for greedy and ismcts', () => {
  assert.equal(heuristicFor('war1812'), war1812Heuristic);
  assert.ok(war1812Heuristic.lookahead && war1812Heuristic.rolloutAction);
  assert.equal(war1812Heuristic.leafAtOwnTurn, true);
  assert.equal(war1812Heuristic.followSamples, 8, 'ismcts plays its own OPs and moves by greedy over 8 determinizations');
  const s = war1812.setup('w-bots-setup', options, null) as War1812State;
  for (const side of SIDES) {
    const v = war1812Heuristic.evaluate(war1812, s, side);
    assert.ok(v > 0 && v < 1, `a value in (0, 1) at the start for ${side}: ${v}`);
  }
  const b = war1812Heuristic.evaluate(war1812, s, 'british'), a = war1812Heuristic.evaluate(war1812, s, 'american');
  assert.ok(Math.abs(a + b - 1) < 1e-9, 'the two sides see the same position from either end');
});

test('war1812 heuristic: reads only the view — two states that differ only in what a side cannot see score the same for it', () => {
  let checked = 0;
  for (const seed of ['w-view-1', 'w-view-2']) {
    for (const s of positions(seed)) {
      for (const side of SIDES) {
        const t = poisonHidden(s, side);
        assert.equal(canonicalJson(war1812.view(s, side)), canonicalJson(war1812.view(t, side)), 'the view is unchanged');
        assert.equal(war1812Heuristic.evaluate(war1812, t, side), war1812Heuristic.evaluate(war1812, s, side), `${seed} step ${s.step}: same value for ${side}`);
        // and two determinizations of the view (as the bots make them) score alike
        const view = war1812.view(s, side);
        const d1 = war1812.sampleState!(view, side, 'd1', options) as War1812State;
        const d2 = war1812.sampleState!(view, side, 'd2', options) as War1812State;
        assert.equal(war1812Heuristic.evaluate(war1812, d1, side), war1812Heuristic.evaluate(war1812, d2, side));
        assert.equal(war1812Heuristic.evaluate(war1812, d1, side), war1812Heuristic.evaluate(war1812, s, side));
        checked++;
      }
    }
  }
  assert.ok(checked >= 40, `${checked} positions checked`);
});

test('war1812 heuristic: the projected box follows the Peace Track and the Ghent count', () => {
  const c = compiledFor(options.pack);
  const s = war1812.setup('w-proj', options, null) as War1812State;
  const base = projection(c, s).box;
  // the American marker advanced 4 boxes (toward the British end): the pair would meet 2 boxes lower
  const t = war1812.clone(s) as War1812State;
  t.peace = [s.peace[0], s.peace[1] - 4];
  assert.ok(Math.abs(projection(c, t).box - (base - 2)) < 1e-9);
  assert.ok(war1812Heuristic.evaluate(war1812, t, 'british') > war1812Heuristic.evaluate(war1812, s, 'british'));
  // the British take an American minor city with a garrison there: the Ghent count moves the projection down
  const u = war1812.clone(s) as War1812State;
  const city = c.landSpaces.find((sp) => c.owner[sp] === 1 && c.loc[sp] === 2 && !s.stacks.some((st) => st.at === sp))!;
  u.control[city] = 0;
  u.stacks.push({ id: '', side: 0, at: city, leaders: [], u: new Array(15).fill(0).map((_, i) => (i === 1 ? 1 : 0)) });
  assert.ok(projection(c, u).box < base - 0.7, `a minor city (3 Ghent points) held: ${projection(c, u).box} against ${base}`);
  // the last cards: the pair's box decides
  const g = war1812.clone(s) as War1812State;
  g.ghent = { numbers: [0, 0], shift: 0, box: 3 };
  assert.equal(projection(c, g).box, 3);
  assert.ok(war1812Heuristic.evaluate(war1812, g, 'british') > 0.9);
});

test('bots (war1812): greedy and ismcts decide from the view only — enemy hand, deck and markers changed, same choice', () => {
  for (const s of positions('w-leak', 23, 6)) {
    const side = war1812.activeSides(s)[0] as 'british' | 'american';
    if (war1812.legalActions(s, side).length < 2) continue;
    const t = poisonHidden(s, side);
    const v1 = viewFor(war1812, s, side), v2 = viewFor(war1812, t, side);
    assert.equal(canonicalJson(v1), canonicalJson(v2), 'the view is unchanged');
    assert.notEqual(canonicalJson(s), canonicalJson(t), 'the hidden state did change');
    for (const spec of ['greedy', 'ismcts:30it']) {
      const a1 = createBot(spec, { game: war1812, options, seed: 'same' }).choose(v1);
      const a2 = createBot(spec, { game: war1812, options, seed: 'same' }).choose(v2);
      assert.equal(actionKey(a1), actionKey(a2), `${spec} chose the same at step ${s.step}`);
    }
  }
});

test('bots (war1812): greedy beats random as the British and as the Americans (fixed seeds; arena figures in docs/war1812-balance.md)', () => {
  for (const side of SIDES) {
    const other = side === 'british' ? 'american' : 'british';
    const m = playSpecMatch(war1812, options, 'w-bots-1', { [side]: 'greedy', [other]: 'random' });
    assert.ok(m.result, 'the game finished');
    assert.equal(m.winner, side, `greedy as ${side} won (${m.result?.reason}, ${JSON.stringify(m.result?.params)})`);
    assert.ok(m.end && m.end.year >= 1812 && m.end.year <= 1815 && m.end.turn! >= 1 && m.end.turn! <= 5, `the game's end is reported: ${JSON.stringify(m.end)}`);
  }
});

test('arena (war1812): each game reports the year and turn it ended; the summary counts them and the results', async () => {
  const { games, summary } = await runArena({ game: war1812, options, a: 'random', b: 'random', games: 4, swapSides: false, seed: 'w-arena', workers: 0 });
  for (const g of games) assert.ok(g.match?.end, 'the end is reported');
  const byYear = Object.values(summary.endYears ?? {}).reduce((a, b) => a + b, 0);
  const byTurn = Object.values(summary.endTurns ?? {}).reduce((a, b) => a + b, 0);
  assert.equal(byYear, 4);
  assert.equal(byTurn, 4);
  assert.equal(Object.values(summary.reasons).reduce((a, b) => a + b, 0), 4);
  for (const k of Object.keys(summary.endTurns ?? {})) assert.match(k, /^181[2-5]-[1-5]$/);
});
