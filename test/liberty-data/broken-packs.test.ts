import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkLibertyPack, defaultLibertyPack, LibertyPackError, parseLibertyPack } from '../../src/games/liberty/data/load.ts';
import type { LibertyPack } from '../../src/games/liberty/data/types.ts';

/** A deep copy of the shipped pack, broken by `edit`; returns every issue found. */
function broken(edit: (p: LibertyPack) => void) {
  const p = structuredClone(defaultLibertyPack) as LibertyPack;
  edit(p);
  return checkLibertyPack(p).issues;
}
function assertRejected(issues: { path: string; message: string }[], path: string | RegExp, message: RegExp) {
  assert.ok(issues.length > 0, 'expected the pack to be rejected');
  const hit = issues.find((i) => (typeof path === 'string' ? i.path === path : path.test(i.path)) && message.test(i.message));
  assert.ok(hit, `no issue at ${path} matching ${message}; got:\n${issues.map((i) => `${i.path}: ${i.message}`).join('\n')}`);
}
const hexIndex = (p: LibertyPack, name: string) => p.hexes.findIndex((h) => h.town?.name === name);

test('liberty data rejects: an asymmetric hexside (one side listed as a|b forest and b|a clear)', () => {
  const issues = broken((p) => {
    const s = p.hexsides.find((x) => x.terrain === 'forest')!;
    p.hexsides.push({ a: s.b, b: s.a, terrain: 'clear', prov: 'reconstruction' });
  });
  assertRejected(issues, /^hexsides\[\d+\]$/, /asymmetric: one side, two terrains/);
});

test('liberty data rejects: the same hexside listed twice', () => {
  const issues = broken((p) => { p.hexsides.push({ ...p.hexsides[0]! }); });
  assertRejected(issues, `hexsides[${defaultLibertyPack.hexsides.length}]`, /listed twice/);
});

test('liberty data rejects: a hexside between hexes that are not adjacent', () => {
  const issues = broken((p) => { p.hexsides.push({ a: 'r01c1', b: 'r05c5', terrain: 'forest', prov: 'reconstruction' }); });
  assertRejected(issues, /^hexsides/, /r01c1 and r05c5 are not adjacent/);
});

test('liberty 1.1 data rejects: a forest hexside on the coast (sides touching sea are water)', () => {
  const issues = broken((p) => { p.hexsides.push({ a: 'r06c5', b: 'r06c6', terrain: 'forest', prov: 'reconstruction' }); });
  assertRejected(issues, /terrain$/, /touches a sea or lake hex, so it is water/);
});

test('liberty 5.6 data rejects: a river that is not a chain of adjacent hexes', () => {
  const issues = broken((p) => {
    const hudson = p.rivers.find((r) => r.id === 'hudson')!;
    hudson.hexes = ['r05c3', 'r07c3', 'r06c3'];
  });
  assertRejected(issues, /^rivers\[\d+\]\.hexes\[1\]$/, /river "hudson" is not a chain: r05c3 and r07c3 are not adjacent/);
});

test('liberty 5.6 data rejects: a river linking Fort Ticonderoga and Albany', () => {
  const issues = broken((p) => { p.rivers.find((r) => r.id === 'hudson')!.hexes.unshift('r04c4'); });
  assertRejected(issues, /^rivers\[\d+\]$/, /links Fort Ticonderoga and Albany; rule 5.6 separates them/);
});

test('liberty data rejects: a river through a sea hex', () => {
  const issues = broken((p) => { p.rivers.find((r) => r.id === 'savannah')!.hexes.push('r22c4'); });
  assertRejected(issues, /^rivers\[\d+\]\.hexes\[2\]$/, /a sea hex/);
});

test('liberty 1.2 data rejects: a town on water', () => {
  const issues = broken((p) => {
    const sea = p.hexes.find((h) => h.id === 'r10c5')!;
    sea.town = { name: 'Atlantis', value: 1, colour: 'blue', port: true, prov: 'reconstruction' };
  });
  assertRejected(issues, /^hexes\[\d+\]\.town$/, /town "Atlantis" is on a sea hex \(r10c5\); towns must be on land/);
});

test('liberty 1.3 data rejects: a port that touches no sea or lake', () => {
  const issues = broken((p) => { p.hexes[hexIndex(p, 'Albany')]!.town!.port = true; });
  assertRejected(issues, /town\.port$/, /port "Albany" \(r06c3\) touches no sea or lake hex/);
});

test('liberty 2.24 data rejects: a warship set up away from a port', () => {
  const issues = broken((p) => { p.setup.placements.find((x) => x.block === 'rn1')!.at = 'r06c4'; });
  assertRejected(issues, /^setup\.placements\[\d+\]\.at$/, /warship "rn1" set up at r06c4, which is not a port/);
});

test('liberty data rejects: a block set up on a sea hex', () => {
  const issues = broken((p) => { p.setup.placements.find((x) => x.block === 'line1')!.at = 'r10c5'; });
  assertRejected(issues, /\.at$/, /set up on r10c5, a sea hex/);
});

test('liberty 9.1 data rejects: American militia set up in the West Indies', () => {
  const issues = broken((p) => { p.setup.placements.find((x) => x.block === 'mil5')!.at = 'fwi'; });
  assertRejected(issues, /\.at$/, /cannot be in the West Indies: only British and French blocks may enter/);
});

test('liberty 10.0 data rejects: an Indian block set up away from its own town', () => {
  const issues = broken((p) => { p.setup.placements.find((x) => x.block === 'mohawk')!.at = 'r05c1'; });
  assertRejected(issues, /\.at$/, /Indian block "mohawk" must begin in its own town r05c2/);
});

test('liberty 2.11 data rejects: a block set up above its maximum strength', () => {
  const issues = broken((p) => { p.setup.placements.find((x) => x.block === 'loyal3')!.steps = 4; });
  assertRejected(issues, /\.steps$/, /above its maximum 3/);
});

test('liberty 11.1 / S9 data rejects: a setup that does not start the British on 14 supply points', () => {
  const issues = broken((p) => { p.hexes[hexIndex(p, 'Montreal')]!.town!.value = 2; });
  assertRejected(issues, 'setup', /the British start on 13 supply points; the game starts them on 14/);
});

test('liberty 2.0 data rejects: a roster that is not 25 blocks a side', () => {
  const issues = broken((p) => { p.blocks = p.blocks.filter((b) => b.id !== 'gates'); p.setup.placements = p.setup.placements.filter((x) => x.block !== 'gates'); });
  assertRejected(issues, 'blocks', /american side has 24 blocks; the game has 25 a side, 50 in all/);
});

test('liberty 3.0 data rejects: a deck that is not 20 action + 5 supply cards', () => {
  const issues = broken((p) => { p.cards.pop(); });
  assertRejected(issues, 'cards', /the deck has 20 action \+ 4 supply cards; the game has 20 \+ 5 = 25/);
});

test('liberty data rejects: unknown ids in the setup, hexsides, rivers and Indian homes', () => {
  const issues = broken((p) => {
    p.setup.placements.push({ block: 'nobody', at: 'r06c5', steps: 1, prov: 'reconstruction' });
    p.setup.placements.find((x) => x.block === 'mil4')!.at = 'newark';
    p.hexsides.push({ a: 'r99c9', b: 'r01c1', terrain: 'forest', prov: 'reconstruction' });
    p.rivers[0]!.hexes.push('r30c1');
    p.blocks.find((b) => b.id === 'cherokee')!.home = 'r40c1';
  });
  assertRejected(issues, /block$/, /unknown block id "nobody"/);
  assertRejected(issues, /\.at$/, /unknown place "newark"/);
  assertRejected(issues, /\.a$/, /unknown hex id "r99c9"/);
  assertRejected(issues, /^rivers\[0\]\.hexes/, /unknown hex id "r30c1"/);
  assertRejected(issues, /\.home$/, /unknown hex id "r40c1"/);
});

test('liberty data rejects: duplicate block, card, river and hex ids, and a block set up twice', () => {
  const issues = broken((p) => {
    p.blocks[1]!.id = p.blocks[0]!.id;
    p.cards[1]!.id = p.cards[0]!.id;
    p.rivers[1]!.id = p.rivers[0]!.id;
    p.hexes[1]!.id = p.hexes[0]!.id;
    p.setup.placements.push({ ...p.setup.placements[0]! });
  });
  assertRejected(issues, 'blocks[1].id', /duplicate block id "howe"/);
  assertRejected(issues, 'cards[1].id', /duplicate card id "a1-01"/);
  assertRejected(issues, 'rivers[1].id', /duplicate river id "st_lawrence"/);
  assertRejected(issues, 'hexes[1].id', /duplicate hex id "r01c1"/);
  assertRejected(issues, 'hexes', /grid hex "r01c2" is missing/);
  assertRejected(issues, /^setup\.placements\[\d+\]\.block$/, /block "howe" is set up twice/);
});

test('liberty data rejects: both sides set up in one hex (no battle at the start)', () => {
  const issues = broken((p) => { p.setup.placements.find((x) => x.block === 'mil1')!.at = 'r06c5'; });
  assertRejected(issues, 'setup.placements', /both sides set up in r06c5/);
});

test('liberty data rejects: a misspelt key or a value out of range, with its JSON path (schema)', () => {
  const issues = broken((p) => {
    (p.blocks[0] as unknown as Record<string, unknown>).maxStep = 4;
    p.blocks[1]!.maxSteps = 5;
    p.hexes[0]!.zone = 'east' as 'north';
  });
  assertRejected(issues, 'blocks[0]', /maxStep/);
  assertRejected(issues, 'blocks[1].maxSteps', /<=\s*4|4/);
  assertRejected(issues, 'hexes[0].zone', /north|south/);
});

test('liberty data: parseLibertyPack throws one error that lists every problem', () => {
  const p = structuredClone(defaultLibertyPack) as LibertyPack;
  p.cards.pop();
  p.setup.placements.find((x) => x.block === 'rn1')!.at = 'r05c3';
  assert.throws(() => parseLibertyPack(p, 'test.json'), (e: unknown) => {
    assert.ok(e instanceof LibertyPackError);
    assert.match(e.message, /^test\.json: 2 problems/);
    assert.match(e.message, /cards: the deck has/);
    assert.match(e.message, /warship "rn1"/);
    return true;
  });
});

test('liberty data: block-face labels (short, shortJa) are optional and checked when given', () => {
  const idx = (p: LibertyPack, id: string) => p.blocks.findIndex((b) => b.id === id);
  // a corrected pack without any short label is still a valid pack
  assert.deepEqual(broken((p) => { for (const b of p.blocks) { delete b.short; delete b.shortJa; } }), []);
  // a numbered block keeps its own number
  const line2 = idx(defaultLibertyPack, 'line2');
  assertRejected(broken((p) => { p.blocks[line2]!.shortJa = '英正規3'; }), `blocks[${line2}].shortJa`, /drops the number 2 of "British Line 2"/);
  assertRejected(broken((p) => { p.blocks[line2]!.short = 'Line 12'; }), `blocks[${line2}].short`, /drops the number 2/);
  assert.deepEqual(broken((p) => { p.blocks[line2]!.short = 'Ln 2'; p.blocks[line2]!.shortJa = '英正規2'; }), []);
  // spaces around, empty, too long for a block face (schema)
  const wash = idx(defaultLibertyPack, 'washington');
  assertRejected(broken((p) => { p.blocks[wash]!.short = ' Wash'; }), `blocks[${wash}].short`, /spaces around it/);
  assertRejected(broken((p) => { p.blocks[wash]!.shortJa = ''; }), `blocks[${wash}].shortJa`, /./);
  assertRejected(broken((p) => { p.blocks[wash]!.shortJa = 'ジョージ・ワシントン'; }), `blocks[${wash}].shortJa`, /./);
  assertRejected(broken((p) => { p.blocks[wash]!.short = 'Washington'; }), `blocks[${wash}].short`, /./);
});
