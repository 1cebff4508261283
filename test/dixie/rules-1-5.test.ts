import { test } from 'node:test';
import { dixie, assert, build, act, legal, offered, refuses, dice, ids, at, U, C } from './helpers.js';
import { card as cardDef, SERIES } from '../../src/games/dixie/data/cards.js';
import { instances } from '../../src/games/dixie/deck.js';

const opts = dixie.parseOptions({});

test('dixie 1.0: the Gettysburg series has 250 cards of six types for both armies', () => {
  assert.equal(SERIES.length, 250);
  for (const side of ['USA', 'CSA']) for (const t of ['leader', 'infantry', 'cavalry', 'artillery', 'terrain', 'special'])
    assert.ok(SERIES.some((c) => c.side === side && c.type === t), `${side} ${t}`);
});

test('dixie 2.0: battle decks of 24 CSA and 30 USA cards, random from the series', () => {
  const s = dixie.setup('decks', opts, null);
  assert.equal(s.total.CSA, 24);
  assert.equal(s.total.USA, 30);
  for (const side of ['CSA', 'USA'] as const) for (const id of [...s.res[side], ...s.deck[side]]) assert.equal(cardDef(id).side, side);
  const t = dixie.setup('decks-2', opts, null);
  assert.notDeepEqual([...s.res.USA].sort(), [...t.res.USA].sort(), 'another seed, another deck');
});

test('dixie 2.1: no two cards of one number in a deck; only specials may repeat', () => {
  const s = dixie.setup('dups', opts, null);
  for (const side of ['CSA', 'USA'] as const) {
    const all = [...s.res[side], ...s.deck[side]];
    assert.equal(new Set(all.map((x) => x % 1000)).size, all.length);
  }
  assert.throws(() => instances('USA', [1, 1], 3, false), /2\.1/);
  assert.deepEqual(instances('USA', [U.rally, U.rally], 3, false), [U.rally, U.rally + 1000]);
});

test('dixie 2.2: 18 battle masters dealt face down as the reserve; the rest is the reinforcement deck (12 USA, 6 CSA)', () => {
  const s = dixie.setup('muster', opts, null);
  assert.equal(s.res.CSA.length, 18);
  assert.equal(s.res.USA.length, 18);
  assert.equal(s.deck.USA.length, 12);
  assert.equal(s.deck.CSA.length, 6);
  const v = dixie.view(s, 'CSA');
  assert.equal(v.reserve.USA, null, 'the enemy muster is hidden');
  assert.equal(v.deckCount.CSA, 6);
});

test('dixie 3.0: each line has three positions; cards move reserve ↔ own position ↔ the facing enemy position', () => {
  const s = build({ phase: 'move', positions: { 'CSA-L': [{ card: C.kemper }] }, reserve: { CSA: [C.semmes], USA: [] } });
  const moves = legal(s, 'CSA').filter((a) => a.type === 'move');
  const kemper = moves.filter((a) => a.type === 'move' && a.card === C.kemper).map((a) => (a as { to: string }).to);
  assert.deepEqual(kemper.sort(), ['USA-R', 'reserve'], 'forward to the facing USA right, or back; never sideways');
  const semmes = moves.filter((a) => a.type === 'move' && a.card === C.semmes).map((a) => (a as { to: string }).to);
  assert.deepEqual(semmes.sort(), ['CSA-C', 'CSA-L', 'CSA-R'], 'from the reserve to any own position, never to an enemy one');
});

test('dixie 3.1: at most four cards in a position; leaders do not count', () => {
  // the four units there have fired: none can leave, so no fifth may come in (8.0)
  const s = build({ phase: 'move', positions: { 'CSA-C': [{ card: C.kemper, fired: true }, { card: C.semmes, fired: true }, { card: C.walker, fired: true }, { card: C.hays, fired: true }, { card: C.ewell }] }, reserve: { CSA: [C.archer, C.early], USA: [] } });
  assert.ok(!offered(s, 'CSA', { type: 'move', card: C.archer, to: 'CSA-C' }));
  refuses(s, 'CSA', { type: 'move', card: C.archer, to: 'CSA-C' }, 'dixie 8.0');
  assert.ok(!offered(s, 'CSA', { type: 'move', card: C.early, to: 'CSA-C' }), 'one leader per position (11.0)');
  assert.ok(offered(s, 'CSA', { type: 'move', card: C.early, to: 'CSA-L' }));
});

test('dixie 8.0 with 3.1: the stack limit applies once all moves are made — a full own position may take a card while one there can still leave, and the step cannot end until it has', () => {
  const s = build({ phase: 'move', positions: { 'CSA-C': [{ card: C.kemper }, { card: C.semmes }, { card: C.walker }, { card: C.hays }] }, reserve: { CSA: [C.archer], USA: [] } });
  act(s, 'CSA', { type: 'move', card: C.archer, to: 'CSA-C' });
  assert.equal(at(s, 'CSA-C').length, 5, 'five for now');
  assert.ok(!offered(s, 'CSA', { type: 'end-move' }), 'the movement step cannot end over the limit');
  refuses(s, 'CSA', { type: 'end-move' }, 'dixie 8.0');
  act(s, 'CSA', { type: 'move', card: C.kemper, to: 'reserve' });
  assert.ok(offered(s, 'CSA', { type: 'end-move' }), 'back within the limit');
  act(s, 'CSA', { type: 'end-move' });
  assert.deepEqual(ids(s, 'CSA-C').sort((a, b) => a - b), [C.semmes, C.hays, C.walker, C.archer].sort((a, b) => a - b));
  // engaging stays within the limit on every move (8.1): a full enemy-held position takes no fifth card
  const t = build({ phase: 'move', positions: { 'CSA-C': [{ card: C.archer }], 'USA-C': [{ card: U.paul }, { card: C.kemper, up: true }, { card: C.semmes, up: true }, { card: C.walker, up: true }, { card: C.hays, up: true }] }, reserve: { CSA: [], USA: [] } });
  assert.ok(!offered(t, 'CSA', { type: 'move', card: C.archer, to: 'USA-C' }), 'no engaging over the limit');
});

test('dixie 3.2: the muster is deployed face down on the own positions; the rest stays in the reserve', () => {
  const s = dixie.setup('deploy', opts, null);
  const id = s.res.CSA.find((x) => ['infantry', 'cavalry', 'artillery'].includes(cardDef(x).type))!;
  act(s, 'CSA', { type: 'deploy', card: id, at: 'CSA-L' });
  assert.equal(s.pos[0]![0]!.up, undefined, 'face down');
  assert.ok(!legal(s, 'CSA').some((a) => a.type === 'deploy' && a.at.startsWith('USA')), 'never into the enemy line');
  const vu = dixie.view(s, 'USA');
  assert.equal(vu.positions[0]!.cards.length, 0, 'the enemy does not see placements before both sides are done');
  act(s, 'CSA', { type: 'deploy-done' });
  act(s, 'USA', { type: 'deploy-done' });
  assert.equal(s.phase === 'combat' || s.phase === 'morale', true);
  const vu2 = dixie.view(s, 'USA');
  assert.deepEqual(vu2.positions[0]!.cards, [{ side: 'CSA', up: false }], 'then a face-down card, without identity');
  assert.equal(s.res.CSA.length, 17);
});

test('dixie 3.2: the log does not tell the enemy where a face-up leader was deployed until both sides have finished', () => {
  const s = build({ phase: 'deploy', turn: 0, done: { CSA: false, USA: false }, reserve: { CSA: [C.lee, C.kemper], USA: [U.meade] }, positions: {} });
  const early = act(s, 'CSA', { type: 'deploy', card: C.lee, at: 'CSA-C' });
  act(s, 'CSA', { type: 'deploy', card: C.kemper, at: 'CSA-R' });
  for (const e of early) if (!e.to || e.to.includes('USA')) assert.ok(!JSON.stringify(e.params).includes(String(C.lee)), `entry ${e.key} names Lee to the USA`);
  assert.ok(!early.some((e) => (!e.to || e.to.includes('USA')) && e.params?.at === 'CSA-C'), 'nor even where a card was placed');
  assert.equal(dixie.view(s, 'USA').positions[1]!.cards.length, 0);
  act(s, 'CSA', { type: 'deploy-done' });
  const late = act(s, 'USA', { type: 'deploy-done' });
  assert.ok(late.some((e) => e.key === 'dx.deployUp' && e.params!.card === C.lee && e.to!.includes('USA')), 'revealed once both have deployed');
  assert.ok(late.some((e) => e.key === 'dx.deploy' && e.params!.at === 'CSA-R' && e.params!.card === undefined), 'a face-down placement: where, not what');
  assert.ok(dixie.view(s, 'USA').positions[1]!.cards.some((c) => c.id === C.lee));
});

test('dixie 3.3: terrain is placed face up only at the position of its code, at most two per position, and counts for stacking', () => {
  const s = build({ phase: 'deploy', turn: 0, reserve: { CSA: [], USA: [U.culps, U.mcphersons, U.herbst, U.cutler] }, positions: { 'USA-C': [{ card: U.meredith }, { card: U.paul }] } });
  assert.ok(offered(s, 'USA', { type: 'deploy', card: U.culps, at: 'USA-R' }));
  assert.ok(!offered(s, 'USA', { type: 'deploy', card: U.culps, at: 'USA-C' }), 'coded R');
  refuses(s, 'USA', { type: 'deploy', card: U.culps, at: 'USA-L' }, 'dixie 3.3');
  act(s, 'USA', { type: 'deploy', card: U.mcphersons, at: 'USA-C' });
  assert.equal(s.pos[4]!.at(-1)!.up, 1, 'face up');
  act(s, 'USA', { type: 'deploy', card: U.herbst, at: 'USA-C' });
  assert.ok(!offered(s, 'USA', { type: 'deploy', card: U.cutler, at: 'USA-C' }), '2 units + 2 terrain = 4');
});

test('dixie 4.0: holding two enemy positions alone with unit cards wins at once, even in the enemy turn', () => {
  const s = build({ phase: 'move', positions: {
    'USA-R': [{ card: C.kemper, up: true }], 'USA-C': [{ card: C.semmes, up: true }, { card: U.meredith, up: true }], 'CSA-C': [{ card: C.walker }],
  }, reserve: { CSA: [], USA: [] } });
  assert.equal(dixie.result(s), null);
  act(s, 'CSA', { type: 'move', card: C.walker, to: 'USA-C' });
  assert.equal(dixie.result(s), null, 'destroying or engaging is not enough');
  // USA's turn: its only card in USA-C routs in the morale step → CSA holds two positions alone at that moment.
  const t = build({ phase: 'morale', turnOf: 'USA', positions: {
    'USA-R': [{ card: C.kemper, up: true }], 'USA-C': [{ card: C.semmes, up: true }, { card: U.cross, up: true, hits: 1 }],
  } });
  dice(t, [6]);
  act(t, 'USA', { type: 'morale' });
  assert.deepEqual(dixie.result(t)?.winner, 'CSA');
  assert.equal(dixie.result(t)?.rule, 'dixie 4.0');
  assert.deepEqual(ids(t, 'USA-C'), [C.semmes]);
});

test('dixie 4.0: a leader or terrain alone does not hold a position', () => {
  const s = build({ positions: { 'USA-R': [{ card: C.kemper, up: true }], 'USA-C': [{ card: C.lee }], 'USA-L': [] } });
  assert.equal(dixie.result(s), null);
});

test('dixie 5.0: CSA moves first; morale → combat → movement → reinforcement, then the other side', () => {
  const s = dixie.setup('turns', opts, null);
  act(s, 'CSA', { type: 'deploy-done' });
  assert.deepEqual(dixie.activeSides(s), ['USA']);
  act(s, 'USA', { type: 'deploy-done' });
  assert.equal(s.side, 'CSA');
  assert.equal(s.phase, 'morale', 'every turn opens with its morale step (a pass when no card was hit)');
  assert.deepEqual(legal(s, 'CSA'), [{ type: 'morale' }], 'nothing to check and no morale special: the pass is the only action');
  act(s, 'CSA', { type: 'morale' });
  assert.equal(s.phase, 'combat');
  assert.ok(!offered(s, 'CSA', { type: 'end-move' }), 'movement comes after combat');
  act(s, 'CSA', { type: 'end-combat' });
  assert.equal(s.phase, 'move');
  const r = s.res.CSA.length;
  act(s, 'CSA', { type: 'end-move' });
  assert.equal(s.res.CSA.length, r + 1, 'reinforcement step: CSA draws one');
  assert.equal(s.side, 'USA');
  assert.equal(s.turn, 2);
});
