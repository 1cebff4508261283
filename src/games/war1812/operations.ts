/**
 * Operations Points (war1812 5.2-5.10). Chart: British Operations Points, every entry: activation (card value ≥
 * the commander's initiative, 4 MP), a level-1 fort with any card, an upgrade with a card of at least the new
 * level and never in the wilderness, militia 2 per OP, fencibles 1, voyageurs (the chart's "or rangers": 5.4)
 * 1, Indians 2 only while Ft. Mackinac is British, with the placement limits; leaderless SP 1 per OP, no attack;
 * a leader drawn at random 1 OP; a stage road 2 OPs; a blockade placed or upgraded 3 OPs; lake shipbuilding and
 * port activation by the port chart; port repair 3 OPs. The American menu is design (5.10).
 */
import type { LogEntry } from '../../core/log.js';
import { randomInt } from '../../core/rng.js';
import { KIND, LOCT, R, TERRAIN, type Compiled } from './compile.js';
import { desertion, isSquadron, wildernessRoll } from './movement.js';
import { FLAG, LAND_UNITS, SPANISH, U, sideId, type Side, type War1812State } from './state.js';
import { commander, freeMarker, garrison, hasShips, landSP, tidy } from './stacks.js';
import { trigger } from './victory.js';

export type OpsAction =
  | { type: 'activate'; stack: string }
  | { type: 'fort'; at: number }
  | { type: 'raise'; unit: number; at: number }
  | { type: 'shift'; from: number; to: number; unit: number }
  | { type: 'leader' }
  | { type: 'place'; at: number }
  | { type: 'road'; conn: number }
  | { type: 'blockade'; zone: number }
  | { type: 'privateers'; zone: number }
  | { type: 'build'; port: number; unit: number }
  | { type: 'port'; port: number }
  | { type: 'repair'; port: number }
  | { type: 'choose'; what: OpsKind }
  | { type: 'done' };

/** Chart ○: the places where raised units come as unit-appearance markers (country and frontier towns). */
export const MARKER_PLACES: readonly number[] = [LOCT.COUNTRY, LOCT.FRONTIER];
/** Chart: the Terrain Effect Chart's "OPs limit" per location (design reading: OPs spent raising there a turn). */
export const OPS_LIMIT = [0, 3, 2, 1, 1, 0];
/** 5.9 (design: the port chart): OPs to lay a ship down, and the steps (cards) to finish it. */
export const SHIP_COST = { [U.GUNBOAT]: 1, [U.SCHOONER]: 2, [U.BRIG]: 3, [U.SHIP]: 4 } as Record<number, number>;
export const SHIP_STEPS = SHIP_COST;

/** `shared`: another unit counted against the same limit (chart: voyageurs or rangers, limit 1). */
interface RaiseRule { unit: number; per: number; limit: number[]; shared?: number }
/** Chart: raising units, markers per OP and placement limits by location type [_, major, minor, country, frontier]. */
export const RAISE: readonly [RaiseRule[], RaiseRule[]] = [
  [
    { unit: U.MIL, per: 2, limit: [0, 6, 4, 2, 0] },
    { unit: U.FEN, per: 1, limit: [0, 3, 2, 0, 0] },
    { unit: U.VOY, per: 1, limit: [0, 0, 0, 0, 1], shared: U.RNG },
    { unit: U.RNG, per: 1, limit: [0, 0, 0, 0, 1], shared: U.VOY },
    { unit: U.IND, per: 2, limit: [0, 0, 0, 0, 2] },
  ],
  [
    { unit: U.MIL, per: 2, limit: [0, 6, 4, 2, 0] },
    { unit: U.RGT, per: 1, limit: [0, 3, 2, 0, 0] },
    { unit: U.RNG, per: 1, limit: [0, 0, 0, 0, 1] },
  ],
];

/** The commander's initiative rating gates activation (chart); squadrons use their commodore. */
export function initiativeOf(c: Compiled, leaders: number[]): number {
  const cmd = commander(c, leaders);
  return cmd >= 0 ? c.lInit[cmd]! : 99;
}

const raisedKey = (side: Side, at: number, unit: number) => `${side}:${at}:${unit}`;
const portWorks = (c: Compiled, s: War1812State, p: number): boolean =>
  !(s.flags[p]! & FLAG.PORT_DESTROYED) && (c.portCost[p] === 0 || (s.flags[p]! & FLAG.PORT_ACTIVE) !== 0);

export function opsOptions(c: Compiled, s: War1812State, side: Side): OpsAction[] {
  const o = s.ops!;
  const out: OpsAction[] = [];
  if (o.leader >= 0) {
    for (const at of leaderPlaces(c, s, side, o.leader)) out.push({ type: 'place', at });
    return out;
  }
  const enemyHere = landPresence(s, side === 0 ? 1 : 0);
  if (o.pick) {
    KINDS[o.pick](c, s, side, enemyHere, out);
    return out;
  }
  // 5.1: first what the OPs are for (activation directly: few, and the whole card), then where
  if (o.left === o.value) {
    for (const st of s.stacks) if (st.side === side && st.id !== '' && st.leaders.length && o.value >= initiativeOf(c, st.leaders)) out.push({ type: 'activate', stack: st.id });
  }
  for (const what of OPS_KINDS) if (KINDS[what](c, s, side, enemyHere, null)) out.push({ type: 'choose', what });
  if (s.pool[side].length) out.push({ type: 'leader' });
  out.push({ type: 'done' });
  return out;
}

export const OPS_KINDS = ['fort', 'raise', 'shift', 'road', 'blockade', 'privateers', 'ships'] as const;
export type OpsKind = (typeof OPS_KINDS)[number];
/** Each kind's targets: pushed to `out`, or (out null) only whether there is one. */
type KindFn = (c: Compiled, s: War1812State, side: Side, enemyHere: Uint8Array, out: OpsAction[] | null) => boolean;

const fortKind: KindFn = (c, s, side, enemyHere, out) => {
  const o = s.ops!;
  if (o.left !== o.value) return false;
  const here = stackPresence(s, side);
  for (const sp of c.landSpaces) {
    if (enemyHere[sp] || (s.control[sp] !== side && !here[sp]) || !fortOk(c, s, side, sp, o.value)) continue;
    if (!out) return true;
    out.push({ type: 'fort', at: sp });
  }
  return !!out?.length;
};

/** 5.4: raising units. */
const raiseKind: KindFn = (c, s, side, enemyHere, out) => {
  for (const at of c.raisePlaces[side]) {
    if (s.control[at] !== side || s.flags[at]! & FLAG.BURNED || enemyHere[at]) continue;
    const lt = c.loc[at]!;
    if ((s.raisedOps[at] ?? 0) >= OPS_LIMIT[lt]!) continue;
    for (const r of RAISE[side]) {
      if (r.unit === U.IND && s.control[c.mackinac] !== 0) continue;
      const lim = r.limit[lt]!;
      const used = (s.raisedUnits[raisedKey(side, at, r.unit)] ?? 0) + (r.shared !== undefined ? s.raisedUnits[raisedKey(side, at, r.shared)] ?? 0 : 0);
      if (lim > 0 && used < lim) {
        if (!out) return true;
        out.push({ type: 'raise', unit: r.unit, at });
      }
    }
  }
  return !!out?.length;
};

/** 5.5: leaderless SP, one per OP, never into an enemy position. */
const shiftKind: KindFn = (c, s, side, enemyHere, out) => {
  const enemy = side === 0 ? 1 : 0;
  for (const st of s.stacks) {
    if (st.side !== side || st.id !== '' || c.kind[st.at] !== KIND.LAND) continue;
    for (const e of c.adj[st.at]!) {
      const to = e.to;
      if (c.kind[to] !== KIND.LAND || e.route === R.SEA || e.route === R.LAKE) continue;
      if (enemyHere[to] || s.control[to] === enemy || s.control[to] === SPANISH) continue;
      for (let t = 0; t < LAND_UNITS; t++) {
        if (!st.u[t]) continue;
        if (e.route === R.TRAIL && t !== U.IND && t !== U.VOY && t !== U.RNG) continue;
        if (side === 0 && (c.terrain[to] === TERRAIN.INDIAN || e.route === R.INDIAN) && t !== U.IND) continue;
        if (!out) return true;
        out.push({ type: 'shift', from: st.at, to, unit: t });
      }
    }
  }
  return !!out?.length;
};

/** 5.7: a stage road between two friendly areas (design: where the side has troops at one end). */
const roadKind: KindFn = (c, s, side, _e, out) => {
  if (s.ops!.left < 2) return false;
  const mine = landPresence(s, side);
  for (const i of c.roadable) {
    const k = c.conns[i]!;
    if (s.control[k.a] !== side || s.control[k.b] !== side || (!mine[k.a] && !mine[k.b]) || s.roads.includes(i)) continue;
    if (!out) return true;
    out.push({ type: 'road', conn: i });
  }
  return !!out?.length;
};

const blockadeKind: KindFn = (c, s, side, _e, out) => {
  if (side !== 0 || s.ops!.left < 3 || s.ghent) return false; // chart: not with the last card
  for (let z = 0; z < c.seas.length; z++) if (s.blockade[z]! < 2) { if (!out) return true; out.push({ type: 'blockade', zone: z }); }
  return !!out?.length;
};

const privateersKind: KindFn = (c, s, side, _e, out) => {
  if (side !== 1 || s.ops!.left < 3) return false;
  for (let z = 0; z < c.seas.length; z++) if (s.blockade[z]! > 0) { if (!out) return true; out.push({ type: 'privateers', zone: z }); }
  return !!out?.length;
};

/** 5.9: the port chart. */
const shipsKind: KindFn = (c, s, side, _e, out) => {
  const left = s.ops!.left;
  for (const lake of c.lakes) {
    for (const p of c.portsOfLake[lake]!) {
      if (s.control[p] !== side) continue;
      if (s.flags[p]! & FLAG.PORT_DESTROYED) { if (left >= 3) { if (!out) return true; out.push({ type: 'repair', port: p }); } continue; }
      if (!portWorks(c, s, p)) { if (left >= c.portCost[p]!) { if (!out) return true; out.push({ type: 'port', port: p }); } continue; }
      for (let t = U.GUNBOAT; t <= U.SHIP; t++) if (left >= SHIP_COST[t]!) { if (!out) return true; out.push({ type: 'build', port: p, unit: t }); }
    }
  }
  return !!out?.length;
};

const KINDS: Record<OpsKind, KindFn> = { fort: fortKind, raise: raiseKind, shift: shiftKind, road: roadKind, blockade: blockadeKind, privateers: privateersKind, ships: shipsKind };

/** Spaces where `side` has land SP (one pass over the stacks, for the enumerations). */
const scratch: [Uint8Array, Uint8Array] = [new Uint8Array(0), new Uint8Array(0)];
let stackScratch = new Uint8Array(0);
/** Spaces where `side` has any stack (scratch array, valid until the next call). */
function stackPresence(s: War1812State, side: Side): Uint8Array {
  if (stackScratch.length !== s.control.length) stackScratch = new Uint8Array(s.control.length);
  else stackScratch.fill(0);
  for (const st of s.stacks) if (st.side === side) stackScratch[st.at] = 1;
  return stackScratch;
}
/** The result is a scratch array per side, valid until the next call for the same side. */
export function landPresence(s: War1812State, side: Side): Uint8Array {
  let a = scratch[side];
  if (a.length !== s.control.length) a = scratch[side] = new Uint8Array(s.control.length);
  else a.fill(0);
  for (const st of s.stacks) if (st.side === side && !a[st.at] && landSP(st) > 0) a[st.at] = 1;
  return a;
}

/** 5.3 (chart: a level-1 fort in a friendly area or within an expedition, with no enemy there). */
function fortOk(c: Compiled, s: War1812State, side: Side, sp: number, value: number): boolean {
  if (c.kind[sp] !== KIND.LAND) return false;
  const f = s.fort[sp]!;
  if (f === 0) return s.control[sp] === side || s.stacks.some((st) => st.side === side && st.at === sp && st.id !== '' && !isSquadron(c, st));
  return f < 3 && s.control[sp] === side && c.terrain[sp] !== TERRAIN.WILDERNESS && value >= f + 1;
}

/** 5.6: where a drawn leader may go: a friendly space with the side's troops (ships, for a commodore). */
export function leaderPlaces(c: Compiled, s: War1812State, side: Side, leader: number): number[] {
  const out: number[] = [];
  for (const st of s.stacks) {
    if (st.side !== side || c.kind[st.at] !== KIND.LAND || s.control[st.at] !== side || out.includes(st.at)) continue;
    if (c.lNaval[leader] ? hasShips(st) : landSP(st) > 0) out.push(st.at);
  }
  return out.sort((a, b) => a - b);
}

/** The cost in OPs of an action (5.x); the whole card for activation and forts. */
export function opsCost(c: Compiled, s: War1812State, a: OpsAction): number {
  switch (a.type) {
    case 'activate': case 'fort': return s.ops!.left;
    case 'raise': case 'shift': case 'leader': return 1;
    case 'road': return 2;
    case 'blockade': case 'privateers': case 'repair': return 3;
    case 'build': return SHIP_COST[a.unit]!;
    case 'port': return c.portCost[a.port]!;
    default: return 0;
  }
}

/** Apply an OPs action; returns true when the card's OPs are finished (or turned into an activation). */
export function applyOps(c: Compiled, s: War1812State, side: Side, a: OpsAction, log: LogEntry[] | null): 'more' | 'done' | 'move' {
  const o = s.ops!;
  if (a.type === 'done') return 'done';
  if (a.type === 'choose') { o.pick = a.what; return 'more'; }
  o.pick = null;
  if (a.type === 'place') {
    placeLeader(c, s, side, o.leader, a.at, log);
    o.leader = -1;
    return o.left > 0 ? 'more' : 'done';
  }
  o.left -= opsCost(c, s, a);
  const S = sideId(side);
  switch (a.type) {
    case 'activate': {
      const idx = s.stacks.findIndex((st) => st.id === a.stack && st.side === side);
      s.mover = { stack: idx, mp: c.pack.params.activationMP, from: s.stacks[idx]!.at, touched: 0, moved: false };
      log?.push({ key: 'w.activate', params: { side: S, stack: a.stack, at: s.stacks[idx]!.at }, rule: 'war1812 5.2' });
      return 'move';
    }
    case 'fort': {
      s.fort[a.at]!++;
      log?.push({ key: s.fort[a.at] === 1 ? 'w.fortBuilt' : 'w.fortUpgraded', params: { side: S, at: a.at, level: s.fort[a.at]! }, rule: 'war1812 5.3' });
      return 'done';
    }
    case 'raise': {
      const r = RAISE[side].find((x) => x.unit === a.unit)!;
      const key = raisedKey(side, a.at, a.unit);
      const n = Math.min(r.per, r.limit[c.loc[a.at]!]! - (s.raisedUnits[key] ?? 0) - (r.shared !== undefined ? s.raisedUnits[raisedKey(side, a.at, r.shared)] ?? 0 : 0));
      s.raisedUnits[key] = (s.raisedUnits[key] ?? 0) + n;
      s.raisedOps[a.at] = (s.raisedOps[a.at] ?? 0) + 1;
      if (MARKER_PLACES.includes(c.loc[a.at]!)) {
        // chart ○: in country and frontier towns the units come as unit-appearance markers (end of turn, 4.5)
        for (let i = 0; i < n; i++) s.appear.push({ side, at: a.at, unit: a.unit });
        log?.push({ key: 'w.raise', params: { side: S, at: a.at, n }, rule: 'war1812 5.4' });
        log?.push({ key: 'w.raiseWhat', params: { unit: `unit-${a.unit}`, n, at: a.at }, rule: 'war1812 5.4', to: [S] });
      } else {
        garrison(s, side, a.at).u[a.unit]! += n;
        log?.push({ key: 'w.raiseCity', params: { side: S, at: a.at, n, unit: `unit-${a.unit}` }, rule: 'war1812 5.4' });
      }
      break;
    }
    case 'shift': {
      const g = garrison(s, side, a.from);
      const moving = { id: '', side, at: a.from, leaders: [], u: g.u.map((_, i) => (i === a.unit ? 1 : 0)) };
      // chart: a wilderness trail (or a blue dotted line) needs the Wilderness Movement roll (6.5, 6.6); failed, the SP stays
      const ways = c.adj[a.from]!.filter((e) => e.to === a.to && e.route !== R.LAKE && e.route !== R.SEA);
      if (ways.every((e) => e.route === R.TRAIL || e.dotted) && !wildernessRoll(c, s, moving, [a.to], ways.every((e) => e.dotted), log)) break;
      g.u[a.unit]!--; // the SP leaves its garrison; one that deserts (6.8) is put back into it by desertion()
      desertion(c, s, moving, a.to, null);
      if (moving.u[a.unit]) {
        garrison(s, side, a.to).u[a.unit]!++;
        log?.push({ key: 'w.shift', params: { side: S, from: a.from, to: a.to, unit: `unit-${a.unit}` }, rule: 'war1812 5.5' });
      } else log?.push({ key: 'w.shiftDeserts', params: { side: S, from: a.from }, rule: 'war1812 6.8' });
      tidy(s);
      break;
    }
    case 'leader': {
      const pool = s.pool[side];
      const k = randomInt(s.rng, pool.length);
      o.leader = pool.splice(k, 1)[0]!;
      log?.push({ key: 'w.leaderDrawn', params: { side: S, leader: o.leader }, rule: 'war1812 5.6' });
      if (!leaderPlaces(c, s, side, o.leader).length) {
        pool.push(o.leader);
        log?.push({ key: 'w.leaderNowhere', params: { leader: o.leader }, rule: 'war1812 5.6' });
        o.leader = -1;
      }
      break;
    }
    case 'road': {
      s.roads.push(a.conn);
      const k = c.conns[a.conn]!;
      log?.push({ key: 'w.road', params: { side: S, from: k.a, to: k.b }, rule: 'war1812 5.7' });
      break;
    }
    case 'blockade': {
      s.blockade[a.zone]!++;
      log?.push({ key: s.blockade[a.zone] === 2 ? 'w.fullBlockade' : 'w.blockade', params: { zone: c.seas[a.zone]! }, rule: 'war1812 5.8' });
      if (s.blockade[a.zone] === 2) trigger(c, s, 'blockade', 0, 'war1812 11.2', log);
      break;
    }
    case 'privateers': {
      s.blockade[a.zone]!--;
      log?.push({ key: 'w.privateers', params: { zone: c.seas[a.zone]!, level: s.blockade[a.zone]! }, rule: 'war1812 5.10' });
      break;
    }
    case 'build': {
      s.builds.push({ side, port: a.port, unit: a.unit, steps: SHIP_STEPS[a.unit]! });
      log?.push({ key: 'w.build', params: { side: S, at: a.port, unit: `unit-${a.unit}` }, rule: 'war1812 5.9' });
      break;
    }
    case 'port': {
      s.flags[a.port]! |= FLAG.PORT_ACTIVE;
      log?.push({ key: 'w.portActive', params: { side: S, at: a.port }, rule: 'war1812 5.9' });
      break;
    }
    case 'repair': {
      s.flags[a.port]! &= ~FLAG.PORT_DESTROYED;
      log?.push({ key: 'w.portRepaired', params: { side: S, at: a.port }, rule: 'war1812 5.9' });
      break;
    }
  }
  return o.left > 0 || o.leader >= 0 ? 'more' : 'done';
}

/** 5.6: the drawn leader joins the side's expedition there, or takes a free marker with the garrison. */
export function placeLeader(c: Compiled, s: War1812State, side: Side, leader: number, at: number, log: LogEntry[] | null): void {
  const naval = c.lNaval[leader]!;
  const exp = s.stacks.find((st) => st.side === side && st.at === at && st.id !== '' && isSquadron(c, st) === naval);
  if (exp) { exp.leaders.push(leader); log?.push({ key: 'w.leaderJoins', params: { leader, stack: exp.id, at }, rule: 'war1812 5.6' }); return; }
  const marker = freeMarker(c, s, side);
  if (!marker) { s.pool[side].push(leader); log?.push({ key: 'w.noMarker', params: { leader }, rule: 'war1812 2.4' }); return; }
  const g = garrison(s, side, at);
  const u = g.u.map((x, i) => (naval ? (i >= U.GUNBOAT && i <= U.SHIP ? x : 0) : i < LAND_UNITS || i === U.RAIDERS || i === U.FLEET ? x : 0));
  for (let i = 0; i < u.length; i++) g.u[i]! -= u[i]!;
  s.stacks.push({ id: marker, side, at, leaders: [leader], u });
  log?.push({ key: 'w.newExpedition', params: { leader, stack: marker, at }, rule: 'war1812 5.6' });
  tidy(s);
}

/** 5.9: "1 step per card, per ship" — every card the side plays advances each of its ships on the stocks at a
 *  functioning port; a finished ship joins the side's squadron in that port, or its garrison there. */
export function advanceBuilds(c: Compiled, s: War1812State, side: Side, log: LogEntry[] | null): void {
  if (!s.builds.length) return;
  const keep = [];
  for (const b of s.builds) {
    if (b.side !== side || !portWorks(c, s, b.port)) { keep.push(b); continue; }
    b.steps--;
    if (b.steps > 0) { keep.push(b); continue; }
    const sq = s.stacks.find((st) => st.side === side && st.at === b.port && st.id !== '' && isSquadron(c, st));
    (sq ?? garrison(s, side, b.port)).u[b.unit]!++;
    log?.push({ key: 'w.launched', params: { side: sideId(side), at: b.port, unit: `unit-${b.unit}` }, rule: 'war1812 5.9' });
  }
  s.builds = keep;
}

