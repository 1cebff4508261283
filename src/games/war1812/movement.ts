/**
 * Movement (war1812 6.x) of an activated expedition or squadron. Chart entries: Terrain Effect Chart (MP cost
 * of each route; lake area to lake area 1 MP on Lakes Erie, Ontario and Champlain; the Ohio and Mississippi
 * runs, 4 MP downstream only; wilderness trails for Indians, voyageurs and rangers only, any distance until an
 * enemy position or a regular area, with a Wilderness Movement roll; only Indians and Indian leaders of the
 * British enter Civilized Indian areas), Wilderness Movement Chart (7+ succeeds, every modifier), Unit
 * Abilities (militia and fencible desertion moving into the US).
 */
import type { LogEntry } from '../../core/log.js';
import { RuleError } from '../../core/errors.js';
import { KIND, R, ROUTE_MP, TERRAIN, type Compiled, type Edge } from './compile.js';
import { isAttack, landBattle } from './combat.js';
import { takeSpace } from './capture.js';
import { d10 } from './dice.js';
import { friendlyPort, lakeBattle } from './lake.js';
import { LAND_UNITS, NATIVE, TRAIL_UNITS, U, isWinter, sideId, type Side, type Stack, type War1812State } from './state.js';
import { commander, enemyLandAt, garrison, hasShips, landSP } from './stacks.js';
import { lakeDominated } from './supply.js';
import { trigger } from './victory.js';

export type MoveAction =
  | { type: 'move'; to: number }
  | { type: 'river'; to: number }
  | { type: 'trail'; to: number }
  | { type: 'sea'; to: number }
  | { type: 'pick'; unit: number }
  | { type: 'drop'; unit: number }
  | { type: 'stop' };

/** A squadron: a stack of ships or of naval leaders (9.0). */
export const isSquadron = (c: Compiled, st: Stack): boolean =>
  hasShips(st) || (st.leaders.length > 0 && st.leaders.every((l) => c.lNaval[l]) && st.u[U.FLEET] === 0 && st.u[U.RAIDERS] === 0 && landSP(st) === 0);

const trailOnly = (st: Stack): boolean => {
  let trail = 0;
  for (const t of TRAIL_UNITS) trail += st.u[t]!;
  return trail > 0 && trail === landSP(st);
};
const indiansOnly = (c: Compiled, st: Stack): boolean =>
  st.u[U.IND]! > 0 && st.u[U.IND] === landSP(st) && st.leaders.every((l) => c.lIndian[l]);

/** Chart: only Indians and Indian leaders of the British may enter a Civilized Indian area (6.7). */
function indianAreaOk(c: Compiled, st: Stack, to: number, route: number): boolean {
  if (st.side !== 0) return true;
  if (c.terrain[to] !== TERRAIN.INDIAN && route !== R.INDIAN) return true;
  return indiansOnly(c, st);
}

/** May the stack enter `to` at all: an attack needs SP (6.2); friendly or empty spaces are always open. */
/** 6.2: an attack needs SP, and so does taking an enemy place (design: leaders alone take nothing). */
function enterable(c: Compiled, s: War1812State, st: Stack, to: number): boolean {
  if (c.kind[to] !== KIND.LAND) return false;
  if (landSP(st) > 0) return true;
  const ctl = s.control[to];
  return !isAttack(c, s, st.side, to) && (ctl === st.side || ctl === NATIVE);
}

const enemyPosition = (c: Compiled, s: War1812State, side: Side, sp: number): boolean =>
  enemyLandAt(s, side, sp) || s.control[sp] === (side === 0 ? 1 : 0);

/** 6.6: wilderness trail destinations: along trails through the wilderness, stopping at the first enemy position
 *  or regular (non-wilderness) area. Returns destination → the path's parent links. */
function trailReach(c: Compiled, s: War1812State, st: Stack): Map<number, number> {
  const parent = new Map<number, number>([[st.at, -1]]);
  const queue = [st.at];
  for (let i = 0; i < queue.length; i++) {
    const sp = queue[i]!;
    if (sp !== st.at && (c.terrain[sp] !== TERRAIN.WILDERNESS || enemyPosition(c, s, st.side, sp))) continue;
    for (const e of c.adj[sp]!) {
      if (e.route !== R.TRAIL || parent.has(e.to) || !enterable(c, s, st, e.to) || !indianAreaOk(c, st, e.to, e.route)) continue;
      parent.set(e.to, sp);
      queue.push(e.to);
    }
  }
  parent.delete(st.at);
  return parent;
}

const edgeCost = (s: War1812State, e: Edge): number => (s.roads.includes(e.conn) ? 1 : ROUTE_MP[e.route]!);
/** The cheapest land or water route between two neighbouring spaces (a trail is never taken this way). */
export function cheapestEdge(c: Compiled, s: War1812State, from: number, to: number): Edge | null {
  let best: Edge | null = null;
  for (const e of c.adj[from]!) {
    if (e.to !== to || e.route === R.LAKE || e.route === R.SEA || e.route === R.TRAIL) continue;
    if (!best || edgeCost(s, e) < edgeCost(s, best)) best = e;
  }
  return best;
}

/** 6.3 (chart: lake area to lake area, 1 MP): from one port of a lake to another, unless the enemy holds the
 *  lake with a squadron and the side has none there; the lakes are frozen in winter (design). */
function acrossLake(c: Compiled, s: War1812State, side: Side, from: number, to: number): boolean {
  const lake = c.lakeOf[from]!;
  return lake >= 0 && c.lakeOf[to] === lake && from !== to && !isWinter(s.turn) && !lakeDominated(s, side, lake);
}

/** 6.9 (design): by sea, 2 MP to a coast of the same or a neighbouring sea zone, 4 MP (a whole activation) to
 *  any other: the Royal Navy commands the Atlantic. */
export function seaCost(c: Compiled, from: number, zone: number): number {
  const z = c.seaOf[from]!;
  return zone === z || c.seaAdj[z]!.includes(zone) ? 2 : 4;
}

/** Every legal action of the mover (6.x). */
export function moveOptions(c: Compiled, s: War1812State): MoveAction[] {
  const m = s.mover!;
  const st = s.stacks[m.stack]!;
  const out: MoveAction[] = [];
  const full = m.mp >= c.pack.params.activationMP && !m.moved;
  if (isSquadron(c, st)) {
    if (c.kind[st.at] === KIND.LAKE) {
      if (m.mp >= 1) for (const p of c.portsOfLake[st.at]!) if (friendlyPort(c, s, st.side, st.at, p) === p) out.push({ type: 'move', to: p });
    } else if (m.mp >= 1 && c.lakeOf[st.at]! >= 0 && !isWinter(s.turn)) out.push({ type: 'move', to: c.lakeOf[st.at]! }); // 11.5: no sailing out in winter
  } else if (m.mp > 0) {
    const seen = new Set<number>();
    for (const e of c.adj[st.at]!) {
      if (e.route === R.LAKE || e.route === R.SEA || e.route === R.TRAIL || seen.has(e.to)) continue;
      const cost = edgeCost(s, cheapestEdge(c, s, st.at, e.to)!);
      if (cost > m.mp || !enterable(c, s, st, e.to) || !indianAreaOk(c, st, e.to, e.route)) continue;
      seen.add(e.to);
      out.push({ type: 'move', to: e.to });
    }
    const lake = c.lakeOf[st.at]!;
    if (lake >= 0 && !lakeDominated(s, st.side, lake) && !(isWinter(s.turn))) {
      for (const p of c.portsOfLake[lake]!) if (p !== st.at && !seen.has(p) && enterable(c, s, st, p) && indianAreaOk(c, st, p, R.WATER)) { seen.add(p); out.push({ type: 'move', to: p }); }
    }
    if (full) {
      for (const run of c.rivers) {
        const i = run.indexOf(st.at);
        if (i < 0) continue;
        for (let j = i + 1; j < run.length; j++) {
          const to = run[j]!;
          if (!seen.has(to) && enterable(c, s, st, to) && indianAreaOk(c, st, to, R.WATER)) out.push({ type: 'river', to });
          if (enemyPosition(c, s, st.side, to)) break; // the run stops at the first enemy position
        }
      }
      if (trailOnly(st)) for (const to of trailReach(c, s, st).keys()) out.push({ type: 'trail', to });
    }
    if (st.side === 0 && (st.u[U.FLEET]! > 0 || (st.u[U.RAIDERS]! > 0 && landSP(st) <= 4)) && c.seaOf[st.at]! >= 0 && m.mp >= 2) {
      for (let zz = 0; zz < c.coastOfSea.length; zz++) {
        if (seaCost(c, st.at, zz) > m.mp) continue;
        for (const p of c.coastOfSea[zz]!) if (p !== st.at && enterable(c, s, st, p)) out.push({ type: 'sea', to: p });
      }
    }
  }
  // 6.10: pick up or drop units in this space (not in a lake)
  if (c.kind[st.at] === KIND.LAND) {
    const g = s.stacks.find((x) => x.id === '' && x.side === st.side && x.at === st.at);
    const squad = isSquadron(c, st);
    const lo = squad ? U.GUNBOAT : 0, hi = squad ? U.SHIP + 1 : LAND_UNITS;
    for (let t = lo; t < hi; t++) {
      if (m.touched & (1 << t)) continue;
      if (g && g.u[t]! > 0 && st.id !== '') out.push({ type: 'pick', unit: t });
      if (st.u[t]! > 0) out.push({ type: 'drop', unit: t });
    }
  }
  out.push({ type: 'stop' });
  return out;
}

/** Chart: Wilderness Movement Chart modifiers of a move along `path` (all cumulative). */
export function wildernessModifiers(c: Compiled, s: War1812State, st: Stack, path: number[], dotted: boolean): Record<string, number> {
  const cmd = commander(c, st.leaders);
  const dest = path[path.length - 1]!;
  const mods: Record<string, number> = {};
  if (cmd >= 0) mods['tactics'] = c.lTac[cmd]!;
  if (dotted) mods['dotted'] = 2;
  if (st.u[U.VOY]! > 0) mods['voyageurs'] = 1;
  if (indiansOnly(c, st)) mods['indians'] = 1;
  if ([st.at, ...path].every((sp) => s.control[sp] === st.side)) mods['friendly'] = 1;
  if (enemyPosition(c, s, st.side, dest)) mods['enemy'] = -1;
  return mods;
}

/**
 * For a screen, before the move: the Wilderness Movement roll a move action would need, with its modifiers
 * and the lowest die (0-9) that succeeds; null when the move needs no roll. Reads only what the view shows.
 */
export function wildernessPreview(c: Compiled, s: War1812State, a: MoveAction): { mods: Record<string, number>; total: number; needDie: number } | null {
  if (!s.mover || (a.type !== 'move' && a.type !== 'trail')) return null;
  const st = s.stacks[s.mover.stack]!;
  let path = [a.to], dotted = false;
  if (a.type === 'move') {
    const e = cheapestEdge(c, s, st.at, a.to);
    if (!e?.dotted || (edgeCost(s, e) > 1 && acrossLake(c, s, st.side, st.at, a.to))) return null;
    dotted = true;
  } else {
    const par = trailReach(c, s, st);
    path = [];
    for (let x = a.to; x >= 0 && x !== st.at; x = par.get(x) ?? -1) path.unshift(x);
  }
  const mods = wildernessModifiers(c, s, st, path, dotted);
  const total = Object.values(mods).reduce((x, y) => x + y, 0);
  return { mods, total, needDie: Math.max(0, 7 - total) };
}

/** Chart: Wilderness Movement Chart. A roll of 0-9 plus every modifier; 7 or more succeeds. */
export function wildernessRoll(c: Compiled, s: War1812State, st: Stack, path: number[], dotted: boolean, log: LogEntry[] | null): boolean {
  const dest = path[path.length - 1]!;
  const mods = wildernessModifiers(c, s, st, path, dotted);
  const die = d10(s);
  const total = die + Object.values(mods).reduce((a, b) => a + b, 0);
  const ok = total >= 7;
  log?.push({ key: ok ? 'w.wildernessOk' : 'w.wildernessFail', params: { side: sideId(st.side), to: dest, die, total, mods: Object.entries(mods).map(([k, v]) => `${k} ${v > 0 ? '+' : ''}${v}`) }, rule: 'war1812 6.5' });
  return ok;
}

/** 6.8: the militia (and British fencibles) of the stack that roll for desertion when it moves to `to`. */
export function borderCrossers(c: Compiled, st: Stack, to: number): number {
  const crossing = st.side === 0 ? c.us[to] && !c.us[st.at] : c.canada[to] && !c.canada[st.at];
  if (!crossing) return 0;
  return st.u[U.MIL]! + (st.side === 0 ? st.u[U.FEN]! : 0);
}

/** Chart: Unit Abilities, militia (and British fencibles) moving into the US: 0 none move, 1-3 half (rounded up),
 *  4-9 all. Design: American militia check the same way moving into British North America (6.8). */
export function desertion(c: Compiled, s: War1812State, st: Stack, to: number, log: LogEntry[] | null): void {
  const n = borderCrossers(c, st, to);
  if (!n) return;
  const types = st.side === 0 ? [U.MIL, U.FEN] : [U.MIL];
  const die = d10(s);
  const go = die === 0 ? 0 : die <= 3 ? Math.ceil(n / 2) : n;
  let stay = n - go;
  if (stay > 0) {
    const g = garrison(s, st.side, st.at);
    for (const t of types) { const k = Math.min(stay, st.u[t]!); st.u[t]! -= k; g.u[t]! += k; stay -= k; }
  }
  log?.push({ key: 'w.desertion', params: { side: sideId(st.side), die, n, go }, rule: 'war1812 6.8' });
}

/** Apply one movement action of the mover. Movement ends (the caller closes the activation) when mp is 0 and
 *  the player says stop. */
export function applyMove(c: Compiled, s: War1812State, a: MoveAction, log: LogEntry[] | null): void {
  const m = s.mover!;
  const st = s.stacks[m.stack]!;
  switch (a.type) {
    case 'stop': m.mp = 0; s.mover = null; return;
    case 'pick': {
      const g = s.stacks.find((x) => x.id === '' && x.side === st.side && x.at === st.at)!;
      st.u[a.unit]! += g.u[a.unit]!; g.u[a.unit] = 0;
      m.touched |= 1 << a.unit;
      return;
    }
    case 'drop': {
      const g = garrison(s, st.side, st.at);
      const mv = s.stacks.indexOf(st);
      g.u[a.unit]! += st.u[a.unit]!; st.u[a.unit] = 0;
      m.touched |= 1 << a.unit;
      m.stack = mv;
      return;
    }
  }
  const from = st.at;
  if (isSquadron(c, st)) {
    m.mp -= 1; m.moved = true; m.from = from;
    st.at = a.to;
    if (c.kind[a.to] === KIND.LAKE) {
      log?.push({ key: 'w.sails', params: { side: sideId(st.side), to: a.to }, rule: 'war1812 9.1' });
      if (s.stacks.some((x) => x.side !== st.side && x.at === a.to && hasShips(x))) {
        lakeBattle(c, s, m.stack, a.to, from, log);
        if (s.mover) s.mover.mp = 0;
      }
    } else {
      log?.push({ key: 'w.toPort', params: { side: sideId(st.side), to: a.to }, rule: 'war1812 9.1' });
      // chart: a lake expedition moved into port in winter (from 1813) advances the opponent's marker (11.5)
      const bit = 1 << st.side;
      if (isWinter(s.turn) && s.year >= 1813 && !(s.layup & bit)) {
        s.layup |= bit;
        trigger(c, s, 'layup', st.side, 'war1812 11.5', log);
      }
    }
    return;
  }
  let cost = 0;
  let path = [a.to];
  let roll = false, dotted = false;
  if (a.type === 'move') {
    const e = cheapestEdge(c, s, from, a.to);
    cost = e ? edgeCost(s, e) : 99;
    if (cost > 1 && acrossLake(c, s, st.side, from, a.to)) cost = 1; // 6.3
    else if (e?.dotted) { roll = true; dotted = true; }
  } else if (a.type === 'river') cost = 4;
  else if (a.type === 'sea') cost = seaCost(c, from, c.seaOf[a.to]!);
  else {
    cost = m.mp;
    roll = true;
    const par = trailReach(c, s, st);
    path = [];
    for (let x = a.to; x >= 0 && x !== from; x = par.get(x) ?? -1) path.unshift(x);
  }
  if (cost > m.mp) throw new RuleError('war1812 6.1', `the move costs ${cost} MP and only ${m.mp} are left`);
  m.mp -= cost;
  m.moved = true;
  if (roll && !wildernessRoll(c, s, st, path, dotted, log)) { m.mp = 0; return; }
  desertion(c, s, st, a.to, log);
  if (landSP(st) === 0 && isAttack(c, s, st.side, a.to)) {
    // 6.2: the troops that would have attacked stayed behind; the leaders alone do not go on
    m.mp = 0;
    log?.push({ key: 'w.attackCalledOff', params: { side: sideId(st.side), to: a.to }, rule: 'war1812 6.2' });
    return;
  }
  m.from = from;
  st.at = a.to;
  m.touched = 0;
  log?.push({ key: `w.${a.type}`, params: { side: sideId(st.side), from, to: a.to }, rule: a.type === 'move' ? 'war1812 6.1' : a.type === 'river' ? 'war1812 6.4' : a.type === 'trail' ? 'war1812 6.6' : 'war1812 6.9' });
  const enemy: Side = st.side === 0 ? 1 : 0;
  if (isAttack(c, s, st.side, a.to)) {
    const idx = s.stacks.indexOf(st);
    const won = landBattle(c, s, idx, a.to, from, log);
    if (won) takeSpace(c, s, a.to, st.side, log);
    if (s.mover) s.mover.mp = 0;
    return;
  }
  if (s.control[a.to] === enemy) {
    takeSpace(c, s, a.to, st.side, log);
    if (c.loc[a.to]! > 0 && s.mover) s.mover.mp = 0; // 6.2: taking an enemy location ends the move
  } else if (s.control[a.to] !== st.side && s.control[a.to] !== NATIVE) takeSpace(c, s, a.to, st.side, log);
}
