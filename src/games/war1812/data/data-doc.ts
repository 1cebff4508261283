/**
 * The generated part of docs/war1812-data.md: every entry of a pack with its provenance, as Markdown tables.
 * Provenance tags: **chart** (an entry of the surviving charts, rules/004), **fact** (a real place, date or person,
 * with its source), **design** (Muster's choice; the reason is given).
 */
import type { Prov, UnitType, War1812Pack } from './types.js';
import { packCounts } from './validate.js';

export const DOC_BEGIN = '<!-- BEGIN GENERATED: npx tsx src/games/war1812/data/write-data-doc.ts -->';
export const DOC_END = '<!-- END GENERATED -->';

const esc = (s: unknown) => String(s ?? '').replace(/\|/g, '\\|');
const tag = (p: Prov) => `**${p.prov}**${p.source ? `: ${esc(p.source)}` : ''}`;
function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}
const units = (u: Partial<Record<UnitType, number>>) => Object.entries(u).filter(([, n]) => n).map(([k, n]) => `${n} ${k}`).join(', ');

export function dataMarkdown(pack: War1812Pack): string {
  const out: string[] = [];
  const name = (id: string) => pack.spaces.find((s) => s.id === id)?.name ?? id;
  const { byKind, byRoute } = packCounts(pack);
  out.push(`Pack: **${pack.name}** (\`${pack.format}\`). Spaces: ${Object.entries(byKind).map(([k, n]) => `${n} ${k}`).join(', ')}. `
    + `Connections: ${pack.connections.length} (${Object.entries(byRoute).map(([k, n]) => `${n} ${k}`).join(', ')}). `
    + `${pack.leaders.length} leaders, ${pack.tribes.length} tribes, ${pack.rivers.length} river runs, ${pack.arrivals.length} arrivals.\n`);

  const land = pack.spaces.filter((s) => s.kind === 'land');
  out.push('### Land spaces\n');
  out.push('Columns: terrain / owner / location type; fort level at the start; lake port (OPs to activate, 0 = functioning); sea zone touched; '
    + 'flags: ★ objective star, S supply source, W western wilderness position, T tribe home.\n');
  out.push(table(['id', 'name', 'nameJa', 'lat, lon', 'terrain / owner / location', 'fort', 'port', 'coast', 'flags', 'region', 'provenance'],
    land.map((s) => [
      s.id, esc(s.name), s.nameJa, `${s.lat}, ${s.lon}`, `${s.terrain} / ${s.owner} / ${s.location ?? '-'}`, s.fort ? String(s.fort) : '',
      s.lakePort ? `${s.lakePort.replace('lake-', '')} (${s.portCost})` : '', s.coast ?? '',
      [s.star ? '★' : '', s.supplySource ? `S(${s.supplySource})` : '', s.westernWilderness ? 'W' : '', s.tribe ? `T(${s.tribe})` : ''].filter(Boolean).join(' '),
      s.region, tag(s),
    ])));
  out.push('\n### Lakes and sea zones\n');
  out.push(table(['id', 'name', 'nameJa', 'kind', 'label point', 'touching', 'provenance'],
    pack.spaces.filter((s) => s.kind !== 'land').map((s) => [
      s.id, esc(s.name), s.nameJa, s.kind, `${s.lat}, ${s.lon}`,
      pack.connections.filter((c) => c.a === s.id || c.b === s.id).map((c) => name(c.a === s.id ? c.b : c.a)).join(', '), tag(s),
    ])));
  out.push('\n### Connections\n');
  out.push('Every connection is **design** (the map is lost); where a real road, river or trace is meant it is named as a fact.\n');
  out.push(table(['a', 'b', 'route', 'provenance'], pack.connections.map((c) => [name(c.a), name(c.b), c.dotted ? `${c.route} (blue dotted)` : c.route, tag(c)])));
  out.push('\n### River runs (chart: downstream only, 4 MP)\n');
  out.push(table(['id', 'name', 'nameJa', 'spaces (downstream)', 'provenance'], pack.rivers.map((r) => [r.id, r.name, r.nameJa, r.spaces.map(name).join(' → '), tag(r)])));
  out.push('\n### Tribes\n');
  out.push(table(['id', 'name', 'nameJa', 'status at start', 'home', 'provenance'], pack.tribes.map((t) => [t.id, esc(t.name), t.nameJa, t.status, name(t.home), tag(t)])));
  out.push('\n### Leaders\n');
  out.push('Initiative 1-4 (lower is better: a card of at least this value activates the expedition), rank 1-3 stars, tactics 1-3 (chart ranges); the values are **design**.\n');
  out.push(table(['id', 'name', 'nameJa', 'side', 'init', 'rank', 'tac', 'kind', 'enters', 'provenance'], pack.leaders.map((l) => [
    l.id, esc(l.name), l.nameJa, l.side, String(l.initiative), String(l.rank), String(l.tactics),
    [l.indian ? 'Indian' : '', l.naval ? 'naval' : ''].filter(Boolean).join(', '),
    l.nap ? `Nap.${l.nap}` : l.year ? String(l.year) : 'start', tag(l),
  ])));
  for (const st of pack.setup) {
    out.push(`\n### Set-up: ${st.side} (${tag(st)})\n`);
    out.push(table(['marker', 'at', 'leaders', 'units', 'provenance'], st.forces.map((f) => [
      f.expedition ?? '(garrison)', name(f.at), (f.leaders ?? []).map((id) => pack.leaders.find((l) => l.id === id)?.name ?? id).join(', '), units(f.units), tag(f as Prov),
    ])));
  }
  out.push('\n### Arrivals (turn track)\n');
  out.push('Turns of a year: 1 Jan-Mar (winter), 2 Apr-May, 3 Jun-Jul, 4 Aug-Sep, 5 Oct-Dec; the game starts in 1812 turn 3. '
    + 'The Napoleon reinforcements (chart L300-315) are not here: the engine takes them from the chart.\n');
  out.push(table(['year', 'turn', 'side', 'at', 'units', 'leaders', 'provenance'], pack.arrivals.map((a) => [
    String(a.year), String(a.turn), a.side, name(a.at), units(a.units), (a.leaders ?? []).join(', '), tag(a),
  ])));
  out.push('\n### Markers and parameters (design)\n');
  out.push(`- British expedition markers: ${pack.markers.british.join(', ')}\n- American expedition markers: ${pack.markers.american.join(', ')}`);
  out.push(table(['parameter', 'value'], Object.entries(pack.params).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)])));
  return out.join('\n');
}

export function spliceGenerated(doc: string, generated: string): string {
  const a = doc.indexOf(DOC_BEGIN);
  const b = doc.indexOf(DOC_END);
  if (a < 0 || b < a) throw new Error('docs/war1812-data.md has no generated-section markers');
  return doc.slice(0, a + DOC_BEGIN.length) + '\n\n' + generated + '\n\n' + doc.slice(b);
}
