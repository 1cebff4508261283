/**
 * The prompt above the Liberty map, generated from the side's legal actions: one clause per kind of choice
 * offered now (what to click, with its rule), so it never mentions a button that is not there nor leaves out
 * one that is. Single-choice decisions say why they are single (shared with the text board).
 */
import { soleAction, soleChoiceReason } from '../../../games/liberty/sole-choice.js';
import type { LibertyView } from '../../../games/liberty/view.js';
import { C, blockName, phaseName, tr, type Act, type Lang } from './words.js';

/** One clause per action type, in the order they are listed; `null` for types covered by another clause. */
const CLAUSES: [string, (v: LibertyView, n: number) => [string, string] | null][] = [
  ['card', () => ['choose this turn\'s card face down: click a highlighted card (3.0)', 'このターンのカードを伏せて選ぶ: 光っているカードをクリック(3.0)']],
  ['return-card', () => ['return one card of your hand (optional rule 4)', '手札を1枚戻す(オプション4)']],
  ['supply', () => ['click a highlighted block to add a step (3.3)', '光っているブロックをクリックしてステップを加える(3.3)']],
  ['group', () => ['click a highlighted hex to move a group from it (5.1)', '光っているヘクスをクリックしてそこからグループを移動(5.1)']],
  ['block', () => ['click the next block of the group to move (5.1)', 'グループの次に動かすブロックをクリック(5.1)']],
  ['step', () => ['click a highlighted hex to move the block there (5.1)', '光っているヘクスをクリックしてブロックを移動(5.1)']],
  ['river', () => ['move by river to a highlighted hex (5.6)', '光っているヘクスへ河川移動(5.6)']],
  ['stop', () => ['press Stop to end this block\'s move', '「停止」でこのブロックの移動を終える']],
  ['done', () => ['press End the group move when done', '終わったら「グループ移動終了」']],
  ['draw', () => ['press Draw a reinforcement (6.0)', '「増援を引く」(6.0)']],
  ['place', () => ['click a highlighted place for the drawn block (6.1)', '引いたブロックの配置先をクリック(6.1)']],
  ['battle', () => ['choose the next battle: click a highlighted hex (7.1)', '次の戦闘: 光っているヘクスをクリック(7.1)']],
  ['battle-fire', () => ['fire with the block named in the battle panel (7.21)', '戦闘パネルのブロックで射撃(7.21)']],
  ['battle-pass', () => ['hold (7.21)', '待機(7.21)']],
  ['battle-retreat', () => ['retreat: choose the block, then a highlighted hex (7.4)', '退却: ブロック、次に光っているヘクスを選ぶ(7.4)']],
  ['battle-hit', () => ['choose which block takes the hit (7.32)', '命中を受けるブロックを選ぶ(7.32)']],
  ['battle-regroup', () => ['regroup: choose a block, then a highlighted hex (7.5)', '再編成: ブロック、次に光っているヘクスを選ぶ(7.5)']],
  ['battle-regroup-done', () => ['press Regrouping done to finish (7.5)', '「再編成終了」で終える(7.5)']],
  ['disband', () => ['click a block you disband (11.3)', '解散するブロックをクリック(11.3)']],
  ['capture', () => ['click the block you lose (11.4)', '失うブロックをクリック(11.4)']],
  ['offer', () => ['offer a prisoner exchange (11.5)', '捕虜交換を提案(11.5)']],
  ['no-offer', () => ['or offer none', 'または提案しない']],
  ['accept', () => ['accept or refuse the exchange (11.5)', '交換を受諾または拒否(11.5)']],
  ['refuse', () => null],
  ['end', (v, n) => (v.phase === 'move' && v.points > 0 && n > 1
    ? [`press End to stop with ${v.points} point(s) unused (5.0)`, `「終了」で ${v.points} ポイントを残して終える(5.0)`]
    : ['press End to finish', '「終了」で終える'])],
];

export function promptFor(v: LibertyView, actions: Act[], side: string, lang: Lang, selected: number | null): string {
  if (v.result || v.phase === 'over') return tr(lang, 'The game is over.', 'ゲーム終了。');
  if (side === 'observer') return tr(lang, `Watching: ${phaseName(v.phase, lang)}.`, `観戦中: ${phaseName(v.phase, lang)}。`);
  if (actions.length === 0) return tr(lang, 'Waiting for the other side.', '相手の手番を待っています。');
  // Why a single-choice decision is single (shared with the text board): the block that must stop, the unusable supply card.
  const why = soleChoiceReason(C, v, actions, lang);
  if (why?.type === 'stop') return why.text + tr(lang, '. Press Stop (or Enter, or click the block).', '。「停止」を押す(Enter、またはブロックをクリック)。');
  if (why?.type === 'end') return why.text + tr(lang, '. Press End (or Enter).', '。「終了」を押す(またはEnter)。');
  if (selected !== null) return tr(lang, `${blockName(selected, lang)}: click a highlighted place, or Cancel.`, `${blockName(selected, lang)}: 光っている場所をクリック、またはキャンセル。`);
  const sole = soleAction(actions);
  if (sole?.type === 'end' && v.phase === 'move') return tr(lang, 'Nothing more to do this turn: press End (or Enter).', 'このターンにできることはもうない:「終了」を押す(またはEnter)。');
  const types = new Set(actions.map((a) => a.type));
  const parts: string[] = [];
  for (const [type, clause] of CLAUSES) {
    if (!types.has(type)) continue;
    const c = clause(v, actions.length);
    if (c) parts.push(tr(lang, c[0], c[1]));
  }
  for (const ty of types) if (!CLAUSES.some(([k]) => k === ty)) parts.push(ty); // a new action kind still shows up
  const points = v.phase === 'move' && v.mover === side && !v.group && (types.has('group') || types.has('draw')) ? tr(lang, `${v.points} point(s) left: `, `残り ${v.points} ポイント: `) : '';
  const text = parts.join(tr(lang, '; or ', '、または'));
  return points + (lang === 'ja' ? `${text}。` : `${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
}
