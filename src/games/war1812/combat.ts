/**
 * Land combat (war1812 8.x). Chart entries: Unit Abilities (artillery and cavalry asterisks, Indians-only
 * expeditions −2 against forts), Terrain Effect Chart (local militia: major city = the roll, minor city and
 * country town = half), Victory (major battle: the winner has 2 more asterisks after the fort's absorption;
 * an expedition wiped out). The table, the rolls and the retreat are design (docs/war1812-rules.md 8.3-8.7).
 */
import type { LogEntry } from '../../core/log.js';
import { KIND, LOCT, R, TERRAIN, type Compiled } from './compile.js';
import { d10 } from './dice.js';
import { FLAG, LOSS_ORDER, NATIVE, U, sideId, type Side, type Stack, type War1812State } from './state.js';
import { commander, enemyLandAt, landSP, takeLosses, tidy } from './stacks.js';
import { traceSupply } from './supply.js';
import { trigger } from './victory.js';

/** 8.3 (design): the Combat Table, [hits, asterisks] by row (modified roll) and column (the side's own SP). */
export const COMBAT_TABLE: readonly (readonly [number, number])[][] = [
  [[0, 0], [0, 0], [1, 0], [1, 0], [2, 0]], // ≤ 2
  [[0, 0], [1, 0], [1, 0], [2, 0], [3, 0]], // 3-5
  [[1, 0], [1, 1], [2, 0], [3, 1], [4, 1]], // 6-8
  [[1, 1], [2, 1], [3, 1], [4, 1], [5, 2]], // 9-10
  [[2, 1], [3, 1], [4, 2], [5, 2], [6, 2]], // 11+
];
export const column = (sp: number): number => (sp <= 2 ? 0 : sp <= 5 ? 1 : sp <= 9 ? 2 : sp <= 14 ? 3 : 4);
export const row = (roll: number): number => (roll <= 2 ? 0 : roll <= 5 ? 1 : roll <= 8 ? 2 : roll <= 10 ? 3 : 4);
export function tableResult(roll: number, sp: number): readonly [number, number] {
  return sp <= 0 ? [0, 0] : COMBAT_TABLE[row(roll)]![column(sp)]!;
}

/** 8.2: local militia rolled by the owner of a city or town under attack (chart: major = the roll, minor and
 *  country town = half, rounded down); a hostile tribe's home is defended by its warriors (design: half). */
export function localDefence(c: Compiled, s: War1812State, sp: number, attacker: Side): 'militia' | 'warriors' | null {
  const d: Side = attacker === 0 ? 1 : 0;
  const lt = c.loc[sp]!;
  if (s.control[sp] === d && c.owner[sp] === d && lt >= LOCT.MAJOR && lt <= LOCT.COUNTRY && !(s.flags[sp]! & FLAG.BURNED)) return 'militia';
  const t = c.tribeOf[sp]!;
  if (attacker === 1 && t >= 0 && c.tribes[t]!.home === sp && s.tribes[t] === 1) return 'warriors';
  return null;
}

/** 6.2: entering this space is an attack (enemy land units, or a defended place that will roll its defenders). */
export function isAttack(c: Compiled, s: War1812State, side: Side, sp: number): boolean {
  return enemyLandAt(s, side, sp) || localDefence(c, s, sp, side) !== null;
}

/** 8.3: the modifiers of one side's combat roll, by name (the commander's tactics; +1 when at least half the
 *  side's SP are regulars; chart: Indians-only expedition −2 against a fort; the fort's level for its holder). */
export function rollModifiers(c: Compiled, cmd: number, regulars: number, sp: number, indiansVsFort: number, fort: number): Record<string, number> {
  const m: Record<string, number> = {};
  if (cmd >= 0) m['tactics'] = c.lTac[cmd]!;
  if (regulars > 0 && regulars * 2 >= sp) m['regulars'] = 1;
  if (indiansVsFort) m['indians-vs-fort'] = indiansVsFort;
  if (fort) m['fort'] = fort;
  return m;
}
/** 8.4 (chart: Unit Abilities): asterisks added to a side's table result, by name: cavalry +1 (an attacker's
 *  not against a fort), each artillery SP attacking a fort +1. */
export function starModifiers(cav: number, art: number, fort: number, attacking: boolean): Record<string, number> {
  const m: Record<string, number> = {};
  if (cav > 0 && (!attacking || fort === 0)) m['cavalry'] = 1;
  if (attacking && fort > 0 && art > 0) m['artillery'] = art;
  return m;
}
const sum = (m: Record<string, number>): number => Object.values(m).reduce((a, b) => a + b, 0);

/** What a player sees before an attack (8.2-8.4): both sides' SP, roll and asterisk modifiers, the fort, the local
 *  defenders still to roll, and the attacker's result for each die 0-9 ([hits, asterisks after the fort]). */
export interface BattlePreview {
  aSP: number; dSP: number; fort: number;
  /** Local defenders who join with a d10 roll (8.2): all of it at a major city, else half. */
  local: 'militia' | 'warriors' | null; localFull: boolean;
  aMods: Record<string, number>; dMods: Record<string, number>;
  aStars: Record<string, number>; dStars: Record<string, number>;
  /** The defender's regulars +1 holds while the local defenders add at most this many SP (-1: it never applies). */
  dRegularsUpTo: number;
  aResults: [number, number][];
  /** The defender's result for each die, when no local defenders change its column. */
  dResults: [number, number][] | null;
}

/** 8.1-8.4: the battle stack `att` would fight by entering `sp` (read from what both sides see; null if none). */
export function battlePreview(c: Compiled, s: War1812State, att: Stack, sp: number): BattlePreview | null {
  const side = att.side, d: Side = side === 0 ? 1 : 0;
  if (c.kind[sp] !== KIND.LAND || landSP(att) === 0 || !isAttack(c, s, side, sp)) return null;
  const A = forces(c, [att], 0);
  const D = forces(c, s.stacks.filter((st) => st.side === d && st.at === sp && (landSP(st) > 0 || st.leaders.some((l) => !c.lNaval[l]))), 0);
  const local = localDefence(c, s, sp, side);
  const fort = s.fort[sp]!;
  const aMods = rollModifiers(c, commander(c, A.leaders), count(A, U.REG), A.sp, A.sp > 0 && count(A, U.IND) === A.sp && fort > 0 ? -2 : 0, 0);
  const dReg = count(D, U.REG);
  const dMods = rollModifiers(c, commander(c, D.leaders), dReg, D.sp, 0, fort);
  const aStars = starModifiers(count(A, U.CAV), count(A, U.ART), fort, true);
  const dStars = starModifiers(count(D, U.CAV), 0, fort, false);
  const aResults = Array.from({ length: 10 }, (_, die): [number, number] => {
    const [h, st] = tableResult(die + sum(aMods), A.sp);
    const stars = st + sum(aStars);
    return [h, stars - Math.min(fort, stars)];
  });
  const dResults = local ? null : Array.from({ length: 10 }, (_, die): [number, number] => {
    const [h, st] = tableResult(die + sum(dMods), D.sp);
    return [h, st + sum(dStars)];
  });
  return {
    aSP: A.sp, dSP: D.sp, fort, local, localFull: local === 'militia' && c.loc[sp] === LOCT.MAJOR, aMods, dMods, aStars, dStars,
    dRegularsUpTo: dReg > 0 ? dReg * 2 - D.sp : -1, aResults, dResults,
  };
}
const words = (m: Record<string, number>): string[] => Object.entries(m).map(([k, v]) => `${k} ${v > 0 ? '+' : ''}${v}`);

interface SideForces { stacks: Stack[]; local: number; sp: number; leaders: number[] }

function forces(c: Compiled, stacks: Stack[], local: number): SideForces {
  let sp = local;
  const leaders: number[] = [];
  for (const st of stacks) { sp += landSP(st); for (const l of st.leaders) if (!c.lNaval[l]) leaders.push(l); }
  return { stacks, local, sp, leaders };
}
const count = (f: SideForces, t: number): number => f.stacks.reduce((n, st) => n + st.u[t]!, 0);

/**
 * An activated expedition (stack index `atk`) that entered space `sp` from `from` fights everything the enemy
 * has there (8.1). Returns true when the attacker holds the space afterwards.
 */
export function landBattle(c: Compiled, s: War1812State, atk: number, sp: number, from: number, log: LogEntry[] | null): boolean {
  const A = s.stacks[atk]!;
  const a = A.side, d: Side = a === 0 ? 1 : 0;
  const defStacks = s.stacks.filter((st) => st.side === d && st.at === sp && (landSP(st) > 0 || st.leaders.some((l) => !c.lNaval[l])));
  const kind = localDefence(c, s, sp, a);
  let local = 0;
  if (kind) {
    const r = d10(s);
    local = kind === 'militia' && c.loc[sp] === LOCT.MAJOR ? r : Math.floor(r / 2);
    log?.push({ key: kind === 'militia' ? 'w.localMilitia' : 'w.warriors', params: { side: sideId(d), at: sp, die: r, n: local }, rule: 'war1812 8.2' });
  }
  const att = forces(c, [A], 0);
  const def = forces(c, defStacks, local);
  if (def.sp === 0) return true; // nobody to fight: the caller takes the space (6.2)
  const fort = s.fort[sp]!;
  const aCmd = commander(c, att.leaders), dCmd = commander(c, def.leaders);
  const indiansOnly = att.sp > 0 && count(att, U.IND) === att.sp;
  const ra = d10(s), rd = d10(s);
  // 8.3: the modified rolls
  const aMods = rollModifiers(c, aCmd, count(att, U.REG), att.sp, indiansOnly && fort > 0 ? -2 : 0, 0);
  const dMods = rollModifiers(c, dCmd, count(def, U.REG), def.sp, 0, fort);
  const modA = sum(aMods), modD = sum(dMods);
  const [hitsA, starsA0] = tableResult(ra + modA, att.sp);
  const [hitsD, starsD0] = tableResult(rd + modD, def.sp);
  // 8.4: asterisks (chart: cavalry +1 except against a fort; each artillery SP attacking a fort +1)
  let starsA = starsA0 + sum(starModifiers(count(att, U.CAV), count(att, U.ART), fort, true));
  const starsD = starsD0 + sum(starModifiers(count(def, U.CAV), 0, fort, false));
  const absorbed = Math.min(fort, starsA);
  starsA -= absorbed;
  const onD = hitsA + starsA, onA = hitsD + starsD;
  log?.push({
    key: fort > 0 ? 'w.battleFort' : 'w.battle', rule: 'war1812 8.3',
    params: { at: sp, attacker: sideId(a), aSP: att.sp, aDie: ra, aMod: modA, aMods: words(aMods), dMods: words(dMods), aHits: hitsA, aStars: starsA, absorbed, fort, dSP: def.sp, dDie: rd, dMod: modD, dHits: hitsD, dStars: starsD },
  });
  // 8.5: losses, local defenders first
  const before = new Map<Stack, number>();
  for (const st of [A, ...defStacks]) before.set(st, landSP(st));
  let left = onD;
  const fromLocal = Math.min(local, left);
  local -= fromLocal; left -= fromLocal;
  for (const st of defStacks) if (left > 0) left -= takeLosses(st, left, LOSS_ORDER);
  takeLosses(A, onA, LOSS_ORDER);
  const aLeft = landSP(A), dLeft = local + defStacks.reduce((n, st) => n + landSP(st), 0);
  // 8.6: the winner
  const attackerWins = aLeft > 0 && (dLeft === 0 || onD > onA);
  const winner: Side = attackerWins ? a : d;
  log?.push({ key: attackerWins ? 'w.attackerWins' : 'w.defenderWins', params: { side: sideId(winner), at: sp, onA, onD }, rule: 'war1812 8.6' });
  // chart: a major battle (2 more asterisks than the loser, after the fort's absorption)
  const wStars = attackerWins ? starsA : starsD, lStars = attackerWins ? starsD : starsA;
  const major = wStars >= lStars + 2;
  if (major) {
    log?.push({ key: 'w.majorBattle', params: { side: sideId(winner), at: sp }, rule: 'war1812 11.2' });
    trigger(c, s, 'major-battle', winner, 'war1812 11.2', log);
  }
  // chart: an expedition whose SP are all eliminated (a devastating loss, 11.2)
  const wiped: [boolean, boolean] = [false, false];
  for (const [st, b] of before) if (st.id !== '' && b > 0 && landSP(st) === 0) wiped[st.side] = true;
  for (const sd of [0, 1] as Side[]) {
    if (!wiped[sd]) continue;
    log?.push({ key: 'w.devastating', params: { side: sideId(sd), at: sp }, rule: 'war1812 11.2' });
    trigger(c, s, 'devastating', sd === 0 ? 1 : 0, 'war1812 11.2', log);
  }
  // 10.3 (design): the beaten commander of a major battle falls; leaders left without troops go back to the pool
  const losers = attackerWins ? defStacks : [A];
  if (major) {
    const cmd = commander(c, forces(c, losers, 0).leaders);
    if (cmd >= 0) for (const st of losers) { const k = st.leaders.indexOf(cmd); if (k >= 0) { st.leaders.splice(k, 1); log?.push({ key: 'w.leaderFalls', params: { leader: cmd }, rule: 'war1812 10.3' }); } }
  }
  for (const st of losers) {
    if (landSP(st) === 0 && st.leaders.length) {
      for (const l of st.leaders) s.pool[st.side].push(l);
      log?.push({ key: 'w.leadersEscape', params: { side: sideId(st.side), n: st.leaders.length }, rule: 'war1812 10.3' });
      st.leaders = [];
    }
  }
  if (!attackerWins) {
    if (landSP(A) > 0 || A.leaders.length) A.at = from; // 8.6: a beaten attacker falls back where it came from
    tidy(s);
    return false;
  }
  retreatDefenders(c, s, sp, d, from, defStacks, log);
  if (fort > 0) { s.fort[sp] = 0; log?.push({ key: 'w.fortDestroyed', params: { at: sp }, rule: 'war1812 8.7' }); }
  tidy(s);
  return true;
}

/** 8.6 (design): beaten defenders retreat one space toward their supply; with nowhere to go, they surrender. */
function retreatDefenders(c: Compiled, s: War1812State, sp: number, d: Side, from: number, stacks: Stack[], log: LogEntry[] | null): void {
  const alive = stacks.filter((st) => landSP(st) > 0 || st.leaders.length);
  if (!alive.length) return;
  let wipedOut = false;
  const sup = traceSupply(c, s, d);
  let best = -1, bestScore = -1;
  for (const e of c.adj[sp]!) {
    const to = e.to;
    if (c.kind[to] !== KIND.LAND || to === from || e.route === R.LAKE || e.route === R.SEA || e.route === R.TRAIL) continue;
    if (s.control[to] !== d && s.control[to] !== NATIVE) continue;
    if (d === 0 && (c.terrain[to] === TERRAIN.INDIAN || e.route === R.INDIAN) && !alive.every((st) => landSP(st) === st.u[U.IND] && st.leaders.every((l) => c.lIndian[l]))) continue; // 6.7
    if (enemyLandAt(s, d, to)) continue;
    const score = sup[to]! * 1000 + (1000 - to);
    if (score > bestScore) { bestScore = score; best = to; }
  }
  for (const st of alive) {
    if (best >= 0) st.at = best;
    else {
      // chart: an expedition whose SP are all eliminated is a devastating loss, a surrender included (11.2)
      if (st.id !== '' && landSP(st) > 0) wipedOut = true;
      st.u.fill(0, 0, 9);
      st.leaders = [];
    }
  }
  if (wipedOut) {
    log?.push({ key: 'w.devastating', params: { side: sideId(d), at: sp }, rule: 'war1812 11.2' });
    trigger(c, s, 'devastating', d === 0 ? 1 : 0, 'war1812 11.2', log);
  }
  log?.push(best >= 0
    ? { key: 'w.retreat', params: { side: sideId(d), to: best }, rule: 'war1812 8.6' }
    : { key: 'w.surrender', params: { side: sideId(d), at: sp }, rule: 'war1812 8.6' });
}
