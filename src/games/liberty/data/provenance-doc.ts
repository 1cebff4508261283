/**
 * The generated part of docs/liberty-data.md: every value of a pack with its provenance, as Markdown tables.
 * Tags: [F source] fact, [R rule] rulebook, [I reason] inference, [X] reconstruction (invented placeholder).
 */
import { wildernessHexes } from './geometry.js';
import { setupPools } from './setup.js';
import type { LibertyPack, Prov } from './types.js';
import { britishPointsAtSetup } from './validate.js';

export const DOC_BEGIN = '<!-- BEGIN GENERATED: npx tsx src/games/liberty/data/write-provenance-doc.ts -->';
export const DOC_END = '<!-- END GENERATED -->';

type P = { prov: Prov['prov']; source?: string | undefined };

function tag(p: P): string {
  const src = p.source ? ` ${p.source}` : '';
  switch (p.prov) {
    case 'fact': return `[F${src}]`;
    case 'rule': return `[R${src.replace(/^ R /, ' ')}]`;
    case 'inference': return `[I${src}]`;
    case 'reconstruction': return '[X]';
  }
}
/** A value with the provenance of its field (falling back to the object's). */
function v(o: Prov, field: string, value: unknown): string {
  const p = o.fields?.[field] ?? o;
  return `${cell(value)} ${tag(p)}`;
}
function cell(value: unknown): string {
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  return String(s).replace(/\|/g, '\\|');
}
function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

export function provenanceMarkdown(pack: LibertyPack): string {
  const out: string[] = [];
  const hexName = (id: string) => pack.hexes.find((h) => h.id === id)?.town?.name ?? pack.spaces.find((s) => s.id === id)?.name ?? id;
  out.push(`Pack: **${pack.name}** (\`${pack.format}\`), grid ${pack.grid.rows} rows x ${pack.grid.cols} columns, layout ${pack.grid.layout}.`);
  out.push(`British supply points at setup (computed): **${britishPointsAtSetup(pack)}**.`);

  // Hex kinds and zones as a grid sketch.
  out.push('\n### Hexes: kind and weather zone\n');
  const allRecon = pack.hexes.every((h) => h.prov === 'reconstruction' && !h.fields);
  out.push(`Every hex's position, kind (land / sea / lake), zone and half-hex flag: ${allRecon ? '[X] (dossier §10 proposal A).' : 'see the per-hex tags below.'}`);
  out.push('`.` land, `W` wilderness (derived, 1.4), `~` sea, `L` lake, `T` town (see the town table); rows 1-12 North, 13-22 South.\n');
  const wild = new Set(wildernessHexes(pack));
  const lines: string[] = ['```', '      ' + Array.from({ length: pack.grid.cols }, (_, i) => `c${i + 1}`).join(' ')];
  for (let r = 1; r <= pack.grid.rows; r++) {
    const row = pack.hexes.filter((h) => h.row === r).sort((a, b) => a.col - b.col);
    const cells = row.map((h) => (h.kind === 'sea' ? '~' : h.kind === 'lake' ? 'L' : h.town ? 'T' : wild.has(h.id) ? 'W' : '.'));
    const zone = row[0]?.zone === 'north' ? 'N' : 'S';
    lines.push(`r${String(r).padStart(2, '0')} ${zone}${r % 2 ? '  ' : ' '}${cells.map((c) => c.padEnd(2)).join(' ')}`);
  }
  lines.push('```');
  out.push(lines.join('\n'));
  const odd = pack.hexes.filter((h) => h.prov !== 'reconstruction' || h.fields);
  if (odd.length) out.push(table(['hex', 'provenance'], odd.map((h) => [h.id, tag(h)])));

  out.push('\n### Towns\n');
  out.push('Unlisted fields take the town\'s own tag. Value 0 = unnumbered town.\n');
  out.push(table(['hex', 'name', 'value', 'colour', 'port', 'tribe', 'wilderness'], pack.hexes.filter((h) => h.town).map((h) => {
    const t = h.town!;
    return [h.id, v(t, 'name', t.name), v(t, 'value', t.value), v(t, 'colour', t.colour), v(t, 'port', t.port),
      t.tribe ? v(t, 'tribe', t.tribe) : '', wild.has(h.id) ? 'yes (derived)' : ''];
  })));

  out.push('\n### Naval choke points (11.3)\n');
  out.push(table(['hex', 'town', 'guards (ports)', 'provenance'], pack.hexes.filter((h) => h.choke).map((h) => [
    h.id, h.town?.name ?? '', v(h.choke!, 'guards', h.choke!.guards.map(hexName).join(', ')), tag(h.choke!),
  ])));

  out.push('\n### Hexsides (only those that are not plain clear land; sides touching sea or lake are water)\n');
  const forest = pack.hexsides.filter((s) => s.terrain === 'forest');
  const forestRecon = forest.every((s) => s.prov === 'reconstruction');
  out.push(`${forest.length} forest hexsides ${forestRecon ? '[X] (placed so that exactly the dossier\'s wilderness hexes have two or more)' : ''}: ` +
    forest.map((s) => `${s.a}\\|${s.b}${s.prov !== 'reconstruction' ? ' ' + tag(s) : ''}`).join(', ') + '.\n');
  out.push(table(['side', 'terrain', 'note', 'provenance'], pack.hexsides.filter((s) => s.terrain !== 'forest').map((s) => [
    `${s.a}\\|${s.b}`, s.terrain, s.niagara ? 'Niagara Falls barrier' : '', `${tag(s)}${s.source && s.prov === 'reconstruction' ? ' ' + s.source : ''}`,
  ])));

  out.push('\n### Rivers and lake shores (5.6)\n');
  out.push(table(['id', 'name', 'kind', 'chain', 'provenance'], pack.rivers.map((r) => [
    r.id, r.name, r.kind, r.hexes.map((h) => `${h}${pack.hexes.find((x) => x.id === h)?.town ? ' ' + hexName(h) : ''}`).join(' – '),
    `${tag(r)}${r.source && r.prov === 'reconstruction' ? ' ' + r.source : ''}${r.fields?.hexes ? '; ' + tag(r.fields.hexes) : ''}`,
  ])));

  out.push('\n### Off-map spaces\n');
  out.push(table(['id', 'name', 'value', 'colour', 'zone', 'provenance'], pack.spaces.map((s) => [
    s.id, v(s, 'name', s.name), v(s, 'value', s.value), s.colour ?? '', s.zone ? v(s, 'zone', s.zone) : '', `${tag(s)}${s.prov === 'reconstruction' && s.source ? ' ' + s.source : ''}`,
  ])));

  out.push('\n### Blocks\n');
  out.push('Every block: side [R 2.0]; everything without its own tag is [X] (dossier §11 proposal B).\n');
  out.push(table(['id', 'name', 'side', 'nation', 'type', 'max', 'fire', 'move', 'home'], pack.blocks.map((b) => [
    b.id, v(b, 'name', b.name), b.side, v(b, 'nation', b.nation), v(b, 'type', b.type), v(b, 'maxSteps', b.maxSteps),
    v(b, 'fire', `${b.fire.letter}${b.fire.number}`), v(b, 'move', b.move), b.home ? v(b, 'home', `${b.home} ${hexName(b.home)}`) : '',
  ])));

  out.push('\n### Cards\n');
  const groups = new Map<string, string[]>();
  for (const c of pack.cards) {
    const k = `${c.kind} ${c.value}|${tag(c)}|${c.source ?? ''}|${c.fields?.kind ? tag(c.fields.kind) : ''}`;
    groups.set(k, [...(groups.get(k) ?? []), c.id]);
  }
  out.push(table(['kind and value', 'count', 'ids', 'mix provenance', 'kind provenance'], [...groups].map(([k, ids]) => {
    const [kv, t, src, kt] = k.split('|');
    return [kv ?? '', String(ids.length), `${ids[0]} … ${ids[ids.length - 1]}`, `${t} ${src}`, kt ?? ''];
  })));

  out.push(`\n### Setup ${pack.setup.year} ${tag(pack.setup)}\n`);
  out.push(table(['block', 'place', 'steps', 'place provenance'], pack.setup.placements.map((p) => [
    p.block, `${p.at} ${hexName(p.at)}`, `${p.steps} ${tag(p.fields?.steps ?? p)}`, tag(p.fields?.at ?? p),
  ])));
  const pools = setupPools(pack);
  out.push(`\nPools (derived, R 12.0): British ${pools.british.length} (${pools.british.join(', ')}); American ${pools.american.length} ` +
    `(${pools.american.join(', ')}); French face up ${pools.french.length} (${pools.french.join(', ')}).`);

  out.push('\n### Rule parameters\n');
  const r = pack.rules;
  const rp = (field: string, value: unknown) => [field, v(r as Prov, field, value)];
  out.push(table(['parameter', 'value'], [
    rp('startYear', r.startYear), rp('endYear', r.endYear), rp('turnsPerYear', r.turnsPerYear), rp('handSize', r.handSize),
    rp('victory', r.victory), rp('frenchEntry', r.frenchEntry), rp('westIndiesStackLimit', r.westIndiesStackLimit),
  ]));
  out.push('\n### Optional rules (switches, all off by default)\n');
  out.push(table(['switch', 'default', 'rule', 'provenance'], Object.entries(r.optionalRules).map(([k, o]) => [k, String(o.default), o.en, tag(o)])));
  return out.join('\n');
}

/** Replaces the generated section of the document text. */
export function spliceGenerated(doc: string, generated: string): string {
  const a = doc.indexOf(DOC_BEGIN);
  const b = doc.indexOf(DOC_END);
  if (a < 0 || b < a) throw new Error('docs/liberty-data.md has no generated-section markers');
  return doc.slice(0, a + DOC_BEGIN.length) + '\n\n' + generated + '\n\n' + doc.slice(b);
}
