import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultLibertyPack as pack } from '../../src/games/liberty/data/pack.js';
import { libertyMapLayout, renderLibertySvg } from '../../src/games/liberty/data/render.js';

const f = (n: number) => (Math.round(n * 10) / 10).toString();

test('liberty data: the exported map layout is where the renderer draws the panel boxes and towns', () => {
  const svg = renderLibertySvg(pack, { setup: false });
  const L = libertyMapLayout(pack);
  for (const id of ['legend', 'atlantic', 'bwi', 'fwi'] as const) {
    const r = L.boxes[id];
    assert.ok(r, `${id} box laid out`);
    assert.ok(svg.includes(`<rect x="${f(r.x)}" y="${f(r.y)}" width="${r.w}" height="${r.h}"`), `${id} box drawn at its layout rectangle`);
  }
  assert.ok(svg.includes(`width="${L.width}"`));
  for (const h of pack.hexes.filter((x) => x.town)) {
    const p = L.hexSpot((h.row - 1) * pack.grid.cols + (h.col - 1));
    assert.ok(svg.includes(`<circle cx="${f(p.x)}" cy="${f(p.y)}"`), `town ${h.id} drawn at its layout spot`);
  }
});
