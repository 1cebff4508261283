/**
 * War of 1812 heuristic (issue 16): the value of a (determinized) War of 1812 state for one side, as the chance
 * that the Peace Track pair ends in that side's band (a win) plus half the chance of the status-quo band, for a
 * projected final box and a spread that narrows as the markers close in. The projection, in boxes (box 0 is the
 * British end, war1812 11.1):
 *   - where the pair would stand: during the last cards (12.4) the pair's box; before, the midpoint of the two
 *     markers (war weariness moves both alike, so triggers aside they meet halfway; the treaty at the end of 1815
 *     also takes the midpoint, 12.1);
 *   - the Ghent count each side would score now (12.3, `ghentNumbers` of the engine on the space control and
 *     tribes of the view): the difference ÷ 4 moves the pair (continuous here, the engine rounds up); an enemy
 *     space held by neither troops nor a chain of supply would lose its flag at peace (12.2): here counted at
 *     `WAR1812_WEIGHTS.unheld` of its value (no supply trace: it costs more than the rest of the evaluation);
 *   - the future triggers: land SP (by quality), ships, leaders and the cards in hand of each side, as a share of
 *     both sides' total: the stronger side wins more of the battles still to come and takes more cities;
 *   - reach: the enemy spaces the side's expeditions could take next (Ghent points discounted by the distance
 *     in movement points), so that a one-ply look-ahead marches on them over several cards;
 *   - unsupplied troops (7.3) lose a quarter of their SP at the end of the turn (not traced: see above).
 * The evaluation reads only what both players see on the table (war1812 2.6: the map, the Force Displays, the
 * Peace Track, hand and deck sizes): never a hand, the deck's order, or what an appearance marker will become
 * (both sides' markers count alike), so two states that differ only in their hidden parts score the same.
 *
 * `lookahead` makes the greedy bot judge a whole card play (the card, then its OPs or its activation to their
 * end); rollouts use a light policy (`rolloutAction`).
 */
import type { AnyGame, SideId } from '../../core/engine.js';
import { randomInt, type RngState } from '../../core/rng.js';
import { compiledFor } from '../../games/war1812/packs.js';
import { KIND, R, ROUTE_MP, type Compiled } from '../../games/war1812/compile.js';
import { ghentNumbers, GHENT_POINTS } from '../../games/war1812/ghent.js';
import type { War1812Action } from '../../games/war1812/sequence.js';
import { LAND_UNITS, SHIP_SP, U, type War1812State } from '../../games/war1812/state.js';
import type { Heuristic } from '../types.js';
import { resultValue } from './generic.js';

/** Weights (boxes of the Peace Track unless said otherwise): tuned by the arena, kept in one place. */
export const WAR1812_WEIGHTS = {
  /** Boxes the pair would move, at most, for a side that had all the strength on the map. */
  material: 3.0,
  /** Boxes for all the reach one side could have over none. */
  reach: 0.25,
  /** Share of its Ghent value an enemy space counts for when no land unit of its holder stands there. */
  unheld: 0.75,
  /** Spread of the projection: base + per √(boxes between the markers). */
  sigma0: 0.8,
  sigmaGap: 0.45,
};

/** SP value of each land unit type (index of state.UNITS). */
const UNIT_VALUE = [1.0, 0.5, 0.8, 1.0, 1.1, 0.9, 0.7, 0.7, 0.6];
const MARKER_VALUE = 0.6; // an appearance marker (its unit hidden from the enemy)
const LEADER_VALUE = 1.5;
const SHIP_VALUE = 0.5; // per ship SP
const CARD_VALUE = 0.8; // per card in hand

/* ------------------------------------------------------------------ distances in MP (per pack, cached) */
interface Tables {
  mp: Float32Array;
  targets: number[];
  /** By source space: the targets within 12 MP and their 0.7^(MP/4), best first (a sparse row: the evaluation's hot loop). */
  near: { to: Int32Array; decay: Float32Array }[];
}
const tablesCache = new WeakMap<Compiled, Tables>();

function tablesFor(c: Compiled): Tables {
  let t = tablesCache.get(c);
  if (t) return t;
  const n = c.n;
  const mp = new Float32Array(n * n).fill(Infinity);
  for (let src = 0; src < n; src++) {
    if (c.kind[src] !== KIND.LAND) continue;
    // Dijkstra on land routes (trails and water crossings excluded: the cheap way an army marches)
    const d = mp.subarray(src * n, src * n + n);
    d[src] = 0;
    const done = new Uint8Array(n);
    for (;;) {
      let u = -1, best = Infinity;
      for (let i = 0; i < n; i++) if (!done[i] && d[i]! < best) { best = d[i]!; u = i; }
      if (u < 0) break;
      done[u] = 1;
      for (const e of c.adj[u]!) {
        if (e.route === R.LAKE || e.route === R.SEA || e.route === R.TRAIL || c.kind[e.to] !== KIND.LAND) continue;
        const w = best + ROUTE_MP[e.route]!;
        if (w < d[e.to]!) d[e.to] = w;
      }
    }
  }
  const targets = c.landSpaces.filter((sp) => c.owner[sp] === 0 || c.owner[sp] === 1);
  const near = Array.from({ length: n }, (_, src) => {
    const row = targets.filter((to) => mp[src * n + to]! <= 12).map((to) => ({ to, d: Math.pow(0.7, mp[src * n + to]! / 4) }));
    row.sort((a, b) => b.d - a.d || a.to - b.to);
    return { to: Int32Array.from(row, (r) => r.to), decay: Float32Array.from(row, (r) => r.d) };
  });
  t = { mp, targets, near };
  tablesCache.set(c, t);
  return t;
}

/* ------------------------------------------------------------------ the evaluation */
const erf = (x: number): number => {
  // Abramowitz-Stegun 7.1.26
  const s = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-a * a);
  return s * y;
};
const cdf = (x: number, mu: number, sigma: number): number => 0.5 * (1 + erf((x - mu) / (sigma * Math.SQRT2)));

interface Census { land: [number, number]; ships: [number, number]; leaders: [number, number]; held: Uint8Array }

function census(c: Compiled, s: War1812State): Census {
  const land: [number, number] = [0, 0], ships: [number, number] = [0, 0], leaders: [number, number] = [0, 0];
  const held = new Uint8Array(c.n); // bit 1 British land units, bit 2 American
  for (const st of s.stacks) {
    let sp = 0;
    for (let i = 0; i < LAND_UNITS; i++) sp += st.u[i]! * UNIT_VALUE[i]!;
    let sh = 0;
    for (let i = U.GUNBOAT; i <= U.SHIP; i++) sh += st.u[i]! * SHIP_SP[i]!;
    land[st.side] += sp + 4 * st.u[U.FLEET]! + 2 * st.u[U.RAIDERS]!;
    ships[st.side] += sh;
    leaders[st.side] += st.leaders.length;
    if (sp > 0) held[st.at] = held[st.at]! | (1 << st.side);
  }
  for (const m of s.appear) { land[m.side] += MARKER_VALUE; held[m.at] = held[m.at]! | (1 << m.side); }
  return { land, ships, leaders, held };
}

/** Ghent numbers as they would stand at peace now (12.3), an enemy space with none of its holder's troops
 *  counted at `unheld` of its value (it may lose its flag, 12.2). */
function ghentNow(c: Compiled, s: War1812State, k: Census): [number, number] {
  const n = ghentNumbers(c, s);
  const u = 1 - WAR1812_WEIGHTS.unheld;
  if (u > 0) {
    for (const sp of c.landSpaces) {
      const ctl = s.control[sp]!;
      if ((ctl !== 0 && ctl !== 1) || c.owner[sp] !== 1 - ctl || k.held[sp]! & (1 << ctl)) continue;
      n[ctl] -= u * GHENT_POINTS[c.loc[sp]!]!;
    }
  }
  return n;
}

/** Reach of side `me`: for each of its expeditions with land SP, the best enemy-held space within 12 MP, its Ghent
 *  points × 0.7^(MP/4) (a card's activation is 4 MP), at most one expedition per target. */
function reach(c: Compiled, s: War1812State, t: Tables, me: 0 | 1): number {
  const enemy = 1 - me;
  let taken = 0; // count of the targets taken, in `takenAt`
  let total = 0;
  for (const st of s.stacks) {
    if (st.side !== me || st.id === '' || !st.leaders.length || c.kind[st.at] !== KIND.LAND) continue;
    let sp = 0;
    for (let i = 0; i < LAND_UNITS; i++) sp += st.u[i]!;
    if (sp < 2) continue;
    const row = t.near[st.at]!;
    let best = 0, bi = -1;
    for (let j = 0; j < row.to.length; j++) {
      if (MAX_POINTS * row.decay[j]! <= best) break; // the row is best first: nothing further can do better
      const to = row.to[j]!;
      if (s.control[to] !== enemy) continue;
      const v = GHENT_POINTS[c.loc[to]!]! * row.decay[j]!;
      if (v <= best) continue;
      let dup = false;
      for (let q = 0; q < taken; q++) if (takenAt[q] === to) { dup = true; break; }
      if (!dup) { best = v; bi = to; }
    }
    if (bi >= 0) { takenAt[taken++] = bi; total += best; }
  }
  return total;
}
const MAX_POINTS = Math.max(...Object.values(GHENT_POINTS).map(Number));
/** Scratch list of the targets already taken by an expedition in `reach` (one evaluation at a time). */
const takenAt = new Int32Array(512);

function share(a: number, b: number): number { return a + b > 0 ? (a - b) / (a + b) : 0; }
function strength(k: Census, i: 0 | 1): number { return k.land[i] + SHIP_VALUE * k.ships[i] + LEADER_VALUE * k.leaders[i]; }

/** The projected final box of the pair and its spread. */
export function projection(c: Compiled, s: War1812State): { box: number; sigma: number } {
  const W = WAR1812_WEIGHTS;
  const k = census(c, s);
  const g = ghentNow(c, s, k);
  if (s.ghent) {
    // 12.4: the Ghent shift is already in the pair's box; only the last cards' triggers can move it
    return { box: s.ghent.box, sigma: 0.6 };
  }
  const mid = (s.peace[0] + s.peace[1]) / 2;
  const cards = s.hands[0].length - s.hands[1].length; // sizes only: both are public
  const mat = share(strength(k, 0), strength(k, 1)) + 0.02 * CARD_VALUE * cards;
  const t = tablesFor(c);
  const rch = (reach(c, s, t, 0) - reach(c, s, t, 1)) / 4;
  // British advantage in boxes: positive moves the projected box toward 0
  const adv = (g[0] - g[1]) / 4 + W.material * mat + W.reach * rch;
  const gap = Math.max(0, s.peace[1] - s.peace[0]);
  return { box: mid - adv, sigma: W.sigma0 + W.sigmaGap * Math.sqrt(gap) };
}

export function evaluateWar1812(game: AnyGame, s: War1812State, side: SideId): number {
  const r = resultValue(game, s, side);
  if (r !== null) return r;
  const c = compiledFor(s.pack);
  const p = c.pack.params;
  const { box, sigma } = projection(c, s);
  const brit = cdf(p.britishMarginal + 0.5, box, sigma);
  const amer = 1 - cdf(p.americanMarginal - 0.5, box, sigma);
  const draw = Math.max(0, 1 - brit - amer);
  // a small linear term keeps a gradient where the bands saturate (centred on the status-quo band)
  const lin = Math.max(-0.5, Math.min(0.5, ((p.britishMarginal + p.americanMarginal) / 2 - box) / p.trackMax));
  const vb = 0.96 * (brit + 0.5 * draw) + 0.04 * (0.5 + lin);
  return side === 'british' ? vb : 1 - vb;
}

/* ------------------------------------------------------------------ light rollout policy */
function rolloutWar1812(_game: AnyGame, s: War1812State, _side: SideId, legal: War1812Action[], rng: RngState): War1812Action {
  // OPs are not thrown away at random: 'done' only when there is nothing else (or one time in six)
  if (s.phase === 'ops' && legal.length > 1 && randomInt(rng, 6) !== 0) {
    const rest = legal.filter((a) => a.type !== 'done');
    if (rest.length) return rest[randomInt(rng, rest.length)]!;
  }
  // an activated expedition moves rather than stops at once
  if (s.phase === 'move' && legal.length > 1 && randomInt(rng, 4) !== 0) {
    const go = legal.filter((a) => a.type === 'move' || a.type === 'river' || a.type === 'trail' || a.type === 'sea');
    if (go.length) return go[randomInt(rng, go.length)]!;
  }
  return legal[randomInt(rng, legal.length)]!;
}

export const war1812Heuristic: Heuristic<War1812State, War1812Action> = {
  evaluate: evaluateWar1812,
  rolloutAction: rolloutWar1812,
  lookahead(_game, s, side) {
    // a card play is judged once its OPs, its activation or its move are over
    if ((s.active === 0 ? 'british' : 'american') !== side) return false;
    return s.phase === 'ops' || s.phase === 'move' || s.phase === 'activate';
  },
  // Two determinizations: the map is open, only the hands, the deck and the dice differ between samples; four cost
  // three times as much a decision (77 against 23 ms on the loaded machine) for the arena runs of the balance report.
  greedySamples: 2,
  // ismcts plays its own follow-ups (the OPs and moves of a card it searched: three decisions in four) by greedy
  // over 8 determinizations: greedy:k=8 beat greedy (k=2) 26-18 with 16 draws over 60 games (seed k8a, 56.7 %,
  // CI 44.1-68.4), at 42 against 11 ms a decision, small next to the second of a searched card play.
  followSamples: 8,
  rolloutDepth: 40,
  exploration: 0.25,
  leafAtOwnTurn: true,
};
