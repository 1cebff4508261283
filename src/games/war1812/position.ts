/**
 * The War of 1812 position format (inside core's muster-position/1 envelope): the whole state with places and
 * leaders by their ids, so that a player can write one by hand. Every reference is checked on load.
 */
import { z } from 'zod';
import { PositionError, zodIssues } from '../../core/position.js';
import type { Compiled } from './compile.js';
import { NU, UNITS, unitIndex, type War1812State } from './state.js';
import { resultOf } from './victory.js';

const side = z.enum(['british', 'american']);
const units = z.record(z.string(), z.number().int().min(0).max(99));
const stack = z.strictObject({ id: z.string(), side, at: z.string(), leaders: z.array(z.string()), units });
const cardList = z.array(z.number().int().min(1));

export const PositionSchema = z.strictObject({
  year: z.number().int().min(1812).max(1815),
  turn: z.number().int().min(1).max(5),
  phase: z.enum(['play', 'ops', 'move', 'activate', 'napoleon', 'lastcard', 'over']),
  active: side,
  first: side,
  hands: z.strictObject({ british: cardList, american: cardList }),
  deck: cardList, discard: cardList, removed: cardList,
  stacks: z.array(stack),
  control: z.record(z.string(), z.enum(['british', 'american', 'native', 'spanish'])),
  forts: z.record(z.string(), z.number().int().min(0).max(3)),
  flags: z.record(z.string(), z.number().int().min(0).max(63)),
  roads: z.array(z.tuple([z.string(), z.string()])),
  blockade: z.record(z.string(), z.number().int().min(0).max(2)),
  tribes: z.record(z.string(), z.enum(['neutral', 'hostile', 'subjugated'])),
  peace: z.strictObject({ british: z.number().int().min(0), american: z.number().int().min(0) }),
  pool: z.strictObject({ british: z.array(z.string()), american: z.array(z.string()) }),
  appear: z.array(z.strictObject({ side, at: z.string(), unit: z.string() })),
  raisedOps: z.record(z.string(), z.number().int().min(0)),
  raisedUnits: z.record(z.string(), z.number().int().min(0)),
  builds: z.array(z.strictObject({ side, port: z.string(), unit: z.string(), steps: z.number().int().min(1).max(4) })),
  ops: z.strictObject({ card: z.number().int(), value: z.number().int().min(0).max(4), left: z.number().int().min(0).max(4), leader: z.string().nullable(), pick: z.enum(['fort', 'raise', 'shift', 'road', 'blockade', 'privateers', 'ships']).nullable().optional(), mp: z.number().int().optional() }).nullable(),
  mover: z.strictObject({ stack: z.string(), mp: z.number().int().min(0).max(8), from: z.string(), touched: z.number().int().min(0), moved: z.boolean(), event: z.boolean().optional() }).nullable(),
  nap: z.number().int().min(0).max(3),
  napTurn: z.array(z.number().int().min(0)).length(4),
  wellington: z.number().int().min(0).max(2),
  napPending: z.number().int().min(0).max(2),
  coastalRaiders: z.boolean(),
  lastCards: z.number().int().min(0).max(3),
  ghent: z.strictObject({ numbers: z.tuple([z.number().int(), z.number().int()]), shift: z.number().int(), box: z.number().int() }).nullable(),
  layup: z.number().int().min(0).max(3),
});
export type War1812Position = z.infer<typeof PositionSchema>;

const SIDE = ['british', 'american'] as const;
const CTRL = ['british', 'american', 'native', 'spanish'] as const;
const unitsOut = (u: number[]) => Object.fromEntries(u.flatMap((n, i) => (n ? [[UNITS[i]!, n]] : [])));

export function toPosition(c: Compiled, s: War1812State): War1812Position {
  const sp = (i: number) => c.ids[i]!;
  const ld = (i: number) => c.leaders[i]!.id;
  const control: Record<string, (typeof CTRL)[number]> = {};
  const forts: Record<string, number> = {};
  const flags: Record<string, number> = {};
  for (let i = 0; i < c.n; i++) {
    if (s.control[i]! >= 0 && s.control[i] !== c.owner[i]) control[sp(i)] = CTRL[s.control[i]!]!;
    if (s.fort[i] !== c.fort0[i]) forts[sp(i)] = s.fort[i]!;
    if (s.flags[i]) flags[sp(i)] = s.flags[i]!;
  }
  return {
    year: s.year, turn: s.turn, phase: s.phase, active: SIDE[s.active], first: SIDE[s.first],
    hands: { british: s.hands[0].slice(), american: s.hands[1].slice() },
    deck: s.deck.slice(), discard: s.discard.slice(), removed: s.removed.slice(),
    stacks: s.stacks.map((st) => ({ id: st.id, side: SIDE[st.side], at: sp(st.at), leaders: st.leaders.map(ld), units: unitsOut(st.u) })),
    control, forts, flags,
    roads: s.roads.map((k) => [sp(c.conns[k]!.a), sp(c.conns[k]!.b)] as [string, string]),
    blockade: Object.fromEntries(s.blockade.flatMap((b, z) => (b ? [[sp(c.seas[z]!), b]] : []))),
    tribes: Object.fromEntries(c.tribes.map((t, i) => [t.id, (['neutral', 'hostile', 'subjugated'] as const)[s.tribes[i]!]!])),
    peace: { british: s.peace[0], american: s.peace[1] },
    pool: { british: s.pool[0].map(ld), american: s.pool[1].map(ld) },
    appear: s.appear.map((m) => ({ side: SIDE[m.side], at: sp(m.at), unit: UNITS[m.unit]! })),
    raisedOps: Object.fromEntries(Object.entries(s.raisedOps).map(([k, v]) => [sp(Number(k)), v])),
    raisedUnits: { ...s.raisedUnits },
    builds: s.builds.map((b) => ({ side: SIDE[b.side], port: sp(b.port), unit: UNITS[b.unit]!, steps: b.steps })),
    ops: s.ops ? { card: s.ops.card, value: s.ops.value, left: s.ops.left, leader: s.ops.leader >= 0 ? ld(s.ops.leader) : null, pick: s.ops.pick ?? null, ...(s.ops.mp !== undefined ? { mp: s.ops.mp } : {}) } : null,
    mover: s.mover ? { stack: s.stacks[s.mover.stack]!.id, mp: s.mover.mp, from: sp(s.mover.from), touched: s.mover.touched, moved: s.mover.moved, ...(s.mover.event ? { event: true } : {}) } : null,
    nap: s.nap, napTurn: s.napTurn.slice(), wellington: s.wellington, napPending: s.napPending, coastalRaiders: s.coastalRaiders,
    lastCards: s.lastCards, ghent: s.ghent ? { numbers: [s.ghent.numbers[0], s.ghent.numbers[1]], shift: s.ghent.shift, box: s.ghent.box } : null,
    layup: s.layup,
  };
}

export function fromPosition(c: Compiled, raw: unknown, pack: string, base: War1812State): War1812State {
  const r = PositionSchema.safeParse(raw);
  if (!r.success) throw new PositionError('war1812', zodIssues(r.error, 'position'));
  const p = r.data;
  const issues: { path: string; message: string }[] = [];
  const sp = (id: string, path: string): number => { const i = c.index[id]; if (i === undefined) { issues.push({ path, message: `unknown space "${id}"` }); return 0; } return i; };
  const ld = (id: string, path: string): number => { const i = c.leaderIndex[id]; if (i === undefined) { issues.push({ path, message: `unknown leader "${id}"` }); return 0; } return i; };
  const un = (t: string, path: string): number => { const i = unitIndex(t); if (i < 0) { issues.push({ path, message: `unknown unit type "${t}"` }); return 0; } return i; };
  const card = (id: number, path: string) => { if (!c.cards[id]) issues.push({ path, message: `unknown card ${id}` }); return id; };
  const cards = (l: number[], path: string) => l.map((x, i) => card(x, `${path}[${i}]`));
  const sideOf = (x: 'british' | 'american') => (x === 'british' ? 0 : 1) as 0 | 1;
  const stacks = p.stacks.map((st, i) => {
    const u = new Array<number>(NU).fill(0);
    for (const [k, v] of Object.entries(st.units)) u[un(k, `position.stacks[${i}].units.${k}`)] = v;
    if (st.id !== '' && !c.pack.markers[st.side].includes(st.id)) issues.push({ path: `position.stacks[${i}].id`, message: `"${st.id}" is not a ${st.side} expedition marker` });
    return { id: st.id, side: sideOf(st.side), at: sp(st.at, `position.stacks[${i}].at`), leaders: st.leaders.map((l, j) => ld(l, `position.stacks[${i}].leaders[${j}]`)), u };
  });
  const all = [...p.hands.british, ...p.hands.american, ...p.deck, ...p.discard, ...p.removed];
  if (new Set(all).size !== all.length) issues.push({ path: 'position', message: 'a card is in two places' });
  const control = base.control.slice();
  for (const [k, v] of Object.entries(p.control)) control[sp(k, `position.control.${k}`)] = CTRL.indexOf(v);
  const fort = c.fort0.slice();
  for (const [k, v] of Object.entries(p.forts)) fort[sp(k, `position.forts.${k}`)] = v;
  const flags = new Array<number>(c.n).fill(0);
  for (const [k, v] of Object.entries(p.flags)) flags[sp(k, `position.flags.${k}`)] = v;
  const roads = p.roads.map(([a, b], i) => {
    const ia = sp(a, `position.roads[${i}]`), ib = sp(b, `position.roads[${i}]`);
    const k = c.conns.findIndex((x) => (x.a === ia && x.b === ib) || (x.a === ib && x.b === ia));
    if (k < 0) issues.push({ path: `position.roads[${i}]`, message: `no connection between ${a} and ${b}` });
    return k;
  });
  const blockade = new Array<number>(c.seas.length).fill(0);
  for (const [k, v] of Object.entries(p.blockade)) { const z = c.seas.indexOf(sp(k, `position.blockade.${k}`)); if (z < 0) issues.push({ path: `position.blockade.${k}`, message: 'not a sea zone' }); else blockade[z] = v; }
  const tribes = c.tribes.map((t) => ['neutral', 'hostile', 'subjugated'].indexOf(p.tribes[t.id] ?? 'neutral'));
  const max = c.pack.params.trackMax;
  if (p.peace.british > max || p.peace.american > max || p.peace.british > p.peace.american) issues.push({ path: 'position.peace', message: `markers must lie in 0..${max} with the British marker not past the American` });
  const moverIdx = p.mover ? stacks.findIndex((st) => st.id === p.mover!.stack && st.id !== '') : -1;
  if (p.mover && moverIdx < 0) issues.push({ path: 'position.mover.stack', message: `no expedition "${p.mover.stack}"` });
  const s: War1812State = {
    rng: base.rng, step: 0,
    year: p.year, turn: p.turn, phase: p.phase, active: sideOf(p.active), first: sideOf(p.first),
    hands: [cards(p.hands.british, 'position.hands.british'), cards(p.hands.american, 'position.hands.american')],
    deck: cards(p.deck, 'position.deck'), discard: cards(p.discard, 'position.discard'), removed: cards(p.removed, 'position.removed'),
    stacks, control, fort, flags, roads, blockade, tribes,
    peace: [p.peace.british, p.peace.american],
    pool: [p.pool.british.map((l, i) => ld(l, `position.pool.british[${i}]`)), p.pool.american.map((l, i) => ld(l, `position.pool.american[${i}]`))],
    appear: p.appear.map((m, i) => ({ side: sideOf(m.side), at: sp(m.at, `position.appear[${i}].at`), unit: un(m.unit, `position.appear[${i}].unit`) })),
    raisedOps: Object.fromEntries(Object.entries(p.raisedOps).map(([k, v]) => [sp(k, `position.raisedOps.${k}`), v])),
    raisedUnits: { ...p.raisedUnits },
    builds: p.builds.map((b, i) => ({ side: sideOf(b.side), port: sp(b.port, `position.builds[${i}].port`), unit: un(b.unit, `position.builds[${i}].unit`), steps: b.steps })),
    ops: p.ops ? { card: p.ops.card, value: p.ops.value, left: p.ops.left, leader: p.ops.leader ? ld(p.ops.leader, 'position.ops.leader') : -1, pick: p.ops.pick ?? null, ...(p.ops.mp !== undefined ? { mp: p.ops.mp } : {}) } : null,
    mover: p.mover ? { stack: moverIdx, mp: p.mover.mp, from: sp(p.mover.from, 'position.mover.from'), touched: p.mover.touched, moved: p.mover.moved, ...(p.mover.event ? { event: true } : {}) } : null,
    nap: p.nap, napTurn: p.napTurn.slice(), wellington: p.wellington, napPending: p.napPending, coastalRaiders: p.coastalRaiders,
    lastCards: p.lastCards, ghent: p.ghent, layup: p.layup, pack, result: null,
  };
  if (s.phase === 'ops' && !s.ops) issues.push({ path: 'position.ops', message: 'the ops phase needs "ops"' });
  if (s.phase === 'activate' && !s.ops) issues.push({ path: 'position.ops', message: 'the activate phase needs "ops" (the event card)' });
  if (s.phase === 'move' && !s.mover) issues.push({ path: 'position.mover', message: 'the move phase needs "mover"' });
  if (s.phase === 'lastcard' && !s.ghent) issues.push({ path: 'position.ghent', message: 'the last-card phase needs "ghent"' });
  if (s.phase === 'over' && !s.ghent) issues.push({ path: 'position.ghent', message: 'a finished game needs "ghent" (the box that decided it, 12.5)' });
  if (s.phase === 'over' && s.ghent) { // 12.5: the result is the pair's box
    const r = resultOf(c, s.ghent.box);
    s.result = { winner: r.winner, reason: `w.result-${r.level}`, rule: 'war1812 12.5', params: { box: s.ghent.box } };
  }
  if (issues.length) throw new PositionError('war1812', issues);
  return s;
}
