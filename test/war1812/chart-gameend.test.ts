/** War of 1812, chart: Game End (chart L230-266): peace, flags, the Ghent number, the last card, the result. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ghentNumbers, startGhent } from '../../src/games/war1812/ghent.js';
import { resultOf } from '../../src/games/war1812/victory.js';
import { war1812 } from '../../src/games/war1812/index.js';
import type { War1812State } from '../../src/games/war1812/state.js';
import { K, S, act, actLog, bare, c, cardOf, dice, exp, gar, legal, movePos, opsHas, opsPos, opsRejects, rejects } from './helpers.js';

const tribe = (id: string) => c.tribes.findIndex((t) => t.id === id);
/** A bare board with every tribe neutral. */
function calm(): War1812State {
  const s = bare();
  s.tribes = s.tribes.map(() => 0);
  return s;
}
/** ... and a militia SP in every British or American space, so that no flag changes at peace (12.2). */
function held(s: War1812State = calm()): War1812State {
  for (let i = 0; i < c.n; i++) if (s.control[i] === 0 || s.control[i] === 1) s.stacks.push({ id: '', side: s.control[i] as 0 | 1, at: i, leaders: [], u: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
  return s;
}
/** The British play K.brPeace (advance the American marker 1) with the markers one box apart: they meet in `box`. */
function meet(s: War1812State, box = 12): War1812State {
  s.peace = [box, box + 1];
  s.phase = 'play'; s.active = 0; s.first = 1;
  s.hands = [[K.brPeace], [cardOf(2, (id) => c.cSide[id] === 1 && !c.cards[id]!.peace)]];
  s.deck = s.deck.filter((k) => k !== K.brPeace && !s.hands[1].includes(k));
  return act(s, 0, { type: 'play', card: K.brPeace, use: 'event' });
}
/** The last-card step with the pair in `box`, the British to play. */
function lastCard(box = 12): War1812State {
  const s = calm();
  s.peace = [box, box];
  s.ghent = { numbers: [0, 0], shift: 0, box };
  s.phase = 'lastcard'; s.lastCards = 3; s.active = 0; s.first = 0;
  s.hands = [[cardOf(4, (id) => c.cSide[id] === 0)], [cardOf(1, (id) => c.cSide[id] === 1)]];
  return s;
}

test('war1812 chart: Game End, peace is declared when the two markers end in the same space', () => {
  const t = meet(held());
  assert.deepEqual(t.peace, [12, 12]);
  assert.ok(t.ghent, 'the Ghent negotiation has begun');
  assert.equal(t.ghent!.box, 12);
  assert.equal(t.phase, 'lastcard');
  // one box apart: no peace yet
  const s = calm();
  s.peace = [10, 13];
  s.hands = [[K.brPeace], [cardOf(2, (id) => c.cSide[id] === 1 && !c.cards[id]!.peace)]];
  const u = act(s, 0, { type: 'play', card: K.brPeace, use: 'event' });
  assert.equal(u.ghent, null);
  assert.equal(u.phase, 'play');
});

test('war1812 chart: Game End, flags in the enemy areas and wilderness positions that cannot trace supply; unsupplied flags removed', () => {
  const s = calm();
  // British flag at Urbana, no troops, no British supply there: removed
  s.control[S('urbana')] = 0;
  // British Fort Mackinac (garrisoned): Green Bay and Fort Dearborn lose their American supply (the dotted waters pass
  // through Mackinac; trails carry none): British flags placed
  s.control[S('fort-mackinac')] = 0;
  gar(s, 0, 'fort-mackinac', { regular: 1 });
  // a British flag with troops stays whatever its supply (design 12.2)
  s.control[S('chillicothe')] = 0;
  gar(s, 0, 'chillicothe', { regular: 1 });
  const { state, log } = (() => { const t = meet(s); return { state: t, log: [] as unknown[] }; })();
  void log;
  assert.equal(state.control[S('urbana')], 1, 'the unsupplied British flag is removed');
  assert.equal(state.control[S('green-bay')], 0, 'a British flag in an American position that cannot trace supply');
  assert.equal(state.control[S('fort-dearborn')], 0);
  assert.equal(state.control[S('fort-mackinac')], 0);
  assert.equal(state.control[S('chillicothe')], 0);
  assert.equal(state.control[S('new-york')], 1, 'a supplied American space keeps its flag');
});

test('war1812 chart: Game End, Ghent 4 per enemy area with a major city you control', () => {
  const s = calm();
  assert.deepEqual(ghentNumbers(c, s), [0, 0]);
  s.control[S('boston')] = 0;
  s.control[S('montreal')] = 1;
  assert.deepEqual(ghentNumbers(c, s), [4, 4]);
});

test('war1812 chart: Game End, Ghent 3 per enemy area with a minor city you control', () => {
  const s = calm();
  s.control[S('albany')] = 0;
  s.control[S('kingston')] = 1;
  assert.deepEqual(ghentNumbers(c, s), [3, 3]);
});

test('war1812 chart: Game End, Ghent 2 per enemy area with a town (country or frontier) you control', () => {
  const s = calm();
  s.control[S('utica')] = 0; // country town
  s.control[S('detroit')] = 0; // frontier town
  s.control[S('prescott')] = 1; // country town
  s.control[S('amherstburg')] = 1; // frontier town
  assert.deepEqual(ghentNumbers(c, s), [4, 4]);
});

test('war1812 chart: Game End, Ghent 1 per other enemy area you control, western wilderness positions included', () => {
  const s = calm();
  s.control[S('fort-meigs')] = 0; // an American fort position
  assert.ok(c.western[S('fort-dearborn')]);
  s.control[S('fort-dearborn')] = 0; // a western wilderness position
  s.control[S('madawaska')] = 1; // a British area with no place
  s.control[S('fort-erie')] = 1; // a British fort position
  assert.deepEqual(ghentNumbers(c, s), [2, 2]);
  // the native western positions are nobody's: they never count (design 12.3)
  const t = calm();
  t.control[S('rock-river')] = 0;
  assert.deepEqual(ghentNumbers(c, t), [0, 0]);
});

test('war1812 chart: Game End, Ghent +2 per subjugated tribe for the Americans', () => {
  const s = calm();
  s.tribes[tribe('creek')] = 2;
  s.tribes[tribe('sauk')] = 2;
  assert.deepEqual(ghentNumbers(c, s), [0, 4]);
});

test('war1812 chart: Game End, Ghent +4 per hostile tribe for the British', () => {
  const s = calm();
  s.tribes[tribe('shawnee')] = 1;
  assert.deepEqual(ghentNumbers(c, s), [4, 0]);
  assert.deepEqual(ghentNumbers(c, bare()), [8, 0], 'two tribes hostile at the start');
});

test('war1812 chart: Game End, the Ghent numbers are the totals of these items', () => {
  const s = calm();
  s.control[S('boston')] = 0; s.control[S('detroit')] = 0; s.control[S('fort-meigs')] = 0;
  s.tribes[tribe('shawnee')] = 1;
  s.control[S('kingston')] = 1; s.tribes[tribe('creek')] = 2;
  assert.deepEqual(ghentNumbers(c, s), [4 + 2 + 1 + 4, 3 + 2]);
});

test('war1812 chart: Game End, the difference divided by 4, rounded up, moves the pair toward the higher side\'s end', () => {
  const shift = (br: number, am: number) => {
    const s = calm();
    s.tribes[tribe('shawnee')] = br > 0 ? 1 : 0; // British 4
    s.tribes[tribe('potawatomi')] = br > 4 ? 1 : 0; // British 8
    for (let i = 0; i < am; i++) s.control[S(['prescott', 'cornwall', 'chateauguay', 'trois-rivieres', 'long-point'][i]!)] = 1; // 2 each
    held(s);
    s.peace = [12, 12];
    startGhent(c, s, 12, null);
    return s.ghent!;
  };
  // British 8, American 4: 4 / 4 = 1 toward the British end (box 0)
  let g = shift(8, 2);
  assert.deepEqual(g.numbers, [8, 4]);
  assert.equal(g.shift, 1);
  assert.equal(g.box, 11);
  // British 8, American 2: 6 / 4 = 1.5, rounded up 2
  g = shift(8, 1);
  assert.equal(g.shift, 2);
  assert.equal(g.box, 10);
  // British 4, American 10: 6 / 4 → 2 toward the American end
  g = shift(4, 5);
  assert.deepEqual(g.numbers, [4, 10]);
  assert.equal(g.box, 14);
  // equal numbers: no move
  g = shift(4, 2);
  assert.equal(g.shift, 0);
  assert.equal(g.box, 12);
});

test('war1812 chart: Game End, each player may play one more card (or pass), starting with the turn\'s first player', () => {
  const t = meet(calm());
  assert.equal(t.phase, 'lastcard');
  assert.equal(t.active, 1, 'the Americans played first this turn');
  assert.ok(t.hands[0].length >= 1 && t.hands[1].length >= 1, 'a player with no card is dealt one');
  assert.ok(legal(t, 1).some((a) => a.type === 'pass'));
  const u = act(t, 1, { type: 'pass' });
  assert.equal(u.phase, 'lastcard');
  assert.equal(u.active, 0);
  const v = act(u, 0, { type: 'pass' });
  assert.equal(v.phase, 'over');
  assert.ok(war1812.result(v));
});

test('war1812 chart: Game End, no card may be played as an event that moves the Peace Track with the last card', () => {
  const s = lastCard();
  s.hands[0] = [K.brPeace, K.brRally];
  assert.ok(!legal(s, 0).some((a) => a.type === 'play' && a.use === 'event' && c.cards[a.card]!.peace));
  assert.ok(legal(s, 0).some((a) => a.type === 'play' && a.card === K.brPeace && a.use === 'ops'), 'for its OPs it may');
  rejects(s, 0, { type: 'play', card: K.brPeace, use: 'event' }, 'war1812 12.4');
});

test('war1812 chart: Game End, the British may not place or upgrade a blockade with the last card', () => {
  const s = opsPos(lastCard(), 0, 4);
  const z = c.seas.indexOf(S('sea-new-york'));
  assert.ok(!opsHas(s, 0, { type: 'blockade', zone: z }));
  opsRejects(s, 0, { type: 'blockade', zone: z }, 'war1812 12.4');
  s.blockade[z] = 1;
  assert.ok(!opsHas(s, 0, { type: 'blockade', zone: z }), 'nor upgrade one');
  // before peace they may
  const b = opsPos(calm(), 0, 4);
  assert.ok(opsHas(b, 0, { type: 'blockade', zone: z }));
});

test('war1812 chart: Game End, the British may not use the last card for a blockade event either', () => {
  // British blockade events (the Chesapeake's, the best zone's): not as events with the last card
  const s = lastCard();
  s.hands[0] = [K.brBlock, K.brBlockChesapeake];
  assert.ok(!legal(s, 0).some((a) => a.type === 'play' && a.use === 'event'));
  assert.ok(legal(s, 0).some((a) => a.type === 'play' && a.card === K.brBlockChesapeake && a.use === 'ops'));
  rejects(s, 0, { type: 'play', card: K.brBlockChesapeake, use: 'event' }, 'war1812 12.4');
  // an American event that lowers a blockade is allowed
  const u = lastCard();
  u.active = 1;
  u.hands[1] = [K.usPrivateers];
  assert.ok(legal(u, 1).some((a) => a.type === 'play' && a.card === K.usPrivateers && a.use === 'event'));
  // before peace the British may play it
  const b = calm();
  b.hands = [[K.brBlockChesapeake], [cardOf(2, (id) => c.cSide[id] === 1)]];
  assert.ok(legal(b, 0).some((a) => a.type === 'play' && a.card === K.brBlockChesapeake && a.use === 'event'));
});

/** In the last-card step, Brock's activated expedition attacks Cleveland from British-held Presque Isle. */
function lastBattle(u: Record<string, number>, def: Record<string, number>, rolls: number[], expedition = false) {
  const s = lastCard(12);
  exp(s, 0, 'A', 'presque-isle', ['brock'], u);
  s.control[S('presque-isle')] = 0;
  if (expedition) exp(s, 1, '1', 'cleveland', ['hull'], def); else gar(s, 1, 'cleveland', def);
  s.phase = 'move';
  s.hands[0] = [];
  movePos(s, 0, 'A', 4);
  s.phase = 'move';
  return actLog(dice(s, rolls), 0, { type: 'move', to: S('cleveland') });
}

test('war1812 chart: Game End, with the last card a major battle won moves both markers one space', () => {
  const { state, log } = lastBattle({ regular: 10 }, { militia: 2 }, [9, 0]);
  assert.ok(log.some((e) => e.key === 'w.majorBattle'));
  assert.equal(state.ghent!.box, 11, 'the pair moves one box toward the British end');
  assert.deepEqual(state.peace, [12, 12], 'the markers themselves no longer move apart');
  assert.ok(log.some((e) => e.key === 'w.pairMoves' && e.rule === 'war1812 12.4'));
});

test('war1812 chart: Game End, with the last card a devastating loss moves both markers one space', () => {
  // Hull's expedition of 1 militia is wiped out by a plain (not major) win: the pair moves toward the British end
  const { state, log } = lastBattle({ regular: 4 }, { militia: 1 }, [3, 0], true);
  assert.ok(log.some((e) => e.key === 'w.devastating'));
  assert.ok(!log.some((e) => e.key === 'w.majorBattle'));
  assert.equal(state.ghent!.box, 11);
});

test('war1812 chart: Game End, with the last card a major city captured moves both markers one space', () => {
  const s = lastCard(12);
  exp(s, 0, 'A', 'new-london', ['brock'], { regular: 6 });
  s.control[S('new-london')] = 0;
  movePos(s, 0, 'A', 4);
  const { state, log } = actLog(dice(s, [0]), 0, { type: 'move', to: S('new-york') });
  assert.ok(log.some((e) => e.key === 'w.cityCaptured'));
  assert.equal(state.ghent!.box, 11);
});

test('war1812 chart: Game End, with the last card an objective star taken moves both markers one space', () => {
  const s = lastCard(12);
  exp(s, 0, 'A', 'frenchtown', ['brock'], { regular: 4 });
  s.control[S('frenchtown')] = 0;
  movePos(s, 0, 'A', 4);
  const { state, log } = actLog(s, 0, { type: 'move', to: S('detroit') });
  assert.ok(log.some((e) => e.key === 'w.star'));
  assert.equal(state.ghent!.box, 11, 'toward the taker (British) end');
});

test('war1812 chart: Game End, with the last card a hostile tribe subjugated moves both markers one space', () => {
  const s = lastCard(12);
  s.tribes[tribe('shawnee')] = 1;
  s.active = 1;
  exp(s, 1, '1', 'fort-harrison', ['harrison'], { regular: 4 });
  movePos(s, 1, '1', 4);
  const { state, log } = actLog(dice(s, [0]), 1, { type: 'move', to: S('prophetstown') });
  assert.ok(log.some((e) => e.key === 'w.subjugated'));
  assert.equal(state.ghent!.box, 13, 'toward the American end');
});

test('war1812 chart: Game End, with the last card a full blockade or a winter lay-up moves no marker', () => {
  const s = lastCard(12);
  s.year = 1814; s.turn = 1; s.active = 1;
  exp(s, 1, 'LO', 'lake-ontario', ['chauncey'], { brig: 1 });
  movePos(s, 1, 'LO', 4);
  const t = act(s, 1, { type: 'move', to: S('sacketts-harbour') });
  assert.equal(t.ghent!.box, 12);
  assert.deepEqual(t.peace, [12, 12]);
});

test('war1812 chart: Game End, where the pair ends is the final result', () => {
  // the bands of the pack (params, tuned in docs/war1812-balance.md): 0, 1-5, 6-9, 10-14, 15-30
  for (const [box, level, winner] of [[0, 'british-decisive', 'british'], [1, 'british-marginal', 'british'],
    [5, 'british-marginal', 'british'], [6, 'status-quo', null], [9, 'status-quo', null], [10, 'american-marginal', 'american'],
    [14, 'american-marginal', 'american'], [15, 'american-decisive', 'american'], [30, 'american-decisive', 'american']] as const) {
    assert.deepEqual(resultOf(c, box), { winner, level }, `box ${box}`);
    const s = lastCard(box);
    const t = act(act(s, 0, { type: 'pass' }), 1, { type: 'pass' });
    const r = war1812.result(t)!;
    assert.equal(r.winner, winner);
    assert.equal(r.reason, `w.result-${level}`);
    assert.equal(r.rule, 'war1812 12.5');
  }
});
