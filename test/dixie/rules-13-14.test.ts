import { test } from 'node:test';
import { dixie, assert, build, act, legal, offered, refuses, dice, ids, card, U, C } from './helpers.js';
import { moraleValue } from '../../src/games/dixie/morale.js';
import { card as cdef } from '../../src/games/dixie/data/cards.js';

test('dixie 13.1: melee: declared before fire, both sides roll F3 together, morale at once, then continue or withdraw', () => {
  const s = build({ positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }], 'CSA-C': [{ card: C.cabell }] } }, { melee: true });
  assert.ok(offered(s, 'CSA', { type: 'melee', at: 'USA-C' }));
  const t = build({ positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } });
  refuses(t, 'CSA', { type: 'melee', at: 'USA-C' }, 'dixie 13.1');
  // Kemper 3 dice F3: 3,4,5 → 1 hit; Paul 3 dice F3: 4,5,6 → 0 hits. Paul's morale (3B defending): 2 holds.
  dice(s, [3, 4, 5, 4, 5, 4, 2]);
  act(s, 'CSA', { type: 'melee', at: 'USA-C' });
  assert.equal(card(s, U.paul)!.h, undefined, 'the hit was checked at once and held');
  assert.deepEqual(dixie.activeSides(s), ['CSA'], 'the attacker chooses first');
  act(s, 'CSA', { type: 'melee-continue' });
  assert.deepEqual(dixie.activeSides(s), ['USA']);
  dice(s, [6, 6, 6, 6, 6, 6]);
  act(s, 'USA', { type: 'melee-continue' });
  assert.ok(ids(s, 'CSA-C').includes(C.kemper), 'round 2 did not win the position: the attacker withdraws');
  assert.ok(!legal(s, 'CSA').some((a) => a.type === 'fire' && a.card === C.kemper), 'melee replaces fire');
});

test('dixie 13.2: enfilade: a card in a position its side holds alone fires at the flank, F1 from its own line, F2 from the enemy line', () => {
  const s = build({ positions: { 'CSA-L': [{ card: C.kemper }], 'CSA-C': [{ card: U.paul, up: true }], 'USA-L': [{ card: C.semmes }] } }, { enfilade: true });
  dice(s, [1, 2, 3]);
  const log = act(s, 'CSA', { type: 'fire', card: C.kemper, at: 'CSA-C' });
  const f = log.find((e) => e.key === 'dx.fire')!;
  assert.equal(f.params!.f, 1);
  assert.equal(f.rule, 'dixie 13.2');
  const t = build({ positions: { 'USA-L': [{ card: C.semmes }], 'USA-C': [{ card: U.paul, up: true }] } }, { enfilade: true });
  dice(t, [1, 2]);
  assert.equal(act(t, 'CSA', { type: 'fire', card: C.semmes, at: 'USA-C' }).find((e) => e.key === 'dx.fire')!.params!.f, 2);
  const u = build({ positions: { 'CSA-L': [{ card: C.kemper }], 'CSA-C': [{ card: U.paul, up: true }] } });
  assert.ok(!offered(u, 'CSA', { type: 'fire', card: C.kemper, at: 'CSA-C' }), 'only with the advanced rule');
});

test('dixie 13.3: flank attack: reserve cards go into a flank position friends have engaged, check morale, go in and fire', () => {
  const s = build({ phase: 'move', reserve: { CSA: [C.semmes, C.hampton], USA: [] }, positions: { 'USA-L': [{ card: C.kemper, up: true }, { card: U.paul }] } }, { flankAttack: true });
  act(s, 'CSA', { type: 'flank', card: C.semmes, at: 'USA-L' });
  act(s, 'CSA', { type: 'flank', card: C.hampton, at: 'USA-L' });
  dice(s, [2, 6]); // Semmes 2B → 2: holds; Hampton: a 6 always fails
  act(s, 'CSA', { type: 'flank-go' });
  assert.ok(ids(s, 'USA-L').includes(C.semmes));
  assert.ok(s.res.CSA.includes(C.hampton));
  assert.ok(!legal(s, 'CSA').some((a) => 'card' in a && a.card === C.hampton), 'a failed card does nothing more this turn');
  assert.ok(offered(s, 'CSA', { type: 'fire', card: C.semmes, at: 'USA-L' }), 'the flank attacker fires');
});

test('dixie 13.3: the flank position attacked must itself hold friendly units, even ones that advanced into it this turn', () => {
  // 13.3: 「予備カード(だけ)は特別移動で敵、味方の側面ポジションに前進できます。このポジションは、たとえこの戦闘ターンに
  // 前進したとしても、自軍部隊が存在していなければなりません。」 Example: 「敵左翼ポジションは準備前進されます、予備のカードは
  // 士気チェックして、敵左翼に移動します。」: the enemy left is engaged first, then the reserve goes into the enemy left.
  const s = build({ phase: 'move', reserve: { CSA: [C.semmes], USA: [] }, positions: { 'CSA-R': [{ card: C.kemper }], 'USA-L': [{ card: U.paul }], 'USA-C': [{ card: U.biddle }] } }, { flankAttack: true });
  refuses(s, 'CSA', { type: 'flank', card: C.semmes, at: 'USA-L' }, 'dixie 13.3');
  act(s, 'CSA', { type: 'move', card: C.kemper, to: 'USA-L' }); // the ordinary advance prepares the flank attack
  assert.ok(offered(s, 'CSA', { type: 'flank', card: C.semmes, at: 'USA-L' }), 'the example: into the enemy left, engaged this turn');
  refuses(s, 'CSA', { type: 'flank', card: C.semmes, at: 'USA-C' }, 'dixie 13.3'); // beside friends is not enough
  act(s, 'CSA', { type: 'flank', card: C.semmes, at: 'USA-L' });
  dice(s, [1]);
  act(s, 'CSA', { type: 'flank-go' });
  assert.deepEqual(ids(s, 'USA-L'), [U.paul, C.kemper, C.semmes]);
  // An own flank position the enemy has entered, where friends still are.
  const t = build({ phase: 'move', reserve: { CSA: [C.semmes], USA: [] }, positions: { 'CSA-L': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } }, { flankAttack: true });
  assert.ok(offered(t, 'CSA', { type: 'flank', card: C.semmes, at: 'CSA-L' }), 'an own flank position');
  // The centre is not a flank position, even with friends there.
  const u = build({ phase: 'move', reserve: { CSA: [C.semmes], USA: [] }, positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } }, { flankAttack: true });
  refuses(u, 'CSA', { type: 'flank', card: C.semmes, at: 'USA-C' }, 'dixie 13.3');
});

test('dixie 13.3: a card that fails its flank-attack check stays face down: the enemy is not told which card it was', () => {
  const s = build({ phase: 'move', reserve: { CSA: [C.semmes, C.hampton], USA: [] }, positions: { 'USA-L': [{ card: C.kemper, up: true }, { card: U.paul }] } }, { flankAttack: true });
  act(s, 'CSA', { type: 'flank', card: C.semmes, at: 'USA-L' });
  act(s, 'CSA', { type: 'flank', card: C.hampton, at: 'USA-L' });
  dice(s, [2, 6]);
  const log = act(s, 'CSA', { type: 'flank-go' });
  const usa = log.filter((e) => !e.to || e.to.includes('USA'));
  assert.ok(!usa.some((e) => Object.values(e.params ?? {}).includes(C.hampton)), 'Hampton stayed back unseen');
  assert.ok(usa.some((e) => e.key === 'dx.flankPass' && e.params!.card === C.semmes), 'the card that goes in is face up');
  assert.ok(log.some((e) => e.key === 'dx.flankFail' && e.params!.card === C.hampton && e.to?.includes('CSA')));
});

test('dixie 13.4: counter-battery: artillery may single out a face-up enemy battery; every hit falls on it', () => {
  const s = build({ positions: { 'CSA-C': [{ card: C.dance }], 'USA-C': [{ card: U.hazard, up: true }, { card: U.paul }] } }, { counterBattery: true });
  dice(s, [1, 1, 2]);
  act(s, 'CSA', { type: 'fire', card: C.dance, at: 'USA-C', target: U.hazard });
  assert.equal(card(s, U.hazard)!.h, 3);
  assert.equal(card(s, U.paul)!.h, undefined);
});

test('dixie 13.5: artillery support: long range into an engaged enemy position; its fives hit friends, checked at once', () => {
  const s = build({ positions: { 'CSA-C': [{ card: C.cabell }], 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } }, { artillerySupport: true });
  dice(s, [5, 1, 6]); // a 5 on Kemper, a 1 on Paul; Kemper's immediate check rolls 6 → routs
  act(s, 'CSA', { type: 'fire', card: C.cabell, at: 'USA-C' });
  assert.equal(card(s, U.paul)!.h, 1);
  assert.ok(s.dead.includes(C.kemper));
});

test('dixie 13.6: decoys: leaders, terrain and specials placed face down; overrun or shelled they are lost; the enemy cannot tell them', () => {
  const s = build({ phase: 'deploy', turn: 0, reserve: { CSA: [], USA: [U.meade, U.paul] } }, { decoys: true });
  act(s, 'USA', { type: 'deploy', card: U.meade, at: 'USA-C', decoy: true });
  act(s, 'USA', { type: 'deploy', card: U.paul, at: 'USA-L' });
  act(s, 'USA', { type: 'deploy-done' });
  act(s, 'CSA', { type: 'deploy-done' });
  const v = dixie.view(s, 'CSA');
  assert.deepEqual(v.positions.find((p) => p.name === 'USA-C')!.cards, [{ side: 'USA', up: false }]);
  assert.deepEqual(v.positions.find((p) => p.name === 'USA-L')!.cards, [{ side: 'USA', up: false }]);
  const t = build({ phase: 'move', positions: { 'CSA-C': [{ card: C.kemper }], 'USA-C': [{ card: U.meade, decoy: true }] } }, { decoys: true });
  act(t, 'CSA', { type: 'move', card: C.kemper, to: 'USA-C' });
  assert.ok(t.dead.includes(U.meade));
});

test('dixie 13.7: corps command: a leader supports only his own corps; Lee and Meade command all; cavalry leaders only cavalry', () => {
  const pos = { positions: { 'CSA-C': [{ card: C.kemper }, { card: C.ewell }], 'CSA-L': [{ card: C.hays }, { card: C.early }], 'CSA-R': [{ card: C.walker }, { card: C.lee }], 'USA-C': [{ card: U.paul }, { card: U.buford }] } };
  const s = build(pos, { corpsCommand: true });
  assert.equal(moraleValue(s, 1, 'CSA', C.kemper, false), 3, 'Ewell (II Corps) does not command Kemper (I Corps)');
  assert.equal(moraleValue(s, 2, 'CSA', C.walker, false), 2 + 1 + 2, 'Lee commands all');
  assert.equal(moraleValue(s, 4, 'USA', U.paul, false), 3, 'Buford (cavalry) does not command infantry');
  const t = build(pos);
  assert.equal(moraleValue(t, 1, 'CSA', C.kemper, false), 4, 'without 13.7 any standard leader commands');
  const d = build(pos, { divisionCommand: true });
  assert.equal(cdef(C.hays).type === 'infantry' && (cdef(C.hays) as { division: string }).division, 'Early');
  assert.equal(moraleValue(d, 0, 'CSA', C.hays, false), 2 + 1 + 1, 'Early commands his own division');
});

test('dixie 13.8: the extended line: five positions a side, decks 40/50, muster 30, three positions to win', () => {
  const s = dixie.setup('wide', dixie.parseOptions({ line: 5 }), null);
  assert.equal(s.pos.length, 10);
  assert.equal(s.total.CSA, 40);
  assert.equal(s.total.USA, 50);
  assert.equal(s.res.USA.length, 30);
  const t = build({ positions: { 'USA-R': [{ card: C.kemper }], 'USA-RC': [{ card: C.semmes }] } }, { line: 5 });
  assert.equal(dixie.result(t), null, 'two of five is not enough');
  const u = build({ phase: 'move', positions: { 'USA-R': [{ card: C.kemper }], 'USA-RC': [{ card: C.semmes }], 'CSA-C': [{ card: C.walker }] } }, { line: 5 });
  act(u, 'CSA', { type: 'move', card: C.walker, to: 'USA-C' });
  assert.equal(dixie.result(u)?.winner, 'CSA');
  const w = build({ phase: 'deploy', turn: 0, reserve: { CSA: [], USA: [U.culps] } }, { line: 5 });
  assert.deepEqual(legal(w, 'USA').filter((a) => a.type === 'deploy').map((a) => (a as { at: string }).at).sort(), ['USA-R', 'USA-RC'], 'terrain in its place or the adjacent one');
});

test('dixie 13.9: custom decks by battle points: budgets 270 CSA / 300 USA; duplicates only of specials', () => {
  assert.throws(() => dixie.parseOptions({ deck: 'custom', decks: { USA: Array.from({ length: 60 }, (_, i) => i + 1), CSA: [151] } }), /13\.9/);
  assert.throws(() => dixie.parseOptions({ deck: 'custom', decks: { USA: [1, 1], CSA: [151] } }), /2\.1/);
  const o = dixie.parseOptions({ deck: 'custom', decks: { USA: [U.rally, U.rally, U.paul], CSA: [C.kemper] } });
  const s = dixie.setup('custom', o, null);
  assert.equal(s.total.USA, 3);
  const p = dixie.setup('points', dixie.parseOptions({ deck: 'points' }), null);
  const bp = [...p.res.USA, ...p.deck.USA].reduce((a, id) => a + cdef(id).bp, 0);
  assert.ok(bp <= 300 && bp > 250, `USA random deck by points: ${bp} BP`);
});

test('dixie 14.0: the historical battle: 48/60 cards, day by day, one USA draw a turn, night, day-1 terrain, USA wins after day 3', () => {
  const o = dixie.parseOptions({ historical: true });
  const s = dixie.setup('gettysburg', o, null);
  assert.equal(s.total.CSA, 48);
  assert.equal(s.total.USA, 60);
  assert.equal(s.res.CSA.length, 18);
  assert.equal(s.deck.USA.length, 6);
  assert.equal(s.later.USA.length, 36);
  act(s, 'CSA', { type: 'deploy-done' });
  act(s, 'USA', { type: 'deploy-done' });
  let turns = 0;
  while (s.day === 1 && !dixie.result(s)) {
    const side = dixie.activeSides(s)[0]!;
    if (s.phase === 'morale') act(s, side, { type: 'morale' });
    else if (s.phase === 'combat') act(s, side, { type: 'end-combat' });
    else if (s.phase === 'move') { const r = s.res.USA.length; act(s, side, { type: 'end-move' }); if (side === 'USA' && s.day === 1) assert.equal(s.res.USA.length, r + 1, 'USA draws one'); turns++; }
    else break;
  }
  assert.equal(turns, 12, 'six turns each on day 1');
  assert.equal(s.day, 2);
  assert.equal(s.phase, 'deploy', 'night: reserves are placed');
  assert.equal(s.res.USA.length, 18 + 6 + 12);
  assert.equal(s.deck.USA.length, 6);
  const t = build({ phase: 'move', turnOf: 'USA', reserve: { CSA: [], USA: [U.culps, U.oakRidge] } }, { historical: true });
  refuses(t, 'USA', { type: 'terrain', card: U.culps, at: 'USA-R' }, 'dixie 14.0');
  assert.ok(offered(t, 'USA', { type: 'terrain', card: U.oakRidge, at: 'USA-R' }), 'day-1 terrain');
  const u = build({ phase: 'move', turnOf: 'USA', day: 3, positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] }, deck: { CSA: [], USA: [U.cross] } }, { historical: true });
  act(u, 'USA', { type: 'end-move' });
  assert.equal(dixie.result(u)?.winner, 'USA');
  assert.equal(dixie.result(u)?.rule, 'dixie 14.0');
});

test('dixie 14.0: at nightfall attackers disengage to an unengaged own position; if the enemy holds the facing one, to the reserve', () => {
  const later = { CSA: [C.kershaw, C.barksdale, C.wofford, 155, C.armistead, C.hays, C.smith], USA: [U.meredith, U.cutler, U.biddle, U.stone, U.harrow, U.gamble, U.hazard, U.taft, U.tidball, U.meade, U.reynolds, 77, U.buford, U.hunt] };
  const s = build({ phase: 'move', turnOf: 'USA', turn: 12, day: 1, deck: { CSA: [], USA: [U.cross] }, later,
    positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }], 'CSA-C': [{ card: U.baxter, up: true }] } }, { historical: true });
  act(s, 'USA', { type: 'end-move' });
  assert.equal(s.day, 2);
  assert.ok(s.res.CSA.includes(C.kemper), 'Kemper cannot fall back into CSA-C, which the USA holds: he goes to the reserve');
  assert.deepEqual(ids(s, 'CSA-C'), [U.baxter]);
  assert.deepEqual(ids(s, 'USA-C'), [U.paul]);
  const t = build({ phase: 'move', turnOf: 'USA', turn: 12, day: 1, deck: { CSA: [], USA: [U.cross] }, later,
    positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }], 'CSA-C': [{ card: U.baxter, up: true }, { card: C.semmes, up: true }] } }, { historical: true });
  act(t, 'USA', { type: 'end-move' });
  assert.deepEqual(ids(t, 'CSA-C'), [C.semmes, C.kemper], 'both sides withdraw; Kemper rejoins the CSA line');
  assert.deepEqual(ids(t, 'USA-C'), [U.paul, U.baxter], 'and Baxter rejoins the USA line');
});


test('dixie 13.1: all melees are declared before any fire: after one melee, another position may still melee', () => {
  // 13.1: 「全ての混戦は射撃戦闘が起きる前に明らかにしなければなりません」: several melees, each before the first fire.
  const s = build({ positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }], 'USA-L': [{ card: C.semmes, up: true }, { card: U.baxter, up: true }] } }, { melee: true });
  dice(s, [6, 6, 6, 6, 6, 6]);
  act(s, 'CSA', { type: 'melee', at: 'USA-C' });
  act(s, 'CSA', { type: 'melee-continue' });
  dice(s, [6, 6, 6, 6, 6, 6]);
  act(s, 'USA', { type: 'melee-continue' });
  assert.equal(s.ml, null, 'the first melee is over (Kemper withdrew)');
  assert.ok(offered(s, 'CSA', { type: 'melee', at: 'USA-L' }), 'no fire yet: Semmes may still melee');
  assert.ok(!offered(s, 'CSA', { type: 'melee', at: 'USA-C' }), 'not twice in one position');
  dice(s, [1, 1]);
  act(s, 'CSA', { type: 'fire', card: C.semmes, at: 'USA-L' });
  const t = build({ positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }], 'USA-L': [{ card: C.semmes, up: true }, { card: U.baxter, up: true }] } }, { melee: true });
  dice(t, [4, 4]);
  act(t, 'CSA', { type: 'fire', card: C.semmes, at: 'USA-L' });
  assert.ok(!legal(t, 'CSA').some((a) => a.type === 'melee'), 'once anything has fired, no melee');
});

test('dixie 13.1: a melee withdrawal disengages (8.2) to an unengaged own position: with the enemy in the facing own position, to the reserve', () => {
  // 8.2: 「交戦中のカードが交戦中でない自軍ポジションに移動することが後退です」; 13.1 withdraws by 後退.
  const s = build({ positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }], 'CSA-C': [{ card: U.baxter, up: true }] } }, { melee: true });
  dice(s, [6, 6, 6, 6, 6, 6]);
  act(s, 'CSA', { type: 'melee', at: 'USA-C' });
  act(s, 'CSA', { type: 'melee-continue' });
  dice(s, [6, 6, 6, 6, 6, 6]);
  act(s, 'USA', { type: 'melee-continue' });
  assert.ok(s.res.CSA.includes(C.kemper), 'Kemper cannot fall back into CSA-C, which the USA holds: he goes to the reserve');
  assert.deepEqual(ids(s, 'CSA-C'), [U.baxter]);
  const t = build({ positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } }, { melee: true });
  dice(t, [6, 6, 6, 6, 6, 6]);
  act(t, 'CSA', { type: 'melee', at: 'USA-C' });
  act(t, 'CSA', { type: 'melee-withdraw' });
  assert.deepEqual(ids(t, 'CSA-C'), [C.kemper], 'into the facing own position when it is unengaged');
});

test('dixie 14.0 with 13.6: on day 1 a revealed terrain decoy stays only if it is a day-1 card', () => {
  // 14.0: 「1日目だけ、地形カードは1日目のカードだけでプレイします」: a decoy revealed to stay is terrain played.
  const s = build({ phase: 'move', turnOf: 'USA', day: 1, positions: { 'USA-R': [{ card: U.culps, decoy: true }, { card: U.oakRidge, decoy: true }] } }, { historical: true, decoys: true });
  act(s, 'USA', { type: 'reveal', card: U.culps });
  assert.ok(s.res.USA.includes(U.culps), "Culp's Hill (day 2) goes back to the reserve on day 1");
  act(s, 'USA', { type: 'reveal', card: U.oakRidge });
  assert.ok(ids(s, 'USA-R').includes(U.oakRidge) && card(s, U.oakRidge)!.up, 'Oak Ridge (day 1) stays, face up');
  const t = build({ phase: 'move', turnOf: 'USA', day: 2, positions: { 'USA-R': [{ card: U.culps, decoy: true }] } }, { historical: true, decoys: true });
  act(t, 'USA', { type: 'reveal', card: U.culps });
  assert.ok(ids(t, 'USA-R').includes(U.culps), 'from day 2 it stays');
});

test('dixie 13.6 with 13.2: a hit a decoy cannot take still waits for its owner, so the enemy cannot tell the decoy from a face-down unit', () => {
  // 13.6: decoys are lost only to an enemy entering or to long-range hits; an enfilade hit goes to a unit. With two
  // face-down units the owner chooses; with a unit and a decoy the owner is asked too, so the enemy sees the same.
  const seen: string[] = [];
  for (const other of [{ card: U.meade, decoy: true }, { card: U.baxter }]) {
    const s = build({ positions: { 'USA-R': [{ card: C.kemper, up: true }], 'USA-C': [{ card: U.paul }, other] } }, { enfilade: true, decoys: true });
    dice(s, [1, 6, 6]);
    const log = act(s, 'CSA', { type: 'fire', card: C.kemper, at: 'USA-C' });
    assert.deepEqual(dixie.activeSides(s), ['USA'], 'the owner places the hit');
    seen.push(JSON.stringify([dixie.view(s, 'CSA'), log.filter((e) => !e.to || e.to.includes('CSA'))]));
    assert.ok(offered(s, 'USA', { type: 'hit', card: U.paul }));
    assert.ok(!offered(s, 'USA', { type: 'hit', card: U.meade }), 'a decoy takes no enfilade hit');
    act(s, 'USA', { type: 'hit', card: U.paul });
    assert.equal(card(s, U.paul)!.h, 1);
  }
  assert.equal(seen[0], seen[1], "the CSA's view and log are the same with a decoy or a unit beside Paul");
});

test('dixie 13.1 with 13.7/11.1: an artillery leader gives +1 CV to the melee dice of the artillery he commands', () => {
  // 13.7: 「砲兵指揮官(赤色)は…指揮したカードの射撃に+1CVを与えれます」; 13.1 calls the melee rolls fire
  // («一度、両軍が射撃してから») and sets aside only terrain («全ての地形カードの戦闘や士気の修正は混戦では無視します»).
  const s = build({ positions: { 'CSA-C': [{ card: C.cabell, up: true }, { card: C.pendleton, up: true }, { card: U.paul, up: true }] } }, { melee: true });
  dice(s, [6, 6, 6, 6, 6, 6]);
  const log = act(s, 'CSA', { type: 'melee', at: 'CSA-C' });
  const r = log.find((e) => e.key === 'dx.meleeRound')!;
  assert.equal((r.params!.attacker as number[]).length, 3, "Cabell's CV 2 + 1 from Pendleton");
  assert.equal((r.params!.defender as number[]).length, 3, "Paul's CV 3");
  const t = build({ positions: { 'CSA-C': [{ card: C.cabell, up: true }, { card: C.early, up: true }, { card: U.paul, up: true }] } }, { melee: true });
  dice(t, [6, 6, 6, 6, 6]);
  const lt = act(t, 'CSA', { type: 'melee', at: 'CSA-C' });
  assert.equal((lt.find((e) => e.key === 'dx.meleeRound')!.params!.attacker as number[]).length, 2, 'no bonus from a standard leader');
});

test('dixie 14.0 with 9.0: at night the reserve is placed, the card the USA drew at the end of its last turn included', () => {
  // 9.0: 「増援カードは…次の戦闘ターンになるまで使用できません。」 14.0: 「夜間増援は直接プレイヤーの予備に加えられます。
  // 両プレイヤーは予備のカードを自軍ポジションに…配置します。」 The night placement takes the reserve's cards, the night draw
  // made that moment included; it is not a use in a battle turn, so the last day card is placed like them.
  const later = { CSA: [C.kershaw, C.barksdale, C.wofford, 155, C.armistead, C.hays, C.smith], USA: [U.meredith, U.cutler, U.biddle, U.stone, U.harrow, U.gamble, U.hazard, U.taft, U.tidball, U.meade, U.reynolds, 77, U.buford, U.hunt] };
  const s = build({ phase: 'move', turnOf: 'USA', turn: 12, day: 1, deck: { CSA: [], USA: [U.cross] }, later }, { historical: true });
  act(s, 'USA', { type: 'end-move' });
  assert.equal(s.phase, 'deploy');
  assert.ok(s.res.USA.includes(U.cross) && s.res.USA.includes(U.meredith), 'the last day card and the night draw are in the reserve');
  assert.ok(offered(s, 'USA', { type: 'deploy', card: U.cross, at: 'USA-C' }), 'the card drawn at the end of the last turn is placed at night');
  assert.ok(offered(s, 'USA', { type: 'deploy', card: U.meredith, at: 'USA-C' }), 'as is a night reinforcement');
});
