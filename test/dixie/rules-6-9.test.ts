import { test } from 'node:test';
import { dixie, assert, build, act, legal, offered, refuses, dice, ids, card, U, C } from './helpers.js';
import { moraleValue } from '../../src/games/dixie/morale.js';

test('dixie 6.0: morale = CV + A/B/C (+1/0/−1); one die per hit, at most the value holds', () => {
  // Meredith 3A → 4; Cross 1B → 1; von Gilsa 2C → 1.
  const s = build({ phase: 'morale', turnOf: 'USA', positions: { 'USA-C': [{ card: U.meredith, up: true, hits: 2 }, { card: U.cross, up: true, hits: 1 }], 'USA-L': [{ card: U.vonGilsa, up: true, hits: 1 }] } });
  assert.equal(moraleValue(s, 4, 'USA', U.meredith, false), 4);
  assert.equal(moraleValue(s, 4, 'USA', U.cross, false), 1);
  assert.equal(moraleValue(s, 5, 'USA', U.vonGilsa, false), 1);
  dice(s, [4, 3, 2, 5]); // Meredith 4, 3 hold; Cross 2 > 1 routs; von Gilsa 5 routs
  act(s, 'USA', { type: 'morale' });
  assert.deepEqual(ids(s, 'USA-C'), [U.meredith]);
  assert.equal(card(s, U.meredith)!.h, undefined, 'hits that hold are removed');
  assert.ok(s.dead.includes(U.cross) && s.dead.includes(U.vonGilsa));
  assert.equal(s.phase, 'combat');
});

test('dixie 6.0: a natural 6 always routs and a natural 1 always holds, whatever the modifiers', () => {
  const s = build({ phase: 'morale', turnOf: 'USA', positions: { 'USA-C': [{ card: U.cutler, up: true, hits: 1 }, { card: U.meade }, { card: U.cross, up: true, hits: 1 }] } });
  // Cutler 4B + Meade defence 3 = 7: a 6 still routs. Cross 1B + 3 = 4... force 1 for Cross with value reduced? use 1: holds.
  dice(s, [6, 1]);
  act(s, 'USA', { type: 'morale' });
  assert.ok(s.dead.includes(U.cutler));
  assert.deepEqual(ids(s, 'USA-C'), [U.meade, U.cross]);
  const t = build({ phase: 'morale', turnOf: 'USA', positions: { 'CSA-C': [{ card: U.vonGilsa, up: true, hits: 1 }], 'USA-C': [] } });
  // von Gilsa 2C attacking = 1; a 1 holds.
  dice(t, [1]);
  act(t, 'USA', { type: 'morale' });
  assert.ok(!t.dead.includes(U.vonGilsa));
});

test('dixie 7.0: a firing card turns face up, cannot move, and one position\'s combat ends before the next begins', () => {
  const s = build({ positions: {
    'CSA-C': [{ card: C.cabell }], 'USA-C': [{ card: U.meredith }],
    'USA-R': [{ card: C.kemper, up: true }, { card: C.semmes, up: true }, { card: U.paul, up: true }],
  } });
  dice(s, [6, 6]);
  act(s, 'CSA', { type: 'fire', card: C.cabell, at: 'USA-C' });
  assert.equal(card(s, C.cabell)!.up, 1);
  dice(s, [6, 6, 6]);
  act(s, 'CSA', { type: 'fire', card: C.kemper, at: 'USA-R' });
  assert.ok(!legal(s, 'CSA').some((a) => a.type === 'fire' && a.at === 'USA-C'), 'USA-C combat is finished');
  act(s, 'CSA', { type: 'end-combat' });
  assert.ok(!offered(s, 'CSA', { type: 'move', card: C.cabell, to: 'reserve' }), 'a card that fired cannot move');
  assert.ok(offered(s, 'CSA', { type: 'move', card: C.semmes, to: 'CSA-L' }));
});

test('dixie 7.1: a card rolls one die per CV', () => {
  const s = build({ positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.meredith, up: true }] } });
  const log = act(s, 'CSA', { type: 'fire', card: C.kemper, at: 'USA-C' });
  const f = log.find((e) => e.key === 'dx.fire')!;
  assert.equal((f.params!.dice as number[]).length, 3, 'Kemper CV 3');
});

test('dixie 7.2: infantry F2 only when engaged; cavalry F1 attacking, F3 defending', () => {
  const s = build({ positions: { 'CSA-C': [{ card: C.kemper }], 'USA-C': [{ card: C.hampton, up: true }, { card: U.gamble, up: true }], 'USA-R': [{ card: U.paul }] } });
  assert.ok(!legal(s, 'CSA').some((a) => a.type === 'fire' && a.card === C.kemper), 'infantry not engaged cannot fire');
  dice(s, [1, 2, 3]);
  let log = act(s, 'CSA', { type: 'fire', card: C.hampton, at: 'USA-C' });
  assert.equal(log.find((e) => e.key === 'dx.fire')!.params!.hits, 1, 'attacking cavalry hits on 1 only');
  const t = build({ turnOf: 'USA', positions: { 'USA-C': [{ card: C.hampton, up: true }, { card: U.gamble, up: true }] } });
  dice(t, [1, 2, 3]);
  log = act(t, 'USA', { type: 'fire', card: U.gamble, at: 'USA-C' });
  assert.equal(log.find((e) => e.key === 'dx.fire')!.params!.hits, 3, 'defending cavalry hits on 1-3');
  const u = build({ turnOf: 'USA', positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } });
  dice(u, [2, 3, 1]);
  log = act(u, 'USA', { type: 'fire', card: U.paul, at: 'USA-C' });
  assert.equal(log.find((e) => e.key === 'dx.fire')!.params!.hits, 2, 'infantry F2');
});

test('dixie 7.2: artillery fires long range across the Middle Ground only if neither position is engaged; short range when engaged', () => {
  const s = build({ positions: { 'CSA-C': [{ card: C.cabell }], 'USA-C': [{ card: U.meredith }], 'CSA-L': [{ card: C.eshleman }, { card: U.paul, up: true }], 'USA-R': [{ card: U.baxter }] } });
  assert.ok(offered(s, 'CSA', { type: 'fire', card: C.cabell, at: 'USA-C' }), 'long range');
  assert.ok(!offered(s, 'CSA', { type: 'fire', card: C.eshleman, at: 'USA-R' }), 'its own position is engaged: no long range');
  dice(s, [3]);
  const log = act(s, 'CSA', { type: 'fire', card: C.eshleman, at: 'CSA-L' });
  assert.equal(log.find((e) => e.key === 'dx.fire')!.params!.f, 3, 'Eshleman short range F3');
  const t = build({ positions: { 'CSA-C': [{ card: C.cabell }], 'USA-C': [{ card: U.meredith }, { card: C.kemper, up: true }] } });
  assert.ok(!offered(t, 'CSA', { type: 'fire', card: C.cabell, at: 'USA-C' }), 'the target position is engaged');
  assert.ok(!legal(t, 'CSA').some((x) => x.type === 'fire' && x.card === C.cabell), 'nor short range: its own position is not engaged');
});

test('dixie 7.2: horse artillery may move and then fire, and may engage; it never moves twice', () => {
  const s = build({ phase: 'move', turnOf: 'USA', positions: { 'USA-R': [{ card: U.tidball }], 'CSA-L': [{ card: C.kemper }] } });
  act(s, 'USA', { type: 'move', card: U.tidball, to: 'CSA-L' });
  assert.ok(!legal(s, 'USA').some((a) => a.type === 'move' && a.card === U.tidball), 'one move only');
  assert.ok(offered(s, 'USA', { type: 'fire', card: U.tidball, at: 'CSA-L' }), 'fires after moving');
  dice(s, [1, 1, 1]);
  act(s, 'USA', { type: 'fire', card: U.tidball, at: 'CSA-L' });
  assert.equal(card(s, C.kemper)!.h, 3);
  const t = build({ phase: 'move', turnOf: 'USA', positions: { 'USA-R': [{ card: U.hazard }], 'CSA-C': [{ card: C.kemper }] } });
  act(t, 'USA', { type: 'move', card: U.hazard, to: 'CSA-L' });
  assert.ok(!legal(t, 'USA').some((a) => a.type === 'fire'), 'ordinary artillery does not fire in the movement step');
});

test('dixie 7.2: only horse artillery may engage; other artillery never moves into a position with enemy cards', () => {
  const s = build({ phase: 'move', turnOf: 'USA', reserve: { CSA: [], USA: [U.taft] },
    positions: { 'USA-R': [{ card: U.hazard }, { card: U.tidball }], 'CSA-L': [{ card: C.kemper }], 'USA-C': [{ card: C.armistead, up: true }, { card: U.paul, up: true }] } });
  assert.ok(!offered(s, 'USA', { type: 'move', card: U.hazard, to: 'CSA-L' }), 'no engaging across the Middle Ground');
  refuses(s, 'USA', { type: 'move', card: U.hazard, to: 'CSA-L' }, 'dixie 7.2');
  assert.ok(!offered(s, 'USA', { type: 'move', card: U.taft, to: 'USA-C' }), 'nor from the reserve into an own position with the enemy in it');
  assert.ok(offered(s, 'USA', { type: 'move', card: U.taft, to: 'USA-L' }), 'an unengaged own position is fine');
  assert.ok(offered(s, 'USA', { type: 'move', card: U.hazard, to: 'reserve' }));
  assert.ok(offered(s, 'USA', { type: 'move', card: U.tidball, to: 'CSA-L' }), 'horse artillery engages');
  const t = build({ phase: 'move', turnOf: 'USA', positions: { 'USA-R': [{ card: U.hazard }] } });
  assert.ok(offered(t, 'USA', { type: 'move', card: U.hazard, to: 'CSA-L' }), 'an empty enemy position is not engaging');
});

test('dixie 7.3: each card takes one hit before any card takes a second; the owner chooses', () => {
  const s = build({ positions: { 'USA-C': [{ card: C.armistead, up: true }, { card: U.meredith, up: true }, { card: U.cutler, up: true }] } });
  dice(s, [1, 1, 1, 5]);
  act(s, 'CSA', { type: 'fire', card: C.armistead, at: 'USA-C' });
  assert.deepEqual(dixie.activeSides(s), ['USA'], 'the owner distributes');
  assert.deepEqual(legal(s, 'USA').map((a) => (a as { card: number }).card).sort(), [U.meredith, U.cutler]);
  act(s, 'USA', { type: 'hit', card: U.cutler });
  assert.equal(card(s, U.meredith)!.h, 1, 'Meredith must take the second hit: given automatically');
  assert.equal(legal(s, 'USA').length, 2, 'the third hit is a free choice again');
  act(s, 'USA', { type: 'hit', card: U.meredith });
  assert.equal(card(s, U.meredith)!.h, 2);
  assert.deepEqual(dixie.activeSides(s), ['CSA']);
  const t = build({ positions: { 'USA-C': [{ card: C.armistead, up: true }, { card: U.meredith, up: true, hits: 1 }, { card: U.cutler, up: true }] }, pending: [{ to: 'USA', at: 'USA-C', n: 1 }] });
  refuses(t, 'USA', { type: 'hit', card: U.meredith }, 'dixie 7.3');
});

test('dixie 7.3: a card with more hits than its CV is destroyed at once; terrain is never hit; a 6 hits the leader', () => {
  const s = build({ positions: { 'USA-C': [{ card: C.armistead, up: true }, { card: U.cross, up: true }, { card: U.mcphersons }, { card: U.hancock }] } });
  dice(s, [1, 2, 6, 6]);
  act(s, 'CSA', { type: 'fire', card: C.armistead, at: 'USA-C' });
  assert.ok(s.dead.includes(U.cross), 'Cross (CV 1) destroyed by its second hit');
  assert.deepEqual(ids(s, 'USA-C').sort((a, b) => a - b), [U.mcphersons, C.armistead]);
  assert.ok(s.dead.includes(U.hancock), 'Hancock, now alone with the enemy, dies (11.3)');
});

test('dixie 8.0: cards move one at a time to an adjacent position, never into the enemy reserve', () => {
  const s = build({ phase: 'move', positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } });
  const to = legal(s, 'CSA').filter((a) => a.type === 'move' && a.card === C.kemper).map((a) => (a as { to: string }).to);
  assert.deepEqual(to, ['CSA-C']);
  refuses(s, 'CSA', { type: 'move', card: C.kemper, to: 'reserve' }, 'dixie 8.0');
});

test('dixie 8.1: engaging up to the stack limit; every card in an engaged position turns face up after movement', () => {
  const s = build({ phase: 'move', positions: { 'CSA-C': [{ card: C.kemper }, { card: C.semmes }], 'USA-C': [{ card: U.paul }, { card: U.mcphersons }] } });
  act(s, 'CSA', { type: 'move', card: C.kemper, to: 'USA-C' });
  assert.equal(card(s, U.paul)!.up, undefined);
  act(s, 'CSA', { type: 'end-move' });
  assert.equal(card(s, U.paul)!.up, 1);
  assert.equal(card(s, C.kemper)!.up, 1);
  assert.equal(card(s, C.semmes)!.up, undefined, 'unengaged cards stay hidden');
  const t = build({ phase: 'move', positions: { 'CSA-C': [{ card: C.kemper }, { card: C.semmes }, { card: C.walker }, { card: C.hays }], 'USA-C': [{ card: U.paul }, { card: U.mcphersons }, { card: U.herbst }] } });
  act(t, 'CSA', { type: 'move', card: C.kemper, to: 'USA-C' });
  act(t, 'CSA', { type: 'move', card: C.semmes, to: 'USA-C' });
  assert.ok(!offered(t, 'CSA', { type: 'move', card: C.walker, to: 'USA-C' }), 'two terrain cards: two attackers at most (10.1)');
});

test('dixie 8.2: disengaging from an engaged position to an unengaged own position', () => {
  const s = build({ phase: 'move', positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } });
  act(s, 'CSA', { type: 'move', card: C.kemper, to: 'CSA-C' });
  assert.equal(card(s, C.kemper)!.d, 1);
  assert.equal(card(s, C.kemper)!.up, 1, 'stays face up until it reaches the reserve');
});

test('dixie 8.3: disorder: a side over the stack limit checks morale; failures go to the reserve', () => {
  // Hancock (+1 stack) holds 5 USA units; he is killed in the morale step → disorder.
  const s = build({ phase: 'morale', turnOf: 'USA', positions: { 'USA-C': [
    { card: U.hancock, hits: 1 }, { card: U.meredith, up: true }, { card: U.cutler, up: true }, { card: U.paul, up: true }, { card: U.baxter, up: true }, { card: U.biddle, up: true },
  ] } });
  dice(s, [6, 6, 2, 2, 2, 2]);
  act(s, 'USA', { type: 'morale' });
  assert.ok(s.dead.includes(U.hancock));
  assert.ok(s.res.USA.includes(U.meredith), 'the failed check sends Meredith to the reserve');
  assert.equal(ids(s, 'USA-C').length, 4);
});

test('dixie 8.4: cavalry and leaders may move twice, but not through an enemy position, nor engage and disengage in one turn', () => {
  const s = build({ phase: 'move', positions: { 'CSA-L': [{ card: U.paul }] }, reserve: { CSA: [], USA: [U.gamble, U.meade] }, turnOf: 'USA' });
  act(s, 'USA', { type: 'move', card: U.gamble, to: 'USA-R' });
  act(s, 'USA', { type: 'move', card: U.gamble, to: 'CSA-L' });
  assert.ok(!legal(s, 'USA').some((a) => a.type === 'move' && a.card === U.gamble), 'two moves used');
  const t = build({ phase: 'move', turnOf: 'USA', positions: { 'CSA-L': [{ card: U.gamble, up: true }, { card: C.kemper, up: true }], 'USA-C': [{ card: U.hancock }] } });
  act(t, 'USA', { type: 'move', card: U.gamble, to: 'USA-R' });
  assert.ok(!offered(t, 'USA', { type: 'move', card: U.gamble, to: 'CSA-L' }), 'disengaged: may not engage again');
  assert.ok(offered(t, 'USA', { type: 'move', card: U.gamble, to: 'reserve' }));
  act(t, 'USA', { type: 'move', card: U.hancock, to: 'reserve' });
  act(t, 'USA', { type: 'move', card: U.hancock, to: 'USA-L' });
  assert.equal(ids(t, 'USA-L')[0], U.hancock, 'a leader: own position → reserve → another own position');
  const u = build({ phase: 'move', turnOf: 'USA', positions: { 'USA-R': [{ card: U.gamble }], 'CSA-L': [{ card: C.kemper }] } });
  act(u, 'USA', { type: 'move', card: U.gamble, to: 'CSA-L' });
  assert.ok(!legal(u, 'USA').some((a) => a.type === 'move' && a.card === U.gamble), 'no move out of an enemy position after engaging');
});

test('dixie 9.0: reinforcements: CSA draws one card, USA two', () => {
  const s = build({ phase: 'move', turnOf: 'USA', positions: {}, deck: { CSA: [C.kemper, C.semmes], USA: [U.paul, U.baxter, U.biddle] } });
  act(s, 'USA', { type: 'end-move' });
  assert.deepEqual(s.res.USA, [U.paul, U.baxter]);
  act(s, 'CSA', { type: 'morale' });
  act(s, 'CSA', { type: 'end-combat' });
  act(s, 'CSA', { type: 'end-move' });
  assert.deepEqual(s.res.CSA, [C.kemper]);
});

test('dixie 8.3: disorder checks face-down cards without telling the enemy which cards they are', () => {
  const s = build({ phase: 'morale', turnOf: 'USA', positions: { 'USA-C': [{ card: U.hancock, hits: 1 }, { card: U.meredith }, { card: U.cutler }, { card: U.paul }, { card: U.baxter }, { card: U.biddle }] } });
  dice(s, [6, 6, 1, 1, 1, 1]); // Hancock dies (11.3): five cards over a limit of four; Meredith fails and falls back
  const log = act(s, 'USA', { type: 'morale' });
  assert.ok(s.dead.includes(U.hancock));
  assert.ok(s.res.USA.includes(U.meredith), 'the failed card goes to the reserve');
  assert.ok(log.some((e) => e.key === 'dx.moraleFail' && e.params!.card === U.meredith && e.to?.includes('USA')), 'its owner is told');
  const csa = log.filter((e) => !e.to || e.to.includes('CSA'));
  for (const id of [U.meredith, U.cutler, U.paul, U.baxter, U.biddle]) {
    assert.ok(!csa.some((e) => Object.values(e.params ?? {}).includes(id)), `card ${id} named to the CSA`);
  }
  assert.ok(csa.some((e) => e.key === 'dx.toReserveHidden'), 'the enemy sees that a card fell back');
});


test('dixie 9.0: a card drawn by Forced March is a reinforcement: drawn in the reinforcement step, usable only from the next battle turn', () => {
  // 9.0: 「増援カードは敵ターンに使用できるスペシャルカードを除いて、次の戦闘ターンになるまで使用できません」.
  const s = build({ phase: 'move', turnOf: 'USA', reserve: { CSA: [], USA: [U.forcedMarch] }, deck: { CSA: [C.kemper], USA: [U.paul, U.baxter, U.biddle, U.stone] } });
  act(s, 'USA', { type: 'special', card: U.forcedMarch });
  assert.ok(!s.res.USA.includes(U.paul), 'nothing drawn during the movement step');
  assert.ok(!legal(s, 'USA').some((a) => 'card' in a && a.card === U.paul), 'the extra card cannot be used this turn');
  const log = act(s, 'USA', { type: 'end-move' });
  assert.deepEqual(s.res.USA, [U.paul, U.baxter, U.biddle], 'two reinforcements and the extra one, at the end of the turn');
  assert.ok(!log.some((e) => e.key === 'dx.drawCard' && (!e.to || e.to.includes('CSA'))), 'the enemy is not told which cards');
});

test('dixie 7.2: artillery in a captured enemy position fires long range back across the Middle Ground at enemy cards holding its own line', () => {
  // 7.2: 「長射程は砲兵が中原(MG)を越えて敵ポジションの敵カードを射撃するときに用います。しかし砲兵自身のポジションが交戦中の
  // 場合や、目標ポジションが交戦中の場合は長射程で射撃できません。」 A position the enemy has captured is its defence position
  // (11.1 重要, 10.3 重要): enemy cards there, across the Middle Ground, neither position engaged.
  const s = build({ positions: { 'USA-C': [{ card: C.cabell, up: true }], 'CSA-C': [{ card: U.paul, up: true }] } });
  assert.equal(s.hold[s.pos.findIndex((st) => st.some((c) => c.id === U.paul))], 'USA', 'the USA holds CSA-C');
  dice(s, [1, 2]);
  const log = act(s, 'CSA', { type: 'fire', card: C.cabell, at: 'CSA-C' });
  const f = log.find((e) => e.key === 'dx.fire')!;
  assert.equal(f.params!.kind, 'long');
  assert.equal(f.params!.f, 1, "Cabell's long range F1");
  assert.equal(card(s, U.paul)!.h, 1);
});
