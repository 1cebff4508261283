/**
 * Cards (3.0-3.3): the yearly deal, the face-down choice, the reveal that makes Player 1, and the supply
 * cards' steps.
 */
import { RuleError } from '../../core/errors.js';
import type { LogEntry } from '../../core/log.js';
import { randomInt, shuffle } from '../../core/rng.js';
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
  // Optional rule 4 (dossier §7.12): one extra card each (4 in 1775, 6 later); each returns one before play.
  const k = n + (s.optional.extraCardPerYear ? 1 : 0);
  const deck = shuffle(s.rng, c.cards.map((_, i) => i));
  s.hands = [deck.slice(0, k).sort((a, b) => a - b), deck.slice(k, 2 * k).sort((a, b) => a - b)];
  s.handSize = n;
  s.history = [[], []];
  s.played = [-1, -1];
  log?.push({ key: 'lib.deal', params: { year: s.year, n }, rule: rule('3.0') });
  for (const side of SIDES) log?.push({ key: 'lib.hand', params: { cards: s.hands[SIDE_INDEX[side]].map((i) => c.cards[i]!.id) }, rule: rule('3.0'), to: [side] });
}

/** Optional rule 4: a side holding more cards than turns left this year must first return one. */
export const mustReturnCard = (s: LibertyState, si: number): boolean =>
  !!s.optional.extraCardPerYear && s.hands[si as 0 | 1].length > s.handSize - s.turn + 1;

/** Card choices: one per distinct card (kind, value) in the hand, lowest index first (or, optional rule 4,
 *  the card to return). */
export function cardActions(c: Compiled, s: LibertyState, side: SideId, out: LibertyAction[]): void {
  const si = SIDE_INDEX[side];
  if (s.played[si] !== -1) return;
  const ret = mustReturnCard(s, si);
  const hand = s.hands[si];
  for (let x = 0; x < hand.length; x++) {
    const k = c.cards[hand[x]!]!;
    let dup = false; // an earlier card of the hand with the same kind and value (hands hold at most 6 cards)
    for (let y = 0; y < x && !dup; y++) dup = c.cards[hand[y]!]!.kind === k.kind && c.cards[hand[y]!]!.value === k.value;
    if (dup) continue;
    const i = hand[x]!;
    out.push(ret ? { type: 'return-card', card: i } : { type: 'card', card: i });
  }
}

export function checkCard(s: LibertyState, side: SideId, card: number): void {
  const si = SIDE_INDEX[side];
  if (s.played[si] !== -1) throw new RuleError(rule('3.1'), 'you have already chosen a card this turn');
  if (!s.hands[si].includes(card)) throw new RuleError(rule('3.0'), `card ${String(card)} is not in your hand`);
  if (mustReturnCard(s, si)) throw new RuleError(rule('3.0'), 'optional rule 4: return one card of your hand before the year is played');
}

/** Optional rule 4: return one card (secretly) at the start of the year. */
export function returnCard(c: Compiled, s: LibertyState, side: SideId, card: number, log: LogEntry[] | null): void {
  const si = SIDE_INDEX[side];
  if (!mustReturnCard(s, si)) throw new RuleError(rule('3.0'), 'no card to return (optional rule 4)');
  if (!s.hands[si].includes(card)) throw new RuleError(rule('3.0'), `card ${String(card)} is not in your hand`);
  card = alikeInHand(c, s, si, card); // the ones kept are played (revealed) later: no order among alike cards
  s.hands[si] = s.hands[si].filter((x) => x !== card);
  log?.push({ key: 'lib.returnCard', params: { side }, rule: rule('3.0') });
  log?.push({ key: 'lib.returnCardId', params: { side, card: c.cards[card]!.id }, rule: rule('3.0'), to: [side] });
}

/**
 * 3.0, 3.1: cards of one kind and value are alike (a player plays "a 2", not one of the 2s), but each has its own
 * id, and the one played is revealed. Taking always the lowest id of the hand would tell the other player that
 * the lower ids of that value are not in this hand, and so something about the cards still in it; the card
 * played is therefore one of the hand's cards of that kind and value taken at random.
 */
function alikeInHand(c: Compiled, s: LibertyState, si: 0 | 1, card: number): number {
  const k = c.cards[card]!;
  const alike = s.hands[si].filter((x) => c.cards[x]!.kind === k.kind && c.cards[x]!.value === k.value);
  return alike.length > 1 ? alike[randomInt(s.rng, alike.length)]! : card;
}

/** Play a card face down; returns true when both have chosen (then `revealCards`). */
export function playCard(c: Compiled, s: LibertyState, side: SideId, chosen: number, log: LogEntry[] | null): boolean {
  const si = SIDE_INDEX[side];
  const card = alikeInHand(c, s, si, chosen);
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
  return supplyCode(c, s, side, b) === 0;
}

/** `supplyEligible` as a code: 0 if block b may take a step, else the reason (issue 22: one check for the list and
 *  the refusal, `supplyWhy`). Reads only the side's own block. */
function supplyCode(c: Compiled, s: LibertyState, side: SideId, b: number): number {
  const B = c.blocks;
  if (B.side[b] !== SIDE_INDEX[side]) return 1;
  if (s.moved[b]) return 2;
  if (s.steps[b]! >= B.maxSteps[b]!) return 3;
  if (B.french[b] && !s.frenchEntered) return 4;
  const l = s.loc[b]!;
  if (isHex(l)) return c.map.townValue[l]! > 0 || (B.indian[b]! && B.home[b] === l) ? 0 : 5;
  return l === LOC.ATLANTIC || isWestIndies(l) ? 0 : 6; // 3.3 the Atlantic box; 9.1 the West Indies by supply card
}

/** The rule and reason that refuse block b a supply step (null: it may take one; issue 22). */
export function supplyWhy(c: Compiled, s: LibertyState, side: SideId, b: number): [string, string] | null {
  switch (supplyCode(c, s, side, b)) {
    case 1: return [rule('3.3'), 'that block is not yours: supply steps go to friendly blocks'];
    case 2: return [rule('3.3'), 'that block has had its step from this card: one step per block at most'];
    case 3: return [rule('3.3'), 'that block is at full strength'];
    case 4: return [rule('9.0'), 'French blocks do nothing before France enters the war'];
    case 5: return [rule('3.3'), c.blocks.indian[b] ? 'an Indian takes supply steps in a supply town or its own town (10.0)' : 'supply steps go to blocks in a supply town (a town with a value 1-4), the Atlantic box or the West Indies (9.1)'];
    case 6: return [rule('3.3'), 'that block is not on the board (in the pool or a prisoner)'];
  }
  return null;
}

export function supplyActions(c: Compiled, s: LibertyState, side: SideId, out: LibertyAction[]): void {
  for (let b = 0; b < s.loc.length; b++) if (supplyEligible(c, s, side, b)) out.push({ type: 'supply', block: b });
  pushForcedExchanges(c, s, side, out);
  out.push({ type: 'end' });
}

/* ------------------------------------------------------------------ optional rule 2: forced exchange */

/** Optional rule 2 (dossier §7.12): instead of its steps, a supply card may force a prisoner exchange, one
 *  block each: the player gives back an enemy prisoner it holds and takes back one of its own. Only while no
 *  step of the card has been placed. */
export function canForceExchange(c: Compiled, s: LibertyState, side: SideId): boolean {
  if (!s.optional.supplyCardPrisonerExchange) return false;
  const si = SIDE_INDEX[side];
  const card = s.played[si];
  if (!isSupply(c, card) || s.points !== c.cards[card]!.value) return false;
  let mine = false, theirs = false;
  for (let b = 0; b < s.loc.length; b++) if (s.loc[b] === LOC.PRISONER) { if (c.blocks.side[b] === si) mine = true; else theirs = true; }
  return mine && theirs;
}

function pushForcedExchanges(c: Compiled, s: LibertyState, side: SideId, out: LibertyAction[]): void {
  if (!canForceExchange(c, s, side)) return;
  const si = SIDE_INDEX[side];
  for (let g = 0; g < s.loc.length; g++) {
    if (s.loc[g] !== LOC.PRISONER || c.blocks.side[g] === si) continue;
    for (let t = 0; t < s.loc.length; t++) if (s.loc[t] === LOC.PRISONER && c.blocks.side[t] === si) out.push({ type: 'offer', give: g, take: t });
  }
}

export function applyForcedExchange(c: Compiled, s: LibertyState, side: SideId, give: number, take: number, log: LogEntry[] | null): void {
  const si = SIDE_INDEX[side];
  if (!canForceExchange(c, s, side)) throw new RuleError(rule('3.3'), 'a forced prisoner exchange needs optional rule 2, a supply card not yet used for steps, and prisoners on both sides');
  if (s.loc[give] !== LOC.PRISONER || c.blocks.side[give] === si || s.loc[take] !== LOC.PRISONER || c.blocks.side[take] !== si) {
    throw new RuleError(rule('11.5'), 'an exchange trades an enemy prisoner you hold for one of your blocks the enemy holds');
  }
  for (const b of [give, take]) {
    s.loc[b] = c.blocks.french[b] && !s.frenchEntered ? LOC.FRENCH_POOL : LOC.POOL;
    s.steps[b] = c.blocks.maxSteps[b]!;
  }
  s.points = 0;
  log?.push({ key: 'lib.forcedExchange', params: { side, give: c.blocks.data[give]!.id, take: c.blocks.data[take]!.id }, rule: rule('11.5') });
}

export function applySupply(c: Compiled, s: LibertyState, side: SideId, b: number, log: LogEntry[] | null): void {
  const why = supplyWhy(c, s, side, b);
  if (why) throw new RuleError(why[0], why[1]);
  s.steps[b]!++;
  s.moved[b] = 1;
  s.points--;
  log?.push({ key: 'lib.supplyStep', params: { side, at: s.loc[b]! }, rule: rule('3.3') });
  log?.push({ key: 'lib.supplyStepBlock', params: { block: c.blocks.data[b]!.id, steps: s.steps[b]! }, rule: rule('3.3'), to: [side] });
}
