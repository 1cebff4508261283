/**
 * The turn's housekeeping (war1812 4.1, 4.2, 4.5). Chart: Unit Abilities, half the militia removed and all
 * Indians removed at the start of winter. Design: the turn track's arrivals, unit-appearance markers becoming
 * units at the end of the turn, burned cities, war weariness.
 */
import type { LogEntry } from '../../core/log.js';
import { KIND, type Compiled } from './compile.js';
import { FLAG, U, sideId, unitIndex, type Side, type War1812State } from './state.js';
import { enemyLandAt, garrison, tidy } from './stacks.js';

/** 4.1 (chart): the start of winter. Design reading: in each stack half its militia, rounded up, go home. */
export function winterStep(c: Compiled, s: War1812State, log: LogEntry[] | null): void {
  let mil = 0, ind = 0;
  for (const st of s.stacks) {
    const m = Math.ceil(st.u[U.MIL]! / 2);
    st.u[U.MIL]! -= m; mil += m;
    ind += st.u[U.IND]!; st.u[U.IND] = 0;
  }
  s.layup = 0;
  tidy(s);
  log?.push({ key: 'w.winter', params: { year: s.year, militia: mil, indians: ind }, rule: 'war1812 4.1' });
}

/** 4.2: scheduled arrivals of this turn (units to a friendly place, else to the side's first supply source). */
export function arrivals(c: Compiled, s: War1812State, log: LogEntry[] | null): void {
  for (const a of c.pack.arrivals) {
    if (a.year !== s.year || a.turn !== s.turn) continue;
    const side: Side = a.side === 'british' ? 0 : 1;
    let at = c.index[a.at] ?? -1;
    if (at < 0 || s.control[at] !== side || enemyLandAt(s, side, at)) {
      at = -1;
      for (let i = 0; i < c.n && at < 0; i++) if (c.source[i] === side && s.control[i] === side && !enemyLandAt(s, side, i)) at = i;
    }
    if (at >= 0) {
      const g = garrison(s, side, at);
      for (const [k, v] of Object.entries(a.units)) g.u[unitIndex(k)]! += v ?? 0;
      log?.push({ key: 'w.arrival', params: { side: sideId(side), at }, rule: 'war1812 4.2' });
    }
    for (const id of a.leaders ?? []) {
      const l = c.leaderIndex[id];
      if (l !== undefined && !s.pool[side].includes(l) && !s.stacks.some((st) => st.leaders.includes(l))) s.pool[side].push(l);
    }
  }
  // 10.2: leaders of this year join the pool at its start
  if (s.turn === 1) {
    c.leaders.forEach((l, i) => {
      if (c.lYear[i] !== s.year || c.lNap[i]) return;
      const side = c.lSide[i] as Side;
      if (!s.pool[side].includes(i) && !s.stacks.some((st) => st.leaders.includes(i))) {
        s.pool[side].push(i);
        log?.push({ key: 'w.leaderToPool', params: { leader: i }, rule: 'war1812 10.2' });
      }
    });
  }
}

/** 4.5 step 1: unit-appearance markers become units where the side still holds the place. */
export function convertMarkers(c: Compiled, s: War1812State, log: LogEntry[] | null): void {
  for (const m of s.appear) {
    if (s.control[m.at] !== m.side || enemyLandAt(s, m.side, m.at)) continue;
    garrison(s, m.side, m.at).u[m.unit]!++;
  }
  if (s.appear.length) log?.push({ key: 'w.markersConvert', params: { n: s.appear.length }, rule: 'war1812 4.5' });
  s.appear = [];
  s.raisedOps = {};
  s.raisedUnits = {};
}

/** 11.3 (design): a captured major city its captor no longer holds at the end of the turn was burned. */
export function burnCities(c: Compiled, s: War1812State, log: LogEntry[] | null): void {
  for (let sp = 0; sp < c.n; sp++) {
    const f = s.flags[sp]!;
    if (c.kind[sp] === KIND.LAND && f & FLAG.CAPTURED && !(f & FLAG.BURNED) && s.control[sp] === c.owner[sp]) {
      s.flags[sp] = f | FLAG.BURNED;
      log?.push({ key: 'w.burned', params: { at: sp }, rule: 'war1812 11.3' });
    }
  }
}
