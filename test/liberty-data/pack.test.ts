import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultLibertyPack as pack, loadLibertyPack, SHIPPED_PACK_PATH } from '../../src/games/liberty/data/load.ts';
import { britishPointsAtSetup, validateLibertyPack } from '../../src/games/liberty/data/validate.ts';
import { setupPools } from '../../src/games/liberty/data/setup.ts';
import { buildReconstructedPack, deckFromMix, ALT_CARD_MIX, formatPack } from '../../src/games/liberty/data/reconstruction.ts';
import { readFileSync } from 'node:fs';

const town = (name: string) => {
  const h = pack.hexes.find((x) => x.town?.name === name);
  assert.ok(h, `town ${name}`);
  return h;
};

test('liberty data: the shipped pack passes the schema and every semantic check', () => {
  assert.deepEqual(validateLibertyPack(pack), []);
  assert.equal(loadLibertyPack(SHIPPED_PACK_PATH).name, pack.name);
});

test('liberty data: the shipped JSON is exactly what reconstruction.ts builds (no drift between recipe and file)', () => {
  assert.equal(readFileSync(SHIPPED_PACK_PATH, 'utf8'), formatPack(buildReconstructedPack()));
});

test('liberty data: the pack says plainly that it is a reconstruction, in English and Japanese', () => {
  assert.match(pack.notice.en, /reconstruction/);
  assert.match(pack.notice.ja, /再構成/);
});

test('liberty 1.1: the map is a full 7 x 22 odd-r grid with every sea and lake hex listed', () => {
  assert.deepEqual(pack.grid, { rows: 22, cols: 7, layout: 'odd-r' });
  assert.equal(pack.hexes.length, 154);
  assert.ok(pack.hexes.filter((h) => h.col >= 6).every((h) => h.kind === 'sea'), 'columns 6-7 are the Atlantic');
});

test('liberty 11.1 / S9: the British start on 14 supply points (Quebec 3 + Montreal 3 + Fort Niagara 1 + Augusta 1 + Boston 3 occupied + BWI 3)', () => {
  assert.equal(britishPointsAtSetup(pack), 14);
  const v = (n: string) => town(n).town!.value;
  const bwi = pack.spaces.find((s) => s.id === 'bwi')!;
  assert.equal(v('Quebec') + v('Montreal') + v('Fort Niagara') + v('Augusta') + v('Boston') + bwi.value, 14);
  assert.equal(town('Boston').town!.colour, 'blue', 'Boston counts only because the British occupy it');
});

test('liberty 2.0: 50 blocks, 25 red and 25 blue, of which 8 French (S12: 32%)', () => {
  assert.equal(pack.blocks.length, 50);
  assert.equal(pack.blocks.filter((b) => b.side === 'british').length, 25);
  assert.equal(pack.blocks.filter((b) => b.side === 'american').length, 25);
  assert.equal(pack.blocks.filter((b) => b.nation === 'french').length, 8);
  assert.equal(new Set(pack.blocks.map((b) => b.id)).size, 50);
});

test('liberty 2.2: block ids and types follow the roster contract (dossier §11)', () => {
  const type = (id: string) => pack.blocks.find((b) => b.id === id)?.type;
  for (const id of ['howe', 'cornwallis', 'burgoyne', 'washington', 'gates', 'rochambeau']) assert.equal(type(id), 'leader');
  for (const id of ['rn1', 'rn2', 'rn3', 'fn1', 'fn2', 'fn3']) assert.equal(type(id), 'warship');
  for (const id of ['mil1', 'mil5']) assert.equal(type(id), 'militia');
  assert.equal(type('guards'), 'guards');
  assert.equal(type('jaegers'), 'light');
  assert.equal(type('rifles'), 'rifle');
  assert.equal(type('lauzun'), 'dragoon');
  for (const id of ['line1', 'hessian3', 'loyal4', 'cont7', 'fr3']) assert.equal(type(id), 'foot');
  const guards = pack.blocks.find((b) => b.id === 'guards')!;
  assert.deepEqual(guards.fire, { letter: 'C', number: 4 }, 'the one C4 block (S2)');
});

test('liberty 2.25 / 10.0: each Indian block has its own orange town as home and begins there', () => {
  for (const tribe of ['cherokee', 'mohawk', 'shawnee'] as const) {
    const b = pack.blocks.find((x) => x.id === tribe)!;
    const home = pack.hexes.find((h) => h.id === b.home)!;
    assert.equal(home.town?.tribe, tribe);
    assert.equal(home.town?.colour, 'orange');
    assert.equal(home.town?.value, 0, 'Indian towns are unnumbered (3.3 exception)');
    assert.equal(pack.setup.placements.find((p) => p.block === tribe)?.at, b.home);
  }
});

test('liberty 3.0: 25 cards, 20 action valued 1-3 and 5 supply of 2 or 3 steps; the mix is a parameter', () => {
  assert.equal(pack.cards.length, 25);
  const count = (kind: string, value: number) => pack.cards.filter((c) => c.kind === kind && c.value === value).length;
  assert.deepEqual([count('action', 1), count('action', 2), count('action', 3)], [7, 10, 3]);
  assert.deepEqual([count('supply', 2), count('supply', 3)], [3, 2]);
  const alt = deckFromMix(ALT_CARD_MIX);
  assert.equal(alt.filter((c) => c.value === 3 && c.kind === 'action').length, 6);
  assert.deepEqual(validateLibertyPack(buildReconstructedPack({ cardMix: ALT_CARD_MIX })), []);
});

test('liberty 12.0: blocks not set up form the British and American pools; French blocks not set up wait face up', () => {
  const pools = setupPools(pack);
  assert.equal(pools.british.length, 11);
  assert.equal(pools.american.length, 9);
  assert.deepEqual(pools.french.sort(), ['fn2', 'fn3', 'fr2', 'fr3', 'lauzun', 'rochambeau']);
  assert.ok(pools.british.includes('cornwallis') && pools.british.includes('jaegers') && pools.british.includes('br_dragoons'), 'drawn in 1776 in S1');
});

test('liberty intro / S5: 3 cards in 1775, 5 after; the game ends after 1783; thresholds 30 and 12', () => {
  const r = pack.rules;
  assert.equal(r.handSize.byYear['1775'], 3);
  assert.equal(r.handSize.default, 5);
  assert.equal(r.endYear, 1783);
  assert.deepEqual(r.victory, { britishAtLeast: 30, americanBelow: 12 });
  assert.deepEqual(r.frenchEntry, { firstWinter: 1776, twoDiceAtLeast: 8 });
  const turns = Array.from({ length: r.endYear - r.startYear + 1 }, (_, i) => r.handSize.byYear[String(r.startYear + i)] ?? r.handSize.default)
    .reduce((a, b) => a + b, 0);
  assert.equal(turns, 43);
});

test('liberty optional rules (dossier §7.12): six switches, all off by default', () => {
  const opts = Object.values(pack.rules.optionalRules);
  assert.equal(opts.length, 6);
  assert.ok(opts.every((o) => o.default === false));
});

test('liberty data: every value carries a provenance, and facts and rules name their source', () => {
  const all = [...pack.hexes, ...pack.hexes.flatMap((h) => (h.town ? [h.town] : [])), ...pack.hexsides, ...pack.rivers,
    ...pack.spaces, ...pack.blocks, ...pack.cards, ...pack.setup.placements, pack.setup];
  for (const o of all) {
    assert.ok(o.prov, JSON.stringify(o));
    for (const p of [o, ...Object.values(o.fields ?? {})]) if (p.prov !== 'reconstruction') assert.ok(p.source, JSON.stringify(o));
  }
  assert.equal(town('Boston').town!.fields?.value?.prov, 'rule');
});
