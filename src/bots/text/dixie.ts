/**
 * DIXIE: Gettysburg text table for `muster play dixie`: a side's view → the two lines of positions column by column
 * (the enemy line on top, facing yours across the Middle Ground), the reserves, decks, pending hits and specials.
 * Only what the view holds is printed: an enemy face-down card is "[?]".
 */
import { card } from '../../games/dixie/data/cards.js';
import type { DixieView, ViewCard } from '../../games/dixie/view.js';

const PHASE: Record<string, string> = { deploy: 'deployment', morale: 'morale step', combat: 'combat step', move: 'movement step', over: 'battle over' };

/** A short label of a card this side may see: "203 Kemper inf CV3-B F2". */
export function dixieCardLabel(id: number): string {
  const c = card(id);
  const name = c.name.replace(/'s (Cavalry Brigade|Brigade|Battery|Division|Corps)\b.*$/, '').slice(0, 26);
  switch (c.type) {
    case 'infantry': return `${id} ${name} inf CV${c.cv}-${c.morale} F${c.fire.f}`;
    case 'cavalry': return `${id} ${name} cav CV${c.cv}-${c.morale} F${c.fire.attack}/${c.fire.defend}`;
    case 'artillery': return `${id} ${name} ${c.horse ? 'horse art' : 'art'} CV${c.cv}-${c.morale} F${c.fire.long}/${c.fire.short}`;
    case 'leader': return `${id} ${name} leader ${'*'.repeat(c.stars)} A${c.attack}/D${c.defense}${c.stack ? ` +${c.stack}` : ''}`;
    case 'terrain': return `${id} ${name} (${c.terrain})`;
    case 'special': return `${id} ${name} special (${c.timing})`;
  }
}

function cardText(c: ViewCard, commanders?: Record<string, number | null>): string {
  if (c.id === undefined) return '[?]';
  const marks = [commanders?.[c.side] === c.id ? 'army commander' : '', c.up ? '' : 'down', c.hits ? `${c.hits} hit${c.hits > 1 ? 's' : ''}` : '', c.fired ? 'fired' : '', c.moves ? `moved${c.moves > 1 ? ' x2' : ''}` : '', c.decoy ? 'decoy' : '', c.flank ? 'flank' : '', c.seen ? 'seen' : '']
    .filter(Boolean);
  return `[${dixieCardLabel(c.id)}${marks.length ? ` · ${marks.join(', ')}` : ''}]`;
}

export function renderDixieText(v: DixieView, side: string): string {
  const me = side === 'CSA' || side === 'USA' ? side : 'CSA';
  const en = me === 'CSA' ? 'USA' : 'CSA';
  const lines: string[] = [];
  const when = v.day ? `Day ${v.day}, ` : '';
  lines.push(`${when}battle turn ${v.turn} (${v.turnOf}) — ${PHASE[v.phase] ?? v.phase}${v.endOfDay ? ' — night falls after this turn' : ''}`);
  if (v.phase === 'deploy') lines.push(`deployment finished: CSA ${v.done.CSA ? 'yes' : 'no'}, USA ${v.done.USA ? 'yes' : 'no'}`);
  const line = (x: 'CSA' | 'USA') => v.positions.filter((p) => p.line === x);
  const show = (x: 'CSA' | 'USA', title: string) => {
    lines.push(title);
    for (const p of line(x)) {
      const held = p.holder !== p.line ? ` (held by ${p.holder})` : '';
      const cs = p.cards.length ? p.cards.map((c) => cardText(c, v.commanders)).join(' ') : '—';
      lines.push(`  ${p.name.padEnd(7)}${held} ${cs}`);
    }
  };
  show(en, `${en} line (enemy):`);
  lines.push('  ~~~ Middle Ground ~~~');
  show(me, `${me} line (yours):`);
  const mine = v.reserve[me] ?? [];
  lines.push(`your reserve (${mine.length}): ${mine.length ? [...mine].sort((a, b) => a - b).map(dixieCardLabel).join('; ') : '—'}`);
  lines.push(`enemy reserve: ${v.reserveCount[en]} card(s) face down`);
  const later = v.options.hist ? ` (later days: CSA ${v.laterCount.CSA}, USA ${v.laterCount.USA})` : '';
  lines.push(`reinforcement decks: CSA ${v.deckCount.CSA}, USA ${v.deckCount.USA}${later}; dead: ${v.dead.length}`);
  // 13.7: designated army commanders (public; one may be in a reserve, so named here too)
  if (v.commanders?.CSA != null || v.commanders?.USA != null) {
    lines.push(`army commander (13.7): ${(['CSA', 'USA'] as const).map((x) => `${x} ${v.commanders[x] != null ? dixieCardLabel(v.commanders[x]!) : '—'}`).join('; ')}`);
  }
  if (v.specials.length) lines.push(`specials in play: ${v.specials.map((a) => `${dixieCardLabel(a.id)} (${a.side}${a.at ? ` at ${a.at}` : ''})`).join('; ')}`);
  if (v.combatAt || v.combatDone.length) lines.push(`combat: now at ${v.combatAt ?? '—'}; finished: ${v.combatDone.join(', ') || '—'}`);
  for (const pd of v.pending) lines.push(`hits to place: ${pd.to} places ${pd.n} hit(s) at ${pd.at}${pd.longRange ? ' (long range)' : ''}`);
  if (v.melee) lines.push(`melee at ${v.melee.at}, round ${v.melee.round}, declared by ${v.melee.by}${v.melee.ask ? `; ${v.melee.ask} decides` : ''}`);
  if (v.flank) lines.push(`flank attack on ${v.flank.at}: ${v.flank.count} card(s) committed`);
  if (v.result) lines.push(`result: ${v.result.w ?? 'draw'} (${v.result.r})`);
  return lines.join('\n');
}
