/**
 * Supply (war1812 7.x). Chart: Terrain Effect Chart, supply column (water full, roads and settled areas
 * partial, wilderness trails none; major cities are US supply sources). The effects are design (7.3).
 *
 * A side traces supply from its sources along routes through spaces the enemy neither holds nor occupies. The
 * state of a path is its worst route (7.2); a space's state is its best path: 2 full, 1 partial, 0 none.
 */
import type { LogEntry } from '../../core/log.js';
import { KIND, R, ROUTE_SUPPLY, type Compiled } from './compile.js';
import { FLAG, LOSS_ORDER, U, sideId, type Side, type War1812State } from './state.js';
import { hasShips, landSP, takeLosses, tidy } from './stacks.js';

/** 6.3 / 7.2: the enemy has a squadron out on the lake and the side has none there. */
export function lakeDominated(s: War1812State, side: Side, lake: number): boolean {
  let enemy = false;
  for (const st of s.stacks) {
    if (st.at !== lake || !hasShips(st)) continue;
    if (st.side === side) return false;
    enemy = true;
  }
  return enemy;
}

/** 7.1: the side's supply sources now (design: a full blockade cuts the American ports of its zone, 5.8). */
export function isSource(c: Compiled, s: War1812State, side: Side, sp: number): boolean {
  if (c.source[sp] !== side || s.control[sp] !== side || s.flags[sp]! & FLAG.BURNED) return false;
  if (side === 1 && c.seaOf[sp]! >= 0 && s.blockade[c.seaOf[sp]!] === 2) return false;
  return true;
}

function passable(s: War1812State, side: Side, sp: number, enemyHere: Uint8Array): boolean {
  const ctl = s.control[sp]!;
  return ctl !== (side === 0 ? 1 : 0) && !enemyHere[sp];
}

function visit(c: Compiled, s: War1812State, side: Side, to: number, level: number, seen: Uint8Array, state: Uint8Array, queue: number[], enemyHere: Uint8Array): void {
  if (seen[to] || c.kind[to] !== KIND.LAND || !passable(s, side, to, enemyHere)) return;
  seen[to] = 1;
  if (state[to]! < level) state[to] = level;
  queue.push(to);
}

/** 7.2: the supply state of every space for `side`. */
export function traceSupply(c: Compiled, s: War1812State, side: Side): Uint8Array {
  const enemyHere = new Uint8Array(c.n);
  for (const st of s.stacks) if (st.side !== side && landSP(st) > 0) enemyHere[st.at] = 1;
  const state = new Uint8Array(c.n);
  let roads: Uint8Array | null = null;
  if (s.roads.length) { roads = new Uint8Array(c.conns.length); for (const k of s.roads) roads[k] = 1; }
  const lakeOpen = c.lakes.map((l) => !lakeDominated(s, side, l));
  for (let level = 2; level >= 1; level--) {
    const queue: number[] = [];
    for (const i of c.sources[side]) {
      if (isSource(c, s, side, i) && !enemyHere[i]) { if (state[i]! < level) state[i] = level; queue.push(i); }
    }
    const seen = new Uint8Array(c.n);
    for (const q of queue) seen[q] = 1;
    let seaDone = false;
    for (let qi = 0; qi < queue.length; qi++) {
      const sp = queue[qi]!;
      for (const e of c.adj[sp]!) {
        if (e.route === R.LAKE || e.route === R.SEA) continue;
        const q = roads && roads[e.conn] ? ROUTE_SUPPLY[R.STAGE]! : ROUTE_SUPPLY[e.route]!;
        if (q >= level) visit(c, s, side, e.to, level, seen, state, queue, enemyHere);
      }
      const lake = c.lakeOf[sp]!;
      if (lake >= 0 && lakeOpen[c.lakes.indexOf(lake)]) for (const p of c.portsOfLake[lake]!) visit(c, s, side, p, level, seen, state, queue, enemyHere);
      if (side === 0 && c.seaOf[sp]! >= 0 && !seaDone) {
        // 7.2 (design): the Royal Navy commands the sea; from one supplied coast every coast it may land on
        seaDone = true;
        for (const coast of c.coastOfSea) for (const p of coast) visit(c, s, side, p, level, seen, state, queue, enemyHere);
      }
    }
  }
  return state;
}

/** 7.3 (design): at the end of a turn, an unsupplied stack loses a quarter of its SP (rounded up), a partially
 *  supplied stack of more than 10 SP loses 1. Indians, voyageurs and rangers live off the land. */
export function supplyAttrition(c: Compiled, s: War1812State, log: LogEntry[] | null): void {
  for (const side of [0, 1] as Side[]) {
    const sup = traceSupply(c, s, side);
    for (const st of s.stacks) {
      if (st.side !== side || c.kind[st.at] !== KIND.LAND) continue;
      const needy = landSP(st) - st.u[U.IND]! - st.u[U.VOY]! - st.u[U.RNG]!;
      if (needy <= 0) continue;
      const state = sup[st.at]!;
      const loss = state === 0 ? Math.ceil(needy / 4) : state === 1 && needy > 10 ? 1 : 0;
      if (!loss) continue;
      const lost = takeLosses(st, loss, LOSS_ORDER.filter((t) => t !== U.IND && t !== U.VOY && t !== U.RNG));
      log?.push({ key: state === 0 ? 'w.unsupplied' : 'w.partialSupply', params: { side: sideId(side), at: st.at, n: lost }, rule: 'war1812 7.3' });
    }
  }
  tidy(s);
}
