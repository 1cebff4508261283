/**
 * Information-set sampling for the bots (engine `sampleState`): a full state consistent with a side's view.
 * Enemy face-down blocks get identities drawn from the enemy blocks this side has not seen (not revealed,
 * not prisoners, not in the face-up French pool), respecting where each kind of block may stand; the
 * opponent's hand comes from the cards this side has not seen this year. Never reads the true state.
 */
import { randomInt, shuffle, type Seed } from '../../core/rng.js';
import { emptyState } from './setup.js';
import type { Compiled, LibertyOptions, LibertyState, SideId } from './state.js';
import { LOC, SIDE_INDEX, isHex, isWestIndies } from './state.js';
import type { LibertyView } from './view.js';
import { cloneContest } from './view.js';

function fits(c: Compiled, v: LibertyView, b: number, loc: number): boolean {
  const B = c.blocks;
  if (B.french[b] && !v.frenchEntered && loc !== LOC.FWI) return false;
  if (isHex(loc)) {
    if (B.warship[b]) return !c.map.land[loc] || c.map.port[loc]!;
    if (!c.map.land[loc]) return false;
    if (B.indian[b]) return c.map.wilderness[loc]! || B.home[b] === loc;
    return true;
  }
  if (loc === LOC.ATLANTIC) return !B.american[b] && !B.indian[b];
  if (isWestIndies(loc)) return !B.american[b] && !B.indian[b] && !B.loyalist[b]; // 9.1: British or French blocks only
  return false;
}

export function sampleFromView(c: Compiled, v: LibertyView, side: SideId, seed: Seed, options: LibertyOptions): LibertyState {
  const s = emptyState(c, seed, options);
  const me = SIDE_INDEX[side], opp = 1 - me;
  Object.assign(s, {
    year: v.year, turn: v.turn, phase: v.phase, p1: v.p1, mover: v.mover, weather: v.weather, frenchEntered: v.frenchEntered,
    points: v.points, drawing: v.drawing, handSize: v.handSize, control: v.control.slice(),
    entries: v.entries.slice(), placed: v.placed.slice(), optional: { ...v.optional },
    result: v.result ? { ...v.result } : null,
  });
  for (const k in v.sideUse) s.sideUse[k] = [v.sideUse[k]![0], v.sideUse[k]![1]];
  if (v.regroupUse) { s.regroupUse = {}; for (const k in v.regroupUse) s.regroupUse[k] = [v.regroupUse[k]![0], v.regroupUse[k]![1]]; }
  s.contests = v.contests.map(cloneContest);
  s.winter = v.winter ? { ...v.winter, offer: v.winter.offer ? { ...v.winter.offer } : null } : null;
  s.group = v.group ? { ...v.group, path: v.group.path.slice() } : null;
  s.drawn = v.drawn;
  const known = new Set<number>();
  for (const e of v.blocks) {
    if (e.id === undefined) continue;
    known.add(e.id);
    s.loc[e.id] = e.loc; s.steps[e.id] = e.steps ?? c.blocks.maxSteps[e.id]!;
    s.moved[e.id] = e.moved ?? 0; s.reserve[e.id] = e.reserve ?? 0; s.viaRiver[e.id] = e.viaRiver ?? 0;
    s.forcedMarch[e.id] = e.forcedMarch ?? 0; s.revealed[e.id] = e.revealed ?? 0;
  }
  const unseen: number[] = [];
  for (let b = 0; b < c.blocks.count; b++) if (c.blocks.side[b] === opp && !known.has(b)) unseen.push(b);
  shuffle(s.rng, unseen);
  const hidden = v.blocks.filter((e) => e.id === undefined);
  for (const e of hidden) {
    let k = unseen.findIndex((b) => fits(c, v, b, e.loc));
    if (k < 0) k = unseen.length ? 0 : -1;
    if (k < 0) break;
    const b = unseen.splice(k, 1)[0]!;
    s.loc[b] = e.loc; s.steps[b] = 1 + randomInt(s.rng, c.blocks.maxSteps[b]!);
    s.moved[b] = e.moved ?? 0; s.reserve[b] = e.reserve ?? 0; s.viaRiver[b] = e.viaRiver ?? 0;
  }
  for (const b of unseen) { s.loc[b] = c.blocks.french[b] && !v.frenchEntered ? LOC.FRENCH_POOL : LOC.POOL; s.steps[b] = c.blocks.maxSteps[b]!; }
  // cards
  const seen = new Set<number>([...(v.hand ?? []), ...v.history[0], ...v.history[1]]);
  if (v.played >= 0) seen.add(v.played);
  const deck = shuffle(s.rng, c.cards.map((_, i) => i).filter((i) => !seen.has(i)));
  const oppN = v.handCounts[opp as 0 | 1];
  const hands: [number[], number[]] = [[], []];
  hands[me as 0 | 1] = (v.hand ?? []).slice();
  hands[opp as 0 | 1] = deck.slice(0, oppN).sort((a, b) => a - b);
  s.hands = hands;
  s.played = [-1, -1];
  s.played[me as 0 | 1] = v.played;
  if (v.hasChosen[opp]) s.played[opp as 0 | 1] = deck[oppN] ?? -1;
  s.history = [v.history[0].slice(), v.history[1].slice()];
  // battle: the full list of blocks in the battle hex
  if (v.battle) {
    const bv = v.battle;
    const inHex: number[] = [];
    for (let b = 0; b < s.loc.length; b++) if (s.loc[b] === bv.hex) inHex.push(b);
    const { hidden: _h, ...rest } = bv;
    void _h;
    s.battle = { ...rest, blocks: inHex, acted: bv.acted.slice(), mustRetreat: bv.mustRetreat.slice(), use: { ...bv.use }, seaUse: [bv.seaUse[0], bv.seaUse[1]], seaOk: [bv.seaOk[0], bv.seaOk[1]] };
  }
  return s;
}
