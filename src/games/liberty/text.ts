/** Liberty text board for `muster play liberty`: a side's view → a compact listing of the map and state. */
import { compiledFor } from './index.js';
import { locName } from './compile.js';
import { LOC } from './state.js';
import { soleChoiceReason } from './sole-choice.js';
import type { LibertyView } from './view.js';

/**
 * Given the side's legal actions (`muster play` passes them), a decision with a single choice ends the board
 * with its reason, the same as the browser board's prompt (sole-choice.ts), in the session's language.
 */
export function renderLibertyText(v: LibertyView, side: string, ctx?: { actions?: readonly { type: string }[]; lang?: 'en' | 'ja' }): string {
  const c = compiledFor('default');
  const lines: string[] = [];
  const who = (s: string) => (s === 'british' ? 'B' : 'A');
  lines.push(`${v.year} turn ${v.turn}/${v.handSize} — phase ${v.phase}${v.p1 ? `, Player 1: ${v.p1}` : ''}${v.mover ? `, acting: ${v.mover} (${v.points} point(s))` : ''}${v.weather ? `, weather ${v.weather}` : ''}${v.frenchEntered ? ', France at war' : ''}`);
  let pts = 0;
  for (let h = 0; h < c.map.hexCount; h++) if (c.map.townValue[h]! > 0 && v.control[h] === 1) pts += c.map.townValue[h]!;
  lines.push(`British supply points on the map: ${pts} (win at 30, lose below 12; West Indies extra)`);
  const byLoc = new Map<number, string[]>();
  for (const e of v.blocks) {
    if (e.loc === LOC.POOL) continue;
    const label = e.id !== undefined ? `${who(e.side)}:${c.blocks.data[e.id]!.id}${e.steps ? `(${e.steps})` : ''}` : `${who(e.side)}:?`;
    const l = byLoc.get(e.loc) ?? [];
    l.push(label);
    byLoc.set(e.loc, l);
  }
  const locs = [...byLoc.keys()].sort((a, b) => a - b);
  for (const l of locs) {
    const name = l < LOC.ATLANTIC ? `${c.map.hexIds[l]} ${c.map.townName[l] ?? ''}${c.map.townValue[l] ? ' ' + c.map.townValue[l] : ''}` : locName(c, l);
    lines.push(`  ${name.padEnd(26)} ${byLoc.get(l)!.join(' ')}`);
  }
  lines.push(`pools: British ${v.poolCounts[0]}, American ${v.poolCounts[1]}`);
  if (v.hand) lines.push(`your hand (${side}): ${v.hand.map((i) => `${c.cards[i]!.kind === 'supply' ? 'S' : 'A'}${c.cards[i]!.value}`).join(' ')}${v.played >= 0 ? `   face down: ${c.cards[v.played]!.kind}${c.cards[v.played]!.value}` : ''}`);
  if (v.drawn >= 0) lines.push(`drawn: ${c.blocks.data[v.drawn]!.name}`);
  if (v.battle) lines.push(`battle at ${locName(c, v.battle.hex)}: round ${v.battle.round}, ${v.battle.step}${v.battle.hidden ? `, ${v.battle.hidden} hidden block(s)` : ''}`);
  if (v.winter) lines.push(`winter: ${v.winter.step}${v.winter.offer ? ` — offer pending from ${v.winter.offer.from}` : ''}`);
  const lang = ctx?.lang ?? 'en';
  const why = ctx?.actions ? soleChoiceReason(c, v, ctx.actions, lang) : null;
  if (why) lines.push(why.text + (lang === 'ja' ? '。' : '.'));
  return lines.join('\n');
}
