/** War of 1812, chart: Terrain Effect Chart (chart L1-66): the MP cost and supply of each route, the lake, Ohio
 *  and Mississippi footnotes, the Civilized Indian and Wilderness Trail footnotes, and the location rows (unit
 *  appearance, OPs limit, local militia). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KIND, LOCT, R, ROUTE_MP, ROUTE_SUPPLY, TERRAIN } from '../../src/games/war1812/compile.js';
import { traceSupply, isSource } from '../../src/games/war1812/supply.js';
import { U } from '../../src/games/war1812/state.js';
import { S, act, actLog, bare, c, conn, dice, exp, gar, keys, movePos, opsAct, opsLegal, opsPos, spAt, targets } from './helpers.js';

/** An American expedition of regulars at `at` with `mp` MP. */
function usMover(at: string, mp: number, u: Record<string, number> = { regular: 2 }) {
  const s = bare();
  exp(s, 1, '1', at, ['harrison'], u);
  return movePos(s, 1, '1', mp);
}

test('war1812 chart: Terrain Effect Chart, Water (river or lake) 1 MP', () => {
  assert.equal(c.conns[conn('albany', 'utica')]!.route, R.WATER);
  assert.equal(ROUTE_MP[R.WATER], 1);
  const s = usMover('albany', 1);
  assert.ok(targets(s, 1).includes(S('utica')), 'the Mohawk (water) costs 1 MP');
  const t = act(s, 1, { type: 'move', to: S('utica') });
  assert.equal(t.stacks[0]!.at, S('utica'));
  assert.equal(t.mover!.mp, 0);
});

test('war1812 chart: Terrain Effect Chart, Stage Road 1 MP', () => {
  assert.equal(c.conns[conn('albany', 'new-york')]!.route, R.STAGE);
  const s = usMover('albany', 1);
  assert.ok(targets(s, 1).includes(S('new-york')));
  const t = act(s, 1, { type: 'move', to: S('new-york') });
  assert.equal(t.mover!.mp, 0);
});

test('war1812 chart: Terrain Effect Chart, Settled Area 2 MP', () => {
  assert.equal(c.conns[conn('albany', 'ticonderoga')]!.route, R.SETTLED);
  assert.ok(!targets(usMover('albany', 1), 1).includes(S('ticonderoga')), '1 MP is not enough');
  const s = usMover('albany', 2);
  assert.ok(targets(s, 1).includes(S('ticonderoga')));
  assert.equal(act(s, 1, { type: 'move', to: S('ticonderoga') }).mover!.mp, 0);
  const t = act(usMover('albany', 4), 1, { type: 'move', to: S('ticonderoga') });
  assert.equal(t.mover!.mp, 2, '4 - 2 = 2 MP left');
});

test('war1812 chart: Terrain Effect Chart, Frontier Road 2 MP', () => {
  assert.equal(c.conns[conn('utica', 'sacketts-harbour')]!.route, R.FRONTIER);
  assert.ok(!targets(usMover('utica', 1), 1).includes(S('sacketts-harbour')));
  const s = usMover('utica', 3);
  assert.equal(act(s, 1, { type: 'move', to: S('sacketts-harbour') }).mover!.mp, 1);
});

test('war1812 chart: Terrain Effect Chart, Civilized Indian Boundary 4 MP', () => {
  assert.equal(c.conns[conn('knoxville', 'cherokee')]!.route, R.INDIAN);
  assert.ok(!targets(usMover('knoxville', 3), 1).includes(S('cherokee')), '3 MP is not enough');
  const s = usMover('knoxville', 4);
  assert.ok(targets(s, 1).includes(S('cherokee')));
  assert.equal(act(s, 1, { type: 'move', to: S('cherokee') }).mover!.mp, 0);
});

test('war1812 chart: Terrain Effect Chart, Wilderness Trail 4 MP (the whole activation)', () => {
  assert.equal(c.conns[conn('st-joseph', 'detroit')]!.route, R.TRAIL);
  assert.equal(ROUTE_MP[R.TRAIL], 4);
  // a ranger expedition with its full 4 MP may take the trail; with 3 MP left it may not
  const s = usMover('detroit', 4, { ranger: 1 });
  assert.ok(targets(s, 1, 'trail').includes(S('st-joseph')));
  assert.deepEqual(targets(usMover('detroit', 3, { ranger: 1 }), 1, 'trail'), []);
  const t = act(dice(s, [9]), 1, { type: 'trail', to: S('st-joseph') });
  assert.equal(t.stacks[0]!.at, S('st-joseph'));
  assert.equal(t.mover?.mp ?? 0, 0, 'the trail move uses every MP');
  // no ordinary move along a trail
  assert.ok(!targets(s, 1).includes(S('st-joseph')));
});

test('war1812 chart: Terrain Effect Chart, Other Wilderness impassable', () => {
  // no connection of the map is "wilderness": the wilderness is crossed only by trails and waters
  for (const k of c.conns) assert.ok(k.route >= 0 && k.route <= R.SEA);
  // St. Joseph (wilderness) is reached only by trails: regulars there cannot leave it
  const s = usMover('st-joseph', 4);
  assert.deepEqual(targets(s, 1), []);
  assert.deepEqual(targets(s, 1, 'trail'), []);
  assert.deepEqual(targets(s, 1, 'river'), []);
  assert.equal(c.terrain[S('st-joseph')], TERRAIN.WILDERNESS);
});

test('war1812 chart: Terrain Effect Chart, supply column (water full, stage road / settled / frontier road / Civilized Indian boundary partial, wilderness trail none)', () => {
  assert.deepEqual([R.WATER, R.STAGE, R.SETTLED, R.FRONTIER, R.INDIAN, R.TRAIL].map((r) => ROUTE_SUPPLY[r]), [2, 1, 1, 1, 1, 0]);
  const s = bare();
  const br = traceSupply(c, s, 0), us = traceSupply(c, s, 1);
  assert.equal(br[S('montreal')], 2, 'water all the way from Quebec: full');
  assert.equal(br[S('chateauguay')], 1, 'a settled area beyond Montreal: partial');
  assert.equal(us[S('new-london')], 1, 'the stage road from Boston or New York: partial');
  assert.equal(us[S('fort-wayne')], 1, 'frontier roads: partial');
  assert.equal(us[S('talladega')], 1, 'across the Civilized Indian boundary: partial');
  assert.equal(us[S('st-joseph')], 0, 'reached only by wilderness trails: no supply');
});

test('war1812 chart: Terrain Effect Chart, Major City US supply source', () => {
  const s = bare();
  for (let i = 0; i < c.n; i++) {
    if (c.kind[i] === KIND.LAND && c.loc[i] === LOCT.MAJOR && c.owner[i] === 1) assert.ok(isSource(c, s, 1, i), `${c.ids[i]} is a US supply source`);
  }
  assert.equal(traceSupply(c, s, 1)[S('boston')], 2);
  // a source the British hold is no American source
  s.control[S('boston')] = 0;
  assert.ok(!isSource(c, s, 1, S('boston')));
});

// ---- the location rows: units that appear, OPs limit, local militia ----
const raises = (s: ReturnType<typeof bare>, side: 0 | 1, at: string): number[] =>
  opsLegal(s, side, 'raise').filter((a) => a.type === 'raise' && a.at === S(at)).map((a) => (a as { unit: number }).unit).sort((x, y) => x - y);

test('war1812 chart: Terrain Effect Chart, Major City units appear: regiments (American only), fencibles (British only), militia', () => {
  assert.deepEqual(raises(opsPos(bare(), 1, 4), 1, 'new-york'), [U.MIL, U.RGT]);
  assert.deepEqual(raises(opsPos(bare(), 0, 4), 0, 'montreal'), [U.MIL, U.FEN]);
  // no ○ in the city rows: the units appear at once, no unit-appearance marker
  const t = opsAct(opsPos(bare(), 1, 4), 1, { type: 'raise', unit: U.RGT, at: S('new-york') });
  assert.equal(spAt(t, 1, 'new-york', 'regiment'), 1);
  assert.equal(t.appear.length, 0);
});

test('war1812 chart: Terrain Effect Chart, Minor City units appear: regiments (A), fencibles (B), militia', () => {
  assert.deepEqual(raises(opsPos(bare(), 1, 4), 1, 'albany'), [U.MIL, U.RGT]);
  assert.deepEqual(raises(opsPos(bare(), 0, 4), 0, 'kingston'), [U.MIL, U.FEN]);
});

test('war1812 chart: Terrain Effect Chart, Country Town units appear: militia only (a unit-appearance marker)', () => {
  assert.deepEqual(raises(opsPos(bare(), 1, 4), 1, 'utica'), [U.MIL]);
  assert.deepEqual(raises(opsPos(bare(), 0, 4), 0, 'prescott'), [U.MIL]);
  const t = opsAct(opsPos(bare(), 0, 4), 0, { type: 'raise', unit: U.MIL, at: S('prescott') });
  assert.equal(spAt(t, 0, 'prescott'), 0, 'no unit yet: markers are placed');
  assert.equal(t.appear.filter((m) => m.at === S('prescott') && m.unit === U.MIL).length, 2);
});

test('war1812 chart: Terrain Effect Chart, Frontier Town units appear: rangers (both sides), voyageurs (British), Indians (British), by markers', () => {
  assert.deepEqual(raises(opsPos(bare(), 1, 4), 1, 'detroit'), [U.RNG]);
  const s = opsPos(bare(), 0, 4);
  s.control[S('fort-mackinac')] = 0;
  assert.deepEqual(raises(s, 0, 'amherstburg'), [U.VOY, U.RNG, U.IND]);
  const t = opsAct(s, 0, { type: 'raise', unit: U.VOY, at: S('amherstburg') });
  assert.equal(t.appear.length, 1);
  assert.equal(spAt(t, 0, 'amherstburg'), 0);
});

test('war1812 chart: Terrain Effect Chart, OPs limit 3 in a Major City', () => {
  let s = opsPos(bare(), 1, 4);
  for (let i = 0; i < 3; i++) s = opsAct(s, 1, { type: 'raise', unit: i === 1 ? U.RGT : U.MIL, at: S('new-york') });
  assert.equal(s.ops!.left, 1);
  assert.deepEqual(raises(s, 1, 'new-york'), [], 'the fourth OP cannot be spent raising in New York');
  assert.ok(raises(s, 1, 'philadelphia').length > 0, 'another city still may');
});

test('war1812 chart: Terrain Effect Chart, OPs limit 2 in a Minor City', () => {
  let s = opsPos(bare(), 0, 4);
  s = opsAct(s, 0, { type: 'raise', unit: U.MIL, at: S('kingston') });
  assert.ok(raises(s, 0, 'kingston').length > 0);
  s = opsAct(s, 0, { type: 'raise', unit: U.FEN, at: S('kingston') });
  assert.deepEqual(raises(s, 0, 'kingston'), []);
});

test('war1812 chart: Terrain Effect Chart, OPs limit 1 in a Country Town', () => {
  const s = opsAct(opsPos(bare(), 1, 3), 1, { type: 'raise', unit: U.MIL, at: S('utica') });
  assert.deepEqual(raises(s, 1, 'utica'), []);
});

test('war1812 chart: Terrain Effect Chart, OPs limit 1 in a Frontier Town', () => {
  const s0 = opsPos(bare(), 0, 3);
  s0.control[S('fort-mackinac')] = 0;
  const s = opsAct(s0, 0, { type: 'raise', unit: U.IND, at: S('amherstburg') });
  assert.deepEqual(raises(s, 0, 'amherstburg'), [], 'voyageurs cannot follow the Indians: the OP limit is 1');
});

/** A British expedition of 6 regulars attacking an empty American place from `from`. */
function attackEmpty(from: string, to: string) {
  const s = bare();
  exp(s, 0, 'A', from, ['brock'], { regular: 6 });
  return movePos(s, 0, 'A', 4);
}

test('war1812 chart: Terrain Effect Chart, local militia in a Major City = the die roll', () => {
  // Boston is entered from Concord (settled, 2 MP); regulars do not desert. Local militia roll 7: 7 SP.
  const s = bare();
  exp(s, 0, 'A', 'concord', ['brock'], { regular: 6 });
  s.control[S('concord')] = 0;
  movePos(s, 0, 'A', 4);
  const { log } = actLog(dice(s, [7, 0, 0]), 0, { type: 'move', to: S('boston') });
  const e = log.find((x) => x.key === 'w.localMilitia')!;
  assert.ok(e, keys(log).join());
  assert.equal(e.params!.die, 7);
  assert.equal(e.params!.n, 7);
  assert.equal(e.rule, 'war1812 8.2');
});

test('war1812 chart: Terrain Effect Chart, local militia in a Minor City = the die roll / 2', () => {
  const s = attackEmpty('new-london', 'providence');
  s.control[S('new-london')] = 0;
  const { log } = actLog(dice(s, [7, 0, 0]), 0, { type: 'move', to: S('providence') });
  const e = log.find((x) => x.key === 'w.localMilitia')!;
  assert.equal(e.params!.die, 7);
  assert.equal(e.params!.n, 3, 'half of 7, rounded down (design reading of "die / 2")');
});

test('war1812 chart: Terrain Effect Chart, local militia in a Country Town = the die roll / 2', () => {
  const s = attackEmpty('providence', 'new-london');
  s.control[S('providence')] = 0;
  const { log } = actLog(dice(s, [8, 0, 0]), 0, { type: 'move', to: S('new-london') });
  const e = log.find((x) => x.key === 'w.localMilitia')!;
  assert.equal(e.params!.n, 4);
});

test('war1812 chart: Terrain Effect Chart, no local militia in a Frontier Town', () => {
  // Detroit (frontier town, American, fort 1) empty of troops: the British walk in without a battle roll
  const s = bare();
  exp(s, 0, 'A', 'frenchtown', ['brock'], { regular: 6 });
  s.control[S('frenchtown')] = 0;
  s.fort[S('detroit')] = 0;
  movePos(s, 0, 'A', 4);
  const { state, log } = actLog(s, 0, { type: 'move', to: S('detroit') });
  assert.ok(!keys(log).includes('w.localMilitia'));
  assert.ok(!keys(log).includes('w.battle'));
  assert.equal(state.control[S('detroit')], 0);
  assert.equal(c.loc[S('detroit')], LOCT.FRONTIER);
  void gar;
});

test('war1812 chart: Terrain Effect Chart, A = American only, B = British only (regiments; fencibles, voyageurs, Indians)', () => {
  const am = opsPos(bare(), 1, 4);
  const br = opsPos(bare(), 0, 4);
  br.control[S('fort-mackinac')] = 0;
  const units = (s: ReturnType<typeof bare>, side: 0 | 1) => new Set(opsLegal(s, side, 'raise').map((a) => (a as { unit: number }).unit));
  const a = units(am, 1), b = units(br, 0);
  assert.ok(a.has(U.RGT) && !b.has(U.RGT), 'regiments: American');
  for (const u of [U.FEN, U.VOY, U.IND]) assert.ok(b.has(u) && !a.has(u), `unit ${u}: British`);
});
