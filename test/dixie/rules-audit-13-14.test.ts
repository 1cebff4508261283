/**
 * Findings of the sentence-by-sentence audit of the advanced rules 13.x and the historical battle 14.0, with their
 * interactions with the basic rules (docs/dixie-rules.md): each test builds a position, acts, and asserts what the
 * rule says.
 */
import { test } from 'node:test';
import { dixie, assert, build, act, dice, ids, card, offered, legal, refuses, U, C } from './helpers.js';
import { moraleValue } from '../../src/games/dixie/morale.js';

test('dixie 11.2 note with 11.3 / 8.3: a stack-bonus leader killed in the morale step puts his position in disorder at once, before the units\' own hit checks', () => {
  // 11.3: the leader rolls «他の全ての士気チェックの前に»; 11.2 note: his units are «直ちに» in disorder (8.3), whose checks
  // are «直ちに» too. Longstreet (+1) holds five units in CSA-C; Kemper took a hit.
  const five = [C.kemper, C.semmes, C.walker, C.hays, C.armistead];
  const s = build({ phase: 'morale', turnOf: 'CSA', turn: 3, positions: { 'CSA-C': [{ card: C.longstreet, hits: 1 }, ...five.map((c) => ({ card: c, up: true, ...(c === C.kemper ? { hits: 1 } : {}) }))] } });
  dice(s, [6, 6, 1, 1, 1, 1]); // Longstreet dies; disorder: Kemper fails (6), the four others hold
  const log = act(s, 'CSA', { type: 'morale' });
  assert.ok(s.dead.includes(C.longstreet));
  assert.ok(s.res.CSA.includes(C.kemper), 'Kemper failed the disorder check and fell back to the reserve');
  assert.ok(!s.dead.includes(C.kemper), 'he was not routed: the disorder came before his hit check');
  assert.deepEqual(ids(s, 'CSA-C'), five.slice(1));
  const keys = log.map((e) => e.key);
  assert.ok(keys.indexOf('dx.leaderKilled') < keys.indexOf('dx.disorder'), 'the leader dies, then the disorder');
  assert.equal(log.filter((e) => e.key === 'dx.moralePass' || e.key === 'dx.moraleFail').length, 5, 'five disorder checks, no hit check left');
});

test('dixie 13.1 with 7.0 / 13.3: melee units that withdraw to the reserve have used their turn: they neither move again nor flank attack', () => {
  // 13.1: the melee gives up the units' fire («自身の射撃の選択を放棄»); 7.0: cards that fired do not move this turn;
  // 13.3: «側面攻撃カードは前進と混戦を同じターンにすることはできません». Kemper melees in CSA-L (his own line) and
  // withdraws: from his own line he falls back to the reserve.
  const s = build({ positions: { 'CSA-L': [{ card: C.kemper, up: true }, { card: U.paul, up: true }], 'USA-R': [{ card: C.semmes, up: true }, { card: U.baxter, up: true }] } }, { melee: true, flankAttack: true });
  dice(s, [6, 6, 6, 6, 6, 6]);
  act(s, 'CSA', { type: 'melee', at: 'CSA-L' });
  act(s, 'CSA', { type: 'melee-withdraw' });
  assert.ok(s.res.CSA.includes(C.kemper));
  act(s, 'CSA', { type: 'end-combat' });
  assert.ok(!legal(s, 'CSA').some((a) => 'card' in a && a.card === C.kemper), 'Kemper can do nothing more this turn');
  assert.ok(!offered(s, 'CSA', { type: 'flank', card: C.kemper, at: 'USA-R' }));
  assert.ok(!offered(s, 'CSA', { type: 'move', card: C.kemper, to: 'CSA-C' }));
});

test('dixie 13.7 division command: a cavalry division leader commands only the cavalry of his division; the cavalry corps commander all of it', () => {
  // 13.7: «騎兵指揮官(黄色)は騎兵と騎馬砲兵だけ指揮できます» and, with the division option, «師団指揮官は自身の師団の
  // 部隊しか指揮できなくなりますが、軍団指揮官は自身の軍団のどの師団の部隊でも指揮できます».
  // USA-C (held by the USA): Buford (1st Division, defence 3) with Gamble (1st) and McIntosh (2nd Division).
  const pos = { positions: { 'USA-C': [{ card: U.buford }, { card: U.gamble, up: true }, { card: 55, up: true }, { card: U.tidball, up: true }], 'USA-L': [{ card: 85 }, { card: 56, up: true }] } };
  const d = build(pos, { divisionCommand: true });
  const base = (id: number) => moraleValue(build(pos, {}), 4, 'USA', id, false) - 3;
  assert.equal(moraleValue(d, 4, 'USA', U.gamble, false), base(U.gamble) + 3, 'Buford commands Gamble, of his division');
  assert.equal(moraleValue(d, 4, 'USA', 55, false), base(55), 'not McIntosh, of Gregg\'s 2nd Division');
  assert.equal(moraleValue(d, 4, 'USA', U.tidball, false), base(U.tidball), 'nor the horse artillery, not of his division');
  assert.equal(moraleValue(d, 5, 'USA', 56, false), base(56) + 1, 'Pleasonton (corps, three stars) commands J. I. Gregg of any division of his corps');
  const c = build(pos, { corpsCommand: true });
  assert.equal(moraleValue(c, 4, 'USA', 55, false), base(55) + 3, 'without the division option Buford commands all cavalry of his corps');
  assert.equal(card(c, U.buford)!.up, 1);
});

test('dixie 13.2 with 7.2: horse artillery that moved may enfilade in the movement step, like any fire it may make after moving', () => {
  // 7.2: «騎馬砲兵…は移動して射撃(射撃してから移動は不可)する能力を持っています»; 13.2: «ポジションに自軍カードが単独で存在
  // するとき、射撃していないカードは隣接(側面)ポジションの敵カードに…縦射することができます». Tidball (USA horse artillery)
  // moves from the reserve into USA-L, which the USA holds alone, beside USA-C where Kemper and Paul are engaged.
  const pos = { phase: 'move', turnOf: 'USA', turn: 2, reserve: { CSA: [], USA: [U.tidball] }, positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } };
  const s = build(pos, { enfilade: true });
  act(s, 'USA', { type: 'move', card: U.tidball, to: 'USA-L' });
  assert.ok(offered(s, 'USA', { type: 'fire', card: U.tidball, at: 'USA-C' }), 'enfilade from its own line');
  dice(s, [1, 2, 1]);
  const log = act(s, 'USA', { type: 'fire', card: U.tidball, at: 'USA-C' });
  const f = log.find((e) => e.key === 'dx.fire')!;
  assert.equal(f.rule, 'dixie 13.2');
  assert.equal(f.params!.f, 1, 'F1 from its own line');
  assert.equal(card(s, C.kemper)!.h, 2);
  const t = build(pos);
  act(t, 'USA', { type: 'move', card: U.tidball, to: 'USA-L' });
  assert.ok(!offered(t, 'USA', { type: 'fire', card: U.tidball, at: 'USA-C' }), 'only with the advanced rule');
});

test('dixie 13.4: artillery can be the target of engaged enemy cards; long-range counter-battery fires only where long range may', () => {
  // 13.4: «砲兵カードは、もし望むなら、長射程の表の敵砲兵を目標とすることで、交戦中の敵カードの一部/全ての目標になることが
  // できます。目標になると、各々のカードは特定の砲兵カードを目標に射撃し、全ての命中がその目標カードにだけ表れるようになります。»
  // Artillery becomes a target: of long-range fire at face-up enemy artillery, and of some or all engaged enemy cards.
  const pos = { positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.hazard, up: true }, { card: U.paul, up: true }], 'CSA-C': [{ card: C.cabell, up: true }] } };
  const s = build(pos, { counterBattery: true });
  assert.ok(offered(s, 'CSA', { type: 'fire', card: C.kemper, at: 'USA-C', target: U.hazard }), 'Kemper, engaged with Hazard, may single him out');
  assert.ok(!offered(s, 'CSA', { type: 'fire', card: C.kemper, at: 'USA-C', target: U.paul }), 'only artillery is singled out');
  assert.ok(!offered(s, 'CSA', { type: 'fire', card: C.cabell, at: 'USA-C', target: U.hazard }), '7.2: no long range into an engaged position, counter-battery included');
  dice(s, [1, 2, 2]);
  act(s, 'CSA', { type: 'fire', card: C.kemper, at: 'USA-C', target: U.hazard });
  assert.equal(card(s, U.hazard)!.h, 3, 'every hit on Hazard');
  assert.equal(card(s, U.paul)!.h, undefined);
  // with artillery support (13.5) long range reaches the engaged enemy position, and may single out the battery; its
  // fives still fall on one's own cards
  const t = build(pos, { counterBattery: true, artillerySupport: true });
  assert.ok(offered(t, 'CSA', { type: 'fire', card: C.cabell, at: 'USA-C', target: U.hazard }));
  dice(t, [1, 5, 1]); // Cabell 2 dice F1: a hit on Hazard and a five on Kemper (checked at once: 1 holds)
  act(t, 'CSA', { type: 'fire', card: C.cabell, at: 'USA-C', target: U.hazard });
  assert.equal(card(t, U.hazard)!.h, 1);
  assert.equal(card(t, U.paul)!.h, undefined);
  assert.ok(card(t, C.kemper), 'Kemper held his immediate check');
});

test('dixie 13.4 with 7.2 / 13.3: in the movement step counter-battery is offered with its target (horse artillery, flank attackers), once each', () => {
  const s = build({ phase: 'move', turnOf: 'USA', turn: 2, reserve: { CSA: [], USA: [U.tidball] }, positions: { 'CSA-L': [{ card: C.cabell, up: true }, { card: C.kemper }] } }, { counterBattery: true });
  act(s, 'USA', { type: 'move', card: U.tidball, to: 'USA-R' });
  const fires = legal(s, 'USA').filter((a) => a.type === 'fire');
  assert.equal(new Set(fires.map((a) => JSON.stringify(a))).size, fires.length, 'no action twice');
  assert.ok(offered(s, 'USA', { type: 'fire', card: U.tidball, at: 'CSA-L', target: C.cabell }));
  dice(s, [2, 2, 6]);
  act(s, 'USA', { type: 'fire', card: U.tidball, at: 'CSA-L', target: C.cabell });
  assert.equal(card(s, C.cabell)!.h, 2);
});

const LATER = { CSA: [C.kershaw, C.barksdale, C.wofford, 155, C.armistead, C.hays, C.smith], USA: [U.meredith, U.cutler, U.biddle, U.stone, U.harrow, U.gamble, U.hazard, U.taft, U.tidball, U.meade, U.reynolds, 77, U.buford, U.hunt] };

test('dixie 14.0 with 5.0 / 12.0: the day ends once the CSA has made its morale checks in a morale step of its own, where it may play its morale specials', () => {
  // 14.0: «各々の日はUSAプレイヤーが最後の増援を引いた後、CSAの必要な士気チェックを済ませると終了します。» The checks are
  // the CSA's morale step (5.0 step 1), and a morale special (Rally, 12.0) is played in that step.
  const s = build({ phase: 'move', turnOf: 'USA', turn: 12, day: 1, deck: { CSA: [], USA: [U.cross] }, later: LATER,
    reserve: { CSA: [239], USA: [] }, positions: { 'CSA-C': [{ card: C.kemper, up: true, hits: 1 }], 'USA-L': [{ card: U.paul }] } }, { historical: true });
  act(s, 'USA', { type: 'end-move' });
  assert.equal(s.day, 1, 'the day has not ended yet');
  assert.equal(s.phase, 'morale');
  assert.deepEqual(dixie.activeSides(s), ['CSA']);
  assert.ok(offered(s, 'CSA', { type: 'special', card: 239, at: 'CSA-C' }), 'Rally may be played');
  assert.ok(!legal(s, 'CSA').some((a) => a.type === 'end-combat' || a.type === 'fire'), 'only the morale step');
  assert.equal(dixie.view(s, 'USA').dusk, true);
  const saved = JSON.parse(JSON.stringify(dixie.toPosition(s)));
  assert.equal(saved.dusk, true, 'a saved game keeps it');
  assert.equal(dixie.fromPosition(saved, dixie.parseOptions({ historical: true })).dusk, 1);
  act(s, 'CSA', { type: 'special', card: 239, at: 'CSA-C' });
  dice(s, [4]); // Kemper 3B: a 4 holds only with Rally's +1
  const log = act(s, 'CSA', { type: 'morale' });
  assert.ok(ids(s, 'CSA-C').includes(C.kemper), 'Kemper held thanks to Rally');
  assert.ok(log.some((e) => e.key === 'dx.dayEnds' && e.rule === 'dixie 14.0'));
  assert.equal(s.day, 2);
  assert.equal(s.phase, 'deploy', 'night');
  // without hits to check the day ends at once
  const t = build({ phase: 'move', turnOf: 'USA', turn: 12, day: 1, deck: { CSA: [], USA: [U.cross] }, later: LATER, reserve: { CSA: [239], USA: [] }, positions: { 'CSA-C': [{ card: C.kemper, up: true }] } }, { historical: true });
  act(t, 'USA', { type: 'end-move' });
  assert.equal(t.day, 2);
  assert.equal(t.phase, 'deploy');
});

test('dixie 14.0 positions: a game saved after Night Falls was played still ends the day after that turn', () => {
  const s = build({ phase: 'move', turnOf: 'CSA', turn: 5, day: 1, deck: { CSA: [C.walker], USA: [U.cross, U.baxter] }, later: LATER,
    reserve: { CSA: [249], USA: [] }, positions: { 'CSA-C': [{ card: C.kemper }] } }, { historical: true });
  act(s, 'CSA', { type: 'special', card: 249 });
  assert.equal(s.eod, 1);
  const t = dixie.fromPosition(JSON.parse(JSON.stringify(dixie.toPosition(s))), dixie.parseOptions({ historical: true }));
  assert.equal(dixie.view(t, 'USA').endOfDay, true, 'the loaded game knows the day ends after this turn');
  act(t, 'CSA', { type: 'end-move' });
  assert.equal(t.day, 2, 'the day ended after the CSA turn (the USA had no hits to check)');
});

test('dixie 13.3 with 11.2: a stack-bonus leader going with a flank attack raises the number of cards that may attempt it', () => {
  // 13.3: «何枚のカード[それらは前進を予定しているポジションのスタック制限を越えれません]»; 11.2: «+1の指揮官は通常のスタック
  // 制限より1枚多くの部隊カードで攻撃や防御できます»; 8.1 names 11.2 as an exception to the limit when engaging.
  const four = [C.semmes, C.walker, C.hays, C.armistead];
  const s = build({ phase: 'move', reserve: { CSA: [C.longstreet, ...four], USA: [] }, positions: { 'USA-L': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } }, { flankAttack: true });
  act(s, 'CSA', { type: 'flank', card: C.longstreet, at: 'USA-L' });
  for (const id of four.slice(0, 3)) act(s, 'CSA', { type: 'flank', card: id, at: 'USA-L' });
  assert.ok(offered(s, 'CSA', { type: 'flank', card: C.armistead, at: 'USA-L' }), 'room 3, and one more with Longstreet (+1)');
  act(s, 'CSA', { type: 'flank', card: C.armistead, at: 'USA-L' });
  dice(s, [1, 1, 1, 1]);
  act(s, 'CSA', { type: 'flank-go' });
  assert.deepEqual(ids(s, 'USA-L'), [C.kemper, U.paul, C.longstreet, ...four], 'the leader goes in with them, and all four fit');
  assert.equal(s.res.CSA.length, 0);
  // without the leader the limit stands
  const t = build({ phase: 'move', reserve: { CSA: [...four], USA: [] }, positions: { 'USA-L': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } }, { flankAttack: true });
  for (const id of four.slice(0, 3)) act(t, 'CSA', { type: 'flank', card: id, at: 'USA-L' });
  assert.ok(!offered(t, 'CSA', { type: 'flank', card: C.armistead, at: 'USA-L' }));
});

test('dixie 8.3 with 13.1: a withdrawal after a melee that overstacks the position brings disorder; a melee unit that falls back to the reserve has still fired', () => {
  // 8.3: «もしポジションがプレイヤーの他発的にスタック制限を超過すると(混戦後の強制的な後退の時など)、スタック超過ポジションの
  // 全カードは直ちに士気チェックをしなければなりません。チェックに失敗してもカードは潰走しませんが、予備に移動しなければなりません。»
  const four = [C.semmes, C.walker, C.hays, C.armistead];
  const s = build({ positions: { 'CSA-C': four.map((card) => ({ card, up: true })), 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } }, { melee: true });
  dice(s, [6, 6, 6, 6, 6, 6]); // round 1: no hits
  act(s, 'CSA', { type: 'melee', at: 'USA-C' });
  act(s, 'CSA', { type: 'melee-continue' });
  dice(s, [6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 6]); // round 2: no hits; Kemper must withdraw into CSA-C: five there; he fails
  const log = act(s, 'USA', { type: 'melee-continue' });
  assert.ok(log.some((e) => e.key === 'dx.disorder' && e.rule === 'dixie 8.3'), 'the forced withdrawal overstacked CSA-C: disorder');
  assert.deepEqual(ids(s, 'CSA-C'), four);
  assert.ok(s.res.CSA.includes(C.kemper), 'Kemper failed and fell back to the reserve, not routed');
  act(s, 'CSA', { type: 'end-combat' });
  assert.ok(!legal(s, 'CSA').some((a) => 'card' in a && a.card === C.kemper), 'he gave up his fire for the melee: no move this turn (7.0)');
});

test('dixie 13.2 clarification with 4.0: enfilade fire that clears an enemy position wins at that moment, even with the enemy engaged in the position facing it', () => {
  // 13.2: «明確化:もし縦射カードの射撃で敵ポジションが空いてしまったなら、そのゲームに勝利します。たとえ敵カードがそのポジション
  // の前面の敵戦列で交戦していたとしても、ゲームに勝利します。» Semmes holds USA-L alone and enfilades USA-C (F2), where Paul
  // (three hits already) stands against Kemper; Baxter is engaged in CSA-C, facing USA-C.
  const s = build({ positions: { 'USA-L': [{ card: C.semmes, up: true }], 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true, hits: 3 }], 'CSA-C': [{ card: C.walker, up: true }, { card: U.baxter, up: true }] } }, { enfilade: true });
  dice(s, [2, 4]);
  const log = act(s, 'CSA', { type: 'fire', card: C.semmes, at: 'USA-C' });
  assert.equal(log.find((e) => e.key === 'dx.fire')!.params!.f, 2, 'F2 from the enemy line');
  assert.ok(s.dead.includes(U.paul));
  assert.equal(s.win?.w, 'CSA', 'USA-L and USA-C held alone: the CSA wins (4.0)');
});

test('dixie 13.4: a refused counter-battery fire names 13.4 and changes nothing', () => {
  const pos = { positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.hazard, up: true }, { card: U.paul, up: true }], 'CSA-C': [{ card: C.cabell, up: true }] } };
  // long range into an engaged position is refused before its target is looked at (7.2; 13.5 not in use): the first
  // check that fails names the rule, as for the same fire without a target (issue 22: one list of checks)
  refuses(build(pos, { counterBattery: true }), 'CSA', { type: 'fire', card: C.cabell, at: 'USA-C', target: U.hazard }, 'dixie 7.2');
  refuses(build(pos, { counterBattery: true }), 'CSA', { type: 'fire', card: C.kemper, at: 'USA-C', target: U.paul }, 'dixie 13.4');
  refuses(build(pos), 'CSA', { type: 'fire', card: C.kemper, at: 'USA-C', target: U.hazard }, 'dixie 13.4');
});
