/**
 * Lake combat (war1812 9.x). Chart entry: a lake battle is a major battle when the winner takes or sinks 10 or
 * more SP of enemy ships. Ship values, the rolls and the return to port are design; the rolls use the land
 * Combat Table (8.3) with the ships' SP as the column.
 */
import type { LogEntry } from '../../core/log.js';
import type { Compiled } from './compile.js';
import { tableResult } from './combat.js';
import { d10 } from './dice.js';
import { FLAG, SHIP_SP, U, sideId, type Side, type Stack, type War1812State } from './state.js';
import { commander, hasShips, shipSP, tidy } from './stacks.js';
import { trigger } from './victory.js';

/** 9.2: sink up to `hits` SP of ships, the largest ship that the remaining hits cover first. */
export function sinkShips(stacks: Stack[], hits: number): number {
  let left = hits, sunk = 0;
  for (;;) {
    let pick: Stack | null = null, type = -1;
    for (let t = U.SHIP; t >= U.GUNBOAT; t--) {
      if (SHIP_SP[t]! > left) continue;
      pick = stacks.find((st) => st.u[t]! > 0) ?? null;
      if (pick) { type = t; break; }
    }
    if (!pick) return sunk;
    pick.u[type]!--;
    left -= SHIP_SP[type]!;
    sunk += SHIP_SP[type]!;
  }
}

/** A friendly port on the lake where a beaten squadron may shelter (9.3), or -1. */
export function friendlyPort(c: Compiled, s: War1812State, side: Side, lake: number, prefer: number): number {
  const ports = c.portsOfLake[lake]!;
  const ok = (p: number) => s.control[p] === side && !(s.flags[p]! & FLAG.PORT_DESTROYED);
  if (prefer >= 0 && ports.includes(prefer) && ok(prefer)) return prefer;
  for (const p of ports) if (ok(p)) return p;
  return -1;
}

/** 9.2 (design): a squadron's roll is modified by its commodore's tactics only. */
export const lakeRollModifier = (c: Compiled, cmd: number): number => (cmd >= 0 ? c.lTac[cmd]! : 0);

/** 9.1: a squadron (stack `atk`) that sails onto a lake holding enemy squadrons fights them all. */
export function lakeBattle(c: Compiled, s: War1812State, atk: number, lake: number, from: number, log: LogEntry[] | null): boolean {
  const A = s.stacks[atk]!;
  const a = A.side, d: Side = a === 0 ? 1 : 0;
  const defs = s.stacks.filter((st) => st.side === d && st.at === lake && hasShips(st));
  if (!defs.length) return true;
  const aSP = shipSP(A), dSP = defs.reduce((n, st) => n + shipSP(st), 0);
  const aCmd = commander(c, A.leaders), dCmd = commander(c, defs.flatMap((st) => st.leaders));
  const ra = d10(s), rd = d10(s);
  const modA = lakeRollModifier(c, aCmd), modD = lakeRollModifier(c, dCmd);
  const [ha, sa] = tableResult(ra + modA, aSP);
  const [hd, sd] = tableResult(rd + modD, dSP);
  const onD = ha + sa, onA = hd + sd;
  const sunkD = sinkShips(defs, onD), sunkA = sinkShips([A], onA);
  const attackerWins = shipSP(A) > 0 && (defs.every((st) => !hasShips(st)) || onD > onA);
  const winner: Side = attackerWins ? a : d;
  log?.push({ key: 'w.lakeBattle', params: { at: lake, attacker: sideId(a), aSP, aDie: ra, aMod: modA, dSP, dDie: rd, dMod: modD, sunkA, sunkD, winner: sideId(winner) }, rule: 'war1812 9.2' });
  for (const sdx of [a, d] as Side[]) {
    const mine = sdx === a ? [A] : defs;
    if (mine.some((st) => st.id !== '') && mine.every((st) => !hasShips(st)) && (sdx === a ? aSP : dSP) > 0) {
      log?.push({ key: 'w.devastating', params: { side: sideId(sdx), at: lake }, rule: 'war1812 11.2' });
      trigger(c, s, 'devastating', sdx === 0 ? 1 : 0, 'war1812 11.2', log);
    }
  }
  // 9.3: the loser goes back to port; squadrons without ships lose their commodores to the pool
  const losers = attackerWins ? defs : [A];
  let captured = 0;
  for (const st of losers) {
    const port = friendlyPort(c, s, st.side, lake, st === A ? from : -1);
    if (port >= 0) st.at = port;
    else { captured += shipSP(st); st.u.fill(0, U.GUNBOAT, U.SHIP + 1); }
  }
  // chart: a major lake battle when the winner sinks or captures 10+ SP of enemy ships (a beaten squadron with no
  // friendly port to reach is captured)
  const takenByWinner = (attackerWins ? sunkD : sunkA) + captured;
  if (takenByWinner >= 10) {
    log?.push({ key: 'w.majorLakeBattle', params: { side: sideId(winner), at: lake, n: takenByWinner }, rule: 'war1812 11.2' });
    trigger(c, s, 'major-battle', winner, 'war1812 11.2', log);
  }
  for (const st of [A, ...defs]) if (!hasShips(st) && st.leaders.length) { for (const l of st.leaders) s.pool[st.side].push(l); st.leaders = []; }
  tidy(s);
  return attackerWins;
}
