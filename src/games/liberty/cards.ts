/**
 * Cards (3.0-3.3): the yearly deal, the face-down choice, the reveal that makes Player 1, and the supply
 * cards' steps.
 */
import { RuleError } from '../../core/errors.js';
import type { LogEntry } from '../../core/log.js';
import { shuffle } from '../../core/rng.js';
import type { LibertyAction } from './actions.js';
import type { Compiled, LibertyState, SideId } from './state.js';
import { LOC, SIDES, SIDE_INDEX, isHex, isWestIndies } from './state.js';

const rule = (n: string) => `liberty ${n}`;

/** Cards per player this year: 3 in 1775 (dossier §2), 5 after (3.0); +1 with the optional rule 4. */
export function handSizeFor(c: Compiled, s: LibertyState, year: number): number {
  const hs = c.pack.rules.handSize;
  return hs.byYear[String(year)] ?? hs.default;
}

/** 3.0: all 25 cards are shuffled each year and dealt face down; unused cards are lost (11.0). */
export function dealYear(c: Compiled, s: LibertyState, log: LogEntry[] | null): void {
  const n = handSizeFor(c, s, s.year);
  const deck = shuffle(s.rng, c.cards.map((_, i) => i));
  s.hands = [deck.slice(0, n).sort((a, b) => a - b), deck.slice(n, 2 * n).sort((a, b) => a - b)];
  s.handSize = n;
  s.history = [[], []];
  s.played = [-1, -1];
  log?.push({ key: 'lib.deal', params: { year: s.year, n }, rule: rule('3.0') });
  for (const side of SIDES) log?.push({ key: 'lib.hand', params: { cards: s.hands[SIDE_INDEX[side]].map((i) => c.cards[i]!.id) }, rule: rule('3.0'), to: [side] });
}

/** Card choices: one per distinct card (kind, value) in the hand, lowest index first. */
export function cardActions(c: Compiled, s: LibertyState, side: SideId, out: LibertyAction[]): void {
  const si = SIDE_INDEX[side];
  if (s.played[si] !== -1) return;
  const seen = new Set<string>();
  for (const i of s.hands[si]) {
    const k = c.cards[i]!.kind + c.cards[i]!.value;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({ type: 'card', card: i });
  }
}

export function checkCard(s: LibertyState, side: SideId, card: number): void {
  const si = SIDE_INDEX[side];
  if (s.played[si] !== -1) throw new RuleError(rule('3.1'), 'you have already chosen a card this turn');
  if (!s.hands[si].includes(card)) throw new RuleError(rule('3.0'), `card ${String(card)} is not in your hand`);
}

/** Play a card face down; returns true when both have chosen (then `revealCards`). */
export function playCard(c: Compiled, s: LibertyState, side: SideId, card: number, log: LogEntry[] | null): boolean {
  const si = SIDE_INDEX[side];
  s.hands[si] = s.hands[si].filter((x) => x !== card);
  s.played[si] = card;
  log?.push({ key: 'lib.chose', params: { side }, rule: rule('3.1') });
  log?.push({ key: 'lib.choseCard', params: { side, card: c.cards[card]!.id }, rule: rule('3.1'), to: [side] });
  return s.played[0] !== -1 && s.played[1] !== -1;
}

export const isSupply = (c: Compiled, card: number): boolean => card >= 0 && c.cards[card]!.kind === 'supply';
export const actionPoints = (c: Compiled, card: number): number => (card >= 0 && c.cards[card]!.kind === 'action' ? c.cards[card]!.value : 0);

/** 3.1, 3.3, intro: reveal both; supply card → its player is Player 1 (both → British); else higher value,
 *  tie → British. */
export function revealCards(c: Compiled, s: LibertyState, log: LogEntry[] | null): void {
  const [bc, ac] = s.played;
  s.history[0].push(bc);
  s.history[1].push(ac);
  const bs = isSupply(c, bc), as = isSupply(c, ac);
  let p1: SideId;
  if (bs || as) p1 = bs ? 'british' : 'american';
  else p1 = c.cards[ac]!.value > c.cards[bc]!.value ? 'american' : 'british';
  s.p1 = p1;
  log?.push({ key: 'lib.cards', params: { british: c.cards[bc]!.id, american: c.cards[ac]!.id, p1 }, rule: rule(bs || as ? '3.3' : '3.1') });
}

/* ------------------------------------------------------------------ 3.3 supply steps */

/** s.moved marks the blocks already given a step by this card (moved is all zero before movement). */
export function supplyEligible(c: Compiled, s: LibertyState, side: SideId, b: number): boolean {
  const B = c.blocks;
  if (B.side[b] !== SIDE_INDEX[side] || s.moved[b] || s.steps[b]! >= B.maxSteps[b]!) return false;
  if (B.french[b] && !s.frenchEntered) return false;
  const l = s.loc[b]!;
  if (isHex(l)) return c.map.townValue[l]! > 0 || (B.indian[b]! && B.home[b] === l);
  return l === LOC.ATLANTIC || isWestIndies(l); // 3.3 the Atlantic box; 9.1 the West Indies by supply card
}

export function supplyActions(c: Compiled, s: LibertyState, side: SideId, out: LibertyAction[]): void {
  for (let b = 0; b < s.loc.length; b++) if (supplyEligible(c, s, side, b)) out.push({ type: 'supply', block: b });
  out.push({ type: 'end' });
}

export function hasSupplyTarget(c: Compiled, s: LibertyState, side: SideId): boolean {
  for (let b = 0; b < s.loc.length; b++) if (supplyEligible(c, s, side, b)) return true;
  return false;
}

export function applySupply(c: Compiled, s: LibertyState, side: SideId, b: number, log: LogEntry[] | null): void {
  if (!supplyEligible(c, s, side, b)) throw new RuleError(rule('3.3'), 'a supply step goes to a friendly block below full strength in a supply town, the Atlantic box, the West Indies, or an Indian in its own town, at most one step per block');
  s.steps[b]!++;
  s.moved[b] = 1;
  s.points--;
  log?.push({ key: 'lib.supplyStep', params: { side, at: s.loc[b]! }, rule: rule('3.3') });
  log?.push({ key: 'lib.supplyStepBlock', params: { block: c.blocks.data[b]!.id, steps: s.steps[b]! }, rule: rule('3.3'), to: [side] });
}
