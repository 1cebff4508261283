/**
 * Liberty's words for the browser board: block, place and card names from the pack, side and phase names,
 * action labels and log entries, in English and Japanese. Pure (no preact), so unit tests can import it.
 */
import { defaultLibertyPack } from '../../../games/liberty/data/pack.js';
import { compile } from '../../../games/liberty/compile.js';
import type { LogEntry } from '../../types.js';
import { blockNameOf } from '../../../games/liberty/sole-choice.js';
import { cardLabel as sharedCardLabel, logWords, placeLabel } from '../../../games/liberty/log-words.js';

export type Lang = 'en' | 'ja';
export type Act = Record<string, unknown> & { type: string };

export const pack = defaultLibertyPack;
export const C = compile(pack);

export const tr = (lang: Lang, en: string, ja: string) => (lang === 'ja' ? ja : en);

export const blockName = (id: number, lang: Lang): string => blockNameOf(C, id, lang);
export const locLabel = (loc: number, lang: Lang): string => placeLabel(C, loc, lang);
export const cardLabel = (i: number, lang: Lang): string => sharedCardLabel(C, i, lang);

/**
 * Log entries in words: block ids become block names, card ids "Action 2" / "Supply 3", locations town names
 * (src/games/liberty/log-words.ts, shared with `muster play`). Only ids the entry already carries are rewritten
 * (the engine addresses entries naming hidden blocks or cards to the sides that may see them), so nothing
 * hidden is added.
 */
export function logEntry(e: LogEntry, lang: Lang): LogEntry {
  return logWords(C, e, lang);
}

export function sideName(s: string, lang: Lang): string {
  return lang === 'ja' ? (s === 'british' ? 'イギリス' : s === 'american' ? 'アメリカ' : s) : s.charAt(0).toUpperCase() + s.slice(1);
}

export function phaseName(p: string, lang: Lang): string {
  const en: Record<string, string> = { card: 'cards (3.0)', supply: 'supply (3.3)', move: 'movement (5.0)', draw: 'reinforcements (6.0)', 'battle-order': 'battles (7.1)', battle: 'battle (7.0)', winter: 'winter (11.0)', over: 'game over' };
  const ja: Record<string, string> = { card: 'カード (3.0)', supply: '補給 (3.3)', move: '移動 (5.0)', draw: '増援 (6.0)', 'battle-order': '戦闘順 (7.1)', battle: '戦闘 (7.0)', winter: '冬 (11.0)', over: '終了' };
  return (lang === 'ja' ? ja : en)[p] ?? p;
}

/** A button's or menu item's words for one legal action. */
export function describe(a: Act, lang: Lang): string {
  const b = (k: string) => blockName(a[k] as number, lang);
  const l = (k: string) => locLabel(a[k] as number, lang);
  const ja = lang === 'ja';
  switch (a.type) {
    case 'card': return `${ja ? 'カードを出す' : 'Play'} ${cardLabel(a.card as number, lang)}`;
    case 'return-card': return `${ja ? '戻す' : 'Return'} ${cardLabel(a.card as number, lang)}`;
    case 'supply': return `${ja ? '補給' : 'Add a step to'} ${b('block')}`;
    case 'group': return `${ja ? 'グループ移動:' : 'Move a group from'} ${l('from')}`;
    case 'block': return `${ja ? 'ブロック選択:' : 'Move'} ${b('block')}`;
    case 'step': return `${ja ? '移動:' : 'Step to'} ${l('to')}`;
    case 'river': return `${ja ? '河川移動:' : 'By river to'} ${l('to')}`;
    case 'stop': return ja ? '停止: このブロックはここで止まる' : 'Stop this block here';
    case 'done': return ja ? 'グループ移動終了' : 'End the group move';
    case 'draw': return ja ? '増援を引く' : 'Draw a reinforcement';
    case 'place': return `${ja ? '配置:' : 'Place at'} ${l('to')}`;
    case 'end': return ja ? '終了' : 'End';
    case 'battle': return `${ja ? '戦闘:' : 'Fight the battle at'} ${l('hex')}`;
    case 'disband': return `${ja ? '解散:' : 'Disband'} ${b('block')}`;
    case 'capture': return `${ja ? '捕虜:' : 'Lose'} ${b('block')}`;
    case 'offer': return `${ja ? '交換を提案:' : 'Offer'} ${b('give')} ${ja ? '⇄' : 'for'} ${b('take')}`;
    case 'no-offer': return ja ? '交換しない' : 'No exchange';
    case 'accept': return ja ? '受諾' : 'Accept';
    case 'refuse': return ja ? '拒否' : 'Refuse';
    case 'battle-fire': return `${ja ? '射撃:' : 'Fire with'} ${b('block')}`;
    case 'battle-pass': return `${ja ? '待機:' : 'Hold'} ${b('block')}`;
    case 'battle-retreat': return `${ja ? '退却:' : 'Retreat'} ${b('block')} → ${l('to')}`;
    case 'battle-hit': return `${ja ? '命中を受ける:' : 'Hit on'} ${b('block')}`;
    case 'battle-regroup': return `${ja ? '再編成:' : 'Regroup'} ${b('block')} → ${l('to')}`;
    case 'battle-regroup-done': return ja ? '再編成終了' : 'Regrouping done';
    default: return a.type;
  }
}

/** The action types whose button needs a second, confirming click: they end a phase or throw forces away. */
export const CONFIRM_TYPES = new Set(['end', 'disband', 'capture', 'battle-regroup-done', 'no-offer', 'refuse']);
