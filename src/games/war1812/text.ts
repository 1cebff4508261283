/** A text board of a War of 1812 view for `muster play` (the terminal): calendar, Peace Track, forces, hand. */
import type { SideId } from '../../core/engine.js';
import { WAR1812_MESSAGES } from './messages.js';
import { compiledFor } from './packs.js';
import { UNITS } from './state.js';
import type { War1812View } from './view.js';

export function renderWar1812Text(v: War1812View, side: SideId, ctx?: { lang?: 'en' | 'ja' }): string {
  const lang = ctx?.lang ?? 'en';
  const m = WAR1812_MESSAGES[lang];
  const c = compiledFor(v.pack);
  const ja = lang === 'ja';
  const sp = (i: number) => (ja ? c.nameJa[i] : c.name[i]) ?? String(i);
  const ld = (i: number) => { const l = c.leaders[i]!; return `${ja ? l.nameJa : l.name} ${l.initiative}/${l.rank}/${l.tactics}`; };
  const units = (u: number[]) => u.flatMap((n, i) => (n ? [`${n} ${m[`@unit-${i}`] ?? UNITS[i]}`] : [])).join(', ') || '—';
  const card = (id: number) => { const k = c.cards[id]!; return `[${id}] ${ja ? k.titleJa : k.title} (${k.ops}, ${k.side}): ${ja ? k.textJa : k.text}`; };
  const p = c.pack.params;
  const track = Array.from({ length: p.trackMax + 1 }, (_, i) => (i === v.peace[0] && i === v.peace[1] ? 'X' : i === v.peace[0] ? 'B' : i === v.peace[1] ? 'A' : '·')).join('');
  const lines = [
    `${m[`@turn-${v.turn}`]} ${v.year} — ${v.phase}, ${m['@' + v.active]} to act; Napoleon step ${v.nap}`,
    `Peace Track 0 ${track} ${p.trackMax}   (British marker B ${v.peace[0]}, American marker A ${v.peace[1]})`,
    `cards: British ${v.handCounts[0]}, American ${v.handCounts[1]}, deck ${v.deckCount}, discards ${v.discard.length}`,
  ];
  for (const s of [0, 1]) {
    lines.push(`${m[s === 0 ? '@british' : '@american']}:`);
    for (const st of v.stacks.filter((x) => x.side === s)) {
      const name = st.id ? `  Expedition ${st.id} at ${sp(st.at)}` : `  garrison at ${sp(st.at)}`;
      lines.push(`${name}${c.kind[st.at] === 1 ? ' (on the lake)' : ''}: ${units(st.u)}${st.leaders.length ? ' — ' + st.leaders.map(ld).join(', ') : ''}`);
    }
    if (v.pool[s as 0 | 1].length) lines.push(`  leader pool: ${v.pool[s as 0 | 1].map(ld).join(', ')}`);
  }
  if (v.mover) lines.push(`moving: expedition ${v.stacks[v.mover.stack]?.id} with ${v.mover.mp} MP`);
  if (v.ops) lines.push(`Operations Points left: ${v.ops.left} of ${v.ops.value}`);
  if (v.hand.length) lines.push(`your hand (${side}):`, ...v.hand.map((id) => '  ' + card(id)));
  return lines.join('\n');
}
