/** War of 1812, chart: British Operations Points (chart L86-170), every entry with its boundary. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { R, TERRAIN } from '../../src/games/war1812/compile.js';
import { SHIP_COST } from '../../src/games/war1812/operations.js';
import { FLAG, U } from '../../src/games/war1812/state.js';
import { L, S, bare, c, cardOf, conn, dice, exp, gar, garOf, legal, opsAct as opsAct, opsHas, opsLegal, opsPos, opsRejects, stackOf, targets, movePos } from './helpers.js';

test('war1812 chart: British Operations Points, activate one expedition: 4 MP when the card value ≥ the commander\'s initiative', () => {
  for (const [leader, ini] of [['prevost', 4], ['sheaffe', 3], ['mcdouall', 2], ['brock', 1]] as const) {
    assert.equal(c.lInit[L(leader)], ini);
    const s = bare();
    exp(s, 0, 'D', 'montreal', [leader], { regular: 2 });
    // card value = initiative: activates with 4 MP
    const t = opsAct(opsPos(s, 0, ini), 0, { type: 'activate', stack: 'D' });
    assert.equal(t.phase, 'move');
    assert.equal(t.mover!.mp, 4);
    // one less: refused
    if (ini > 1) {
      const u = opsPos(s, 0, ini - 1);
      assert.ok(!opsHas(u, 0, { type: 'activate', stack: 'D' }));
      opsRejects(u, 0, { type: 'activate', stack: 'D' }, 'war1812 5.2');
    }
  }
});

test('war1812 chart: British Operations Points, activation reads the commander (the senior leader) of the expedition', () => {
  // Brock (2 stars, initiative 1) commands Tecumseh (1 star, initiative 2): a 1-OP card activates them
  const s = bare();
  exp(s, 0, 'A', 'amherstburg', ['tecumseh', 'brock'], { indian: 2, regular: 1 });
  assert.ok(opsHas(opsPos(s, 0, 1), 0, { type: 'activate', stack: 'A' }));
  // Prevost (3 stars, initiative 4) commands Brock: only a 4-OP card
  const t = bare();
  exp(t, 0, 'D', 'montreal', ['brock', 'prevost'], { regular: 2 });
  assert.ok(!opsHas(opsPos(t, 0, 3), 0, { type: 'activate', stack: 'D' }));
  assert.ok(opsHas(opsPos(t, 0, 4), 0, { type: 'activate', stack: 'D' }));
});

/** A bare board with British troops (a garrison of 1 militia) at each of `places`. */
function troops(...places: string[]) {
  const s = bare();
  for (const p of places) gar(s, 0, p, { militia: 1 });
  return s;
}

test('war1812 chart: British Operations Points, build a new level-1 fort in a friendly area or with an expedition, with any card', () => {
  // a 1-OP card: a fort in British Prescott (a friendly area: one the side controls, 5.3)
  const s = opsPos(bare(), 0, 1);
  assert.equal(s.fort[S('prescott')], 0);
  const t = opsAct(s, 0, { type: 'fort', at: S('prescott') });
  assert.equal(t.fort[S('prescott')], 1);
  assert.equal(t.phase, 'play', 'the fort takes the whole card');
  assert.ok(!opsHas(opsPos(bare(), 0, 4), 0, { type: 'fort', at: S('ogdensburg') }), 'not in an American space');
  // with an expedition, outside a friendly area (native Prophetstown)
  const u = bare();
  exp(u, 0, 'A', 'prophetstown', ['tecumseh'], { indian: 2 });
  assert.ok(opsHas(opsPos(u, 0, 1), 0, { type: 'fort', at: S('prophetstown') }));
  const v = troops('kingston');
  gar(v, 0, 'prophetstown', { indian: 1 });
  assert.ok(!opsHas(opsPos(v, 0, 1), 0, { type: 'fort', at: S('prophetstown') }), 'a garrison in a space not controlled: no');
  opsRejects(opsPos(v, 0, 4), 0, { type: 'fort', at: S('prophetstown') }, 'war1812 5.3');
  // not where the enemy stands
  const w = opsPos(troops('prescott'), 0, 4);
  gar(w, 1, 'prescott', { militia: 1 });
  assert.ok(!opsHas(w, 0, { type: 'fort', at: S('prescott') }));
});

test('war1812 chart: British Operations Points, upgrade a fort 1 level with a card value ≥ the new level', () => {
  // Kingston level 1 → 2: a 2 card upgrades, a 1 card does not
  assert.equal(bare().fort[S('kingston')], 1);
  const t = opsAct(opsPos(troops('kingston'), 0, 2), 0, { type: 'fort', at: S('kingston') });
  assert.equal(t.fort[S('kingston')], 2);
  assert.ok(!opsHas(opsPos(troops('kingston'), 0, 1), 0, { type: 'fort', at: S('kingston') }));
  opsRejects(opsPos(troops('kingston'), 0, 1), 0, { type: 'fort', at: S('kingston') }, 'war1812 5.3');
  // Quebec level 2 → 3: a 3 card, not a 2
  assert.equal(bare().fort[S('quebec')], 2);
  assert.equal(opsAct(opsPos(troops('quebec'), 0, 3), 0, { type: 'fort', at: S('quebec') }).fort[S('quebec')], 3);
  opsRejects(opsPos(troops('quebec'), 0, 2), 0, { type: 'fort', at: S('quebec') }, 'war1812 5.3');
  // at most level 3 (design)
  const m = opsPos(troops('quebec'), 0, 4);
  m.fort[S('quebec')] = 3;
  opsRejects(m, 0, { type: 'fort', at: S('quebec') }, 'war1812 5.3');
  // the whole card: not after another OP was spent
  opsRejects(opsPos(troops('kingston'), 0, 4, 3), 0, { type: 'fort', at: S('kingston') }, 'war1812 5.3');
});

test('war1812 chart: British Operations Points, no fort upgrade in the wilderness', () => {
  const s = opsPos(troops('georgian-bay'), 0, 4);
  assert.equal(c.terrain[S('georgian-bay')], TERRAIN.WILDERNESS);
  s.fort[S('georgian-bay')] = 1;
  assert.ok(!opsHas(s, 0, { type: 'fort', at: S('georgian-bay') }));
  opsRejects(s, 0, { type: 'fort', at: S('georgian-bay') }, 'war1812 5.3');
  // a new level-1 fort may still be built there
  assert.ok(opsHas(opsPos(troops('georgian-bay'), 0, 1), 0, { type: 'fort', at: S('georgian-bay') }));
});

/** Units raised at a place: its unit-appearance markers (towns) and the units standing there (cities raise at once). */
const markers = (s: ReturnType<typeof bare>, at: string, unit: number) =>
  s.appear.filter((m) => m.at === S(at) && m.unit === unit).length + s.stacks.filter((st) => st.side === 0 && st.at === S(at)).reduce((k, st) => k + st.u[unit]!, 0);

test('war1812 chart: British Operations Points, militia 2 per OP, limit 2 in a country town', () => {
  const s = opsAct(opsPos(bare(), 0, 4), 0, { type: 'raise', unit: U.MIL, at: S('prescott') });
  assert.equal(markers(s, 'prescott', U.MIL), 2);
  assert.equal(s.ops!.left, 3);
  assert.ok(!opsHas(s, 0, { type: 'raise', unit: U.MIL, at: S('prescott') }));
  opsRejects(s, 0, { type: 'raise', unit: U.MIL, at: S('prescott') }, 'war1812 5.4');
});

test('war1812 chart: British Operations Points, militia 2 per OP, limit 4 in a minor city', () => {
  let s = opsPos(bare(), 0, 4);
  s = opsAct(s, 0, { type: 'raise', unit: U.MIL, at: S('kingston') });
  s = opsAct(s, 0, { type: 'raise', unit: U.MIL, at: S('kingston') });
  assert.equal(markers(s, 'kingston', U.MIL), 4);
  assert.ok(!opsHas(s, 0, { type: 'raise', unit: U.MIL, at: S('kingston') }));
  // the placement limit caps an OP's markers: with 3 already placed, one more OP places 1
  const t = opsPos(bare(), 0, 4);
  t.raisedUnits[`0:${S('kingston')}:${U.MIL}`] = 3;
  assert.equal(markers(opsAct(t, 0, { type: 'raise', unit: U.MIL, at: S('kingston') }), 'kingston', U.MIL), 1);
});

test('war1812 chart: British Operations Points, militia 2 per OP, limit 6 in a major city', () => {
  let s = opsPos(bare(), 0, 4);
  for (let i = 0; i < 3; i++) s = opsAct(s, 0, { type: 'raise', unit: U.MIL, at: S('montreal') });
  assert.equal(markers(s, 'montreal', U.MIL), 6);
  assert.ok(!opsHas(s, 0, { type: 'raise', unit: U.MIL, at: S('montreal') }));
  const t = opsPos(bare(), 0, 4);
  t.raisedUnits[`0:${S('montreal')}:${U.MIL}`] = 5;
  assert.equal(markers(opsAct(t, 0, { type: 'raise', unit: U.MIL, at: S('montreal') }), 'montreal', U.MIL), 1);
  // not in a frontier town
  assert.ok(!opsHas(opsPos(bare(), 0, 4), 0, { type: 'raise', unit: U.MIL, at: S('amherstburg') }));
});

test('war1812 chart: British Operations Points, fencibles 1 per OP in a minor or major city, limits 2 and 3', () => {
  let s = opsPos(bare(), 0, 4);
  s = opsAct(s, 0, { type: 'raise', unit: U.FEN, at: S('kingston') });
  assert.equal(markers(s, 'kingston', U.FEN), 1);
  s = opsAct(s, 0, { type: 'raise', unit: U.FEN, at: S('kingston') });
  assert.equal(markers(s, 'kingston', U.FEN), 2);
  assert.ok(!opsHas(s, 0, { type: 'raise', unit: U.FEN, at: S('kingston') }));
  let m = opsPos(bare(), 0, 4);
  for (let i = 0; i < 3; i++) m = opsAct(m, 0, { type: 'raise', unit: U.FEN, at: S('montreal') });
  assert.equal(markers(m, 'montreal', U.FEN), 3);
  assert.ok(!opsHas(m, 0, { type: 'raise', unit: U.FEN, at: S('montreal') }));
  // not in a country town
  assert.ok(!opsHas(opsPos(bare(), 0, 4), 0, { type: 'raise', unit: U.FEN, at: S('prescott') }));
});

test('war1812 chart: British Operations Points, voyageurs 1 per OP, frontier towns only, limit 1', () => {
  const s = opsAct(opsPos(bare(), 0, 4), 0, { type: 'raise', unit: U.VOY, at: S('georgian-bay') });
  assert.equal(markers(s, 'georgian-bay', U.VOY), 1);
  assert.equal(s.ops!.left, 3);
  assert.ok(!opsHas(s, 0, { type: 'raise', unit: U.VOY, at: S('georgian-bay') }));
  assert.ok(!opsHas(opsPos(bare(), 0, 4), 0, { type: 'raise', unit: U.VOY, at: S('kingston') }), 'not in a city');
});

test('war1812 chart: British Operations Points, voyageurs or rangers: the British raise either at a frontier town, limit 1 together', () => {
  const b = opsAct(opsPos(bare(), 0, 4), 0, { type: 'raise', unit: U.RNG, at: S('georgian-bay') });
  assert.equal(markers(b, 'georgian-bay', U.RNG), 1);
  assert.ok(!opsHas(b, 0, { type: 'raise', unit: U.VOY, at: S('georgian-bay') }), 'the limit of 1 is shared by voyageurs and rangers');
  const v = opsAct(opsPos(bare(), 0, 4), 0, { type: 'raise', unit: U.VOY, at: S('georgian-bay') });
  assert.ok(!opsHas(v, 0, { type: 'raise', unit: U.RNG, at: S('georgian-bay') }));
  const a = opsAct(opsPos(bare(), 1, 4), 1, { type: 'raise', unit: U.RNG, at: S('detroit') });
  assert.equal(markers(a, 'detroit', U.RNG), 1);
  assert.ok(!opsHas(a, 1, { type: 'raise', unit: U.RNG, at: S('detroit') }), 'limit 1 per frontier town');
});

test('war1812 chart: British Operations Points, Indians 2 per OP in a frontier town, limit 2, only while Ft. Mackinac is British', () => {
  const s = opsPos(bare(), 0, 4);
  assert.equal(s.control[S('fort-mackinac')], 1);
  assert.ok(!opsHas(s, 0, { type: 'raise', unit: U.IND, at: S('amherstburg') }), 'Mackinac American: no Indians');
  opsRejects(s, 0, { type: 'raise', unit: U.IND, at: S('amherstburg') }, 'war1812 5.4');
  s.control[S('fort-mackinac')] = 0;
  const t = opsAct(s, 0, { type: 'raise', unit: U.IND, at: S('amherstburg') });
  assert.equal(markers(t, 'amherstburg', U.IND), 2);
  assert.equal(t.ops!.left, 3, '2 Indians for 1 OP');
  assert.ok(!opsHas(t, 0, { type: 'raise', unit: U.IND, at: S('amherstburg') }));
  assert.ok(!opsHas(s, 0, { type: 'raise', unit: U.IND, at: S('kingston') }), 'not in a city');
});

test('war1812 chart: British Operations Points, regulars are never raised', () => {
  for (const side of [0, 1] as const) {
    const s = opsPos(bare(), side, 4);
    s.control[S('fort-mackinac')] = 0;
    assert.ok(!opsLegal(s, side, 'raise').some((a) => a.type === 'raise' && a.unit === U.REG));
  }
});

test('war1812 chart: British Operations Points, strength points move without a leader, 1 OP each, and cannot attack', () => {
  const s = opsPos(bare(), 0, 2);
  gar(s, 0, 'prescott', { regular: 2 });
  gar(s, 1, 'ogdensburg', { militia: 1 });
  let t = opsAct(s, 0, { type: 'shift', from: S('prescott'), to: S('cornwall'), unit: U.REG });
  assert.equal(t.ops!.left, 1);
  assert.equal(garOf(t, 0, 'cornwall')!.u[U.REG], 1);
  assert.equal(garOf(t, 0, 'prescott')!.u[U.REG], 1);
  t = opsAct(t, 0, { type: 'shift', from: S('prescott'), to: S('cornwall'), unit: U.REG });
  assert.equal(garOf(t, 0, 'cornwall')!.u[U.REG], 2);
  assert.equal(t.phase, 'play', 'the 2 OPs are spent');
  // no attack: not into Ogdensburg, held by American militia, nor into an empty enemy-controlled space
  assert.ok(!opsHas(s, 0, { type: 'shift', from: S('prescott'), to: S('ogdensburg'), unit: U.REG }));
  opsRejects(s, 0, { type: 'shift', from: S('prescott'), to: S('ogdensburg'), unit: U.REG }, 'war1812 5.5');
});

test('war1812 chart: British Operations Points, a randomly drawn leader placed at a chosen place, 1 OP', () => {
  const s = opsPos(bare(), 0, 2);
  gar(s, 0, 'kingston', { regular: 1 });
  s.pool[0] = [L('procter'), L('vincent')];
  const t = opsAct(dice(s, [1]), 0, { type: 'leader' });
  assert.equal(t.ops!.leader, L('vincent'), 'the draw is random (forced pick 1)');
  assert.equal(t.ops!.left, 1);
  assert.deepEqual(legal(t, 0), [{ type: 'place', at: S('kingston') }]);
  const u = opsAct(t, 0, { type: 'place', at: S('kingston') });
  assert.ok(u.stacks.some((st) => st.leaders.includes(L('vincent')) && st.at === S('kingston')));
  assert.deepEqual(u.pool[0], [L('procter')]);
});

test('war1812 chart: British Operations Points, build a stage road between two areas, 2 OPs', () => {
  const k = conn('montreal', 'chateauguay');
  assert.equal(c.conns[k]!.route, R.SETTLED);
  const withTroops = () => { const s = bare(); gar(s, 0, 'montreal', { militia: 1 }); return s; };
  assert.ok(!opsHas(opsPos(withTroops(), 0, 1), 0, { type: 'road', conn: k }), '1 OP is not enough');
  opsRejects(opsPos(withTroops(), 0, 1), 0, { type: 'road', conn: k }, 'war1812 5.1');
  const t = opsAct(opsPos(withTroops(), 0, 3), 0, { type: 'road', conn: k });
  assert.ok(t.roads.includes(k));
  assert.equal(t.ops!.left, 1);
  // the road costs 1 MP from now on
  exp(t, 0, 'D', 'montreal', ['prevost'], { regular: 1 });
  const m = movePos(t, 0, 'D', 1);
  assert.ok(targets(m, 0).includes(S('chateauguay')));
});

test('war1812 chart: British Operations Points, place a blockade or upgrade it to a full blockade in a sea zone, 3 OPs', () => {
  const z = c.seas.indexOf(S('sea-chesapeake'));
  assert.ok(!opsHas(opsPos(bare(), 0, 2), 0, { type: 'blockade', zone: z }));
  let s = opsAct(opsPos(bare(), 0, 3), 0, { type: 'blockade', zone: z });
  assert.equal(s.blockade[z], 1);
  s = opsAct(opsPos(s, 0, 3), 0, { type: 'blockade', zone: z });
  assert.equal(s.blockade[z], 2, 'upgraded to full');
  assert.ok(!opsHas(opsPos(s, 0, 4), 0, { type: 'blockade', zone: z }), 'no level beyond full');
  // only on sea zones of the map
  assert.equal(c.seas.length, 6);
});

test('war1812 chart: British Operations Points, lake shipbuilding costs the entry box; a functioning port advances 1 step per card, per ship', () => {
  // Kingston works from the start (port cost 0); a brig costs 3 OPs and takes 3 steps
  assert.equal(c.portCost[S('kingston')], 0);
  const s = bare();
  exp(s, 0, 'ON', 'kingston', ['yeo'], { schooner: 1 });
  let t = opsAct(opsPos(s, 0, 4), 0, { type: 'build', port: S('kingston'), unit: U.BRIG });
  assert.equal(t.ops!.left, 4 - SHIP_COST[U.BRIG]!);
  t = opsAct(opsPos(s, 0, 4), 0, { type: 'build', port: S('kingston'), unit: U.GUNBOAT });
  t = opsAct(t, 0, { type: 'build', port: S('kingston'), unit: U.SCHOONER });
  assert.equal(t.builds.length, 2);
  t = opsAct(t, 0, { type: 'done' });
  // each British card played advances each ship one step: the gunboat (1 step) comes off the stocks at once
  const play = (st: typeof t) => {
    st.phase = 'play'; st.active = 0; st.hands[0] = [cardOf(1, (id) => c.cSide[id] === 0)];
    return opsAct(st, 0, { type: 'play', card: st.hands[0][0]!, use: 'ops' });
  };
  t = play(t);
  assert.equal(stackOf(t, 0, 'ON')!.u[U.GUNBOAT], 1);
  assert.equal(t.builds.length, 1);
  assert.equal(t.builds[0]!.steps, 1, 'the schooner: 2 steps, 1 done');
  t = play(t);
  assert.equal(stackOf(t, 0, 'ON')!.u[U.SCHOONER], 2);
  assert.equal(t.builds.length, 0);
  // American cards do not advance British ships
  const u = opsAct(opsPos(s, 0, 4), 0, { type: 'build', port: S('kingston'), unit: U.SCHOONER });
  const v = opsAct(u, 0, { type: 'done' });
  v.phase = 'play'; v.active = 1; v.hands[1] = [cardOf(1, (id) => c.cSide[id] === 1)];
  const w = opsAct(v, 1, { type: 'play', card: v.hands[1][0]!, use: 'ops' });
  assert.equal(w.builds[0]!.steps, 2);
});

test('war1812 chart: British Operations Points, activate a lake port for shipbuilding: the OPs of the port chart', () => {
  // York's shipyard costs 1 OP to open (design port chart); until then no ship is laid down there
  assert.equal(c.portCost[S('york')], 1);
  const s = opsPos(bare(), 0, 2);
  assert.ok(!opsLegal(s, 0, 'build').some((a) => a.type === 'build' && a.port === S('york')));
  assert.ok(opsHas(s, 0, { type: 'port', port: S('york') }));
  const t = opsAct(s, 0, { type: 'port', port: S('york') });
  assert.ok(t.flags[S('york')]! & FLAG.PORT_ACTIVE);
  assert.equal(t.ops!.left, 1);
  assert.ok(opsHas(t, 0, { type: 'build', port: S('york'), unit: U.GUNBOAT }));
  // Fort Erie costs 2: not with 1 OP
  assert.equal(c.portCost[S('fort-erie')], 2);
  assert.ok(!opsHas(opsPos(bare(), 0, 1), 0, { type: 'port', port: S('fort-erie') }));
});

test('war1812 chart: British Operations Points, repair a lake port destroyed by the enemy, 3 OPs, once the area is friendly again', () => {
  const s = opsPos(bare(), 0, 3);
  s.flags[S('york')]! |= FLAG.PORT_DESTROYED;
  s.control[S('york')] = 1;
  assert.ok(!opsHas(s, 0, { type: 'repair', port: S('york') }), 'not while the enemy holds York');
  s.control[S('york')] = 0;
  assert.ok(opsHas(s, 0, { type: 'repair', port: S('york') }));
  const t = opsAct(s, 0, { type: 'repair', port: S('york') });
  assert.ok(!opsHas(opsPos(s, 0, 2), 0, { type: 'repair', port: S('york') }), '2 OPs are not enough');
  assert.ok(!(t.flags[S('york')]! & FLAG.PORT_DESTROYED));
  assert.equal(t.phase, 'play');
  void dice;
});
