/** War of 1812, chart: the Terrain Effect Chart's footnotes (chart L48-62: lakes, the Ohio and Mississippi runs,
 *  Civilized Indian areas, wilderness trails) and the Wilderness Movement Chart (chart L64-82). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LogEntry } from '../../src/core/log.js';
import { U } from '../../src/games/war1812/state.js';
import { S, act, actLog, bare, c, dice, exp, gar, movePos, opsActLog, opsLegal, opsPos, targets, type War1812State } from './helpers.js';

function mover(side: 0 | 1, id: string, at: string, leaders: string[], u: Record<string, number>, mp = 4): War1812State {
  const s = bare();
  exp(s, side, id, at, leaders, u);
  return movePos(s, side, id, mp);
}
const wild = (log: LogEntry[]) => log.find((e) => e.key === 'w.wildernessOk' || e.key === 'w.wildernessFail')!;
const mods = (log: LogEntry[]) => (wild(log).params!.mods as string[]).slice().sort();

test('war1812 chart: Terrain Effect Chart, Great Lakes footnote: lake area to lake area 1 MP (Erie, Ontario, Champlain)', () => {
  // Buffalo to Presque Isle is 2 MP by the frontier road, 1 MP across Lake Erie; Amherstburg (no land link) 1 MP
  const s = mover(1, '1', 'buffalo', ['harrison'], { regular: 2 }, 1);
  const t = targets(s, 1);
  for (const p of ['presque-isle', 'amherstburg', 'fort-erie']) assert.ok(t.includes(S(p)), p);
  assert.equal(act(s, 1, { type: 'move', to: S('presque-isle') }).mover!.mp, 0);
  const o = targets(mover(1, '1', 'sacketts-harbour', ['harrison'], { regular: 2 }, 1), 1);
  for (const p of ['oswego', 'york', 'kingston']) assert.ok(o.includes(S(p)), `Ontario: ${p}`);
  const ch = targets(mover(1, '1', 'burlington', ['harrison'], { regular: 2 }, 1), 1);
  for (const p of ['plattsburgh', 'ticonderoga', 'isle-aux-noix']) assert.ok(ch.includes(S(p)), `Champlain: ${p}`);
  // not from one lake to another
  assert.ok(!t.includes(S('oswego')));
});

test('war1812 chart: Terrain Effect Chart, Ohio River Pittsburgh to Ft. Massac / Ft. Jefferson 4 MP, downstream only', () => {
  const s = mover(1, '1', 'pittsburgh', ['harrison'], { regular: 2 });
  const r = targets(s, 1, 'river');
  for (const p of ['cincinnati', 'louisville', 'fort-massac', 'fort-jefferson']) assert.ok(r.includes(S(p)), p);
  let t = act(s, 1, { type: 'river', to: S('fort-jefferson') });
  assert.equal(t.stacks[0]!.at, S('fort-jefferson'));
  assert.equal(t.mover?.mp ?? 0, 0, '4 MP for the whole run');
  t = act(s, 1, { type: 'river', to: S('louisville') });
  assert.equal(t.mover?.mp ?? 0, 0, 'a shorter stretch costs the same 4 MP');
  // upstream: no run
  assert.deepEqual(targets(mover(1, '1', 'fort-jefferson', ['harrison'], { regular: 2 }), 1, 'river').filter((x) => ['pittsburgh', 'cincinnati', 'louisville'].map(S).includes(x)), []);
  assert.deepEqual(targets(mover(1, '1', 'fort-massac', ['harrison'], { regular: 2 }), 1, 'river').filter((x) => x !== S('fort-jefferson') && c.rivers[0]!.includes(x)), []);
  // a run needs the whole activation
  assert.deepEqual(targets(mover(1, '1', 'pittsburgh', ['harrison'], { regular: 2 }, 3), 1, 'river'), []);
});

test('war1812 chart: Terrain Effect Chart, Mississippi St. Louis to New Orleans 4 MP, downstream only', () => {
  const s = mover(1, '1', 'st-louis', ['harrison'], { regular: 2 });
  assert.ok(targets(s, 1, 'river').includes(S('new-orleans')));
  const t = act(s, 1, { type: 'river', to: S('new-orleans') });
  assert.equal(t.stacks[0]!.at, S('new-orleans'));
  assert.equal(t.mover?.mp ?? 0, 0);
  assert.ok(targets(s, 1, 'river').includes(S('natchez')), 'or a shorter distance');
  assert.deepEqual(targets(mover(1, '1', 'new-orleans', ['harrison'], { regular: 2 }), 1, 'river'), [], 'never upstream');
});

test('war1812 chart: Terrain Effect Chart, only Indians and Indian leaders of the British enter a Civilized Indian area', () => {
  const place = (leaders: string[], u: Record<string, number>) => {
    const s = mover(0, 'A', 'fort-mims', leaders, u);
    s.control[S('fort-mims')] = 0;
    return targets(s, 0);
  };
  assert.ok(place(['tecumseh'], { indian: 2 }).includes(S('horseshoe-bend')), 'Tecumseh and Indians may');
  assert.ok(place(['tecumseh'], { indian: 2 }).includes(S('choctaw')));
  assert.ok(!place(['brock'], { indian: 2 }).includes(S('horseshoe-bend')), 'a British (non-Indian) leader may not');
  assert.ok(!place(['tecumseh'], { indian: 2, regular: 1 }).includes(S('horseshoe-bend')), 'regulars may not');
  // the Americans may
  const a = mover(1, '1', 'fort-mims', ['jackson'], { regular: 2 });
  assert.ok(targets(a, 1).includes(S('horseshoe-bend')));
  // leaderless: British Indians may shift into the area, British regulars may not
  const s = opsPos(bare(), 0, 2);
  s.control[S('fort-mims')] = 0;
  gar(s, 0, 'fort-mims', { indian: 1, regular: 1 });
  const shifts = opsLegal(s, 0, 'shift').filter((x) => x.type === 'shift' && x.to === S('horseshoe-bend')).map((x) => (x as { unit: number }).unit);
  assert.deepEqual(shifts, [U.IND]);
});

test('war1812 chart: Terrain Effect Chart, wilderness trails: Indians, voyageurs and rangers only', () => {
  const at = (u: Record<string, number>, leaders = ['mcdouall']) => {
    const s = mover(0, 'A', 'st-joseph', leaders, u);
    return targets(s, 0, 'trail');
  };
  assert.ok(at({ indian: 2 }).length > 0);
  assert.ok(at({ voyageur: 1 }).length > 0);
  assert.ok(at({ indian: 1, voyageur: 1 }).length > 0);
  assert.deepEqual(at({ indian: 2, regular: 1 }), [], 'regulars cannot take the trails');
  assert.deepEqual(at({ militia: 1 }), []);
  assert.ok(targets(mover(1, '1', 'detroit', ['harrison'], { ranger: 1 }), 1, 'trail').length > 0, 'American rangers');
});

test('war1812 chart: Terrain Effect Chart, wilderness trails: unlimited distance until an enemy position or a regular area', () => {
  const s = mover(0, 'A', 'st-joseph', ['tecumseh'], { indian: 2 });
  // Fort Dearborn and Fort Wayne are American (enemy positions); Detroit is a regular (frontier) area: each ends
  // the trail. Prophetstown is native wilderness: the trail goes on through it. Rock River lies beyond Fort
  // Dearborn, an enemy position: out of reach.
  assert.deepEqual(targets(s, 0, 'trail'), ['detroit', 'fort-dearborn', 'fort-wayne', 'prophetstown'].map(S).sort((a, b) => a - b));
  // with Fort Dearborn British, the trail runs on past it to Rock River, two spaces away, for the same 4 MP
  const t = mover(0, 'A', 'prophetstown', ['tecumseh'], { indian: 2 });
  t.control[S('fort-dearborn')] = 0;
  const reach = targets(t, 0, 'trail');
  assert.ok(reach.includes(S('rock-river')));
  const u = act(dice(t, [9]), 0, { type: 'trail', to: S('rock-river') });
  assert.equal(u.stacks[0]!.at, S('rock-river'));
});

test('war1812 chart: Terrain Effect Chart, wilderness trails: a Wilderness Movement roll', () => {
  const s = mover(1, '1', 'detroit', ['harrison'], { ranger: 1 });
  const { log } = actLog(dice(s, [9]), 1, { type: 'trail', to: S('st-joseph') });
  assert.equal(wild(log).key, 'w.wildernessOk');
  assert.equal(wild(log).rule, 'war1812 6.5');
});

// ---- the Wilderness Movement Chart ----

test('war1812 chart: Wilderness Movement 7 or more succeeds, below 7 fails and the units stay', () => {
  // Harrison (tactics 2), rangers, Detroit to St. Joseph (native, neither friendly nor enemy): die + 2
  const s = mover(1, '1', 'detroit', ['harrison'], { ranger: 1 });
  const fail = actLog(dice(s, [4]), 1, { type: 'trail', to: S('st-joseph') });
  assert.equal(wild(fail.log).params!.total, 6);
  assert.equal(wild(fail.log).key, 'w.wildernessFail');
  assert.equal(fail.state.stacks[0]!.at, S('detroit'), 'the units stay where they are');
  assert.equal(fail.state.mover?.mp ?? 0, 0);
  const ok = actLog(dice(s, [5]), 1, { type: 'trail', to: S('st-joseph') });
  assert.equal(wild(ok.log).params!.total, 7);
  assert.equal(ok.state.stacks[0]!.at, S('st-joseph'));
});

test('war1812 chart: Wilderness Movement + the leader\'s tactics rating', () => {
  // Hull (tactics 1) fails on a 5 where Harrison (tactics 2) succeeds
  const hull = actLog(dice(mover(1, '1', 'detroit', ['hull'], { ranger: 1 }), [5]), 1, { type: 'trail', to: S('st-joseph') });
  assert.deepEqual(mods(hull.log), ['tactics +1']);
  assert.equal(wild(hull.log).params!.total, 6);
  const har = actLog(dice(mover(1, '1', 'detroit', ['harrison'], { ranger: 1 }), [5]), 1, { type: 'trail', to: S('st-joseph') });
  assert.deepEqual(mods(har.log), ['tactics +2']);
  assert.equal(har.state.stacks[0]!.at, S('st-joseph'));
  // the commander's rating counts (Harrison outranks Hull? both 2 stars: the better initiative commands)
  assert.equal(c.lTac[c.leaderIndex['harrison']!], 2);
});

test('war1812 chart: Wilderness Movement +2 if all the movement is on the Great Lakes or the Mississippi (blue dotted lines)', () => {
  // St. Louis to Rock River up the Mississippi (dotted): Hull 1 + 2 = 3
  const s = mover(1, '1', 'st-louis', ['hull'], { regular: 1 });
  assert.ok(targets(s, 1).includes(S('rock-river')));
  const f = actLog(dice(s, [3]), 1, { type: 'move', to: S('rock-river') });
  assert.deepEqual(mods(f.log), ['dotted +2', 'tactics +1']);
  assert.equal(wild(f.log).params!.total, 6);
  assert.equal(f.state.stacks[0]!.at, S('st-louis'));
  const o = actLog(dice(s, [4]), 1, { type: 'move', to: S('rock-river') });
  assert.equal(o.state.stacks[0]!.at, S('rock-river'));
  // a trail move gets no +2
  const t = actLog(dice(mover(1, '1', 'detroit', ['hull'], { ranger: 1 }), [9]), 1, { type: 'trail', to: S('st-joseph') });
  assert.ok(!mods(t.log).some((m) => m.startsWith('dotted')));
});

test('war1812 chart: Wilderness Movement +1 voyageurs', () => {
  // McDouall (tactics 2) St. Joseph to Prophetstown: with a voyageur 2 + 1, die 4 → 7; without, die 4 → 6
  const w = actLog(dice(mover(0, 'E', 'st-joseph', ['mcdouall'], { voyageur: 1, indian: 1 }), [4]), 0, { type: 'trail', to: S('prophetstown') });
  assert.deepEqual(mods(w.log), ['tactics +2', 'voyageurs +1']);
  assert.equal(w.state.stacks[0]!.at, S('prophetstown'));
  const wo = actLog(dice(mover(0, 'E', 'st-joseph', ['mcdouall'], { indian: 2 }), [4]), 0, { type: 'trail', to: S('prophetstown') });
  assert.deepEqual(mods(wo.log), ['tactics +2']);
  assert.equal(wo.state.stacks[0]!.at, S('st-joseph'));
});

test('war1812 chart: Wilderness Movement +1 if the whole expedition is Indians and Indian leaders', () => {
  // Tecumseh (Indian leader, tactics 3) and Indians: 3 + 1; die 3 → 7, die 2 → 6
  const s = mover(0, 'A', 'st-joseph', ['tecumseh'], { indian: 2 });
  const ok = actLog(dice(s, [3]), 0, { type: 'trail', to: S('prophetstown') });
  assert.deepEqual(mods(ok.log), ['indians +1', 'tactics +3']);
  assert.equal(ok.state.stacks[0]!.at, S('prophetstown'));
  const no = actLog(dice(s, [2]), 0, { type: 'trail', to: S('prophetstown') });
  assert.equal(no.state.stacks[0]!.at, S('st-joseph'));
  // a non-Indian leader breaks it
  const m = actLog(dice(mover(0, 'A', 'st-joseph', ['tecumseh', 'mcdouall'], { indian: 2 }), [9]), 0, { type: 'trail', to: S('prophetstown') });
  assert.ok(!mods(m.log).some((x) => x.startsWith('indians')));
});

test('war1812 chart: Wilderness Movement +1 if all the movement is within friendly positions', () => {
  // Hull 1; St. Joseph American: +1 friendly, die 5 → 7; native St. Joseph: die 5 → 6
  const s = mover(1, '1', 'detroit', ['hull'], { ranger: 1 });
  s.control[S('st-joseph')] = 1;
  const f = actLog(dice(s, [5]), 1, { type: 'trail', to: S('st-joseph') });
  assert.deepEqual(mods(f.log), ['friendly +1', 'tactics +1']);
  assert.equal(f.state.stacks[0]!.at, S('st-joseph'));
  const n = actLog(dice(mover(1, '1', 'detroit', ['hull'], { ranger: 1 }), [5]), 1, { type: 'trail', to: S('st-joseph') });
  assert.equal(n.state.stacks[0]!.at, S('detroit'));
});

test('war1812 chart: Wilderness Movement -1 if the move enters an enemy position', () => {
  // Harrison 2, British Indians at St. Joseph: 2 - 1; die 5 → 6 fails (no battle), die 6 → 7 attacks
  const s = mover(1, '1', 'detroit', ['harrison'], { ranger: 3 });
  gar(s, 0, 'st-joseph', { indian: 1 });
  assert.ok(targets(s, 1, 'trail').includes(S('st-joseph')));
  const f = actLog(dice(s, [5]), 1, { type: 'trail', to: S('st-joseph') });
  assert.deepEqual(mods(f.log), ['enemy -1', 'tactics +2']);
  assert.equal(f.state.stacks.find((x) => x.id === '1')!.at, S('detroit'));
  assert.ok(!f.log.some((e) => e.key === 'w.battle' || e.key === 'w.battleFort'));
  const o = actLog(dice(s, [6, 9, 0]), 1, { type: 'trail', to: S('st-joseph') });
  assert.equal(wild(o.log).params!.total, 7);
  assert.ok(o.log.some((e) => e.key === 'w.battle' || e.key === 'w.battleFort'), 'the expedition attacks');
});

test('war1812 chart: Wilderness Movement modifiers all cumulative', () => {
  // McDouall (2) and a voyageur by the dotted water from Georgian Bay into American Ft. Mackinac:
  // tactics +2, dotted +2, voyageurs +1, enemy -1 = +4: die 2 → 6 fails, die 3 → 7 succeeds
  const s = mover(0, 'E', 'georgian-bay', ['mcdouall'], { voyageur: 1 });
  const f = actLog(dice(s, [2]), 0, { type: 'move', to: S('fort-mackinac') });
  assert.deepEqual(mods(f.log), ['dotted +2', 'enemy -1', 'tactics +2', 'voyageurs +1']);
  assert.equal(wild(f.log).params!.total, 6);
  assert.equal(f.state.stacks[0]!.at, S('georgian-bay'));
  const o = actLog(dice(s, [3]), 0, { type: 'move', to: S('fort-mackinac') });
  assert.equal(o.state.stacks[0]!.at, S('fort-mackinac'));
  assert.equal(o.state.control[S('fort-mackinac')], 0);
});

test('war1812 chart: Terrain Effect Chart, wilderness trails: a leaderless SP on a trail rolls on the Wilderness Movement Chart too (5.5)', () => {
  const shift = (die: number) => {
    const s = opsPos(bare(), 0, 1);
    gar(s, 0, 'st-joseph', { indian: 1 });
    return opsActLog(dice(s, [die]), 0, { type: 'shift', from: S('st-joseph'), to: S('prophetstown'), unit: U.IND });
  };
  // Indians only +1: 6 → 7 succeeds, 5 → 6 fails and the SP stays (the OP is spent)
  const ok = shift(6);
  assert.equal(wild(ok.log).key, 'w.wildernessOk');
  assert.equal(ok.state.stacks.find((st) => st.side === 0 && st.at === S('prophetstown'))!.u[U.IND], 1);
  const no = shift(5);
  assert.equal(wild(no.log).key, 'w.wildernessFail');
  assert.equal(no.state.stacks.find((st) => st.side === 0 && st.at === S('st-joseph'))!.u[U.IND], 1);
  assert.ok(!no.state.stacks.some((st) => st.side === 0 && st.at === S('prophetstown')));
  // an ordinary road: no roll
  const r = opsPos(bare(), 0, 1);
  gar(r, 0, 'prescott', { militia: 1 });
  const t = opsActLog(r, 0, { type: 'shift', from: S('prescott'), to: S('cornwall'), unit: U.MIL });
  assert.ok(!t.log.some((e) => e.key.startsWith('w.wilderness')));
});
