/**
 * Views by construction: a side sees its own blocks (pool included: it knows them by elimination), and of
 * the enemy only positions and a face-down count, except blocks revealed in the current battle and face-up
 * ones (prisoners, the French pool). Hands are seen by their owner; revealed cards are public history.
 * Enemy face-down blocks are listed sorted by location so that their order says nothing about identity.
 * The observer sees what both sides could see.
 */
import { OBSERVER } from '../../core/engine.js';
import type { BattleState } from './battle-state.js';
import type { Compiled, Contest, GroupMove, LibertyState, Phase, SideId } from './state.js';
import { LOC, SIDE_INDEX } from './state.js';
import type { WinterState } from './winter-state.js';

export interface BlockView {
  /** Block index; absent for a face-down enemy block. */
  id?: number;
  side: SideId;
  loc: number;
  steps?: number;
  moved?: number;
  reserve?: number;
  viaRiver?: number;
  forcedMarch?: number;
  revealed?: number;
}

export interface LibertyView {
  viewer: SideId | typeof OBSERVER;
  year: number;
  turn: number;
  phase: Phase;
  p1: SideId | null;
  mover: SideId | null;
  weather: number;
  frenchEntered: boolean;
  points: number;
  drawing: boolean;
  handSize: number;
  control: number[];
  blocks: BlockView[];
  /** Face-down pool sizes [british, american]. */
  poolCounts: [number, number];
  hand: number[] | null;
  handCounts: [number, number];
  /** The viewer's own card this turn (-1 none), and who has chosen. */
  played: number;
  hasChosen: [boolean, boolean];
  history: [number[], number[]];
  /** The viewer's drawn block waiting for placement (-1 none). */
  drawn: number;
  group: GroupMove | null;
  sideUse: Record<number, [number, number]>;
  /** 7.5 with 5.2: the viewer's own regroups' hexside use this turn (the other side's count is 0: a face-down
   *  reserve's regroup path would tell what it is); absent when none. */
  regroupUse?: Record<number, [number, number]>;
  contests: Contest[];
  entries: number[];
  placed: number[];
  battle: (Omit<BattleState, 'blocks' | 'acted' | 'mustRetreat' | 'hitBy'> & { blocks: number[]; acted: number[]; mustRetreat: number[]; hitBy: number; hidden: number }) | null;
  winter: WinterState | null;
  optional: LibertyState['optional'];
  result: LibertyState['result'];
}

export function visibleTo(c: Compiled, s: LibertyState, b: number, viewer: SideId | typeof OBSERVER): boolean {
  if (viewer !== OBSERVER && c.blocks.side[b] === SIDE_INDEX[viewer as SideId]) return true;
  const l = s.loc[b]!;
  if (l === LOC.PRISONER || l === LOC.FRENCH_POOL) return true;
  if (l === LOC.POOL) return false;
  return s.revealed[b] === 1;
}

export function buildView(c: Compiled, s: LibertyState, viewer: SideId | typeof OBSERVER): LibertyView {
  const mine = viewer === OBSERVER ? -1 : SIDE_INDEX[viewer as SideId];
  const blocks: BlockView[] = [];
  const hidden: BlockView[] = [];
  const poolCounts: [number, number] = [0, 0];
  for (let b = 0; b < s.loc.length; b++) {
    const si = c.blocks.side[b]!;
    const side: SideId = si === 0 ? 'british' : 'american';
    const l = s.loc[b]!;
    if (l === LOC.POOL) poolCounts[si]++;
    if (si === mine) {
      blocks.push({ id: b, side, loc: l, steps: s.steps[b]!, moved: s.moved[b]!, reserve: s.reserve[b]!, viaRiver: s.viaRiver[b]!, forcedMarch: s.forcedMarch[b]!, revealed: s.revealed[b]! });
    } else if (visibleTo(c, s, b, viewer)) {
      blocks.push({ id: b, side, loc: l, steps: s.steps[b]!, reserve: s.reserve[b]!, revealed: s.revealed[b]!, viaRiver: s.viaRiver[b]! });
    } else if (l !== LOC.POOL) {
      hidden.push({ side, loc: l, reserve: s.reserve[b]!, moved: s.moved[b]!, viaRiver: s.viaRiver[b]! });
    }
  }
  hidden.sort((a, x) => a.loc - x.loc || (a.side < x.side ? -1 : a.side > x.side ? 1 : 0) || a.reserve! - x.reserve! || a.moved! - x.moved! || a.viaRiver! - x.viaRiver!);
  blocks.push(...hidden);
  const bs = s.battle;
  let battle: LibertyView['battle'] = null;
  if (bs) {
    const vis = (b: number) => visibleTo(c, s, b, viewer);
    battle = {
      // the retreat counters (7.4 hexsides, 8.5 sea retreats) of the viewer's own side only: the enemy's depend on what
      // its face-down reserves are (a warship's retreat to a port on the map crosses no hexside, a land block's the same
      // retreat does; 8.1, 8.5), and they limit the enemy's moves alone
      ...bs, use: ownUse(bs.use, mine), seaUse: [mine === 0 ? bs.seaUse[0] : 0, mine === 1 ? bs.seaUse[1] : 0],
      seaOk: [mine === 0 ? bs.seaOk[0] : 0, mine === 1 ? bs.seaOk[1] : 0],
      blocks: bs.blocks.filter(vis), acted: bs.acted.filter(vis), mustRetreat: bs.mustRetreat.filter(vis),
      hitBy: bs.hitBy >= 0 && vis(bs.hitBy) ? bs.hitBy : -1, hidden: bs.blocks.filter((b) => !vis(b)).length,
    };
  }
  const own = mine >= 0;
  return {
    viewer, year: s.year, turn: s.turn, phase: s.phase, p1: s.p1, mover: s.mover, weather: s.weather,
    frenchEntered: s.frenchEntered, points: s.points, drawing: s.drawing, handSize: s.handSize,
    control: s.control.slice(), blocks, poolCounts,
    hand: own ? s.hands[mine as 0 | 1].slice() : null,
    handCounts: [s.hands[0].length, s.hands[1].length],
    played: own ? s.played[mine as 0 | 1] : -1,
    hasChosen: [s.played[0] !== -1, s.played[1] !== -1],
    history: [s.history[0].slice(), s.history[1].slice()],
    drawn: own && s.mover === viewer ? s.drawn : -1,
    group: own && s.mover === viewer && s.group ? { ...s.group, path: s.group.path.slice() } : null,
    sideUse: Object.fromEntries(Object.entries(s.sideUse).map(([k, v]) => [k, [v[0], v[1]]])) as Record<number, [number, number]>,
    ...ownRegroupUse(s, mine),
    contests: s.contests.map(cloneContest),
    entries: s.entries.slice(), placed: s.placed.slice(),
    battle,
    winter: s.winter ? { ...s.winter, offer: s.winter.offer ? { ...s.winter.offer } : null } : null,
    optional: { ...s.optional },
    result: s.result ? { ...s.result } : null,
  };
}

/** 7.5 with 5.2: the regroups' hexside use of the turn, the viewer's side only (none for the observer). */
function ownRegroupUse(s: LibertyState, mine: number): { regroupUse?: Record<number, [number, number]> } {
  if (!s.regroupUse || mine < 0) return {};
  const out: Record<number, [number, number]> = {};
  let any = false;
  for (const k in s.regroupUse) {
    const n = s.regroupUse[k]![mine]!;
    if (n > 0) { out[k] = mine === 0 ? [n, 0] : [0, n]; any = true; }
  }
  return any ? { regroupUse: out } : {};
}

/** The battle's hexside counters (key hexside * 2 + side index) of one side; none for the observer (-1). */
function ownUse(use: Record<number, number>, mine: number): Record<number, number> {
  const out: Record<number, number> = {};
  for (const k in use) if (mine >= 0 && Number(k) % 2 === mine) out[Number(k)] = use[k]!;
  return out;
}

export function cloneContest(k: Contest): Contest {
  return { hex: k.hex, attacker: k.attacker, entrySides: [k.entrySides[0].slice(), k.entrySides[1].slice()], lastThrough: { ...k.lastThrough }, seaAttack: k.seaAttack, startedByP1: k.startedByP1 };
}
