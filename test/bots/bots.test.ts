import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actionKey, apply, viewFor, type AnyGame, type BaseState } from '../../src/core/engine.ts';
import { canonicalJson } from '../../src/core/json.ts';
import { createRng, randomInt } from '../../src/core/rng.ts';
import { highcard, type HighcardState } from '../../src/games/toy/highcard.ts';
import { goofspiel } from '../../src/games/toy/goofspiel.ts';
import { createBot, parseBotSpec, LEVELS } from '../../src/bots/index.ts';
import { playSpecMatch } from '../../src/bots/match.ts';
import type { AnySideView } from '../../src/bots/types.ts';

const GAMES: AnyGame[] = [highcard, goofspiel];
const SPECS = ['random', 'greedy', 'ismcts:60it'];

/** Walk a random game, calling `at` for every decision of every active side. */
function randomWalk(game: AnyGame, seed: string, at: (state: BaseState, view: AnySideView) => void): void {
  const options = game.parseOptions({});
  let state = game.setup(seed, options) as BaseState;
  const pick = createRng('walk-' + seed);
  while (!game.result(state)) {
    const active = game.activeSides(state);
    for (const side of active) at(state, viewFor(game, state, side));
    const side = active[randomInt(pick, active.length)]!;
    const legal = game.legalActions(state, side);
    state = apply(game, state, side, legal[randomInt(pick, legal.length)]).state;
  }
}

test('bots: every bot returns one of the legal actions of its view, at every decision of random playouts (highcard, goofspiel)', () => {
  for (const game of GAMES) {
    const options = game.parseOptions({});
    for (const spec of SPECS) {
      const bot = createBot(spec, { game, options, seed: 'legal' });
      let decisions = 0;
      for (let g = 0; g < 4; g++) {
        randomWalk(game, `${spec}-${g}`, (_state, view) => {
          const a = bot.choose(view);
          assert.ok(view.actions.some((l) => actionKey(l) === actionKey(a)), `${game.info.id} ${spec}: ${JSON.stringify(a)} is not legal`);
          decisions++;
        });
      }
      assert.ok(decisions > 10);
    }
  }
});

test('bots: whole bot-against-bot games are refereed by the checked apply and finish with a result', () => {
  for (const game of GAMES) {
    for (const a of SPECS) for (const b of SPECS) {
      const m = playSpecMatch(game, game.parseOptions({}), `${a}-${b}`, { north: a, south: b });
      assert.ok(m.result, `${game.info.id} ${a} vs ${b} finished`);
      assert.equal(m.truncated, false);
    }
  }
});

test('bots: determinism — the same seed and the same view give the same choice (ismcts on an iteration budget too)', () => {
  for (const game of GAMES) {
    const options = game.parseOptions({});
    for (const spec of SPECS) {
      const b1 = createBot(spec, { game, options, seed: 'det' });
      const b2 = createBot(spec, { game, options, seed: 'det' });
      const seen: string[] = [];
      randomWalk(game, 'det-' + spec, (_s, view) => {
        const x = actionKey(b1.choose(view));
        assert.equal(actionKey(b2.choose(view)), x);
        assert.equal(actionKey(b1.choose(structuredClone(view))), x, 'a copy of the view (as a worker receives it) gives the same choice');
        seen.push(x);
      });
      assert.ok(seen.length > 0);
    }
  }
});

/** Every object reachable from v, as text, must not mention the sentinel. */
function assertNoSentinel(v: unknown, sentinel: number, what: string) {
  assert.ok(!canonicalJson(v).match(new RegExp(`\\b${sentinel}\\b`)), `${what} contains the hidden sentinel ${sentinel}`);
}

/** A game wrapper that records every object the bot hands to sampleState (the only way it builds states). */
function spyGame(game: AnyGame, seen: unknown[]): AnyGame {
  return { ...game, sampleState: (view: unknown, side: string, seed: unknown, options: unknown) => { seen.push(view); return game.sampleState!(view, side, seed as never, options); } } as AnyGame;
}

test('bots never see hidden data: poisoning the opponent\'s hand (highcard) changes neither the view nor any choice, and no bot input contains it', () => {
  const options = highcard.parseOptions({});
  for (let g = 0; g < 6; g++) {
    let s = highcard.setup('poison-' + g, options);
    // play one round so the view has history
    s = apply(highcard, s, 'south', { type: 'play', card: s.hands.south[0]! }).state;
    s = apply(highcard, s, 'north', { type: 'play', card: s.hands.north[0]! }).state;
    const clean = viewFor(highcard, s, 'north');
    const poisoned: HighcardState = highcard.clone(s);
    poisoned.hands.south = [777, 778];
    const pv = viewFor(highcard, poisoned, 'north');
    assert.deepEqual(pv, clean, 'the view is built without the opponent\'s hand');
    for (const spec of SPECS) {
      const seen: unknown[] = [];
      const game = spyGame(highcard, seen);
      const choiceClean = createBot(spec, { game, options, seed: 'p' }).choose(clean);
      const choicePoisoned = createBot(spec, { game, options, seed: 'p' }).choose(pv);
      assert.deepEqual(choicePoisoned, choiceClean, `${spec} behaves identically`);
      assertNoSentinel(pv, 777, 'the view given to the bot');
      for (const x of seen) assertNoSentinel(x, 777, `what ${spec} passed to sampleState`);
      if (spec !== 'random') assert.ok(seen.length > 0, `${spec} samples hidden information from the view`);
    }
  }
});

test('bots never see a face-down simultaneous choice: goofspiel south decides the same whatever north bid face down', () => {
  const options = goofspiel.parseOptions({});
  for (let g = 0; g < 5; g++) {
    const s0 = goofspiel.setup('simul-' + g, options);
    const views = s0.hands.north.map((card) => viewFor(goofspiel, apply(goofspiel, s0, 'north', { type: 'bid', card }).state, 'south'));
    for (const v of views) assert.deepEqual(v, views[0], 'north\'s bid is face down in south\'s view');
    for (const spec of ['greedy', 'ismcts:200it']) {
      const seen: unknown[] = [];
      const game = spyGame(goofspiel, seen);
      const choices = views.map((v) => actionKey(createBot(spec, { game, options, seed: 's' }).choose(v)));
      assert.equal(new Set(choices).size, 1, `${spec}: ${choices.join(' ')}`);
      // Which card north holds back is public (every bid is revealed), which one it bid is not: the views the
      // bot was given, and hence what it sampled from, are one and the same object whatever north did.
      for (const x of seen) assert.deepEqual(x, views[0]!.state);
    }
  }
});

test('ismcts: information-set sampling is consistent — the side\'s view of every sampled state equals its real view (highcard, goofspiel)', () => {
  for (const game of GAMES) {
    const options = game.parseOptions({});
    let checks = 0;
    for (let g = 0; g < 10; g++) {
      randomWalk(game, 'consistent-' + g, (_s, view) => {
        for (let k = 0; k < 5; k++) {
          const det = game.sampleState!(view.state, view.side, `k${k}`, options);
          assert.equal(canonicalJson(game.view(det, view.side)), canonicalJson(view.state));
          assert.deepEqual(game.legalActions(det, view.side), view.actions);
          checks++;
        }
      });
    }
    assert.ok(checks > 50);
  }
});

test('ismcts beats random at Goofspiel over 40 games with sides swapped (fixed seeds; ≥ 65 %, measured ≈ 80 %)', () => {
  // High Card cannot show strength: against a uniformly random opponent every strategy wins exactly as often.
  const options = goofspiel.parseOptions({});
  let score = 0;
  for (let i = 0; i < 40; i++) {
    const aSide = i % 2 === 0 ? 'north' : 'south';
    const m = playSpecMatch(goofspiel, options, `strength-${i >> 1}`, { [aSide]: 'ismcts:150it', [aSide === 'north' ? 'south' : 'north']: 'random' });
    score += m.winner === null ? 0.5 : m.winner === aSide ? 1 : 0;
  }
  assert.ok(score / 40 >= 0.65, `ismcts scored ${score} of 40`);
});

test('bot specs: levels map to easy = greedy, normal = ismcts 1 s, hard = ismcts 5 s; budgets parse in ms or iterations', () => {
  assert.deepEqual(parseBotSpec('easy'), { kind: 'greedy', params: {} });
  assert.equal(LEVELS.normal, 'ismcts:1000');
  assert.deepEqual(parseBotSpec('hard'), { kind: 'ismcts', ms: 5000, params: {} });
  assert.deepEqual(parseBotSpec('ismcts:2000it,c=0.5'), { kind: 'ismcts', iterations: 2000, params: { c: 0.5 } });
  assert.deepEqual(parseBotSpec('ismcts:1.5s'), { kind: 'ismcts', ms: 1500, params: {} });
  assert.throws(() => parseBotSpec('minimax'), /unknown bot/);
  assert.throws(() => parseBotSpec('ismcts:fast'), /bad bot parameter/);
});

test('bot specs: ismcts cpu=1 counts its ms budget in this thread\'s CPU time (Node ≥ 23.9, else the wall clock); fk=N sets the follow-up samples', async () => {
  assert.deepEqual(parseBotSpec('ismcts:1000,cpu=1,fk=8'), { kind: 'ismcts', ms: 1000, params: { cpu: 1, fk: 8 } });
  const { threadCpuMs } = await import('../../src/bots/ismcts.ts');
  const has = typeof (process as { threadCpuUsage?: unknown }).threadCpuUsage === 'function';
  assert.equal(threadCpuMs !== null, has, 'the CPU clock is offered exactly where Node has process.threadCpuUsage');
  if (threadCpuMs) {
    const t0 = threadCpuMs();
    let x = 0;
    for (let i = 0; i < 2e6; i++) x += i % 7;
    assert.ok(x > 0 && threadCpuMs() >= t0, 'the thread CPU clock does not run backwards');
  }
  const options = goofspiel.parseOptions({});
  const state = goofspiel.setup('cpu-budget', options);
  const side = goofspiel.activeSides(state)[0]!;
  const view = viewFor(goofspiel, state, side);
  const bot = createBot('ismcts:20,cpu=1', { game: goofspiel, options, seed: 'cpu' });
  const a = bot.choose(view);
  assert.ok(view.actions.some((l) => actionKey(l) === actionKey(a)), 'a CPU-time budget still returns a legal action');
});
