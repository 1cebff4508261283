import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { defaultLibertyPack as pack } from '../../src/games/liberty/data/load.ts';
import { provenanceMarkdown, spliceGenerated } from '../../src/games/liberty/data/provenance-doc.ts';
import { renderLibertySvg } from '../../src/games/liberty/data/render.ts';

const root = new URL('../../', import.meta.url);

test('liberty data: docs/liberty-data.md shows the provenance of every value of the shipped pack (tables up to date)', () => {
  const doc = readFileSync(new URL('docs/liberty-data.md', root), 'utf8');
  assert.equal(doc, spliceGenerated(doc, provenanceMarkdown(pack)), 'run: npx tsx src/games/liberty/data/write-provenance-doc.ts');
  assert.match(doc, /are a reconstruction/);
  for (const b of pack.blocks) assert.ok(doc.includes(`| ${b.id} |`), b.id);
  for (const h of pack.hexes) if (h.town) assert.ok(doc.includes(`| ${h.id} | ${h.town.name}`), h.town.name);
});

test('liberty data: the committed docs/liberty-map.svg is the rendering of the shipped pack', () => {
  const svg = readFileSync(new URL('docs/liberty-map.svg', root), 'utf8');
  assert.equal(svg, renderLibertySvg(pack), 'run: npx muster data render liberty --out docs/liberty-map.svg --png docs/liberty-map.png');
});
