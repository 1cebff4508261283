/**
 * Building blocks of the hidden-information property tests (hidden-observer, hidden-refusals): a second state
 * that differs from the true one only in what a side cannot see about its enemy.
 */
import { randomInt, type RngState } from '../../src/core/rng.ts';
import { compiledFor } from '../../src/games/liberty/index.ts';
import type { LibertyAction } from '../../src/games/liberty/actions.ts';
import type { LibertyState, SideId } from '../../src/games/liberty/state.ts';
import { LOC, isHex, isWestIndies } from '../../src/games/liberty/state.ts';
import { visibleTo } from '../../src/games/liberty/view.ts';

const c = compiledFor('default');
const B = c.blocks;

/** May block b stand at loc (the kinds of 2.2x, 9.1, 10.0, as `sampleState` respects them)? */
export function fits(s: LibertyState, b: number, loc: number): boolean {
  if (loc === LOC.POOL) return !(B.french[b] && !s.frenchEntered);
  if (B.french[b] && !s.frenchEntered && loc !== LOC.FWI) return false;
  if (isHex(loc)) {
    if (B.warship[b]) return !c.map.land[loc] || !!c.map.port[loc];
    if (!c.map.land[loc]) return false;
    if (B.indian[b]) return !!c.map.wilderness[loc] || B.home[b] === loc;
    return true;
  }
  if (loc === LOC.ATLANTIC) return !B.american[b] && !B.indian[b];
  if (isWestIndies(loc)) return !B.american[b] && !B.indian[b] && !B.loyalist[b]; // 9.1
  return false;
}

/** Block b's identity is hidden from side o (the French pool is face up). */
export const hiddenFrom = (s: LibertyState, b: number, o: SideId): boolean => !visibleTo(c, s, b, o) && s.loc[b] !== LOC.FRENCH_POOL;

/** In t (a clone of s), blocks b1 and b2 trade places and flags, with strengths that fit them; everything naming
 *  them (the selected block, the drawn block, the battle lists) follows. */
export function swapBlocks(s: LibertyState, t: LibertyState, b1: number, b2: number): void {
  const arrays = ['loc', 'moved', 'viaRiver', 'reserve', 'forcedMarch', 'revealed'] as const;
  for (const k of arrays) { t[k][b1] = s[k][b2]!; t[k][b2] = s[k][b1]!; }
  const strength = (b: number, from: number) => (t.loc[b] === LOC.POOL ? B.maxSteps[b]! : Math.max(1, Math.min(s.steps[from]!, B.maxSteps[b]!)));
  t.steps[b1] = strength(b1, b2); t.steps[b2] = strength(b2, b1);
  const p = (b: number) => (b === b1 ? b2 : b === b2 ? b1 : b);
  t.drawn = s.drawn >= 0 ? p(s.drawn) : s.drawn;
  if (t.group) t.group.block = t.group.block >= 0 ? p(t.group.block) : -1;
  if (t.battle) {
    t.battle.blocks = t.battle.blocks.map(p); t.battle.acted = t.battle.acted.map(p);
    t.battle.mustRetreat = t.battle.mustRetreat.map(p); t.battle.hitBy = t.battle.hitBy >= 0 ? p(t.battle.hitBy) : -1;
  }
}

/**
 * In t (a clone of s), one of enemy e's cards (hand or face-down choice) is exchanged for one that side `oi` has
 * not seen this year; `alikeWanted(x)`, asked once x is drawn, says whether the new card must be alike (same kind
 * and value). Null when there is no such pair.
 */
export function exchangeEnemyCard(s: LibertyState, t: LibertyState, oi: 0 | 1, e: 0 | 1, rng: RngState, alikeWanted: (x: number) => boolean): { x: number; y: number; alike: boolean } | null {
  const seen = new Set<number>([...s.hands[oi], ...s.history[0], ...s.history[1]]);
  if (s.played[oi] >= 0) seen.add(s.played[oi]);
  const eCards = [...s.hands[e]];
  if (s.played[e] >= 0) eCards.push(s.played[e]);
  if (!eCards.length) return null;
  const x = eCards[randomInt(rng, eCards.length)]!;
  const alike = alikeWanted(x);
  const others = c.cards.map((_, i) => i).filter((i) => !seen.has(i) && !eCards.includes(i) && (!alike || (c.cards[i]!.kind === c.cards[x]!.kind && c.cards[i]!.value === c.cards[x]!.value)));
  if (!others.length) return null;
  const y = others[randomInt(rng, others.length)]!;
  t.hands[e] = t.hands[e].map((k) => (k === x ? y : k)).sort((p, q) => p - q);
  if (t.played[e] === x) t.played[e] = y;
  return { x, y, alike };
}

/**
 * The actions a random player picks from: seldom one that ends a move, a group or a regroup early, so that
 * armies meet and battles are fought (one draw from rng when there is a choice).
 */
export function busyPool(legal: LibertyAction[], rng: RngState): LibertyAction[] {
  const busy = legal.filter((x) => !['end', 'done', 'stop', 'battle-pass', 'battle-regroup-done'].includes(x.type));
  return busy.length && randomInt(rng, 8) ? busy : legal;
}
