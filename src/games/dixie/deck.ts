/**
 * 2.x Battle decks: random from the series (1.0, 2.0: 24 CSA / 30 USA, of a 60-card 24/36 deck), or custom by
 * battle points (13.9: 270/300, or 450/500 on the five-position line). No two cards of one number (2.1), except
 * specials (12.0). The muster is 18 cards (30 with 13.8), the rest the reinforcement deck (2.2).
 * 14.0: 48 CSA / 60 USA; 13.8: 40 CSA / 50 USA.
 */
import { RuleError } from '../../core/errors.js';
import { randomInt, shuffle, type RngState } from '../../core/rng.js';
import { SERIES, card, hasCard } from './data/cards.js';
import { R, type Side } from './state.js';

export type DeckMode = 'random' | 'points' | 'custom';

export function deckSize(side: Side, hist: boolean, n: number): number {
  if (hist) return side === 'USA' ? 60 : 48;
  if (n === 5) return side === 'USA' ? 50 : 40;
  return side === 'USA' ? 30 : 24;
}
export const budget = (side: Side, n: number): number => (n === 5 ? (side === 'USA' ? 500 : 450) : side === 'USA' ? 300 : 270);
export const musterSize = (n: number): number => (n === 5 ? 30 : 18);

export function seriesOf(side: Side, hist: boolean): number[] {
  return SERIES.filter((c) => c.side === side && !(c.type === 'special' && c.historicalOnly && !hist)).map((c) => c.no);
}

/** 2.1 / 12.0 / 13.9: turn a list of card numbers into instance ids; duplicates only for specials. */
export function instances(side: Side, nos: readonly number[], n: number, checkBudget: boolean): number[] {
  const copies = new Map<number, number>();
  const out: number[] = [];
  let bp = 0;
  nos.forEach((no, i) => {
    if (!hasCard(no)) throw new RuleError(R('2.1'), `decks.${side}.${i}: no card number ${no}`, 'bad-options');
    const c = card(no);
    if (c.side !== side) throw new RuleError(R('2.0'), `decks.${side}.${i}: card ${no} is a ${c.side} card`, 'bad-options');
    const k = copies.get(no) ?? 0;
    if (k > 0 && c.type !== 'special') throw new RuleError(R('2.1'), `decks.${side}.${i}: card ${no} appears twice; only specials may repeat`, 'bad-options');
    copies.set(no, k + 1);
    out.push(no + 1000 * k);
    bp += c.bp;
  });
  if (checkBudget && bp > budget(side, n)) throw new RuleError(R('13.9'), `decks.${side}: ${bp} BP exceeds the ${budget(side, n)} BP budget`, 'bad-options');
  return out;
}

/** A random deck of the series, or (points) random cards added while the BP budget allows (13.9). */
export function randomDeck(rng: RngState, side: Side, mode: 'random' | 'points', hist: boolean, n: number, day1: boolean): number[] {
  const pool = shuffle(rng, seriesOf(side, hist));
  if (mode === 'points') {
    const out: number[] = [];
    let bp = 0;
    for (const no of pool) { const b = card(no).bp; if (bp + b <= budget(side, n)) { out.push(no); bp += b; } }
    return out;
  }
  const size = deckSize(side, hist, n);
  if (hist && day1) {
    // 14.0 note: day-1 muster and reinforcements only from the cards marked (1).
    const d1 = pool.filter((no) => card(no).day === 1 && card(no).type !== 'special').slice(0, 24);
    const rest = pool.filter((no) => !d1.includes(no)).slice(0, size - 24);
    return [...d1, ...shuffle(rng, rest)];
  }
  void randomInt;
  return pool.slice(0, size);
}
