/**
 * The War of 1812 game behind the common engine interface, designed on the surviving player-aid charts
 * (../shared/rules/004_…txt; docs/war1812-rules.md). Rules files: setup.ts (3.0), sequence.ts / season.ts (4.x),
 * cards.ts / operations.ts (5.x), movement.ts (6.x), supply.ts (7.x), combat.ts / capture.ts (8.x), lake.ts
 * (9.x), stacks.ts (10.x leaders), victory.ts / napoleon.ts (11.x), ghent.ts (12.x).
 */
import { z } from 'zod';
import type { Game, GameResult } from '../../core/engine.js';
import { OBSERVER } from '../../core/engine.js';
import { RuleError } from '../../core/errors.js';
import type { LogEntry } from '../../core/log.js';
import type { Seed } from '../../core/rng.js';
import { checkShape, explainRefusal } from './actions.js';
import { cloneState } from './clone.js';
import type { Compiled } from './compile.js';
import { logWords } from './log-words.js';
import { WAR1812_MESSAGES } from './messages.js';
import { compiledFor } from './packs.js';
import { fromPosition, toPosition } from './position.js';
import { sampleFromView } from './sample.js';
import { activeSides, applyAction, legalActions, type War1812Action } from './sequence.js';
import { setupState } from './setup.js';
import { SIDES, UNITS, sideIndex, type War1812State } from './state.js';
import { buildView, type War1812View } from './view.js';

export interface War1812Options { pack: string }
const OptionsSchema = z.strictObject({ pack: z.string().default('default') });
const C = (s: War1812State): Compiled => compiledFor(s.pack);

export const war1812: Game<War1812State, War1812Action, War1812View, War1812Options> = {
  info: {
    id: 'war1812',
    title: { en: 'The War of 1812 (designed on the surviving charts)', ja: '1812年戦争(現存チャートに基づく設計)' },
    sides: SIDES,
    notice: {
      en: "Only this game's player-aid charts survive: every chart entry is enforced; the map, cards, leaders' values, American side and every other rule are Muster's design (docs/war1812-rules.md).",
      ja: 'このゲームはプレイヤー補助チャートのみが現存します。チャートの全項目を適用し、マップ・カード・指揮官の数値・アメリカ軍・その他のルールはMusterの設計です(docs/war1812-rules.md)。',
    },
  },
  defaultOptions: { pack: 'default' },
  parseOptions(o) {
    const r = OptionsSchema.safeParse(o ?? {});
    if (!r.success) throw new RuleError('war1812 options', r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '), 'bad-options');
    compiledFor(r.data.pack);
    return r.data;
  },
  setup(seed: Seed, options, log?: LogEntry[] | null) {
    return setupState(compiledFor(options.pack), seed, options.pack, log ?? null);
  },
  activeSides: (s) => activeSides(s),
  legalActions(s, side) {
    if (side !== 'british' && side !== 'american') return [];
    return legalActions(C(s), s, sideIndex(side));
  },
  applyInPlace(s, side, a, log) {
    if (side !== 'british' && side !== 'american') throw new RuleError('war1812 core', `unknown side "${String(side)}"`, 'bad-side');
    applyAction(C(s), s, sideIndex(side), a, log);
  },
  checkRefused(s, side, a) {
    const c = C(s);
    checkShape(c, a);
    if (side !== 'british' && side !== 'american') return;
    const e = explainRefusal(c, s, sideIndex(side), a);
    if (e) throw e;
    throw new RuleError(`war1812 ${phaseRule[s.phase]}`, `that action is not open to the ${side} player in the ${s.phase} step`, 'not-offered');
  },
  view(s, side) {
    return buildView(C(s), s, side === OBSERVER ? OBSERVER : side);
  },
  result(s): GameResult | null {
    if (!s.result) return null;
    return { winner: s.result.winner, reason: s.result.reason, rule: s.result.rule, params: s.result.params };
  },
  clone: cloneState,
  toPosition: (s) => toPosition(C(s), s),
  fromPosition(p, options) {
    const c = compiledFor(options.pack);
    const base = setupState(c, 'position', options.pack, null);
    return fromPosition(c, p, options.pack, base);
  },
  messages: WAR1812_MESSAGES,
  describeAction(a, lang: 'en' | 'ja' = 'en', options?: { pack?: string }) {
    return describe(compiledFor(options?.pack ?? 'default'), a, lang);
  },
  describeLogEntry(e, lang, options) {
    return logWords(compiledFor(options?.pack ?? 'default'), e, lang);
  },
  sampleState(v, side, seed, options) {
    return sampleFromView(compiledFor(options.pack), v, sideIndex(side as 'british' | 'american'), seed);
  },
};

const CHOOSE_EN = { fort: 'build or upgrade a fort', raise: 'raise units', shift: 'move SP without a leader', road: 'build a stage road', blockade: 'blockade', privateers: 'send privateers', ships: 'lake shipbuilding and ports' };
const CHOOSE_JA = { fort: '砦の建設・補強', raise: '部隊の登場', shift: '指揮官なしで移動', road: '舗装道路の建設', blockade: '軍事封鎖', privateers: '私掠船', ships: '湖上艦船建造と港' };
const phaseRule: Record<War1812State['phase'], string> = { play: '4.4', ops: '5.1', move: '6.0', activate: '5.1', napoleon: '11.6', lastcard: '12.4', over: 'core' };

function describe(c: Compiled, a: War1812Action, lang: 'en' | 'ja'): string {
  const ja = lang === 'ja';
  const sp = (i: number) => (ja ? c.nameJa[i] : c.name[i]) ?? String(i);
  const unit = (i: number) => WAR1812_MESSAGES[lang][`@unit-${i}`] ?? UNITS[i] ?? String(i);
  const card = (id: number) => { const k = c.cards[id]; return k ? `${ja ? k.titleJa : k.title} (${k.ops})` : String(id); };
  switch (a.type) {
    case 'play': return ja ? `${card(a.card)}を${a.use === 'event' ? 'イヴェント' : '作戦ポイント'}でプレイ` : `play ${card(a.card)} for its ${a.use === 'event' ? 'event' : 'OPs'}`;
    case 'pass': return ja ? '最後のカードをプレイしない' : 'play no last card';
    case 'napoleon': {
      const to = ja ? { pool: '指揮官プールへ', landing: '上陸地の部隊へ', fleet: '侵攻艦隊へ' }[a.leaders] : { pool: 'to the pool', landing: 'with the troops landed', fleet: 'with the invasion fleet' }[a.leaders];
      return ja ? `侵攻艦隊に正規兵${a.fleet}、ウェリントン${a.wellington ? '投入' : '拘置'}、指揮官は${to}` : `${a.fleet} regulars with the invasion fleet, Wellington ${a.wellington ? 'committed' : 'held'}, the new leaders ${to}`;
    }
    case 'activate': return ja ? `派遣隊${a.stack}を活性化` : `activate expedition ${a.stack}`;
    case 'fort': return ja ? `${sp(a.at)}に砦` : `fort at ${sp(a.at)}`;
    case 'raise': return ja ? `${sp(a.at)}で${unit(a.unit)}を登場` : `raise ${unit(a.unit)} at ${sp(a.at)}`;
    case 'shift': return ja ? `${unit(a.unit)}1を${sp(a.from)}から${sp(a.to)}へ` : `move 1 ${unit(a.unit)} ${sp(a.from)} → ${sp(a.to)}`;
    case 'leader': return ja ? '指揮官を無作為に引く' : 'draw a leader at random';
    case 'place': return ja ? `指揮官を${sp(a.at)}へ` : `leader to ${sp(a.at)}`;
    case 'road': { const k = c.conns[a.conn]; return k ? (ja ? `舗装道路 ${sp(k.a)}–${sp(k.b)}` : `stage road ${sp(k.a)}–${sp(k.b)}`) : `road ${a.conn}`; }
    case 'blockade': return ja ? `${sp(c.seas[a.zone]!)}を封鎖` : `blockade ${sp(c.seas[a.zone]!)}`;
    case 'privateers': return ja ? `${sp(c.seas[a.zone]!)}に私掠船` : `privateers in ${sp(c.seas[a.zone]!)}`;
    case 'build': return ja ? `${sp(a.port)}で${unit(a.unit)}を起工` : `lay down a ${unit(a.unit)} at ${sp(a.port)}`;
    case 'port': return ja ? `${sp(a.port)}の造船所を開く` : `open the shipyard at ${sp(a.port)}`;
    case 'repair': return ja ? `${sp(a.port)}の港を修理` : `repair the port of ${sp(a.port)}`;
    case 'choose': return (ja ? CHOOSE_JA : CHOOSE_EN)[a.what];
    case 'done': return ja ? '終了' : 'done';
    case 'move': return ja ? `${sp(a.to)}へ移動` : `move to ${sp(a.to)}`;
    case 'river': return ja ? `川を下って${sp(a.to)}へ` : `down the river to ${sp(a.to)}`;
    case 'trail': return ja ? `小道で${sp(a.to)}へ` : `by trail to ${sp(a.to)}`;
    case 'sea': return ja ? `海路${sp(a.to)}へ` : `by sea to ${sp(a.to)}`;
    case 'pick': return ja ? `${unit(a.unit)}を加える` : `pick up ${unit(a.unit)}`;
    case 'drop': return ja ? `${unit(a.unit)}を残す` : `drop ${unit(a.unit)}`;
    case 'stop': return ja ? '移動終了' : 'stop';
  }
}
