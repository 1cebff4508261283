/** War of 1812, chart: British Starting Forces (chart L270-296) and the Napoleon sequence (chart L298-315). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { U, turnIndex, type War1812State } from '../../src/games/war1812/state.js';
import { L, S, act, bare, c, cardOf, fresh, has, legal, napAct, rejects, spAt, stackOf } from './helpers.js';

const SETUP = fresh('setup');
const british = (id: string) => stackOf(SETUP, 0, id)!;
const land = (st: { u: number[] }, o: Record<string, number>) => {
  const names = ['regular', 'militia', 'fencible', 'regiment', 'artillery', 'cavalry', 'voyageur', 'ranger', 'indian'];
  for (let i = 0; i < names.length; i++) assert.equal(st.u[i], o[names[i]!] ?? 0, names[i]);
};
const ships = (st: { u: number[] }, o: { gunboat?: number; schooner?: number; brig?: number; ship?: number }) => {
  assert.deepEqual([st.u[U.GUNBOAT], st.u[U.SCHOONER], st.u[U.BRIG], st.u[U.SHIP]], [o.gunboat ?? 0, o.schooner ?? 0, o.brig ?? 0, o.ship ?? 0]);
};

test('war1812 chart: British Starting Forces, Expedition A Brock and Tecumseh, 1 regular, 1 militia, 2 Indians', () => {
  const a = british('A');
  assert.deepEqual(a.leaders.slice().sort(), [L('brock'), L('tecumseh')].sort());
  land(a, { regular: 1, militia: 1, indian: 2 });
  assert.equal(a.at, S('amherstburg'));
});

test('war1812 chart: British Starting Forces, Expedition B Riall, 1 regular, 2 fencibles, 4 militia', () => {
  const b = british('B');
  assert.deepEqual(b.leaders, [L('riall')]);
  land(b, { regular: 1, fencible: 2, militia: 4 });
});

test('war1812 chart: British Starting Forces, Expedition C Sheaffe, 2 regulars, 2 militia', () => {
  const x = british('C');
  assert.deepEqual(x.leaders, [L('sheaffe')]);
  land(x, { regular: 2, militia: 2 });
});

test('war1812 chart: British Starting Forces, Expedition D Prevost, 2 regulars, 2 militia', () => {
  const x = british('D');
  assert.deepEqual(x.leaders, [L('prevost')]);
  land(x, { regular: 2, militia: 2 });
});

test('war1812 chart: British Starting Forces, Expedition E McDouall, 1 voyageur, 1 Indian', () => {
  const x = british('E');
  assert.deepEqual(x.leaders, [L('mcdouall')]);
  land(x, { voyageur: 1, indian: 1 });
});

test('war1812 chart: British Starting Forces, port chart Expedition ER Barclay and 1 schooner', () => {
  const x = british('ER');
  assert.deepEqual(x.leaders, [L('barclay')]);
  ships(x, { schooner: 1 });
  land(x, {});
  assert.equal(c.lakeOf[x.at], S('lake-erie'), 'in a Lake Erie port');
});

test('war1812 chart: British Starting Forces, Kingston in port: Yeo, 1 brig, 1 schooner, 1 gunboat', () => {
  const x = british('ON');
  assert.equal(x.at, S('kingston'));
  assert.deepEqual(x.leaders, [L('yeo')]);
  ships(x, { brig: 1, schooner: 1, gunboat: 1 });
});

test('war1812 chart: British Starting Forces, on the map at Georgian Bay, Amherstburg, Lake Erie, Queenston, York, Kingston, Montreal, Quebec, New Brunswick, Nova Scotia, Mobile', () => {
  // the contents after each colon are lost (design 3.1); every place holds British forces. "Lake Erie" is read
  // as Fort Erie, the British post on the lake (design, docs/war1812-rules.md 3.1)
  for (const p of ['georgian-bay', 'amherstburg', 'fort-erie', 'queenston', 'york', 'kingston', 'montreal', 'quebec', 'new-brunswick', 'nova-scotia', 'mobile']) {
    assert.ok(spAt(SETUP, 0, p) > 0, p);
    assert.equal(SETUP.control[S(p)], 0, p);
  }
});

// ---- Napoleon ----

/** Play out the current turn (one card left, the British to play it for OPs and stop). */
function nextTurn(s: War1812State): War1812State {
  s.phase = 'play'; s.active = 0;
  const card = s.deck.pop() ?? cardOf(1);
  s.hands = [[card], []];
  let t = act(s, 0, { type: 'play', card, use: 'ops' });
  t = act(t, 0, { type: 'done' });
  return t;
}
/** The abdication happened in April-May 1814; the next turn (June-July) starts with the first wave. */
function abdicated(coastalRaiders = false): War1812State {
  const s = bare();
  s.peace = [0, 24];
  s.year = 1814; s.turn = 2;
  s.nap = 1; s.napTurn = [0, turnIndex(1814, 2), 0, 0];
  s.coastalRaiders = coastalRaiders;
  return nextTurn(s);
}
const n = (s: War1812State) => c.pack.params.cardsPerTurn[s.turn - 1]!;

test('war1812 chart: Napoleon, British 2 extra cards until the escape from Elba', () => {
  let s = abdicated();
  assert.equal(s.phase, 'napoleon');
  s = act(s, 0, napAct(s, 0, false));
  assert.equal(s.turn, 3);
  assert.equal(s.hands[0].length, n(s) + 2, 'June-July 1814: 2 extra');
  assert.equal(s.hands[1].length, n(s));
  s = nextTurn(s);
  s = act(s, 0, napAct(s, 0, false));
  assert.equal(s.hands[0].length, n(s) + 2, 'August-September');
  s = nextTurn(s);
  assert.equal(s.turn, 5);
  assert.equal(s.hands[0].length, n(s) + 2, 'October-December');
  s = nextTurn(s);
  assert.equal(s.year, 1815);
  assert.equal(s.nap, 2, 'the escape from Elba, January-March 1815 (historical date)');
  assert.equal(s.hands[0].length, n(s), 'no extra cards after the escape');
  assert.equal(s.hands[1].length, n(s));
  // the turn of the abdication itself has no extra cards
  const b = bare();
  b.year = 1814; b.turn = 1; b.peace = [0, 24];
  const t = nextTurn(b);
  assert.equal(t.turn, 2);
  assert.equal(t.nap, 1, 'the abdication, April-May 1814');
  assert.equal(t.hands[0].length, n(t));
});

test('war1812 chart: Napoleon, British 2 extra cards again after Waterloo', () => {
  const s = bare();
  s.peace = [0, 24];
  s.year = 1815; s.turn = 2;
  s.nap = 2; s.napTurn = [0, turnIndex(1814, 2), turnIndex(1815, 1), 0];
  let t = nextTurn(s);
  assert.equal(t.turn, 3);
  assert.equal(t.nap, 3, 'Waterloo, June-July 1815');
  assert.equal(t.hands[0].length, n(t), 'not in the turn of Waterloo');
  t = nextTurn(t);
  assert.equal(t.hands[0].length, n(t) + 2);
  assert.equal(t.hands[1].length, n(t));
});

test('war1812 chart: Napoleon, the British play first in each turn with extra cards', () => {
  let s = act(abdicated(), 0, napAct(abdicated(), 0, false));
  assert.equal(s.first, 0);
  assert.equal(s.active, 0);
  s = nextTurn(act(nextTurn(s), 0, napAct(nextTurn(s), 0, false)));
  assert.equal(s.year, 1814); // Oct-Dec, still extra
  assert.equal(s.first, 0);
  const plain = nextTurn(s); // January 1815: the escape, no extra cards
  assert.equal(plain.first, 1, 'the Americans first again');
});

test('war1812 chart: Napoleon, the turn after the defeat: 10 regular SP, the invasion fleet and the coastal raiders (if available) at Quebec or split among these', () => {
  for (const fleet of [0, 5, 10]) {
    const s = abdicated(true);
    const before = spAt(s, 0, 'quebec', 'regular');
    assert.ok(has(s, 0, napAct(s, fleet, false)));
    const t = act(s, 0, napAct(s, fleet, false));
    const f = t.stacks.find((st) => st.side === 0 && st.u[U.FLEET]! > 0)!;
    assert.equal(f.at, S('quebec'));
    assert.equal(f.u[U.REG], fleet, `${fleet} regulars embark with the fleet`);
    assert.equal(spAt(t, 0, 'quebec', 'regular') - before, 10, '10 regular SP in all at Quebec');
    assert.equal(t.stacks.filter((st) => st.side === 0 && st.at === S('quebec')).reduce((k, st) => k + st.u[U.RAIDERS]!, 0), 1, 'the raiders');
  }
  // raiders not available (their card not played): none
  const t = act(abdicated(false), 0, napAct(abdicated(false), 0, false));
  assert.equal(t.stacks.reduce((k, st) => k + st.u[U.RAIDERS]!, 0), 0);
});

test('war1812 chart: Napoleon, the British receive every Nap.1 leader (to the leader pool)', () => {
  const t = act(abdicated(), 0, napAct(abdicated(), 0, false));
  for (const id of ['ross', 'brisbane', 'power', 'robinson', 'kempt']) {
    assert.equal(c.lNap[L(id)], 1);
    assert.ok(t.pool[0].includes(L(id)), id);
  }
  for (const id of ['pakenham', 'keane', 'gibbs', 'lambert']) assert.ok(!t.pool[0].includes(L(id)), `${id} (Nap.2) not yet`);
});

test('war1812 chart: Napoleon, A. Cochrane commands the invasion fleet expedition', () => {
  const t = act(abdicated(), 0, napAct(abdicated(), 5, false));
  const f = t.stacks.find((st) => st.side === 0 && st.u[U.FLEET]! > 0)!;
  assert.notEqual(f.id, '');
  assert.deepEqual(f.leaders, [L('cochrane')]);
  assert.ok(!t.pool[0].includes(L('cochrane')));
});

test('war1812 chart: Napoleon, the Duke of Wellington committed or held at the British choice', () => {
  const s = abdicated();
  assert.ok(has(s, 0, napAct(s, 0, true)));
  assert.ok(has(s, 0, napAct(s, 0, false)));
  const w = act(s, 0, napAct(s, 0, true));
  assert.equal(w.wellington, 1);
  assert.ok(w.stacks.some((st) => st.leaders.includes(L('wellington')) && st.at === S('quebec')));
  const h = act(s, 0, napAct(s, 0, false));
  assert.equal(w.peace[0], h.peace[0] + 1, 'design 11.6: committing the Duke advances the British marker 1');
  assert.equal(h.wellington, 2);
  assert.ok(!h.stacks.some((st) => st.leaders.includes(L('wellington'))));
  assert.ok(!h.pool[0].includes(L('wellington')));
});

test('war1812 chart: Napoleon, the second turn after the defeat: every Nap.2 leader and 10 more regular SP, placed as before', () => {
  let s = act(abdicated(), 0, napAct(abdicated(), 5, false));
  s = nextTurn(s);
  assert.equal(s.phase, 'napoleon');
  assert.equal(s.napPending, 2);
  const before = spAt(s, 0, 'quebec', 'regular');
  const fleetBefore = s.stacks.find((st) => st.u[U.FLEET]! > 0)!.u[U.REG]!;
  const t = act(s, 0, napAct(s, 10, false));
  assert.equal(spAt(t, 0, 'quebec', 'regular') - before, 10);
  assert.equal(t.stacks.find((st) => st.u[U.FLEET]! > 0)!.u[U.REG]! - fleetBefore, 10, 'embarked with the fleet');
  assert.equal(t.stacks.reduce((k, st) => k + st.u[U.FLEET]!, 0), 1, 'no second fleet');
  for (const id of ['pakenham', 'keane', 'gibbs', 'lambert']) assert.ok(t.pool[0].includes(L(id)), id);
  // no third wave
  const u = nextTurn(t);
  assert.equal(u.phase, 'play');
});

test('war1812 chart: Napoleon, Wellington may be added in the second turn if he was not added before', () => {
  // held in the first wave: offered again
  let s = act(abdicated(), 0, napAct(abdicated(), 0, false));
  s = nextTurn(s);
  assert.ok(has(s, 0, napAct(s, 0, true)));
  const t = act(s, 0, napAct(s, 0, true));
  assert.equal(t.wellington, 1);
  // committed in the first wave: not again
  let w = act(abdicated(), 0, napAct(abdicated(), 0, true));
  w = nextTurn(w);
  assert.ok(!legal(w, 0).some((a) => a.type === 'napoleon' && a.wellington));
  rejects(w, 0, napAct(w, 0, true), 'war1812 11.6');
});

test('war1812 chart: Napoleon, each Nap.1 leader may be assigned to one of the groups or added to the leader pool', (t) => {
  const s = abdicated();
  if (!legal(s, 0).some((a) => a.type === 'napoleon' && 'leaders' in a)) { t.skip('the engine sends every Nap.1 leader to the pool'); return; }
  const landing = act(s, 0, napAct(s, 0, false, 'landing'));
  for (const id of ['ross', 'brisbane', 'power', 'robinson', 'kempt']) {
    assert.ok(landing.stacks.some((st) => st.at === S('quebec') && st.leaders.includes(L(id))), `${id} with the troops at Quebec`);
    assert.ok(!landing.pool[0].includes(L(id)));
  }
  const fleet = act(s, 0, napAct(s, 5, false, 'fleet'));
  const f = fleet.stacks.find((st) => st.u[U.FLEET]! > 0)!;
  for (const id of ['ross', 'brisbane', 'power', 'robinson', 'kempt']) assert.ok(f.leaders.includes(L(id)), `${id} with the invasion fleet`);
});
