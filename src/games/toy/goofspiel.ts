/**
 * Goofspiel (GOPS): a tiny classic of game-playing research, here as a test game where skill matters, so the
 * bots' strength can be measured without a real game. (High Card cannot serve: against a uniformly random
 * opponent every strategy wins exactly as often.) Hidden information: the simultaneous face-down bid and
 * the order of the prize deck; chance: the shuffle and the dice that settle a tie. Rules:
 *   1. The prize cards 1..N are shuffled face down; each side holds the bid cards 1..N, which both sides know.
 *   2. Each round the top prize is turned face up; both sides choose a bid card face down at the same time;
 *      then both are revealed and discarded.
 *   3. The higher bid takes the prize; on equal bids each side rolls a die, higher takes it (reroll ties).
 *   4. After N rounds the side with more prize points wins; equal points draw.
 */
import { z } from 'zod';
import type { BaseState, Game, GameResult } from '../../core/engine.js';
import { OBSERVER } from '../../core/engine.js';
import { RuleError } from '../../core/errors.js';
import { createRng, randomInt, shuffle, type Seed } from '../../core/rng.js';
import { PositionError, zodIssues } from '../../core/position.js';
import { resolveDuel } from './duel.js';

export type GSide = 'north' | 'south';
const SIDES: readonly GSide[] = ['north', 'south'];
const other = (s: GSide): GSide => (s === 'north' ? 'south' : 'north');

export interface GoofspielState extends BaseState {
  n: number;
  /** Face-down prize deck, top = index 0. */
  deck: number[];
  /** The face-up prize of this round, null when the game is over. */
  prize: number | null;
  hands: Record<GSide, number[]>;
  chosen: Record<GSide, number | null>;
  score: Record<GSide, number>;
  revealed: { prize: number; north: number; south: number; dice?: number[][] }[];
}
export type GoofspielAction = { type: 'bid'; card: number };
export interface GoofspielView {
  n: number;
  prize: number | null;
  /** Prizes still face down (as a sorted set: their order is hidden). */
  prizesLeft: number[];
  /** Each side's bid cards not yet revealed (public: every bid is revealed after the round). */
  cards: Record<GSide, number[]>;
  /** This side's face-down bid this round, null if none or observer. */
  chosen: number | null;
  hasChosen: Record<GSide, boolean>;
  score: Record<GSide, number>;
  revealed: GoofspielState['revealed'];
}
export interface GoofspielOptions { cards: number }

const RULE = (n: string) => `goofspiel ${n}`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

const PositionSchema = z.object({
  n: z.number().int().min(2).max(13),
  deck: z.array(z.number().int().min(1).max(13)),
  prize: z.number().int().min(1).max(13).nullable(),
  hands: z.object({ north: z.array(z.number().int().min(1).max(13)), south: z.array(z.number().int().min(1).max(13)) }),
  chosen: z.object({ north: z.number().int().min(1).max(13).nullable(), south: z.number().int().min(1).max(13).nullable() }).optional(),
  score: z.object({ north: z.number().int().min(0), south: z.number().int().min(0) }),
}).strict();

export const goofspiel: Game<GoofspielState, GoofspielAction, GoofspielView, GoofspielOptions> = {
  info: { id: 'goofspiel', title: { en: 'Goofspiel (test game)', ja: 'グーフスピール(テスト用ゲーム)' }, sides: SIDES },
  defaultOptions: { cards: 6 },
  parseOptions(o) {
    const r = z.object({ cards: z.number().int().min(2).max(13).default(6) }).strict().safeParse(o ?? {});
    if (!r.success) throw new RuleError('goofspiel options', r.error.issues.map((i) => i.message).join('; '), 'bad-options');
    return r.data;
  },
  setup(seed: Seed, options, log) {
    const rng = createRng(seed);
    const deck = shuffle(rng, range(options.cards));
    const prize = deck.shift()!;
    log?.push({ key: 'gs.prize', params: { prize }, rule: RULE('2') });
    return {
      rng, step: 0, n: options.cards, deck, prize,
      hands: { north: range(options.cards), south: range(options.cards) },
      chosen: { north: null, south: null }, score: { north: 0, south: 0 }, revealed: [],
    };
  },
  activeSides(s) {
    if (s.prize === null) return [];
    return SIDES.filter((x) => s.chosen[x] === null);
  },
  legalActions(s, side) {
    if (s.prize === null || (side !== 'north' && side !== 'south') || s.chosen[side] !== null) return [];
    return s.hands[side].map((card) => ({ type: 'bid', card }));
  },
  applyInPlace(s, side, a, log) {
    const me = side as GSide;
    if (a?.type !== 'bid') throw new RuleError(RULE('2'), `unknown action type "${String(a?.type)}"`, 'malformed');
    if (s.prize === null) throw new RuleError(RULE('4'), 'the game is over');
    if (s.chosen[me] !== null) throw new RuleError(RULE('2'), 'you have already bid this round');
    if (!s.hands[me].includes(a.card)) throw new RuleError(RULE('2'), `card ${String(a.card)} is not in your hand`);
    s.hands[me] = s.hands[me].filter((c) => c !== a.card);
    s.chosen[me] = a.card;
    log?.push({ key: 'gs.chose', params: { side: me }, rule: RULE('2') });
    log?.push({ key: 'gs.choseCard', params: { side: me, card: a.card }, rule: RULE('2'), to: [me] });
    const n = s.chosen.north, so = s.chosen.south;
    if (n === null || so === null) return;
    const rec: GoofspielState['revealed'][number] = { prize: s.prize, north: n, south: so };
    const { winner, dice } = resolveDuel(s.rng, n, so, log, 'gs', RULE);
    if (dice) rec.dice = dice;
    s.score[winner] += s.prize;
    log?.push({ key: 'gs.take', params: { side: winner, prize: s.prize }, rule: RULE('3') });
    s.revealed.push(rec);
    s.chosen = { north: null, south: null };
    s.prize = s.deck.length > 0 ? s.deck.shift()! : null;
    if (s.prize !== null) log?.push({ key: 'gs.prize', params: { prize: s.prize }, rule: RULE('2') });
  },
  view(s, side) {
    const mine = side === OBSERVER ? null : (side as GSide);
    const cards = (x: GSide) => (s.chosen[x] === null ? [...s.hands[x]] : [...s.hands[x], s.chosen[x]!].sort((a, b) => a - b));
    return {
      n: s.n, prize: s.prize,
      prizesLeft: [...s.deck].sort((a, b) => a - b),
      cards: { north: cards('north'), south: cards('south') },
      chosen: mine ? s.chosen[mine] : null,
      hasChosen: { north: s.chosen.north !== null, south: s.chosen.south !== null },
      score: { ...s.score },
      revealed: s.revealed.map((r) => ({ ...r, dice: r.dice?.map((d) => [...d]) })),
    };
  },
  result(s): GameResult | null {
    if (s.prize !== null) return null;
    const { north, south } = s.score;
    if (north === south) return { winner: null, reason: 'gs.draw', rule: RULE('4'), params: { north, south } };
    return { winner: north > south ? 'north' : 'south', reason: 'gs.win', rule: RULE('4'), params: { north, south } };
  },
  clone(s) {
    return {
      rng: { s: [...s.rng.s] as [number, number, number, number], n: s.rng.n, ...(s.rng.forced ? { forced: [...s.rng.forced] } : {}) },
      step: s.step, n: s.n, deck: [...s.deck], prize: s.prize,
      hands: { north: [...s.hands.north], south: [...s.hands.south] },
      chosen: { ...s.chosen }, score: { ...s.score },
      revealed: s.revealed.map((r) => ({ ...r, dice: r.dice?.map((d) => [...d]) })),
    };
  },
  toPosition(s) {
    return { n: s.n, deck: [...s.deck], prize: s.prize, hands: { north: [...s.hands.north], south: [...s.hands.south] }, chosen: { ...s.chosen }, score: { ...s.score } };
  },
  fromPosition(p) {
    const r = PositionSchema.safeParse(p);
    if (!r.success) throw new PositionError('goofspiel', zodIssues(r.error, 'position'));
    const d = r.data;
    for (const side of SIDES) {
      const h = d.hands[side];
      if (new Set(h).size !== h.length) throw new PositionError('goofspiel', [{ path: `position.hands.${side}`, message: 'a card appears twice' }]);
      const c = d.chosen?.[side];
      if (c != null && h.includes(c)) throw new PositionError('goofspiel', [{ path: `position.chosen.${side}`, message: `card ${c} is both chosen and in the hand` }]);
      for (const x of [...h, ...(c != null ? [c] : [])]) if (x > d.n) throw new PositionError('goofspiel', [{ path: `position.hands.${side}`, message: `card ${x} is not in a game of ${d.n} cards` }]);
    }
    const prizes = [...d.deck, ...(d.prize !== null ? [d.prize] : [])];
    if (new Set(prizes).size !== prizes.length) throw new PositionError('goofspiel', [{ path: 'position.deck', message: 'a prize card appears twice (deck and prize)' }]);
    if (prizes.some((x) => x > d.n)) throw new PositionError('goofspiel', [{ path: 'position.deck', message: `a prize card is not in a game of ${d.n} cards` }]);
    return {
      rng: createRng(0), step: 0, n: d.n, deck: [...d.deck], prize: d.prize,
      hands: { north: [...d.hands.north], south: [...d.hands.south] },
      chosen: d.chosen ?? { north: null, south: null }, score: { ...d.score }, revealed: [],
    };
  },
  messages: {
    en: {
      'gs.prize': 'Prize {prize} is turned face up.', 'gs.chose': '{side} bids face down.',
      'gs.choseCard': 'You bid {card}.', 'gs.reveal': 'Revealed: north {north}, south {south}.',
      'gs.dice': 'Equal bids: north rolls {north}, south rolls {south}.', 'gs.take': '{side} takes prize {prize}.',
      'gs.win': 'Won {north}-{south}.', 'gs.draw': 'Drawn {north}-{south}.',
    },
    ja: {
      'gs.prize': '賞品{prize}が表向きになった。', 'gs.chose': '{side}が伏せて入札した。',
      'gs.choseCard': 'あなたは{card}で入札した。', 'gs.reveal': '公開: 北 {north}、南 {south}。',
      'gs.dice': '同値: 北のダイス {north}、南のダイス {south}。', 'gs.take': '{side}が賞品{prize}を獲得。',
      'gs.win': '{north}対{south}で勝利。', 'gs.draw': '{north}対{south}で引き分け。',
    },
  },
  describeAction(a, lang = 'en') {
    return lang === 'ja' ? `${a.card}で入札` : `bid ${a.card}`;
  },
  sampleState(v, side, seed, options) {
    // Unknown to `side`: the order of the face-down prizes, and the other side's bid if it has chosen.
    void options;
    const rng = createRng(seed);
    const me = side as GSide, opp = other(me);
    const oppCards = [...v.cards[opp]];
    let oppChosen: number | null = null;
    if (v.hasChosen[opp]) oppChosen = oppCards.splice(randomInt(rng, oppCards.length), 1)[0]!;
    const myCards = v.chosen === null ? [...v.cards[me]] : v.cards[me].filter((c) => c !== v.chosen);
    return {
      rng, step: 0, n: v.n, deck: shuffle(rng, [...v.prizesLeft]), prize: v.prize,
      hands: { [me]: myCards, [opp]: oppCards } as Record<GSide, number[]>,
      chosen: { [me]: v.chosen, [opp]: oppChosen } as Record<GSide, number | null>,
      score: { ...v.score }, revealed: v.revealed.map((r) => ({ ...r, dice: r.dice?.map((d) => [...d]) })),
    };
  },
};
