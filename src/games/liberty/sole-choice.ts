/**
 * Why a decision offers a single choice, in words for the side that must take it: a block that must stop
 * (5.1, 5.2, 5.5) and a supply card no block can use (3.3). Shared by the browser board's prompt and the
 * `muster play` text board, so both give the same reason. Pure: computed from the player's own view only (its
 * own moving block, which only its owner receives, the block's printed allowance and the public map) and the
 * side's legal actions; nothing about enemy blocks. No client, server or terminal code here.
 */
import type { Compiled } from './state.js';
import type { LibertyView } from './view.js';

type Lang = 'en' | 'ja';
const tr = (lang: Lang, en: string, ja: string) => (lang === 'ja' ? ja : en);

/** The one action of a decision that offers a single button-like choice (`stop`, `end`), else null. */
export function soleAction<A extends { type: string }>(actions: readonly A[]): A | null {
  return actions.length === 1 && (actions[0]!.type === 'stop' || actions[0]!.type === 'end') ? actions[0]! : null;
}

/** A block's name from the data pack, in the language asked (its index if the pack has no such block). */
export function blockNameOf(c: Compiled, id: number, lang: Lang): string {
  const d = c.blocks.data[id];
  if (!d) return String(id);
  return lang === 'ja' ? d.nameJa ?? d.name : d.name;
}

/**
 * Why the moving block must stop where it is, when `stop` is its only choice: it crossed a forest or marsh
 * hexside (5.2; not for Indians, 10.0), it has used its allowance + 1 forced march (5.1, 5.5), else there is no
 * hex it may enter (5.2).
 */
export function stopReason(c: Compiled, v: LibertyView, lang: Lang): string {
  const g = v.group;
  const b = g?.block ?? -1;
  const reasons: string[] = [];
  if (g && b >= 0) {
    const at = g.path[g.path.length - 1];
    const prev = g.path[g.path.length - 2];
    if (g.steps > 0 && at !== undefined && prev !== undefined && !c.blocks.indian[b]) {
      const d = c.map.neighbours[prev]?.indexOf(at) ?? -1;
      const hs = d >= 0 ? c.map.sideOf[prev]![d]! : -1;
      if (hs >= 0 && c.map.sideStops[hs]) {
        const marsh = c.map.sideTerrain[hs] === 'marsh';
        reasons.push(tr(lang, `${marsh ? 'marsh' : 'forest'} hexside (5.2)`, `${marsh ? '湿地' : '森林'}ヘクスサイドを越えた(5.2)`));
      }
    }
    const allowance = c.blocks.move[b] ?? 0;
    if (g.steps >= allowance + 1) {
      reasons.push(tr(lang, `has used its move (${allowance} + 1 forced march, 5.1/5.5)`, `移動力を使い切った(${allowance}+強行軍1, 5.1/5.5)`));
    }
  }
  if (!reasons.length) return tr(lang, 'no hex it may enter from here (terrain, hexside limits 5.2)', 'ここから進入できるヘクスがない(地形、ヘクスサイドの制限 5.2)');
  return reasons.join(tr(lang, '; ', '、'));
}

/**
 * The reason for a single-choice decision as one sentence without its closing full stop (each front end adds
 * its own punctuation and how to take the choice), or null when the decision is not one of these:
 * `stop` as the moving block's only action, or `end` as the only action of the supply phase.
 */
export function soleChoiceReason(c: Compiled, v: LibertyView, actions: readonly { type: string }[], lang: Lang): { type: 'stop' | 'end'; text: string } | null {
  const sole = soleAction(actions);
  if (sole?.type === 'stop' && v.group && v.group.block >= 0) {
    const name = blockNameOf(c, v.group.block, lang);
    return { type: 'stop', text: tr(lang, `${name} must stop here: ${stopReason(c, v, 'en')}`, `${name}はここで停止: ${stopReason(c, v, 'ja')}`) };
  }
  if (sole?.type === 'end' && v.phase === 'supply') {
    return { type: 'end', text: tr(lang, `Supply card: no block of yours can take a supply step (3.3); ${v.points} step(s) go unused`,
      `サプライ: 補給ステップを受けられる自軍ブロックがない(3.3)。残り ${v.points} ステップは使われない`) };
  }
  return null;
}
