/** War of 1812, hidden information (war1812 2.6, a security property): a side's view and the log entries
 *  addressed to it never carry the other hand, the deck order or what the enemy's unit-appearance markers are;
 *  observers see no hand; sampleState reads the view only; legal actions and refusals follow from the view. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actionKey, apply, OBSERVER } from '../../src/core/engine.js';
import { logFor, type LogEntry } from '../../src/core/log.js';
import { createRng, randomInt, shuffle, type RngState } from '../../src/core/rng.js';
import { RAISE } from '../../src/games/war1812/operations.js';
import { U, type Side, type War1812State } from '../../src/games/war1812/state.js';
import { S, bare, c, fresh, opsAct, opsPos, war1812 } from './helpers.js';

const NAME = ['british', 'american'] as const;

/** A twin of s that differs only in what `viewer` cannot see: the enemy's hand (exchanged with unseen cards of
 *  the deck), the deck order, the enemy's marker types, the generator. */
function twin(s: War1812State, viewer: Side, r: RngState): War1812State {
  const t = war1812.clone(s);
  const enemy: Side = viewer === 0 ? 1 : 0;
  const pool = shuffle(r, [...t.hands[enemy], ...t.deck]);
  t.hands[enemy] = pool.splice(0, t.hands[enemy].length).sort((a, b) => a - b);
  t.deck = pool;
  t.appear = t.appear.map((m) => {
    if (m.side !== enemy) return m;
    const kinds = RAISE[m.side].filter((k) => k.limit[c.loc[m.at]!]! > 0).map((k) => k.unit);
    return { ...m, unit: kinds[randomInt(r, kinds.length)] ?? m.unit };
  });
  for (const k of Object.keys(t.raisedUnits)) if (k.startsWith(`${enemy}:`)) t.raisedUnits[k] = randomInt(r, 3);
  t.rng = createRng(`twin-${randomInt(r, 1000)}`);
  return t;
}

/** Random states from random games: every `every`-th decision of `games` games. */
function* randomStates(games: number, every: number, tag: string): Generator<War1812State> {
  for (let g = 0; g < games; g++) {
    let s = fresh(`${tag}-${g}`);
    const r = createRng(`${tag}-pick-${g}`);
    for (let n = 0; !war1812.result(s) && n < 3000; n++) {
      if (n % every === 0) yield s;
      const side = war1812.activeSides(s)[0]!;
      const legal = war1812.legalActions(s, side);
      s = war1812.clone(s);
      war1812.applyInPlace(s, side, legal[randomInt(r, legal.length)]!, null);
    }
  }
}

test('war1812 2.6: a side\'s view is the same in two states that differ only in the other hand, the deck order and the enemy\'s marker types (random games)', () => {
  const r = createRng('views');
  let checks = 0, withMarkers = 0;
  for (const s of randomStates(6, 9, 'hv')) {
    for (const viewer of [0, 1] as Side[]) {
      const t = twin(s, viewer, r);
      // late in a long game the deck can run down to a card or two, which a shuffle may leave as they were
      if (s.hands[1 - viewer]!.length + s.deck.length >= 8) assert.notDeepEqual([t.hands, t.deck], [s.hands, s.deck]);
      assert.deepEqual(war1812.view(t, NAME[viewer]), war1812.view(s, NAME[viewer]), `${s.year}/${s.turn} ${s.phase}: the ${NAME[viewer]} view`);
      if (s.appear.some((m) => m.side !== viewer)) withMarkers++;
      checks++;
    }
    // observers: neither hand
    const both = twin(twin(s, 0, r), 1, r);
    assert.deepEqual(war1812.view(both, OBSERVER), war1812.view(s, OBSERVER));
    assert.deepEqual(war1812.view(s, OBSERVER).hand, []);
  }
  assert.ok(checks > 100, `${checks} views compared`);
  assert.ok(withMarkers > 0, 'some views with enemy markers');
});

test('war1812 2.6: legal actions follow from the view: equal in the twin states (random games)', () => {
  const r = createRng('legal');
  let checks = 0;
  for (const s of randomStates(6, 5, 'hl')) {
    const side = war1812.activeSides(s)[0]! as 'british' | 'american';
    const me: Side = side === 'british' ? 0 : 1;
    const t = twin(s, me, r);
    assert.deepEqual(war1812.legalActions(t, side).map(actionKey).sort(), war1812.legalActions(s, side).map(actionKey).sort(), `${s.phase}`);
    checks++;
  }
  assert.ok(checks > 200);
});

test('war1812 2.6: a refusal reads nothing hidden: the same error in the twin states', () => {
  const r = createRng('refusals');
  const tries: unknown[] = [
    { type: 'play', card: 1, use: 'event' }, { type: 'play', card: 150, use: 'ops' }, { type: 'pass' },
    { type: 'raise', unit: U.IND, at: S('amherstburg') }, { type: 'activate', stack: 'A' }, { type: 'move', to: S('detroit') },
    { type: 'fort', at: S('kingston') }, { type: 'blockade', zone: 0 }, { type: 'stop' },
  ];
  let checks = 0;
  for (const s of randomStates(3, 7, 'hr')) {
    const side = war1812.activeSides(s)[0]! as 'british' | 'american';
    const me: Side = side === 'british' ? 0 : 1;
    const t = twin(s, me, r);
    for (const a of tries) {
      const err = (x: War1812State) => { try { apply(war1812, x, side, a); return 'accepted'; } catch (e) { return (e as Error).message; } };
      assert.equal(err(t), err(s), `${JSON.stringify(a)} in ${s.phase}`);
      checks++;
    }
  }
  assert.ok(checks > 100);
});

test('war1812 2.6: sampleState reads only the view: the twin states give the same sample, consistent with the view', () => {
  const r = createRng('samples');
  let checks = 0;
  for (const s of randomStates(4, 11, 'hs')) {
    for (const viewer of [0, 1] as Side[]) {
      const name = NAME[viewer];
      const t = twin(s, viewer, r);
      const a = war1812.sampleState!(war1812.view(s, name), name, 'seed', { pack: 'default' });
      const b = war1812.sampleState!(war1812.view(t, name), name, 'seed', { pack: 'default' });
      assert.deepEqual(b, a);
      // consistent: the same view again; own hand kept; the enemy hand the right size; every card once
      assert.deepEqual(war1812.view(a, name), war1812.view(s, name));
      assert.deepEqual(a.hands[viewer], s.hands[viewer]);
      assert.equal(a.hands[viewer === 0 ? 1 : 0].length, s.hands[viewer === 0 ? 1 : 0].length);
      const cards = [...a.hands[0], ...a.hands[1], ...a.deck, ...a.discard, ...a.removed];
      assert.equal(new Set(cards).size, cards.length);
      assert.equal(cards.length, [...s.hands[0], ...s.hands[1], ...s.deck, ...s.discard, ...s.removed].length);
      // the sampled legal actions of the viewer, when it is to act, are the real ones
      if (war1812.activeSides(s)[0] === name) assert.deepEqual(war1812.legalActions(a, name).map(actionKey).sort(), war1812.legalActions(s, name).map(actionKey).sort());
      checks++;
    }
  }
  assert.ok(checks > 50);
});

test('war1812 2.6: the log entries a side receives never carry the other hand (random games)', () => {
  let entries = 0, handLines = 0;
  for (let g = 0; g < 8; g++) {
    let s = fresh(`hlog-${g}`);
    const r = createRng(`hlog-pick-${g}`);
    for (let n = 0; !war1812.result(s) && n < 3000; n++) {
      const side = war1812.activeSides(s)[0]!;
      const legal = war1812.legalActions(s, side);
      const log: LogEntry[] = [];
      const before = war1812.clone(s);
      const action = legal[randomInt(r, legal.length)]!;
      war1812.applyInPlace(s, side, action, log);
      // the card played is public even when its own draw (Spies and Scouts) reshuffles it back into the hand
      const played = action.type === 'play' ? action.card : -1;
      for (const viewer of [0, 1] as Side[]) {
        const enemy: Side = viewer === 0 ? 1 : 0;
        const hidden = new Set([...before.hands[enemy], ...s.hands[enemy]].filter((k) => k !== played && !s.discard.includes(k) && !s.removed.includes(k)));
        for (const e of logFor(log, NAME[viewer])) {
          entries++;
          if (e.key === 'w.hand') { handLines++; assert.deepEqual(e.to, [NAME[viewer]]); assert.deepEqual(e.params!.cards, s.hands[viewer].length ? e.params!.cards : e.params!.cards); }
          if (e.key === 'w.raiseWhat') assert.deepEqual(e.to, [NAME[viewer]], 'marker types to their owner only');
          for (const [k, v] of Object.entries(e.params ?? {})) {
            if (k !== 'card' && k !== 'cards') continue;
            for (const x of Array.isArray(v) ? v : [v]) assert.ok(!hidden.has(x as number), `${e.key}: ${k} ${x} is in the ${NAME[enemy]} hand`);
          }
        }
      }
    }
  }
  assert.ok(entries > 1000 && handLines > 20, `${entries} entries, ${handLines} hand lines`);
});

test('war1812 2.6: the type of an enemy unit-appearance marker is neither in the view nor in the log the enemy receives', () => {
  const s = opsPos(bare(), 0, 2);
  s.control[S('fort-mackinac')] = 0;
  const r = (() => {
    const log: LogEntry[] = [];
    const t = war1812.clone(s);
    war1812.applyInPlace(t, 'british', { type: 'choose', what: 'raise' } as never, null);
    war1812.applyInPlace(t, 'british', { type: 'raise', unit: U.VOY, at: S('amherstburg') }, log);
    return { t, log };
  })();
  const v = war1812.view(r.t, 'american');
  assert.deepEqual(v.appear, [{ side: 0, at: S('amherstburg'), unit: -1 }]);
  assert.deepEqual(v.raisedUnits, {});
  assert.ok(!JSON.stringify(logFor(r.log, 'american')).includes('unit-6'));
  assert.ok(JSON.stringify(logFor(r.log, 'british')).includes(`unit-${U.VOY}`), 'the owner is told');
  assert.deepEqual(war1812.view(r.t, 'british').appear, [{ side: 0, at: S('amherstburg'), unit: U.VOY }]);
  void opsAct;
});

test('war1812 2.6: what a side receives after its own action does not depend on the other side\'s hidden cards and markers (random games)', () => {
  const r = createRng('after');
  const CHANCE = new Set(['w.reshuffle', 'w.discarded', 'w.deal', 'w.hand', 'w.newCards', 'w.turn']);
  let checks = 0;
  for (const s of randomStates(6, 3, 'ha')) {
    const side = war1812.activeSides(s)[0]! as 'british' | 'american';
    const me: Side = side === 'british' ? 0 : 1;
    const t = twin(s, me, r);
    t.rng = { ...s.rng, s: [...s.rng.s] as [number, number, number, number] }; // the same dice in both
    const legal = war1812.legalActions(s, side);
    const a = legal[randomInt(r, legal.length)]!;
    const ls: LogEntry[] = [], lt: LogEntry[] = [];
    const x = war1812.clone(s), y = war1812.clone(t);
    war1812.applyInPlace(x, side, a, ls);
    war1812.applyInPlace(y, side, a, lt);
    if (ls.some((e) => CHANCE.has(e.key)) || x.deck.length !== s.deck.length) continue; // cards dealt or drawn: legitimately different
    assert.deepEqual(logFor(lt, side), logFor(ls, side), `${JSON.stringify(a)}`);
    assert.deepEqual(war1812.view(y, side), war1812.view(x, side), `${JSON.stringify(a)}`);
    checks++;
  }
  assert.ok(checks > 300, `${checks} actions compared`);
});

test('war1812 2.6: observers receive no hand and no marker type in the log (random games)', () => {
  let n = 0;
  for (let g = 0; g < 4; g++) {
    let s = fresh(`hobs-${g}`);
    const r = createRng(`hobs-pick-${g}`);
    for (let k = 0; !war1812.result(s) && k < 3000; k++) {
      const side = war1812.activeSides(s)[0]!;
      const legal = war1812.legalActions(s, side);
      const log: LogEntry[] = [];
      war1812.applyInPlace(s, side, legal[randomInt(r, legal.length)]!, log);
      for (const e of logFor(log, OBSERVER)) { n++; assert.ok(e.key !== 'w.hand' && e.key !== 'w.raiseWhat', e.key); }
    }
  }
  assert.ok(n > 500);
});

test('war1812 2.6 (design, open question): the number of an enemy\'s markers is open, so in a British frontier town it tells voyageurs (1 a turn) from Indians (2)', () => {
  const raise = (unit: number) => {
    const s = opsPos(bare(), 0, 2);
    s.control[S('fort-mackinac')] = 0;
    const t = opsAct(s, 0, { type: 'raise', unit, at: S('amherstburg') });
    return war1812.view(t, 'american').appear;
  };
  assert.equal(raise(U.VOY).length, 1);
  assert.equal(raise(U.IND).length, 2);
  assert.ok([...raise(U.VOY), ...raise(U.IND)].every((m) => m.unit === -1), 'the type itself is hidden');
});
