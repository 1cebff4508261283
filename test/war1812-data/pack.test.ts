import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkWar1812Pack, defaultWar1812Pack, loadWar1812Pack, War1812PackError } from '../../src/games/war1812/data/load.ts';
import { CHART_BRITISH_PLACES, CHART_NAMED_PLACES } from '../../src/games/war1812/data/validate.ts';
import { buildReconstructedPack, formatPack } from '../../src/games/war1812/data/reconstruction.ts';
import shippedJson from '../../src/games/war1812/data/war1812.pack.json' with { type: 'json' };

const pack = defaultWar1812Pack();
const space = (id: string) => pack.spaces.find((s) => s.id === id)!;
const british = pack.setup.find((s) => s.side === 'british')!;
const force = (m: string) => british.forces.find((f) => f.expedition === m);

test('war1812 data: the shipped pack validates with no issue', () => {
  assert.deepEqual(checkWar1812Pack(structuredClone(shippedJson)).issues, []);
  assert.equal(pack.format, 'muster-war1812-pack/1');
});

test('war1812 data: the shipped JSON is exactly what reconstruction.ts writes (no drift between the two)', () => {
  assert.equal(formatPack(buildReconstructedPack()), JSON.stringify(shippedJson, null, 2) + '\n');
});

test('war1812 data: loadWar1812Pack reads MUSTER_WAR1812_PACK, and reports unreadable JSON as a War1812PackError', () => {
  const dir = mkdtempSync(join(tmpdir(), 'war1812-pack-'));
  const file = join(dir, 'p.json');
  const p = structuredClone(pack);
  p.name = 'corrected by a player';
  writeFileSync(file, JSON.stringify(p));
  const before = process.env.MUSTER_WAR1812_PACK;
  process.env.MUSTER_WAR1812_PACK = file;
  try {
    assert.equal(loadWar1812Pack().name, 'corrected by a player');
  } finally {
    if (before === undefined) delete process.env.MUSTER_WAR1812_PACK; else process.env.MUSTER_WAR1812_PACK = before;
  }
  assert.equal(loadWar1812Pack().name, pack.name);
  writeFileSync(file, '{ nope');
  assert.throws(() => loadWar1812Pack(file), (e: unknown) => e instanceof War1812PackError && /cannot read JSON/.test(e.message));
});

test('war1812 data: sizes of the map (70-100 land spaces; the three chart lakes; Atlantic and Gulf sea zones)', () => {
  const n = (k: string) => pack.spaces.filter((s) => s.kind === k).length;
  assert.ok(n('land') >= 70 && n('land') <= 100, `${n('land')} land spaces`);
  assert.deepEqual(pack.spaces.filter((s) => s.kind === 'lake').map((s) => s.id).sort(), ['lake-champlain', 'lake-erie', 'lake-ontario']);
  assert.ok(n('sea') >= 5 && n('sea') <= 8);
});

for (const [id, chartName] of Object.entries(CHART_NAMED_PLACES)) {
  test(`war1812 chart: the chart names "${chartName}"; the pack has it (${id})`, () => {
    assert.equal(space(id)?.kind, 'land');
  });
}

test('war1812 chart: British start, Expedition A Brock and Tecumseh, 1 regular, 1 militia, 2 Indians (L282)', () => {
  assert.deepEqual(force('A')?.leaders, ['brock', 'tecumseh']);
  assert.deepEqual(force('A')?.units, { regular: 1, militia: 1, indian: 2 });
  assert.equal(pack.leaders.find((l) => l.id === 'tecumseh')?.indian, true);
});
test('war1812 chart: British start, Expedition B Riall, 1 regular, 2 fencibles, 4 militia (L284)', () => {
  assert.deepEqual(force('B')?.leaders, ['riall']);
  assert.deepEqual(force('B')?.units, { regular: 1, fencible: 2, militia: 4 });
});
test('war1812 chart: British start, Expedition C Sheaffe, 2 regulars, 2 militia (L286)', () => {
  assert.deepEqual(force('C')?.leaders, ['sheaffe']);
  assert.deepEqual(force('C')?.units, { regular: 2, militia: 2 });
});
test('war1812 chart: British start, Expedition D Prevost, 2 regulars, 2 militia (L286)', () => {
  assert.deepEqual(force('D')?.leaders, ['prevost']);
  assert.deepEqual(force('D')?.units, { regular: 2, militia: 2 });
});
test('war1812 chart: British start, Expedition E McDouall, 1 voyageur, 1 Indian (L288)', () => {
  assert.deepEqual(force('E')?.leaders, ['mcdouall']);
  assert.deepEqual(force('E')?.units, { voyageur: 1, indian: 1 });
});
test('war1812 chart: British port chart, Expedition ER Barclay and 1 schooner in a Lake Erie port (L290)', () => {
  assert.deepEqual(force('ER')?.leaders, ['barclay']);
  assert.deepEqual(force('ER')?.units, { schooner: 1 });
  assert.equal(space(force('ER')!.at).lakePort, 'lake-erie');
  assert.equal(pack.leaders.find((l) => l.id === 'barclay')?.naval, true);
});
test('war1812 chart: British port chart, Kingston in port: Yeo, 1 brig, 1 schooner, 1 gunboat (L292)', () => {
  const k = british.forces.find((f) => f.at === 'kingston' && f.leaders?.includes('yeo'));
  assert.ok(k);
  assert.deepEqual(k.units, { brig: 1, schooner: 1, gunboat: 1 });
  assert.equal(space('kingston').lakePort, 'lake-ontario');
});
test('war1812 chart: British start has exactly the chart\'s expeditions; the rest are leaderless garrisons', () => {
  const led = british.forces.filter((f) => f.expedition || f.leaders?.length);
  assert.deepEqual(led.map((f) => f.expedition).sort(), ['A', 'B', 'C', 'D', 'E', 'ER', 'ON']);
});
test('war1812 chart: the 11 British on-map start places (L274-278) all hold British forces', () => {
  assert.equal(CHART_BRITISH_PLACES.length, 11);
  for (const id of CHART_BRITISH_PLACES) {
    assert.ok(british.forces.some((f) => f.at === id), id);
    assert.equal(space(id).owner, 'british', id);
  }
  assert.match(space('fort-erie').name, /^Lake Erie/);
});
test('war1812 chart: leader values are within the chart\'s ranges (initiative 1-4, rank 1-3, tactics 1-3; L194)', () => {
  for (const l of pack.leaders) {
    assert.ok(l.initiative >= 1 && l.initiative <= 4 && l.rank >= 1 && l.rank <= 3 && l.tactics >= 1 && l.tactics <= 3, l.id);
  }
});
test('war1812 chart: Nap.1 and Nap.2 leaders, Cochrane commands the invasion fleet, Wellington Nap.1 (L300-315)', () => {
  const nap = (n: number) => pack.leaders.filter((l) => l.nap === n).map((l) => l.id).sort();
  assert.ok(nap(1).includes('cochrane') && nap(1).includes('wellington') && nap(1).includes('ross'));
  assert.deepEqual(nap(2), ['gibbs', 'keane', 'lambert', 'pakenham']);
  assert.ok(pack.markers.british.includes('IF'));
});
test('war1812 chart: US supply sources are the American major cities (L36)', () => {
  for (const s of pack.spaces) if (s.location === 'major' && s.owner === 'american') assert.equal(s.supplySource, 'american', s.id);
});
test('war1812 chart: the Ohio run goes Pittsburgh to Ft. Massac and Ft. Jefferson, the Mississippi run St. Louis to New Orleans (L50-56)', () => {
  const r = (id: string) => pack.rivers.find((x) => x.id === id)!.spaces;
  assert.equal(r('ohio')[0], 'pittsburgh');
  assert.deepEqual(r('ohio').slice(-2), ['fort-massac', 'fort-jefferson']);
  assert.equal(r('mississippi')[0], 'st-louis');
  assert.equal(r('mississippi').at(-1), 'new-orleans');
});
test('war1812 chart: Great Lakes Erie, Ontario, Champlain are lake spaces with their ports; the upper lakes and Mississippi are blue dotted lines (L48, L76)', () => {
  for (const lake of ['lake-erie', 'lake-ontario', 'lake-champlain']) {
    assert.ok(pack.spaces.some((s) => s.lakePort === lake && s.portCost === 0 || s.lakePort === lake), lake);
  }
  const dotted = pack.connections.filter((c) => c.dotted).map((c) => [c.a, c.b].sort().join('-'));
  assert.ok(dotted.includes('detroit-fort-mackinac') && dotted.includes('prairie-du-chien-rock-river'));
});

test('war1812 data: the land spaces form one network over land routes alone (lakes and sea not needed)', () => {
  const land = new Set(pack.spaces.filter((s) => s.kind === 'land').map((s) => s.id));
  const adj = new Map<string, string[]>();
  for (const c of pack.connections) {
    if (!land.has(c.a) || !land.has(c.b)) continue;
    adj.set(c.a, [...(adj.get(c.a) ?? []), c.b]);
    adj.set(c.b, [...(adj.get(c.b) ?? []), c.a]);
  }
  const seen = new Set(['albany']);
  const q = ['albany'];
  while (q.length) for (const n of adj.get(q.shift()!) ?? []) if (!seen.has(n)) { seen.add(n); q.push(n); }
  assert.deepEqual([...land].filter((id) => !seen.has(id)), []);
});

test('war1812 data: places lie where they are (Detroit west of Niagara west of Kingston west of Montreal; Washington south of Baltimore; New Orleans furthest south)', () => {
  const lon = (id: string) => space(id).lon;
  const lat = (id: string) => space(id).lat;
  assert.ok(lon('detroit') < lon('queenston') && lon('queenston') < lon('kingston') && lon('kingston') < lon('montreal') && lon('montreal') < lon('quebec'));
  assert.ok(lat('washington') < lat('baltimore') && lat('baltimore') < lat('philadelphia') && lat('philadelphia') < lat('new-york'));
  assert.equal(Math.min(...pack.spaces.filter((s) => s.kind === 'land').map((s) => s.lat)), lat('new-orleans'));
  assert.ok(Math.abs(lat('detroit') - 42.33) < 0.1 && Math.abs(lon('detroit') + 83.05) < 0.1);
});

test('war1812 data: every space, leader, tribe and river has a Japanese name and every entry its provenance and source', () => {
  const ascii = /^[\x00-\x7f]*$/;
  for (const x of [...pack.spaces, ...pack.leaders, ...pack.tribes, ...pack.rivers]) {
    assert.ok(x.nameJa && !ascii.test(x.nameJa), `${x.id}: nameJa "${x.nameJa}"`);
    assert.ok(x.prov && x.source, `${x.id}: provenance`);
  }
  for (const x of [...pack.connections, ...pack.arrivals, ...pack.setup.flatMap((s) => s.forces)]) assert.ok(x.prov && x.source);
});

test('war1812 data: the reconstruction notice says the map, values, set-up and arrivals are design (en and ja)', () => {
  assert.match(pack.notice.en, /reconstruction/i);
  for (const w of ['map', 'leaders', 'set-up', 'arrivals']) assert.ok(pack.notice.en.includes(w), w);
  assert.match(pack.notice.ja, /再構成/);
});

test('war1812 data: the parameters are those of the design (track 0-30, bands 0/5/10/15 as tuned in docs/war1812-balance.md, cards 3/5/5/5/5, 4 MP)', () => {
  assert.deepEqual(pack.params, {
    trackMax: 30, britishStart: 0, americanStart: 30, wearinessFrom: 1813, weariness: 1,
    britishDecisive: 0, britishMarginal: 5, americanMarginal: 10, americanDecisive: 15, cardsPerTurn: [3, 5, 5, 5, 5], activationMP: 4,
  });
});
