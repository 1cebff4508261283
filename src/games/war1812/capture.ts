/**
 * Taking a space (war1812 8.7) and what it scores (11.x). Chart entries: a major city captured advances its
 * owner's marker once (City Captured / Burned markers), an objective star moves the capturer's marker back,
 * subjugating a hostile tribe advances the British marker, a lake port destroyed by enemy attack is repaired
 * with 3 OPs once the area is friendly again.
 */
import type { LogEntry } from '../../core/log.js';
import { LOCT, type Compiled } from './compile.js';
import { FLAG, NATIVE, sideId, type Side, type War1812State } from './state.js';
import { hasShips, landSP, tidy } from './stacks.js';
import { trigger } from './victory.js';

export function takeSpace(c: Compiled, s: War1812State, sp: number, side: Side, log: LogEntry[] | null): void {
  const enemy: Side = side === 0 ? 1 : 0;
  const t = c.tribeOf[sp]!;
  if (side === 1 && t >= 0 && c.tribes[t]!.home === sp && s.tribes[t] === 1) {
    s.tribes[t] = 2;
    log?.push({ key: 'w.subjugated', params: { tribe: c.tribes[t]!.name }, rule: 'war1812 11.4' });
    trigger(c, s, 'subjugate', 1, 'war1812 11.4', log);
  }
  const prev = s.control[sp]!;
  if (prev === side || prev === NATIVE || prev < 0) return;
  s.control[sp] = side;
  log?.push({ key: 'w.takes', params: { side: sideId(side), at: sp }, rule: 'war1812 8.7' });
  const f = s.flags[sp]!;
  if (c.loc[sp] === LOCT.MAJOR && c.owner[sp] === enemy && !(f & FLAG.CAPTURED)) {
    s.flags[sp] = f | FLAG.CAPTURED;
    log?.push({ key: 'w.cityCaptured', params: { side: sideId(side), at: sp }, rule: 'war1812 11.3' });
    trigger(c, s, 'major-city', side, 'war1812 11.3', log);
  }
  const starBit = side === 0 ? FLAG.STAR_B : FLAG.STAR_A;
  if (c.star[sp] && !(s.flags[sp]! & starBit)) {
    s.flags[sp]! |= starBit;
    log?.push({ key: 'w.star', params: { side: sideId(side), at: sp }, rule: 'war1812 11.2' });
    trigger(c, s, 'star', side, 'war1812 11.2', log);
  }
  // 5.9: a lake port taken by the enemy is destroyed with the ships in it and on its stocks
  if (c.lakeOf[sp]! >= 0) {
    s.flags[sp]! |= FLAG.PORT_DESTROYED;
    s.flags[sp]! &= ~FLAG.PORT_ACTIVE;
    let lost = 0;
    for (const st of s.stacks) {
      if (st.side !== enemy || st.at !== sp || !hasShips(st)) continue;
      for (let i = 9; i <= 12; i++) { lost += st.u[i]!; st.u[i] = 0; }
      if (st.id !== '') { for (const l of st.leaders) s.pool[enemy].push(l); st.leaders = []; }
    }
    s.builds = s.builds.filter((b) => b.port !== sp);
    log?.push({ key: 'w.portDestroyed', params: { at: sp, n: lost }, rule: 'war1812 5.9' });
  }
  s.appear = s.appear.filter((m) => !(m.at === sp && m.side === enemy));
  // enemy leaders standing there without troops escape to their pool (10.3)
  for (const st of s.stacks) {
    if (st.side !== enemy || st.at !== sp || st.id === '' || landSP(st) > 0 || hasShips(st) || !st.leaders.length) continue;
    for (const l of st.leaders) s.pool[enemy].push(l);
    st.leaders = [];
  }
  tidy(s);
}
