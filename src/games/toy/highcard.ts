/**
 * High Card: a deliberately tiny game that exercises every part of the engine interface (hidden hands,
 * a shuffle, simultaneous face-down choices, dice, a result) so the core, protocol, server and bots can be
 * tested without a real game. Rules:
 *   1. Each side shuffles its own cards 1-9 and is dealt 3, seen only by its owner.
 *   2. Each round both sides choose a card face down at the same time; then both are revealed.
 *   3. The higher card scores a point; on a tie each side rolls a die, higher scores (reroll ties).
 *   4. After 3 rounds the higher score wins; equal scores draw.
 */
import { z } from 'zod';
import type { BaseState, Game, GameResult } from '../../core/engine.js';
import { OBSERVER } from '../../core/engine.js';
import { RuleError } from '../../core/errors.js';
import type { LogEntry } from '../../core/log.js';
import { createRng, shuffle, type Seed } from '../../core/rng.js';
import { PositionError, zodIssues } from '../../core/position.js';
import { resolveDuel } from './duel.js';

export type HSide = 'north' | 'south';
const SIDES: readonly HSide[] = ['north', 'south'];
const other = (s: HSide): HSide => (s === 'north' ? 'south' : 'north');

export interface HighcardState extends BaseState {
  round: number; // 1..3, 4 = over
  hands: Record<HSide, number[]>;
  chosen: Record<HSide, number | null>;
  score: Record<HSide, number>;
  revealed: { round: number; north: number; south: number; dice?: number[][] }[];
}
export type HighcardAction = { type: 'play'; card: number };
export interface HighcardView {
  round: number;
  hand: number[] | null;
  handCounts: Record<HSide, number>;
  chosen: number | null;
  hasChosen: Record<HSide, boolean>;
  score: Record<HSide, number>;
  revealed: HighcardState['revealed'];
}
export interface HighcardOptions { rounds: number }

const RULE = (n: string) => `highcard ${n}`;

const PositionSchema = z.object({
  round: z.number().int().min(1).max(4),
  hands: z.object({ north: z.array(z.number().int().min(1).max(9)), south: z.array(z.number().int().min(1).max(9)) }),
  chosen: z.object({ north: z.number().int().min(1).max(9).nullable(), south: z.number().int().min(1).max(9).nullable() }).optional(),
  score: z.object({ north: z.number().int().min(0), south: z.number().int().min(0) }),
}).strict();

export const highcard: Game<HighcardState, HighcardAction, HighcardView, HighcardOptions> = {
  info: { id: 'highcard', title: { en: 'High Card (test game)', ja: 'ハイカード(テスト用ゲーム)' }, sides: SIDES },
  defaultOptions: { rounds: 3 },
  parseOptions(o) {
    const r = z.object({ rounds: z.number().int().min(1).max(3).default(3) }).strict().safeParse(o ?? {});
    if (!r.success) throw new RuleError('highcard options', r.error.issues.map((i) => i.message).join('; '), 'bad-options');
    return r.data;
  },
  setup(seed: Seed, options, log) {
    const rng = createRng(seed);
    const deckN = shuffle(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const deckS = shuffle(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    log?.push({ key: 'hc.deal', rule: RULE('1') });
    return {
      rng, step: 0, round: 4 - options.rounds,
      hands: { north: deckN.slice(0, 3).sort(), south: deckS.slice(0, 3).sort() },
      chosen: { north: null, south: null }, score: { north: 0, south: 0 }, revealed: [],
    };
  },
  activeSides(s) {
    if (s.round > 3) return [];
    return SIDES.filter((x) => s.chosen[x] === null);
  },
  legalActions(s, side) {
    if (!this.activeSides(s).includes(side)) return [];
    return s.hands[side as HSide].map((card) => ({ type: 'play', card }));
  },
  applyInPlace(s, side, a, log) {
    const me = side as HSide;
    if (a?.type !== 'play') throw new RuleError(RULE('2'), `unknown action type "${String(a?.type)}"`, 'malformed');
    if (s.chosen[me] !== null) throw new RuleError(RULE('2'), 'you have already chosen a card this round');
    if (!s.hands[me].includes(a.card)) throw new RuleError(RULE('2'), `card ${String(a.card)} is not in your hand`);
    s.hands[me] = s.hands[me].filter((c) => c !== a.card);
    s.chosen[me] = a.card;
    log?.push({ key: 'hc.chose', params: { side: me }, rule: RULE('2') });
    log?.push({ key: 'hc.choseCard', params: { side: me, card: a.card }, rule: RULE('2'), to: [me] });
    const n = s.chosen.north, so = s.chosen.south;
    if (n === null || so === null) return;
    const rec: HighcardState['revealed'][number] = { round: s.round, north: n, south: so };
    const { winner, dice } = resolveDuel(s.rng, n, so, log, 'hc', RULE);
    if (dice) rec.dice = dice;
    s.score[winner]++;
    log?.push({ key: 'hc.point', params: { side: winner }, rule: RULE('3') });
    s.revealed.push(rec);
    s.chosen = { north: null, south: null };
    s.round++;
  },
  view(s, side) {
    const mine = side === OBSERVER ? null : (side as HSide);
    return {
      round: s.round,
      hand: mine ? [...s.hands[mine]] : null,
      handCounts: { north: s.hands.north.length, south: s.hands.south.length },
      chosen: mine ? s.chosen[mine] : null,
      hasChosen: { north: s.chosen.north !== null, south: s.chosen.south !== null },
      score: { ...s.score },
      revealed: s.revealed.map((r) => ({ ...r, dice: r.dice?.map((d) => [...d]) })),
    };
  },
  result(s): GameResult | null {
    if (s.round <= 3) return null;
    const { north, south } = s.score;
    if (north === south) return { winner: null, reason: 'hc.draw', rule: RULE('4') };
    return { winner: north > south ? 'north' : 'south', reason: 'hc.win', rule: RULE('4'), params: { north, south } };
  },
  clone(s) {
    return {
      rng: { s: [...s.rng.s] as [number, number, number, number], n: s.rng.n, ...(s.rng.forced ? { forced: [...s.rng.forced] } : {}) },
      step: s.step, round: s.round,
      hands: { north: [...s.hands.north], south: [...s.hands.south] },
      chosen: { ...s.chosen }, score: { ...s.score },
      revealed: s.revealed.map((r) => ({ ...r, dice: r.dice?.map((d) => [...d]) })),
    };
  },
  toPosition(s) {
    return { round: s.round, hands: { north: [...s.hands.north], south: [...s.hands.south] }, chosen: { ...s.chosen }, score: { ...s.score } };
  },
  fromPosition(p) {
    const r = PositionSchema.safeParse(p);
    if (!r.success) throw new PositionError('highcard', zodIssues(r.error, 'position'));
    for (const side of SIDES) {
      const h = r.data.hands[side];
      if (new Set(h).size !== h.length) throw new PositionError('highcard', [{ path: `position.hands.${side}`, message: 'a card appears twice' }]);
      const c = r.data.chosen?.[side];
      if (c != null && h.includes(c)) throw new PositionError('highcard', [{ path: `position.chosen.${side}`, message: `card ${c} is both chosen and in the hand` }]);
    }
    return {
      rng: createRng(0), step: 0, round: r.data.round,
      hands: { north: [...r.data.hands.north], south: [...r.data.hands.south] },
      chosen: r.data.chosen ?? { north: null, south: null }, score: { ...r.data.score }, revealed: [],
    };
  },
  messages: {
    en: {
      '@north': 'North', '@south': 'South',
      'hc.deal': 'Each side shuffles its cards and is dealt three.', 'hc.chose': '{side} chooses a card face down.',
      'hc.choseCard': 'You chose {card}.', 'hc.reveal': 'Revealed: north {north}, south {south}.',
      'hc.dice': 'Tie: north rolls {north}, south rolls {south}.', 'hc.point': '{side} scores.',
      'hc.win': 'Won {north}-{south}.', 'hc.draw': 'Drawn.',
    },
    ja: {
      '@north': '北', '@south': '南',
      'hc.deal': 'カードを混ぜ、各陣営に3枚配った。', 'hc.chose': '{side}がカードを伏せて選んだ。',
      'hc.choseCard': 'あなたは{card}を選んだ。', 'hc.reveal': '公開: 北 {north}、南 {south}。',
      'hc.dice': '同値: 北のダイス {north}、南のダイス {south}。', 'hc.point': '{side}が得点。',
      'hc.win': '{north}対{south}で勝利。', 'hc.draw': '引き分け。',
    },
  },
  describeAction(a, lang = 'en') {
    return lang === 'ja' ? `${a.card}を出す` : `play ${a.card}`;
  },
  sampleState(v, side, seed, options) {
    // Unknown: the opponent's hand. Draw it from the cards this side has not seen.
    const rng = createRng(seed);
    const me = side as HSide, opp = other(me);
    const seen = new Set<number>(v.revealed.map((r) => r[opp]));
    const unseen = shuffle(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((c) => !seen.has(c)));
    const oppCount = v.handCounts[opp] + (v.hasChosen[opp] ? 1 : 0);
    const oppCards = unseen.slice(0, oppCount);
    const oppChosen = v.hasChosen[opp] ? oppCards.pop()! : null;
    void options;
    return {
      rng, step: 0, round: v.round,
      hands: { [me]: [...(v.hand ?? [])], [opp]: oppCards.sort() } as Record<HSide, number[]>,
      chosen: { [me]: v.chosen, [opp]: oppChosen } as Record<HSide, number | null>,
      score: { ...v.score }, revealed: v.revealed.map((r) => ({ ...r })),
    };
  },
};

export type { LogEntry };
