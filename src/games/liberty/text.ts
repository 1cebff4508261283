/** Liberty text board for `muster play liberty`: a side's view → a compact listing of the map and state. */
import { compiledOrDefault } from './index.js';
import { locName, locNameJa, townNameJa } from './compile.js';
import { LOC, type Compiled } from './state.js';
import { blockNameOf, soleChoiceReason } from './sole-choice.js';
import type { LibertyView } from './view.js';

type Lang = 'en' | 'ja';

/**
 * Given the side's legal actions (`muster play` passes them), a decision with a single choice ends the board
 * with its reason, the same as the browser board's prompt (sole-choice.ts), in the session's language.
 * In Japanese ('ja') the whole board is Japanese: towns, blocks and spaces by the pack's `nameJa`, and the
 * terms of the game's Japanese log (messages.ts) and of the browser board; English is the default.
 * Names, map and cards come from the game's own data pack, which the view does not carry: `muster play`
 * passes the game's options (`options.pack`); without them, or for a pack not registered, the shipped pack.
 */
export function renderLibertyText(v: LibertyView, side: string, ctx?: { actions?: readonly { type: string }[]; lang?: Lang; options?: { pack?: string } }): string {
  const c = compiledOrDefault(ctx?.options?.pack);
  const lang = ctx?.lang ?? 'en';
  const lines = lang === 'ja' ? boardJa(c, v, side) : boardEn(c, v, side);
  const why = ctx?.actions ? soleChoiceReason(c, v, ctx.actions, lang) : null;
  if (why) lines.push(why.text + (lang === 'ja' ? '。' : '.'));
  return lines.join('\n');
}

function britishPoints(c: Compiled, v: LibertyView): number {
  let pts = 0;
  for (let h = 0; h < c.map.hexCount; h++) if (c.map.townValue[h]! > 0 && v.control[h] === 1) pts += c.map.townValue[h]!;
  return pts;
}

/** Blocks by location (pools left out), in location order, each as `label(block)`. */
function listing(v: LibertyView, label: (e: LibertyView['blocks'][number]) => string): [number, string[]][] {
  const byLoc = new Map<number, string[]>();
  for (const e of v.blocks) {
    if (e.loc === LOC.POOL) continue;
    const l = byLoc.get(e.loc) ?? [];
    l.push(label(e));
    byLoc.set(e.loc, l);
  }
  return [...byLoc.keys()].sort((a, b) => a - b).map((l) => [l, byLoc.get(l)!]);
}

function boardEn(c: Compiled, v: LibertyView, side: string): string[] {
  const lines: string[] = [];
  const who = (s: string) => (s === 'british' ? 'B' : 'A');
  lines.push(`${v.year} turn ${v.turn}/${v.handSize} — phase ${v.phase}${v.p1 ? `, Player 1: ${v.p1}` : ''}${v.mover ? `, acting: ${v.mover} (${v.points} point(s))` : ''}${v.weather ? `, weather ${v.weather}` : ''}${v.frenchEntered ? ', France at war' : ''}`);
  lines.push(`British supply points on the map: ${britishPoints(c, v)} (win at 30, lose below 12; West Indies extra)`);
  for (const [l, list] of listing(v, (e) => (e.id !== undefined ? `${who(e.side)}:${c.blocks.data[e.id]!.id}${e.steps ? `(${e.steps})` : ''}` : `${who(e.side)}:?`))) {
    const name = l < LOC.ATLANTIC ? `${c.map.hexIds[l]} ${c.map.townName[l] ?? ''}${c.map.townValue[l] ? ' ' + c.map.townValue[l] : ''}` : locName(c, l);
    lines.push(`  ${name.padEnd(26)} ${list.join(' ')}`);
  }
  lines.push(`pools: British ${v.poolCounts[0]}, American ${v.poolCounts[1]}`);
  if (v.hand) lines.push(`your hand (${side}): ${v.hand.map((i) => `${c.cards[i]!.kind === 'supply' ? 'S' : 'A'}${c.cards[i]!.value}`).join(' ')}${v.played >= 0 ? `   face down: ${c.cards[v.played]!.kind}${c.cards[v.played]!.value}` : ''}`);
  if (v.drawn >= 0) lines.push(`drawn: ${c.blocks.data[v.drawn]!.name}`);
  if (v.battle) lines.push(`battle at ${locName(c, v.battle.hex)}: round ${v.battle.round}, ${v.battle.step}${v.battle.hidden ? `, ${v.battle.hidden} hidden block(s)` : ''}`);
  if (v.winter) lines.push(`winter: ${v.winter.step}${v.winter.offer ? ` — offer pending from ${v.winter.offer.from}` : ''}`);
  return lines;
}

/* ---------------------------------------------------------------- Japanese */

/** Side names as in the Japanese log ('@british', '@american' in messages.ts); block owners as in 'lib.cards' (英軍/米軍). */
const SIDE_JA: Record<string, string> = { british: 'イギリス軍', american: 'アメリカ軍' };
const WHO_JA: Record<string, string> = { british: '英', american: '米' };
/** The browser board's Japanese phase names (src/client/games/liberty/board.tsx, phaseName). */
const PHASE_JA: Record<string, string> = { card: 'カード (3.0)', supply: '補給 (3.3)', move: '移動 (5.0)', draw: '増援 (6.0)', 'battle-order': '戦闘順 (7.1)', battle: '戦闘 (7.0)', winter: '冬 (11.0)', over: '終了' };
/** Battle steps and winter steps in the words of the Japanese log (combat.ts, messages.ts). */
const BATTLE_STEP_JA: Record<string, string> = { fight: '射撃', hits: '命中の割り当て', retreat: '退却', regroup: '再編成' };
const WINTER_STEP_JA: Record<string, string> = { victory: '勝利判定', 'french-entry': 'フランス参戦ロール', disband: '解散', attrition: '冬季損耗', exchange: '捕虜交換' };
const sideJa = (s: string) => SIDE_JA[s] ?? s;
const cardJa = (c: Compiled, i: number) => `${c.cards[i]!.kind === 'supply' ? 'サプライ' : 'アクション'}${c.cards[i]!.value}`;
/** Pad to a width in terminal columns: kana, kanji and full-width forms take two. */
function padColumns(s: string, width: number): string {
  let w = 0;
  for (const ch of s) w += /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return s + ' '.repeat(Math.max(0, width - w));
}

function boardJa(c: Compiled, v: LibertyView, side: string): string[] {
  const lines: string[] = [];
  lines.push(`${v.year}年 ターン ${v.turn}/${v.handSize} — フェイズ: ${PHASE_JA[v.phase] ?? v.phase}${v.p1 ? `、プレイヤー1: ${sideJa(v.p1)}` : ''}${v.mover ? `、手番: ${sideJa(v.mover)} (${v.points} ポイント)` : ''}${v.weather ? `、天候 ${v.weather}` : ''}${v.frenchEntered ? '、フランス参戦' : ''}`);
  lines.push(`マップ上のイギリス軍の補給ポイント: ${britishPoints(c, v)}(30以上で勝利、12未満で敗北。西インド諸島は別に加算)`);
  for (const [l, list] of listing(v, (e) => `${WHO_JA[e.side] ?? e.side}:${e.id !== undefined ? `${blockNameOf(c, e.id, 'ja')}${e.steps ? `(${e.steps})` : ''}` : '?'}`)) {
    const name = l < LOC.ATLANTIC ? `${c.map.hexIds[l]} ${townNameJa(c, l) ?? ''}${c.map.townValue[l] ? ' ' + c.map.townValue[l] : ''}` : locNameJa(c, l);
    lines.push(`  ${padColumns(name, 28)} ${list.join(' ')}`); // the longest, 'r06c4 スプリングフィールド 1', fills 28
  }
  lines.push(`増援プール: イギリス軍 ${v.poolCounts[0]}、アメリカ軍 ${v.poolCounts[1]}`);
  if (v.hand) lines.push(`手札 (${sideJa(side)}): ${v.hand.map((i) => cardJa(c, i)).join(' ')}${v.played >= 0 ? `   伏せたカード: ${cardJa(c, v.played)}` : ''}`);
  if (v.drawn >= 0) lines.push(`引いたブロック: ${blockNameOf(c, v.drawn, 'ja')}`);
  if (v.battle) lines.push(`${locNameJa(c, v.battle.hex)}の戦闘: ラウンド ${v.battle.round}、${BATTLE_STEP_JA[v.battle.step] ?? v.battle.step}${v.battle.hidden ? `、伏せたブロック ${v.battle.hidden}` : ''}`);
  if (v.winter) lines.push(`冬季: ${WINTER_STEP_JA[v.winter.step] ?? v.winter.step}${v.winter.offer ? ` — ${sideJa(v.winter.offer.from)}が交換を提案中` : ''}`);
  return lines;
}
