/**
 * A test-only game for undo: on its turn a side may mark (no chance, nothing hidden), roll a die, show its
 * secret to the opponent, or end its turn. Four turns in all.
 */
import type { BaseState, Game } from '../../src/core/engine.js';
import { RuleError } from '../../src/core/errors.js';
import { createRng, rollD6 } from '../../src/core/rng.js';

type Side = 'a' | 'b';
interface S extends BaseState { turn: number; marks: number[]; secret: Record<Side, number>; rolls: number[]; peeked: Side[] }
type A = { type: 'mark'; n: number } | { type: 'roll' } | { type: 'show' } | { type: 'peek' } | { type: 'end' };
const sideOf = (s: S): Side => (s.turn % 2 === 0 ? 'a' : 'b');

export const undogame: Game<S, A, unknown, Record<string, never>> = {
  info: { id: 'undotest', title: { en: 'Undo test', ja: 'Undo test' }, sides: ['a', 'b'] },
  defaultOptions: {},
  parseOptions: () => ({}),
  setup(seed) {
    const rng = createRng(seed);
    return { rng, step: 0, turn: 0, marks: [], secret: { a: 7, b: 8 }, rolls: [], peeked: [] };
  },
  activeSides: (s) => (s.turn >= 4 ? [] : [sideOf(s)]),
  legalActions(s, side) {
    if (s.turn >= 4 || side !== sideOf(s)) return [];
    return [{ type: 'mark', n: 1 }, { type: 'mark', n: 2 }, { type: 'roll' }, { type: 'show' }, { type: 'peek' }, { type: 'end' }];
  },
  applyInPlace(s, side, a, log) {
    if (side !== sideOf(s)) throw new RuleError('undotest 1', 'not your turn');
    const other = side === 'a' ? 'b' : 'a';
    if (a.type === 'mark') { s.marks.push(a.n); log?.push({ key: 'mark', params: { side, n: a.n } }); }
    else if (a.type === 'roll') { const d = rollD6(s.rng); s.rolls.push(d); log?.push({ key: 'roll', params: { side, d } }); }
    else if (a.type === 'show') log?.push({ key: 'show', params: { n: s.secret[side as Side] }, to: [other] });
    else if (a.type === 'peek') { s.peeked.push(side as Side); log?.push({ key: 'peek', params: { side } }); }
    else { s.turn++; log?.push({ key: 'end', params: { side } }); }
  },
  view: (s, side) => ({
    turn: s.turn, marks: [...s.marks], rolls: [...s.rolls], mySecret: side === 'a' || side === 'b' ? s.secret[side] : null,
    theirSecret: (side === 'a' || side === 'b') && s.peeked.includes(side) ? s.secret[side === 'a' ? 'b' : 'a'] : null,
  }),
  /** The opponent's secret is unknown until peeked: any of 1-9. */
  sampleState(v: any, side, seed) {
    const rng = createRng(seed);
    const other = side === 'a' ? 'b' : 'a';
    const guess = v.theirSecret ?? 1 + (Number(String(seed).length + String(seed).charCodeAt(String(seed).length - 1)) % 9);
    return { rng, step: 0, turn: v.turn, marks: [...v.marks], rolls: [...v.rolls], secret: { [side]: v.mySecret, [other]: guess } as Record<Side, number>, peeked: v.theirSecret !== null ? [side as Side] : [] };
  },
  result: (s) => (s.turn >= 4 ? { winner: null, reason: 'done', rule: 'undotest 2' } : null),
  clone: (s) => ({ ...s, rng: { ...s.rng, s: [...s.rng.s] as [number, number, number, number] }, marks: [...s.marks], secret: { ...s.secret }, rolls: [...s.rolls], peeked: [...s.peeked] }),
  toPosition: (s) => s,
  fromPosition: () => { throw new Error('no'); },
  messages: { en: {}, ja: {} },
  describeAction: (a) => a.type,
};
