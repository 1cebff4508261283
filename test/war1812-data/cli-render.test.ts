import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultWar1812Pack } from '../../src/games/war1812/data/load.ts';
import { renderWar1812Svg } from '../../src/games/war1812/data/render.ts';

const root = new URL('../../', import.meta.url).pathname;
const muster = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root, encoding: 'utf8' });
const pack = defaultWar1812Pack();

test('war1812 data: `muster data check war1812` exits 0 on the shipped pack and prints a summary', () => {
  const r = muster('data', 'check', 'war1812');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^ok: .*war1812\.pack\.json/);
  assert.match(r.stdout, /spaces: \d+ land, 3 lake, \d+ sea; connections: \d+/);
  assert.match(r.stdout, /leaders: \d+ British, \d+ American/);
});

test('war1812 data: `muster data check war1812 FILE` exits 1 and prints every problem with its path', () => {
  const dir = mkdtempSync(join(tmpdir(), 'war1812-pack-'));
  const p = structuredClone(pack);
  p.leaders[0]!.initiative = 7;
  p.params.activationMP = 3;
  const file = join(dir, 'broken.json');
  writeFileSync(file, JSON.stringify(p));
  const r = muster('data', 'check', 'war1812', file);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /leaders\[0\]\.initiative: leader "brock": initiative 7 is outside the chart's range 1-4/);
  assert.match(r.stderr, /params\.activationMP/);
});

test('war1812 data: `muster data render war1812 --out --png` writes the map from the pack (SVG and PNG)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'war1812-map-'));
  const out = join(dir, 'map.svg');
  const png = join(dir, 'map.png');
  const r = muster('data', 'render', 'war1812', '--out', out, '--png', png);
  assert.equal(r.status, 0, r.stderr);
  assert.match(readFileSync(out, 'utf8'), /Detroit/);
  assert.ok(existsSync(png) && readFileSync(png).subarray(1, 4).toString() === 'PNG');
});

test('war1812 data: the map shows every land space, lake, sea zone, tribe, the legend and the reconstruction notice', () => {
  const svg = renderWar1812Svg(pack);
  const esc = (s: string) => s.replace(/&/g, '&amp;');
  for (const s of pack.spaces) assert.ok(svg.includes(`>${esc(s.name)}</text>`), s.name);
  for (const t of pack.tribes) assert.ok(svg.includes(esc(t.name)), t.name);
  for (const label of ['DESIGN RECONSTRUCTION', 'Stage Road (1 MP)', 'Civilized Indian Boundary (4 MP)', 'Wilderness Trail', 'Objective star', 'Set-up']) {
    assert.ok(svg.includes(label), label);
  }
});

test('war1812 data: in Japanese the map uses nameJa; without set-up it has no set-up list', () => {
  const ja = renderWar1812Svg(pack, { lang: 'ja' });
  for (const s of pack.spaces) assert.ok(ja.includes(`>${s.nameJa}</text>`), s.id);
  assert.ok(!ja.includes('>Detroit</text>'));
  assert.ok(!renderWar1812Svg(pack, { setup: false }).includes('Set-up (tag'));
});

test('war1812 data: a view window draws only that part (and does not crash the rasterizer)', async () => {
  const svg = renderWar1812Svg(pack, { view: { north: 44.5, south: 41.8, west: -81, east: -75.5 }, scale: 80 });
  assert.ok(svg.includes('>Kingston</text>') && !svg.includes('>New Orleans</text>'));
  const { Resvg } = await import('@resvg/resvg-js');
  assert.ok(new Resvg(svg).render().asPng().length > 1000);
});

test('war1812 data: docs/war1812-data.md gives the provenance of every entry of the shipped pack (tables up to date)', async () => {
  const { dataMarkdown, spliceGenerated } = await import('../../src/games/war1812/data/data-doc.ts');
  const doc = readFileSync(join(root, 'docs/war1812-data.md'), 'utf8');
  assert.equal(doc, spliceGenerated(doc, dataMarkdown(pack)), 'run: npx tsx src/games/war1812/data/write-data-doc.ts');
  assert.match(doc, /design reconstruction/);
  for (const s of pack.spaces) assert.ok(doc.includes(`| ${s.id} |`), s.id);
  for (const l of pack.leaders) assert.ok(doc.includes(`| ${l.id} |`), l.id);
});

test('war1812 data: the committed docs/war1812-map.svg is the rendering of the shipped pack', () => {
  const svg = readFileSync(join(root, 'docs/war1812-map.svg'), 'utf8');
  assert.equal(svg, renderWar1812Svg(pack), 'run: npx muster data render war1812 --out docs/war1812-map.svg --png docs/war1812-map.png');
});
