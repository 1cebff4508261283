/**
 * Every Liberty decision, as small plain objects (conventions: step-by-step, canonical order).
 * Blocks are indexes of Compiled.blocks (a side only ever names its own blocks, or prisoners, which are
 * face up); locations are integers (hex index or LOC.*); cards are indexes of Compiled.cards.
 */
import { z } from 'zod';
import { RuleError } from '../../core/errors.js';
import type { BattleAction } from './battle-state.js';
import { mustReturnCard } from './cards.js';
import type { Compiled, LibertyState, SideId } from './state.js';

export type { BattleAction };

export type LibertyAction =
  /** 3.0: choose this turn's card face down (simultaneous). */
  | { type: 'card'; card: number }
  /** 3.0, optional rule 4: return one card of the year's hand (secretly) before the first card is chosen. */
  | { type: 'return-card'; card: number }
  /** 3.3: add one step to this block (supply card). */
  | { type: 'supply'; block: number }
  /** 5.1: start a group move (one action point) from this location. */
  | { type: 'group'; from: number }
  /** 5.1: pick the next block of the group to move. */
  | { type: 'block'; block: number }
  /** 5.1/5.5/5.7/8.1/8.4/9.1: the selected block moves one hex (or by sea to the box, a port, the West Indies). */
  | { type: 'step'; to: number }
  /** 5.6: river movement: the selected block moves up to two hexes along one river or lake shore. */
  | { type: 'river'; to: number }
  /** The selected block stops here (it has moved if it took a step). */
  | { type: 'stop' }
  /** The group move is over. */
  | { type: 'done' }
  /** 6.0: spend an action point to draw a reinforcement (no more moves this turn, 3.2). */
  | { type: 'draw' }
  /** 6.1/6.2: place the drawn block. */
  | { type: 'place'; to: number }
  /** End: the supply steps (3.3), the action phase (3.1), or the disbanding (11.3). */
  | { type: 'end' }
  /** 7.1: Player 1 picks the next battle. */
  | { type: 'battle'; hex: number }
  /** 11.3: disband this block to the pool. */
  | { type: 'disband'; block: number }
  /** 11.4: this block is over the supply limit and is captured. */
  | { type: 'capture'; block: number }
  /** 11.5: offer to give back (also, in the supply phase, optional rule 2's forced exchange) `give` (an enemy block we hold) for `take` (one of ours the enemy holds). */
  | { type: 'offer'; give: number; take: number }
  | { type: 'no-offer' }
  | { type: 'accept' }
  | { type: 'refuse' }
  | BattleAction;

export type LibertyActionType = LibertyAction['type'];

/** A field holding an index (block, card, location): a non-negative integer, named in the message. */
const index = (name: string) =>
  z.number({ error: (i) => (i.input === undefined ? `${name} is missing` : `${name} must be an integer`) })
    .int({ error: `${name} must be an integer` }).min(0, { error: `${name} must not be negative` });
const only = <T extends string>(type: T) => z.strictObject({ type: z.literal(type) });
const withBlock = <T extends string>(type: T) => z.strictObject({ type: z.literal(type), block: index('block') });

/** The shape of every action type: field names and types (not whether the action is legal now). */
export const LIBERTY_ACTION_SCHEMAS: { [T in LibertyActionType]: z.ZodType<Extract<LibertyAction, { type: T }>> } = {
  card: z.strictObject({ type: z.literal('card'), card: index('card') }),
  'return-card': z.strictObject({ type: z.literal('return-card'), card: index('card') }),
  supply: withBlock('supply'),
  group: z.strictObject({ type: z.literal('group'), from: index('from') }),
  block: withBlock('block'),
  step: z.strictObject({ type: z.literal('step'), to: index('to') }),
  river: z.strictObject({ type: z.literal('river'), to: index('to') }),
  stop: only('stop'), done: only('done'), draw: only('draw'),
  place: z.strictObject({ type: z.literal('place'), to: index('to') }),
  end: only('end'),
  battle: z.strictObject({ type: z.literal('battle'), hex: index('hex') }),
  disband: withBlock('disband'), capture: withBlock('capture'),
  offer: z.strictObject({ type: z.literal('offer'), give: index('give'), take: index('take') }),
  'no-offer': only('no-offer'), accept: only('accept'), refuse: only('refuse'),
  'battle-fire': withBlock('battle-fire'), 'battle-pass': withBlock('battle-pass'), 'battle-hit': withBlock('battle-hit'),
  'battle-retreat': z.strictObject({ type: z.literal('battle-retreat'), block: index('block'), to: index('to') }),
  'battle-regroup': z.strictObject({ type: z.literal('battle-regroup'), block: index('block'), to: index('to') }),
  'battle-regroup-done': only('battle-regroup-done'),
};

/**
 * Refuse an action whose type is unknown or whose fields are missing, extra, or of the wrong type, with a
 * message naming the field, before any rule looks at it (a card "7" is not card 7). Block and card indexes
 * must exist in the game's data.
 */
export function checkActionShape(c: Compiled, a: unknown): asserts a is LibertyAction {
  const malformed = (m: string) => new RuleError('liberty core', `malformed action: ${m}`, 'malformed');
  if (a === null || typeof a !== 'object' || Array.isArray(a)) throw malformed('expected an object with a "type"');
  const t = (a as { type?: unknown }).type;
  if (typeof t !== 'string') throw malformed('type must be a string');
  if (!Object.hasOwn(LIBERTY_ACTION_SCHEMAS, t)) throw malformed(`unknown action type ${JSON.stringify(t).slice(0, 60)}`);
  const r = LIBERTY_ACTION_SCHEMAS[t as LibertyActionType].safeParse(a);
  if (!r.success) {
    const i = r.error.issues[0]!;
    throw malformed(i.code === 'unrecognized_keys' ? `a "${t}" action has no field ${i.keys.map((k) => JSON.stringify(k).slice(0, 40)).join(', ')}` : i.message);
  }
  const x = a as Record<string, number>;
  for (const f of ['block', 'give', 'take'] as const) {
    if (f in x && x[f]! >= c.blocks.count) throw malformed(`${f} ${x[f]} is not a block (0-${c.blocks.count - 1})`);
  }
  if ('card' in x && x.card! >= c.cards.length) throw malformed(`card ${x.card} is not a card (0-${c.cards.length - 1})`);
}

/**
 * 3.1 with 3.0: alike cards (same kind and value) are one card to the player: the choice is offered once, as the
 * first of them in the hand, and the card actually played (or returned, optional rule 4) is one of them taken at
 * random (cards.ts). Naming another held alike card is refused with the card to name instead, not a bare
 * "not offered": accepting it would give one decision two spellings, and the legal list is the authority.
 */
export function checkAlikeCard(c: Compiled, s: LibertyState, side: SideId, a: LibertyAction): void {
  if (s.phase !== 'card' || (a.type !== 'card' && a.type !== 'return-card')) return;
  const si = side === 'british' ? 0 : 1;
  const hand = s.hands[si];
  if (s.played[si] !== -1 || !hand.includes(a.card) || mustReturnCard(s, si) !== (a.type === 'return-card')) return; // the rules say why
  const k = c.cards[a.card]!;
  const first = hand.find((x) => c.cards[x]!.kind === k.kind && c.cards[x]!.value === k.value)!;
  if (first === a.card) return;
  throw new RuleError('liberty 3.1', `card ${a.card} (${k.id}) is alike to card ${first} (${c.cards[first]!.id}), ${k.kind} ${k.value}: alike cards are one choice, offered as {"type":"${a.type}","card":${first}}; which of your ${k.kind} ${k.value} cards is ${a.type === 'card' ? 'played' : 'returned'} is drawn at random`, 'not-offered');
}
