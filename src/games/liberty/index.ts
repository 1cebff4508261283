/**
 * Liberty: The American Revolution 1775-83 (Columbia Games, 2003) behind the common engine interface.
 * Rules files: cards.ts (3.x), weather.ts (4.0), movement.ts (5.x, 8.1), reinforcements.ts (6.x),
 * combat.ts / retreat.ts / regroup.ts / naval.ts (7.x, 8.x), french.ts (9.x), indians.ts (10.0),
 * winter.ts (11.x), setup.ts (12.0); sequence.ts runs the turn.
 */
import { z } from 'zod';
import type { Game, GameResult } from '../../core/engine.js';
import { OBSERVER } from '../../core/engine.js';
import { RuleError } from '../../core/errors.js';
import type { LogEntry } from '../../core/log.js';
import type { Seed } from '../../core/rng.js';
import type { LibertyAction } from './actions.js';
import { checkActionShape, checkAlikeCard } from './actions.js';
import { cloneState } from './clone.js';
import { compile, locName, locNameJa } from './compile.js';
import { defaultLibertyPack } from './data/pack.js';
import type { LibertyPack } from './data/types.js';
import { logWords } from './log-words.js';
import { LIBERTY_MESSAGES } from './messages.js';
import { fromPosition, toPosition } from './position.js';
import { sampleFromView } from './sample.js';
import { activeSides, applyAction, inactiveReason, legalActions } from './sequence.js';
import { setupState } from './setup.js';
import type { Compiled, LibertyOptions, LibertyState, SideId } from './state.js';
import { SIDES } from './state.js';
import { buildView, type LibertyView } from './view.js';

const packs = new Map<string, LibertyPack>();
/** Make a (validated) pack available to games by id (options.pack). */
export function registerLibertyPack(id: string, pack: LibertyPack): void {
  packs.set(id, pack);
}
let defaultCompiled: Compiled | null = null; // asked for on every engine call: skip even the WeakMap lookup
export function compiledFor(id: string | undefined): Compiled {
  if (!id || id === 'default') return (defaultCompiled ??= compile(defaultLibertyPack));
  const p = packs.get(id);
  if (!p) throw new RuleError('liberty options', `unknown data pack "${id}"`, 'bad-options');
  return compile(p);
}
const C = (s: LibertyState): Compiled => compiledFor(s.pack);

const OptionsSchema = z.object({
  pack: z.string().default('default'),
  escalatingFrenchEntry: z.boolean().default(false),
  supplyCardPrisonerExchange: z.boolean().default(false),
  bwiImmobileUntilFrenchEntry: z.boolean().default(false),
  extraCardPerYear: z.boolean().default(false),
  indianHomeDefence: z.boolean().default(false),
  drawBand: z.boolean().default(false),
}).strict();

export const liberty: Game<LibertyState, LibertyAction, LibertyView, LibertyOptions> = {
  info: {
    id: 'liberty',
    title: { en: 'Liberty: The American Revolution 1775-83', ja: 'リバティ: アメリカ独立戦争 1775-83' },
    sides: SIDES,
    notice: {
      en: "Liberty's map, block roster, card mix and setup are reconstructions (see docs/liberty-data.md).",
      ja: 'リバティのマップ・ブロック・カード構成・初期配置は再構成です(docs/liberty-data.md 参照)。',
    },
  },
  defaultOptions: {
    pack: 'default', escalatingFrenchEntry: false, supplyCardPrisonerExchange: false, bwiImmobileUntilFrenchEntry: false,
    extraCardPerYear: false, indianHomeDefence: false, drawBand: false,
  },
  parseOptions(o) {
    const r = OptionsSchema.safeParse(o ?? {});
    if (!r.success) throw new RuleError('liberty options', r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '), 'bad-options');
    compiledFor(r.data.pack);
    return r.data;
  },
  setup(seed: Seed, options, log?: LogEntry[] | null) {
    return setupState(compiledFor(options.pack), seed, options, log ?? null);
  },
  activeSides(s) {
    return activeSides(C(s), s);
  },
  legalActions(s, side) {
    return legalActions(C(s), s, side as SideId);
  },
  applyInPlace(s, side, a, log) {
    if (side !== 'british' && side !== 'american') throw new RuleError('liberty core', `unknown side "${String(side)}"`, 'bad-side');
    applyAction(C(s), s, side, a, log);
  },
  checkRefused(s, side, a) {
    // an action not offered: its shape first (a card "7" is not card 7), then 3.1 alike cards, then the rules
    const c = C(s);
    checkActionShape(c, a);
    if (side === 'british' || side === 'american') checkAlikeCard(c, s, side, a);
  },
  inactiveReason(s, side) {
    return inactiveReason(C(s), s, side as SideId);
  },
  view(s, side) {
    return buildView(C(s), s, side === OBSERVER ? OBSERVER : (side as SideId));
  },
  result(s): GameResult | null {
    if (!s.result) return null;
    return { winner: s.result.winner, reason: s.result.reason, rule: s.result.rule, params: s.result.params };
  },
  clone: cloneState,
  toPosition(s) {
    return toPosition(C(s), s);
  },
  fromPosition(p, options) {
    const s = fromPosition(compiledFor(options.pack), p, options);
    s.pack = options.pack;
    return s;
  },
  messages: LIBERTY_MESSAGES,
  /**
   * Names come from the data pack the ids index into. The Game interface passes only the action and the
   * language (no state, no options), and a Liberty action carries nothing but pack-relative indices (block,
   * card, location), so through the interface the pack cannot be known: callers that hold the game's options
   * pass them as the third argument (an optional extension the interface allows); without them, or for a
   * pack no longer registered, the default pack names the ids.
   */
  describeAction(a, lang: 'en' | 'ja' = 'en', options?: { pack?: string }) {
    return describeLibertyAction(a, lang, options?.pack);
  },
  /** Card, block and place ids of a log entry in words from the game's pack (log-words.ts; default pack as above). */
  describeLogEntry(e, lang, options) {
    return logWords(compiledOrDefault(options?.pack), e, lang);
  },
  sampleState(v, side, seed, options) {
    const s = sampleFromView(compiledFor(options.pack), v, side as SideId, seed, options);
    s.pack = options.pack;
    return s;
  },
};

/** Short text for an action of a game played with data pack `pack` (default: the shipped pack). */
export function describeLibertyAction(a: LibertyAction, lang: 'en' | 'ja' = 'en', pack?: string): string {
  return describe(compiledOrDefault(pack), a, lang);
}

/** The compiled data of pack `pack`, or of the shipped pack when it is not registered (for names only). */
export function compiledOrDefault(pack: string | undefined): Compiled {
  try { return compiledFor(pack); } catch { return compiledFor('default'); }
}

function describe(c: Compiled, a: LibertyAction, lang: 'en' | 'ja'): string {
  const blk = (b: number) => (lang === 'ja' ? c.blocks.data[b]?.nameJa ?? c.blocks.data[b]?.name : c.blocks.data[b]?.name) ?? String(b);
  const ja = lang === 'ja';
  // Japanese: places and blocks by the pack's nameJa, else their English names (compile.ts locNameJa)
  const at = (l: number) => (ja ? locNameJa(c, l) : locName(c, l));
  switch (a.type) {
    case 'card': { const k = c.cards[a.card]; return k ? (ja ? `カード ${k.kind === 'supply' ? 'サプライ' : 'アクション'}${k.value}` : `card ${k.kind} ${k.value}`) : `card ${a.card}`; }
    case 'return-card': { const k = c.cards[a.card]; return k ? (ja ? `カードを戻す ${k.kind === 'supply' ? 'サプライ' : 'アクション'}${k.value}` : `return card ${k.kind} ${k.value}`) : `return card ${a.card}`; }
    case 'supply': return ja ? `${blk(a.block)}に補給` : `supply step to ${blk(a.block)}`;
    case 'group': return ja ? `${at(a.from)}のグループを移動` : `move a group from ${at(a.from)}`;
    case 'block': return ja ? `${blk(a.block)}を選ぶ` : `move ${blk(a.block)}`;
    case 'step': return ja ? `${at(a.to)}へ` : `to ${at(a.to)}`;
    case 'river': return ja ? `河川移動で${at(a.to)}へ` : `by river to ${at(a.to)}`;
    case 'stop': return ja ? '停止' : 'stop here';
    case 'done': return ja ? 'グループ移動終了' : 'end the group move';
    case 'draw': return ja ? '増援を引く' : 'draw a reinforcement';
    case 'place': return ja ? `${at(a.to)}に配置` : `place at ${at(a.to)}`;
    case 'end': return ja ? '終了' : 'end';
    case 'battle': return ja ? `${at(a.hex)}の戦闘` : `fight the battle at ${at(a.hex)}`;
    case 'disband': return ja ? `${blk(a.block)}を解散` : `disband ${blk(a.block)}`;
    case 'capture': return ja ? `${blk(a.block)}を失う` : `lose ${blk(a.block)} to attrition`;
    case 'offer': return ja ? `${blk(a.give)}と${blk(a.take)}の交換を提案` : `offer ${blk(a.give)} for ${blk(a.take)}`;
    case 'no-offer': return ja ? '交換の提案なし' : 'no exchange offer';
    case 'accept': return ja ? '受け入れる' : 'accept';
    case 'refuse': return ja ? '拒否する' : 'refuse';
    case 'battle-fire': return ja ? `${blk(a.block)}が射撃` : `${blk(a.block)} fires`;
    case 'battle-pass': return ja ? `${blk(a.block)}は待機` : `${blk(a.block)} holds`;
    case 'battle-retreat': return ja ? `${blk(a.block)}が${at(a.to)}へ退却` : `${blk(a.block)} retreats to ${at(a.to)}`;
    case 'battle-hit': return ja ? `${blk(a.block)}が命中を受ける` : `${blk(a.block)} takes the hit`;
    case 'battle-regroup': return ja ? `${blk(a.block)}が${at(a.to)}へ再編成` : `${blk(a.block)} regroups to ${at(a.to)}`;
    case 'battle-regroup-done': return ja ? '再編成終了' : 'end the regroup';
  }
  return JSON.stringify(a);
}

export type { LibertyAction, LibertyView, LibertyState, LibertyOptions };
