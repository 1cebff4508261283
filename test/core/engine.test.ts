import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, replay, stateHash, viewFor, OBSERVER } from '../../src/core/engine.ts';
import { RuleError } from '../../src/core/errors.ts';
import { hashValue } from '../../src/core/json.ts';
import { loadPosition, savePosition, PositionError } from '../../src/core/position.ts';
import { createRng, randomInt } from '../../src/core/rng.ts';
import { highcard } from '../../src/games/toy/highcard.ts';

function randomGame(seed: string) {
  const opts = highcard.parseOptions({});
  let state = highcard.setup(seed, opts, []);
  const pick = createRng('picker-' + seed);
  const actions: { side: string; action: unknown }[] = [];
  while (!highcard.result(state)) {
    const side = highcard.activeSides(state)[0]!;
    const legal = highcard.legalActions(state, side);
    const action = legal[randomInt(pick, legal.length)]!;
    state = apply(highcard, state, side, action).state;
    actions.push({ side, action });
  }
  return { state, actions };
}

test('core replay: a game replays exactly from (seed, options, action log)', () => {
  for (let i = 0; i < 30; i++) {
    const { state, actions } = randomGame('g' + i);
    const again = replay(highcard, { game: 'highcard', seed: 'g' + i, actions });
    assert.equal(stateHash(again.state), stateHash(state));
    assert.deepEqual(again.state, state);
  }
});

test('core apply: pure — the input state is never changed, on success or on error', () => {
  const s0 = highcard.setup('pure', highcard.defaultOptions);
  const before = structuredClone(s0);
  const card = s0.hands.north[0]!;
  const r = apply(highcard, s0, 'north', { type: 'play', card });
  assert.deepEqual(s0, before);
  assert.equal(r.state.step, 1);
  assert.throws(() => apply(highcard, s0, 'north', { type: 'play', card: 99 }), RuleError);
  assert.throws(() => apply(highcard, r.state, 'north', { type: 'play', card }), (e: RuleError) => e.code === 'not-active');
  assert.deepEqual(s0, before);
});

test('core apply: refuses malformed actions, unknown sides and actions not offered, naming the rule', () => {
  const s = highcard.setup('bad', highcard.defaultOptions);
  const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((c) => !s.hands.north.includes(c))!;
  assert.throws(() => loadPosition(highcard, { ...savePosition(highcard, s, {}), position: { round: 1, hands: { north: [2, 2], south: [1] }, score: { north: 0, south: 0 } } }), (e: PositionError) => e.issues[0]!.path === 'position.hands.north');
  assert.throws(() => apply(highcard, s, 'north', null), (e: RuleError) => e.code === 'malformed');
  assert.throws(() => apply(highcard, s, 'north', [1] as never), (e: RuleError) => e.code === 'malformed');
  assert.throws(() => apply(highcard, s, 'east', { type: 'play', card: 1 }), (e: RuleError) => e.code === 'bad-side');
  assert.throws(() => apply(highcard, s, 'north', { type: 'play', card: missing }), (e: RuleError) => e.rule === 'highcard 2' && /not in your hand/.test(e.message));
});

test('core views: a side never sees the other hand or the other face-down choice', () => {
  const s0 = highcard.setup('views', highcard.defaultOptions);
  const s1 = apply(highcard, s0, 'north', { type: 'play', card: s0.hands.north[0]! }).state;
  const south = viewFor(highcard, s1, 'south');
  const text = JSON.stringify(south);
  assert.equal(south.state.chosen, null);
  assert.equal(south.state.hasChosen.north, true);
  assert.deepEqual(south.state.hand, s1.hands.south);
  assert.ok(!('north' in (south.state as object)), 'no field carries the north hand');
  assert.ok(!text.includes('"rng"'), 'the generator state never leaves the engine');
  const obs = viewFor(highcard, s1, OBSERVER);
  assert.equal(obs.state.hand, null);
  assert.deepEqual(obs.actions, []);
  assert.equal(south.actions.length, 3);
});

test('core positions: save → load round-trips, and a broken position is refused with its path', () => {
  const s0 = highcard.setup('pos', highcard.defaultOptions);
  const file = savePosition(highcard, s0, highcard.defaultOptions);
  const back = loadPosition(highcard, JSON.parse(JSON.stringify(file)));
  assert.deepEqual(highcard.toPosition(back.state as never), highcard.toPosition(s0));
  assert.deepEqual(back.state.rng.s, s0.rng.s);
  assert.throws(() => loadPosition(highcard, { ...file, position: { ...file.position as object, round: 9 } }), (e: PositionError) => e.issues[0]!.path === 'position.round');
  assert.throws(() => loadPosition(highcard, { ...file, format: 'x' }), PositionError);
  const forced = loadPosition(highcard, { ...file, forcedDice: [6, 6] });
  assert.deepEqual(forced.state.rng.forced, [6, 6]);
});

test('core log: entries render from the catalogue, parameter ids translate through "@id" entries, the rule is cited', async () => {
  const { renderEntry, logFor } = await import('../../src/core/log.ts');
  const cat = { 'x.move': '{side} moves to {at}.', '@british': 'イギリス軍' };
  assert.equal(renderEntry({ key: 'x.move', params: { side: 'british', at: 'Boston' }, rule: 'liberty 5.1' }, cat), 'イギリス軍 moves to Boston. [Liberty 5.1]');
  assert.equal(renderEntry({ key: 'x.unknown', params: { n: 1 } }, cat), 'x.unknown {"n":1}');
  const entries = [{ key: 'a' }, { key: 'b', to: ['british'] }];
  assert.deepEqual(logFor(entries, 'american').map((e) => e.key), ['a']);
  assert.deepEqual(logFor(entries, 'british').map((e) => e.key), ['a', 'b']);
});

test('core: hashValue equals for values whose canonical JSON is equal (keys in any order) and differs otherwise', () => {
  const a = { x: 1, y: [1, 2, { z: 'q' }], u: undefined };
  const b = { y: [1, 2, { z: 'q' }], x: 1 };
  assert.equal(hashValue(a), hashValue(b));
  assert.equal(hashValue(b, 'as-is'), hashValue({ y: [1, 2, { z: 'q' }], x: 1 }, 'as-is'));
  const distinct = [null, 0, 1, -1, 1.5, '1', '', 'a', true, false, [], {}, [0], [[]], { a: 1 }, { a: '1' }, { b: 1 }, [1, 2], [2, 1], ['ab'], ['a', 'b']];
  assert.equal(new Set(distinct.map((v) => hashValue(v))).size, distinct.length);
});
