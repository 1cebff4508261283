import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultLibertyPack as pack } from '../../src/games/liberty/data/load.ts';
import {
  areAdjacent, hexsideKey, hexsideTerrain, isRiverCrossed, isWilderness, neighbours, neighbourInDirection, riverMoveTargets,
  wildernessHexes,
} from '../../src/games/liberty/data/geometry.ts';

const grid = pack.grid;
const at = (name: string) => pack.hexes.find((h) => h.town?.name === name)!.id;

test('liberty data: odd-r neighbours (odd rows shifted east) and order-free hexside keys', () => {
  assert.deepEqual(neighbours('r05c3', grid), ['r04c4', 'r05c4', 'r06c4', 'r06c3', 'r05c2', 'r04c3']);
  assert.deepEqual(neighbours('r06c3', grid), ['r05c3', 'r06c4', 'r07c3', 'r07c2', 'r06c2', 'r05c2']);
  assert.deepEqual(neighbours('r01c1', grid), ['r01c2', 'r02c2', 'r02c1']);
  assert.equal(neighbourInDirection('r22c7', 'se', grid), undefined);
  assert.equal(hexsideKey('r06c5', 'r06c4'), hexsideKey('r06c4', 'r06c5'));
});

test('liberty 5.2 example: Boston is adjacent to Springfield and Newport across clear hexsides', () => {
  for (const n of ['Springfield', 'Newport']) {
    assert.ok(areAdjacent(at('Boston'), at(n), grid));
    assert.equal(hexsideTerrain(pack, at('Boston'), at(n)), 'clear');
  }
});

test('liberty 1.1: a hexside touching a sea or lake hex is water; unlisted land sides are clear', () => {
  assert.equal(hexsideTerrain(pack, 'r06c5', 'r06c6'), 'water');
  assert.equal(hexsideTerrain(pack, 'r04c2', 'r03c2'), 'water');
  assert.equal(hexsideTerrain(pack, 'r10c3', 'r10c4'), 'clear');
  assert.throws(() => hexsideTerrain(pack, 'r01c1', 'r05c5'), /not adjacent/);
});

test('liberty 1.4: wilderness is every hex with two or more forest hexsides, as planned in dossier §10.4', () => {
  const planned = ['r01c2', 'r01c3', 'r01c4', 'r02c2', 'r02c3', 'r02c5', 'r03c4', 'r04c3', 'r04c5', 'r05c2', 'r05c4', 'r06c2',
    'r07c2', 'r09c2', 'r13c3', 'r15c2', 'r17c2'];
  const col1 = pack.hexes.filter((h) => h.col === 1 && h.kind === 'land').map((h) => h.id);
  assert.deepEqual(wildernessHexes(pack), [...planned, ...col1].sort());
  for (const id of wildernessHexes(pack)) {
    const forest = neighbours(id, grid).filter((n) => hexsideTerrain(pack, id, n) === 'forest').length;
    assert.ok(forest >= 2, id);
  }
  for (const h of pack.hexes.filter((x) => x.kind === 'land' && !isWilderness(pack, x.id))) {
    assert.ok(neighbours(h.id, grid).filter((n) => hexsideTerrain(pack, h.id, n) === 'forest').length < 2, h.id);
  }
});

test('liberty 10.0 / S1: the three Indian towns and Fort Pitt are wilderness', () => {
  for (const n of ['Cherokee', 'Mohawk', 'Shawnee', 'Fort Pitt']) assert.ok(isWilderness(pack, at(n)), n);
});

test('liberty 5.6 / S1: Quebec → Montreal and Montreal → Fort Ticonderoga are river moves', () => {
  assert.ok(riverMoveTargets(pack, at('Quebec')).includes(at('Montreal')));
  assert.ok(riverMoveTargets(pack, at('Montreal')).includes(at('Fort Ticonderoga')));
});

test('liberty 5.6: no river move links Fort Ticonderoga and Albany', () => {
  assert.ok(!riverMoveTargets(pack, at('Fort Ticonderoga')).includes(at('Albany')));
  assert.ok(!riverMoveTargets(pack, at('Albany')).includes(at('Fort Ticonderoga')));
  assert.ok(pack.rivers.every((r) => !(r.hexes.includes(at('Albany')) && r.hexes.includes(at('Fort Ticonderoga')))));
});

test('liberty 5.6: a river move goes at most two hexes along one chain', () => {
  assert.deepEqual(riverMoveTargets(pack, at('Albany')).sort(), [at('Saratoga'), at('Kingston'), at('West Point'), at('Mohawk'), at('Fort Stanwix')].sort());
});

test('liberty 5.2: the side between consecutive hexes of a river chain is river-crossed', () => {
  assert.ok(isRiverCrossed(pack, at('Albany'), at('Kingston')));
  assert.ok(!isRiverCrossed(pack, at('Albany'), at('Springfield')));
});

test('liberty S1: Augusta and Savannah are adjacent', () => {
  assert.ok(areAdjacent(at('Augusta'), at('Savannah'), grid));
});

test('liberty 11.3: Dover guards Philadelphia and Yorktown guards the Chesapeake ports', () => {
  const choke = (n: string) => pack.hexes.find((h) => h.town?.name === n)!.choke?.guards;
  assert.deepEqual(choke('Dover'), [at('Philadelphia')]);
  assert.deepEqual(choke('Yorktown'), [at('Baltimore'), at('Annapolis')]);
});

test('liberty 4.0: the weather line splits North from South; the West Indies are South', () => {
  assert.ok(pack.hexes.every((h) => h.zone === (h.row <= 12 ? 'north' : 'south')));
  assert.equal(pack.spaces.find((s) => s.id === 'bwi')?.zone, 'south');
  assert.equal(pack.spaces.find((s) => s.id === 'fwi')?.zone, 'south');
});
