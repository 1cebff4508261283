import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultLibertyPack as pack } from '../../src/games/liberty/data/load.ts';
import { renderLibertySvg } from '../../src/games/liberty/data/render.ts';

test('liberty data: the map rendering shows every town, the Atlantic box, both West Indies and the reconstruction notice', () => {
  const svg = renderLibertySvg(pack);
  for (const h of pack.hexes) if (h.town) assert.ok(svg.includes(h.town.name.split(' ')[0]!), h.town.name);
  for (const label of ['ATLANTIC box', 'British West Indies', 'French West Indies', 'RECONSTRUCTED MAP', 'weather line', 'Setup 1775']) {
    assert.ok(svg.includes(label), label);
  }
  assert.equal((svg.match(/<polygon /g) ?? []).length, pack.hexes.length);
});

test('liberty data: the rendering can leave the setup out (a bare map for the web client)', () => {
  const svg = renderLibertySvg(pack, { setup: false });
  assert.ok(!svg.includes('Setup 1775'));
});

test('liberty data: in Japanese the map writes the towns, rivers and boxes by their nameJa; English is the default', () => {
  const ja = renderLibertySvg(pack, { lang: 'ja', setup: false });
  for (const h of pack.hexes) if (h.town) assert.ok(h.town.nameJa && ja.includes(`>${h.town.nameJa}</text>`), h.town.name);
  for (const r of pack.rivers) assert.ok(r.nameJa && ja.includes(`>${r.nameJa}</text>`), r.name);
  for (const label of ['大西洋ボックス', '英領西インド諸島', '仏領西インド諸島']) assert.ok(ja.includes(label), label);
  assert.ok(!ja.includes('>Boston</text>') && !ja.includes('ATLANTIC box'));
  assert.equal(renderLibertySvg(pack, { lang: 'en' }), renderLibertySvg(pack));
});
