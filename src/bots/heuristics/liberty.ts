/**
 * Liberty heuristic (issue 6): the value of a (determinized) Liberty state for one side, from
 *   - supply-point control: the British supply points (11.1) against the victory thresholds;
 *   - reach: for each side, the supply towns it could take next (British: every numbered town it does not
 *     hold; Americans: every numbered town the British hold), each matched to the nearest free block of that
 *     side (greedy assignment, one block per town, a lone garrison stays where it is), worth the town's value
 *     discounted by the distance in moves (land hexes, rivers, and for British/French blocks the sea through
 *     the Atlantic box). This is what makes a one-ply look-ahead march on towns, sail to coastal ones, and
 *     what makes it defend the towns an enemy stack is closing on;
 *   - material: steps on the board, weighted by fire (A fires first, higher number hits more often);
 *   - threat to lone blocks: a one-block hex next to an enemy stack of two or more is in danger. Each side
 *     counts the enemy's lone blocks; only the Americans also mind their own (`LONE_OWN`): a British garrison
 *     of a blue town is a lone block, and the British must spread such garrisons to reach 30 points;
 *   - card value timing: action points still in hand, weighted by the turns left this year;
 *   - winter supply: blocks standing where they could not winter (11.4), weighted as winter nears.
 * `lookahead` lets the greedy bot judge a whole group move (the group, its blocks and their steps) and a
 * reinforcement draw with its placement, rather than the selection alone. Rollouts use a light policy
 * (`rolloutAction`) that prefers steps towards the towns of the reach term and ends moves and draws sooner;
 * they are short (8 moves) so that the evaluation judges close to the decision searched. ismcts judges its
 * leaves at its own next decision instead (`leafAtOwnTurn`), as greedy does.
 *
 * It reads the engine's state contract (src/games/liberty/state.ts) and its helpers; it runs only on states
 * sampled from the bot's view (`liberty.sampleState`), never on the true state.
 */
import type { AnyGame, SideId } from '../../core/engine.js';
import { randomInt, type RngState } from '../../core/rng.js';
import { compiledFor } from '../../games/liberty/index.js';
import type { LibertyAction } from '../../games/liberty/actions.js';
import { BRITISH, AMERICAN, westIndiesByBlocks } from '../../games/liberty/control.js';
import { attritionLocations } from '../../games/liberty/winter.js';
import { LOC, isOnBoard, isHex, type Compiled, type LibertyState } from '../../games/liberty/state.js';
import type { Heuristic } from '../types.js';
import { resultValue } from './generic.js';

const FIRE: Record<string, number> = { A: 1.3, B: 1.15, C: 1 };
const squash = (x: number) => 1 / (1 + Math.exp(-x));

/** Weights of the terms (logit units): tuned by the arena, kept here in one place. */
export const LIBERTY_WEIGHTS = { supply: 3.0, reach: 0.5, reachDecay: 0.6, material: 2.5, lone: 0.15, cards: 0.08, winter: 0.25 };
/**
 * How much a side minds its own lone blocks in the lone-block threat term (1: as much as it likes the enemy's).
 * A British bot that minded them kept its blocks bunched and left blue towns empty; without it, greedy as the
 * British beat greedy as the Americans in 110 of 200 games instead of 52 (bench/arena-results.md). The
 * Americans, who defend, were not helped by dropping theirs (78 of 100 against 75).
 */
export const LONE_OWN = { british: 0, american: 1 };

/* ------------------------------------------------------------------ distance tables (per pack, cached) */
interface Tables {
  hexCount: number;
  /** Land moves between hexes (hexes and river moves), 255 = unreachable by land. */
  dist: Uint8Array;
  /** Land moves from a hex to the nearest port (255 none). */
  toPort: Uint8Array;
  /** Numbered towns (hex indexes). */
  valued: number[];
}
const SEA = 1.5; // one sea leg (port ↔ box) is a whole action: worth about a march of 1.5 hexes
const tablesCache = new WeakMap<Compiled, Tables>();

function tablesFor(c: Compiled): Tables {
  let t = tablesCache.get(c);
  if (t) return t;
  const M = c.map, n = M.hexCount;
  const dist = new Uint8Array(n * n).fill(255);
  const adj: number[][] = [];
  for (let h = 0; h < n; h++) {
    const out: number[] = [];
    if (M.land[h]) {
      M.neighbours[h]!.forEach((nb, d) => {
        if (nb >= 0 && M.land[nb] && M.sideTerrain[M.sideOf[h]![d]!] !== 'water') out.push(nb);
      });
      for (const r of M.riverMoves[h] ?? []) if (!out.includes(r.to)) out.push(r.to);
    }
    adj.push(out);
  }
  for (let s = 0; s < n; s++) {
    if (!M.land[s]) continue;
    const q = [s];
    dist[s * n + s] = 0;
    for (let i = 0; i < q.length; i++) {
      const h = q[i]!, d = dist[s * n + h]!;
      for (const x of adj[h]!) if (dist[s * n + x] === 255) { dist[s * n + x] = Math.min(254, d + 1); q.push(x); }
    }
  }
  const toPort = new Uint8Array(n).fill(255);
  for (let h = 0; h < n; h++) for (let p = 0; p < n; p++) if (M.port[p]) toPort[h] = Math.min(toPort[h]!, dist[h * n + p]!);
  const valued: number[] = [];
  for (let h = 0; h < n; h++) if (M.townValue[h]! > 0) valued.push(h);
  t = { hexCount: n, dist, toPort, valued };
  tablesCache.set(c, t);
  return t;
}

/** Moves for block b (standing at loc) to reach hex `to`; Infinity if it cannot. */
function reachCost(c: Compiled, t: Tables, b: number, loc: number, to: number): number {
  const B = c.blocks, M = c.map;
  const seaCapable = !B.american[b] && !B.indian[b];
  const seaTo = M.port[to] ? SEA : t.toPort[to]! === 255 ? Infinity : SEA + t.toPort[to]!;
  if (B.warship[b]) {
    if (!M.port[to]) return Infinity;
    if (loc === LOC.ATLANTIC) return SEA;
    return isHex(loc) ? (loc === to ? 0 : 2 * SEA) : 2 * SEA;
  }
  if (isHex(loc)) {
    const d = t.dist[loc * t.hexCount + to]!;
    let best = d === 255 ? Infinity : d;
    if (seaCapable && t.toPort[loc]! !== 255) best = Math.min(best, (M.port[loc] ? 0 : t.toPort[loc]!) + SEA + seaTo);
    return best;
  }
  if (!seaCapable) return Infinity;
  if (loc === LOC.ATLANTIC) return seaTo;
  return SEA + seaTo; // West Indies → box → port
}

/* ------------------------------------------------------------------ one pass over the blocks */
interface Census {
  /** Per hex: blocks of each side [british, american] (Indians included). */
  n: Int16Array;
  /** Per hex: one block index of each side standing there (-1 none), for garrisons. */
  mat: [number, number];
  lone: [number, number];
}

function census(c: Compiled, s: LibertyState): Census {
  const H = c.map.hexCount;
  const n = new Int16Array(2 * H);
  const mat: [number, number] = [0, 0];
  for (let b = 0; b < s.loc.length; b++) {
    const l = s.loc[b]!;
    if (!isOnBoard(l)) continue;
    const si = c.blocks.side[b]!;
    const d = c.blocks.data[b]!;
    mat[si] += s.steps[b]! * (FIRE[d.fire.letter] ?? 1) * (0.6 + 0.2 * d.fire.number);
    if (isHex(l)) n[2 * l + si] = n[2 * l + si]! + 1;
  }
  const lone: [number, number] = [0, 0];
  for (let hex = 0; hex < H; hex++) {
    for (const si of [0, 1] as const) {
      if (n[2 * hex + si] !== 1 || n[2 * hex + 1 - si]! > 0) continue;
      for (const nb of c.map.neighbours[hex] ?? []) {
        if (nb >= 0 && n[2 * nb + 1 - si]! >= 2) { lone[si]++; break; }
      }
    }
  }
  return { n, mat, lone };
}

/** 5.3 control as it would stand if settled now, from the census. */
function liveCtl(c: Compiled, s: LibertyState, k: Census, h: number): number {
  const br = k.n[2 * h]!, am = k.n[2 * h + 1]!;
  if (br > 0 && am === 0) return BRITISH;
  if (am > 0 && br === 0) return AMERICAN;
  if (br > 0 && am > 0) return s.control[h] ?? 0;
  const colour = c.map.townColour[h];
  if (!c.map.hasTown[h] || !colour) return 0;
  return colour === 'blue' ? AMERICAN : BRITISH;
}


/** British supply points (11.1) as they would stand if control were settled now (5.3 live control). */
function liveBritishSupply(c: Compiled, s: LibertyState, k: Census, t: Tables): number {
  let total = 0;
  for (const h of t.valued) if (liveCtl(c, s, k, h) === BRITISH) total += c.map.townValue[h]!;
  if (westIndiesByBlocks(c, s, LOC.BWI) === BRITISH) total += c.map.spaceValue.bwi;
  if (westIndiesByBlocks(c, s, LOC.FWI) === BRITISH) total += c.map.spaceValue.fwi;
  return total;
}

/**
 * The reach of side si (see the header): sum over its target towns of value × decay^moves of the nearest
 * free block. A block alone in a numbered town that counts for its side only because it stands there (a blue
 * town held by the British, a red one by the Americans) is its garrison and stays out of the matching.
 */
function reach(c: Compiled, s: LibertyState, k: Census, t: Tables, si: 0 | 1, decay: number): number {
  const M = c.map, B = c.blocks;
  const mine = si === 0 ? BRITISH : AMERICAN;
  const targets: number[] = [];
  const garrison = new Set<number>();
  for (const h of t.valued) {
    const ctl = liveCtl(c, s, k, h);
    if (si === 0 ? ctl !== BRITISH : ctl === BRITISH) targets.push(h);
    else if (ctl === mine && k.n[2 * h + si]! > 0 && M.townColour[h] !== (si === 0 ? 'red' : 'blue')) garrison.add(h);
  }
  if (!targets.length) return 0;
  const free: number[] = [];
  const kept = new Set<number>();
  for (let b = 0; b < s.loc.length; b++) {
    const l = s.loc[b]!;
    if (B.side[b] !== si || B.indian[b] || !isOnBoard(l)) continue;
    if (B.french[b] && !s.frenchEntered) continue;
    if (isHex(l) && garrison.has(l) && !kept.has(l)) { kept.add(l); continue; }
    free.push(b);
  }
  targets.sort((a, b) => M.townValue[b]! - M.townValue[a]!);
  const used = new Uint8Array(s.loc.length);
  let total = 0;
  for (const h of targets) {
    let best = Infinity, bi = -1;
    for (const b of free) {
      if (used[b]) continue;
      const d = reachCost(c, t, b, s.loc[b]!, h);
      if (d < best) { best = d; bi = b; }
    }
    if (bi < 0 || best > 8) continue;
    used[bi] = 1;
    // an enemy stack in the town must be beaten first
    const foes = k.n[2 * h + 1 - si]!;
    total += M.townValue[h]! * Math.pow(decay, best) / (1 + foes);
  }
  return total;
}

function evaluateLiberty(game: AnyGame, s: LibertyState, side: SideId): number {
  const r = resultValue(game, s, side);
  if (r !== null) return r;
  const c = compiledFor(s.pack);
  const t = tablesFor(c);
  const W = LIBERTY_WEIGHTS;
  const v = c.pack.rules.victory;
  const k = census(c, s);
  const pts = liveBritishSupply(c, s, k, t);
  // The British must reach britishAtLeast by the last winter (11.1: else the Americans win): judge their
  // points against a target that rises from the midpoint to the threshold as the years run out.
  const years = Math.max(1, c.pack.rules.endYear - c.pack.setup.year);
  const late = Math.min(1, Math.max(0, (s.year - c.pack.setup.year) / years));
  const target = (v.britishAtLeast + v.americanBelow) / 2 * (1 - late) + v.britishAtLeast * late;
  const span = Math.max(1, v.britishAtLeast - v.americanBelow);
  const supply = (pts - target) / span; // > 0 good for the British
  const reachTerm = (reach(c, s, k, t, 0, W.reachDecay) - reach(c, s, k, t, 1, W.reachDecay)) / span;
  const material = (k.mat[0] - k.mat[1]) / Math.max(1, k.mat[0] + k.mat[1]);
  const turnsPerYear = c.pack.rules.turnsPerYear;
  const yearLeft = Math.max(0, (turnsPerYear - s.turn + 1) / turnsPerYear);
  const handPts = (i: 0 | 1) => s.hands[i].reduce((a, x) => a + (c.cards[x]?.value ?? 0), 0);
  const cards = (handPts(0) - handPts(1)) * yearLeft;
  const winterNear = 1 - yearLeft;
  const winter = (attritionLocations(c, s, 1).length - attritionLocations(c, s, 0).length) * winterNear;
  // the lone-block term is the one judged differently by the two sides (LONE_OWN)
  const lone = side === 'british' ? k.lone[1] - LONE_OWN.british * k.lone[0] : LONE_OWN.american * k.lone[1] - k.lone[0];
  const british = W.supply * supply + W.supply * W.reach * reachTerm + W.material * material + W.lone * lone + W.cards * cards + W.winter * winter;
  return squash(side === 'british' ? british : -british);
}

/* ------------------------------------------------------------------ light rollout policy */
function stepScore(c: Compiled, t: Tables, s: LibertyState, si: 0 | 1, b: number, to: number): number {
  const M = c.map;
  let score = 0;
  if (isHex(to) && M.townValue[to]! > 0) {
    const ctl = s.control[to];
    if (si === 0 ? ctl !== BRITISH : ctl === BRITISH) score += 2 * M.townValue[to]!;
  }
  // nearest target town
  let best = 0;
  for (const h of t.valued) {
    const ctl = s.control[h];
    if (si === 0 ? ctl === BRITISH : ctl !== BRITISH) continue;
    const d = reachCost(c, t, b, to, h);
    if (d < 9) best = Math.max(best, M.townValue[h]! * Math.pow(0.6, d));
  }
  return score + best;
}

function rolloutLiberty(_game: AnyGame, s: LibertyState, side: SideId, legal: LibertyAction[], rng: RngState): LibertyAction {
  if (s.phase === 'move' || s.phase === 'draw') {
    const stop = legal.find((a) => a.type === 'done' || a.type === 'stop' || a.type === 'end');
    if (stop && randomInt(rng, 3) === 0) return stop;
    // a selected block steps towards the best town most of the time
    if (s.group && s.group.block >= 0 && randomInt(rng, 4) !== 0) {
      const c = compiledFor(s.pack);
      const t = tablesFor(c);
      const si = side === 'british' ? 0 : 1;
      let bestA: LibertyAction | null = null, best = -Infinity;
      for (const a of legal) {
        if (a.type !== 'step' && a.type !== 'river') continue;
        const sc = stepScore(c, t, s, si, s.group.block, a.to);
        if (sc > best) { best = sc; bestA = a; }
      }
      const here = stepScore(c, t, s, si, s.group.block, s.loc[s.group.block]!);
      if (bestA && best > here) return bestA;
    }
  }
  // battles: prefer firing to passing or retreating
  if (s.phase === 'battle' && randomInt(rng, 4) !== 0) {
    const fire = legal.find((a) => a.type === 'battle-fire');
    if (fire) return fire;
  }
  return legal[randomInt(rng, legal.length)]!;
}

/*
 * Settling: the moves still due this turn are given up (end, done, stop), reinforcements are placed anywhere,
 * and the battles already joined are fought out by firing; the position is quiet when the next turn's cards
 * are to be chosen, at a winter, or at the end. A leaf judged before its battles would count a town still held
 * by a garrison about to be overrun.
 */
const GIVE_UP: readonly string[] = ['end', 'done', 'stop'];
function settleLiberty(_game: AnyGame, s: LibertyState, _side: SideId, legal: LibertyAction[], rng: RngState): LibertyAction {
  if (s.phase === 'move' || s.phase === 'supply') {
    for (const t of GIVE_UP) { const a = legal.find((x) => x.type === t); if (a) return a; }
  }
  if (s.phase === 'battle') {
    const fire = legal.find((a) => a.type === 'battle-fire');
    if (fire) return fire;
    const done = legal.find((a) => a.type === 'battle-regroup-done');
    if (done) return done;
  }
  return legal[randomInt(rng, legal.length)]!;
}

export const libertyHeuristic: Heuristic<LibertyState, LibertyAction> = {
  evaluate: evaluateLiberty,
  rolloutAction: rolloutLiberty,
  lookahead(_game, s, side) {
    // a group move is judged once it is over; a draw once its block is placed
    if (s.mover !== side) return false;
    return (s.phase === 'move' && s.group !== null) || s.phase === 'draw';
  },
  settle: {
    action: settleLiberty,
    quiet: (_game, s) => s.phase === 'card' || s.phase === 'winter' || s.phase === 'over',
  },
  rolloutDepth: 8,
  greedySamples: 4,
  // Sibling plans differ by 0.01-0.05 in value: with 0.7 the visits were spread almost evenly (root stats);
  // ismcts 1000 it against greedy, 40 games (seed s12): 28/40 with 0.7, 32/40 with 0.25 (bench/arena-results.md).
  exploration: 0.25,
  // Leaves judged at the searcher's next decision, as greedy judges a plan: ismcts 1 s against greedy, 140 games
  // swapped: 111/140, 57/70 as the British, 54/70 as the Americans; 39/60 with 8-move rollouts before
  // (bench/arena-results.md).
  leafAtOwnTurn: true,
};
