/** Second-pass rules audit of Liberty: interactions between rules, in the situations real play produces. Each test
 *  builds the position, acts, and checks what the rule text says (docs/liberty-rules.md). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyBattleAction, battleActions, startBattle } from '../../src/games/liberty/combat.js';
import { LOC, type LibertyState } from '../../src/games/liberty/state.js';
import { startWinter, attritionLocations } from '../../src/games/liberty/winter.js';
import { B, H, act, acts, c, has, liberty, movePos, pos, rejects, targets } from './helpers.js';

const strong = { line1: { at: 'New York' }, line2: { at: 'Philadelphia' }, line3: { at: 'Charleston' }, line4: { at: 'Boston' }, line5: { at: 'Quebec' }, loyal1: { at: 'Montreal' }, rn2: { at: 'bwi' } };
/** The winter of `year` started from the last move of its last turn (the disbanding step is next). */
function winterOf(year: number, blocks: Record<string, unknown>, dice: number[] = [1, 1], extra: Record<string, unknown> = {}): LibertyState {
  const s = pos({ year, turn: 5, phase: 'move', p1: 'british', mover: 'british', points: 0, blocks, handSize: 5, ...extra }, dice);
  startWinter(c, s, null);
  return s;
}

test('liberty 11.4 with 2.21: the blocks captured by winter attrition are the excess only — a leader who supplies the others is not one of them', () => {
  // 11.4 「両プレイヤーは彼らが占領しているヘクスの補給限界を超えるブロックを除去せねばならない…全ての余分なブロックは即座に
  // 除去(捕虜となる)される」 and 「指揮官2戦力は余分に1ブロック補給することができ」: St. Johns (an unnumbered town) with Howe
  // at 2 steps and two Hessians can winter two blocks (Howe and one more): one block is the excess. Capturing Howe as
  // that block would leave two unsupplied blocks and cost two more: three blocks lost where the rule removes one.
  const s = winterOf(1777, { ...strong, howe: { at: 'St. Johns', steps: 2 }, hessian1: { at: 'St. Johns' }, hessian2: { at: 'St. Johns' } });
  let t = act(s, 'british', { type: 'end' });
  t = act(t, 'american', { type: 'end' });
  assert.equal(t.winter!.step, 'attrition');
  assert.ok(attritionLocations(c, t, 0).includes(H('St. Johns')));
  assert.ok(has(t, 'british', { type: 'capture', block: B('hessian1') }));
  assert.ok(has(t, 'british', { type: 'capture', block: B('hessian2') }));
  assert.ok(!has(t, 'british', { type: 'capture', block: B('howe') }), 'the leader supplies the others: he is not in excess');
  rejects(() => act(t, 'british', { type: 'capture', block: B('howe') }), 'liberty 11.4');
  t = act(t, 'british', { type: 'capture', block: B('hessian2') });
  assert.equal(t.loc[B('hessian2')], LOC.PRISONER);
  assert.equal(t.loc[B('howe')], H('St. Johns'));
  assert.equal(t.loc[B('hessian1')], H('St. Johns'), 'one block lost, the excess');
  assert.ok(!attritionLocations(c, t, 0).includes(H('St. Johns')));
  // outside a town nothing is supplied: every block goes, the leader too
  const u0 = winterOf(1777, { ...strong, howe: { at: 'r16c4', steps: 4 }, hessian1: { at: 'r16c4' } });
  let u = act(act(u0, 'british', { type: 'end' }), 'american', { type: 'end' });
  assert.ok(has(u, 'british', { type: 'capture', block: B('howe') }));
  u = act(u, 'british', { type: 'capture', block: B('howe') });
  u = act(u, 'british', { type: 'capture', block: B('hessian1') });
  assert.equal(u.winter?.step ?? 'over', u.winter ? 'exchange' : 'over');
  void liberty;
});

test('liberty 5.4 with 7.21: a defender leaving a hex the enemy attacked never crosses the attackers\' hexsides, at any step; one that comes back is a defender, not a reserve', () => {
  // The British (Player 1) attacked r07c2 from Easton (hexside r07c2|r08c3). Of the two American defenders, one is
  // unpinned (5.4): the dragoon. 5.4 「釘付けされていないブロックは釘付けしているブロックが使用したいかなるヘクスサイドをも
  // 横切ることはできない」: it may not cross r07c2|r08c3 — neither leaving nor, with its second and forced-march hexes, coming
  // back through it from Easton. 7.21 「プレイヤー1によって開始された戦闘にプレイヤー2が増援するために移動するブロックは常に
  // 予備としておかれる」: reserves are the blocks moved in to reinforce; a defender that steps out and back is still a
  // defender (before: it became a reserve, out of round 1 and face down, by leaving and re-entering).
  const blocks = { line1: { at: 'r07c2', moved: true }, us_dragoons: { at: 'r07c2' }, cont1: { at: 'r07c2' }, cont2: { at: 'r08c2' } };
  const extra = {
    p1: 'british', contests: [{ hex: 'r07c2', attacker: 'british', entrySides: { british: ['r07c2|r08c3'] }, lastThrough: { 'r07c2|r08c3': 'british' } }],
    entries: [['r07c2', 'r07c2|r08c3', 'british']],
  };
  let s = movePos(blocks, 'american', extra);
  s = acts(s, 'american', [{ type: 'group', from: H('r07c2') }, { type: 'block', block: B('us_dragoons') }]);
  assert.ok(!targets(s, 'american').includes(H('r08c3')), 'not out through the attackers\' hexside');
  s = acts(s, 'american', [{ type: 'step', to: H('r08c2') }, { type: 'step', to: H('r08c3') }]);
  assert.ok(!targets(s, 'american').includes(H('r07c2')), 'nor back in through it (third, forced-march hex)');
  rejects(() => act(s, 'american', { type: 'step', to: H('r07c2') }), 'liberty 5.4');

  let t = movePos(blocks, 'american', extra);
  t = acts(t, 'american', [{ type: 'group', from: H('r07c2') }, { type: 'block', block: B('us_dragoons') }, { type: 'step', to: H('r08c2') }, { type: 'step', to: H('r07c2') }]);
  assert.equal(t.loc[B('us_dragoons')], H('r07c2'));
  assert.equal(t.reserve[B('us_dragoons')], 0, 'back where it started: a defender, not a reserve');
  t = acts(t, 'american', [{ type: 'group', from: H('r08c2') }, { type: 'block', block: B('cont2') }, { type: 'step', to: H('r07c2') }]);
  assert.equal(t.reserve[B('cont2')], 1, 'a block moved in from elsewhere reinforces: a reserve (7.21)');
});

test('liberty 7.21 with 8.1, 7.4 (hidden information): the enemy does not learn whether a face-down reserve that retreated to a port was a warship or a land block', () => {
  // The Americans (Player 1) attacked British Boston; the British reinforced it with a warship (a naval move from
  // Newport) and a foot block (by land from Newport): two reserves, face down (7.21). The British defender retreats in
  // round 1, so the battle ends in round 1 and the reserves must retreat (7.21). Both can reach Newport, the warship by
  // sea (8.1: no hexside), the foot block over the Boston-Newport hexside (7.4: counted). The retreat log names 7.4
  // for both (docs/liberty-rules.md 8.1 with 8.5), but the American view showed the British retreat counters, which
  // counted the hexside only for the foot block: the view told which face-down block had gone.
  const blocks = { line1: { at: 'Boston' }, rn1: { at: 'Boston', moved: true, reserve: true }, line2: { at: 'Boston', moved: true, reserve: true }, line3: { at: 'Newport' },
    cont1: { at: 'Boston', moved: true }, mil1: { at: 'Boston', moved: true } };
  const s = pos({ year: 1777, turn: 2, phase: 'battle-order', p1: 'american', weather: 6, blocks, handSize: 5,
    contests: [{ hex: 'Boston', attacker: 'american', entrySides: { american: ['r06c4|r06c5'], british: ['r06c5|r07c5'] }, lastThrough: { 'r06c4|r06c5': 'american', 'r06c5|r07c5': 'british' } }],
    entries: [['Boston', 'r06c4|r06c5', 'american'], ['Boston', 'r06c4|r06c5', 'american'], ['Boston', 'naval', 'british'], ['Boston', 'r06c5|r07c5', 'british']] });
  startBattle(c, s, H('Boston'), null);
  for (let i = 0; i < 10 && s.battle?.step === 'fight'; i++) {
    const side = liberty.activeSides(s)[0] as 'british' | 'american';
    const acts = battleActions(c, s, side);
    const a = acts.find((x) => x.type === 'battle-retreat' && x.block === B('line1') && x.to === H('Newport')) ?? acts.find((x) => x.type === 'battle-pass')!;
    applyBattleAction(c, s, side, a, null);
  }
  assert.equal(s.battle?.step, 'retreat');
  assert.deepEqual([...s.battle!.mustRetreat].sort(), [B('rn1'), B('line2')].sort(), 'the battle ended in round 1: the reserves retreat');
  const byShip = liberty.clone(s) as LibertyState, byFoot = liberty.clone(s) as LibertyState;
  applyBattleAction(c, byShip, 'british', { type: 'battle-retreat', block: B('rn1'), to: H('Newport') }, null);
  applyBattleAction(c, byFoot, 'british', { type: 'battle-retreat', block: B('line2'), to: H('Newport') }, null);
  assert.notDeepEqual(byShip.battle!.use, byFoot.battle!.use, 'the rule counts the hexside for the foot block only');
  assert.deepEqual(liberty.view(byShip, 'american'), liberty.view(byFoot, 'american'), 'the American view is the same either way');
  assert.deepEqual(liberty.view(byFoot, 'british').battle!.use, byFoot.battle!.use, 'the British see their own counters');
});

test('liberty 9.1 with 2.22, 6.1, 11.3: only British (and Hessian) and French blocks may occupy the West Indies, not Loyalists', () => {
  // 9.1 「これらはフランス軍あるいはイギリス軍ブロックでのみ占領できる」 (only French or British blocks may occupy them). The
  // rulebook's "British blocks" are the British nationality: 2.22 needs a sentence to make the Hessians count as British
  // (「これらは全てのルール目的においてイギリス軍と同等に機能する」), 6.1 places 王党派 (Loyalists), Indians and 「イギリス軍ブロック」
  // apart, and 11.3 sets 「イギリス軍及びフランス軍のブロック」 against 「アメリカ軍、王党派、あるいはインディアンブロック」.
  // Loyalists may still move by sea (5.7 bars only American and Indian blocks): to and from the Atlantic box.
  const blocks = { loyal1: { at: 'atlantic' }, hessian1: { at: 'atlantic' }, line1: { at: 'atlantic' } };
  let s = movePos(blocks, 'british');
  s = acts(s, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('loyal1') }]);
  assert.ok(!targets(s, 'british').includes(LOC.BWI), 'a Loyalist may not sail to the British West Indies');
  assert.ok(targets(s, 'british').includes(H('Quebec')), 'but it moves by sea to a friendly port');
  rejects(() => act(s, 'british', { type: 'step', to: LOC.BWI }), 'liberty 9.1');
  let t = movePos(blocks, 'british');
  t = acts(t, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('hessian1') }]);
  assert.ok(targets(t, 'british').includes(LOC.BWI), 'a Hessian counts as British (2.22)');
  t = act(t, 'british', { type: 'step', to: LOC.BWI });
  assert.equal(t.loc[B('hessian1')], LOC.BWI);
});

test('liberty 8.4: a sea attack on an empty enemy port and a land move into it do not combine, in either order', () => {
  // 8.4 「海上攻撃は地上及び海上ブロックによる敵支配ヘクス(空白の敵ヘクスも含む)への海上移動である」 (an empty enemy hex too) and
  // 「海上攻撃は他の攻撃と合同できず」 (a sea attack may not combine with other attacks): Newport is American and empty. Before,
  // a land block marching into Newport first barred the sea attack, but a sea attack first let the land block march in
  // after it: the order of the groups decided.
  const blocks = { rn1: { at: 'atlantic' }, line1: { at: 'atlantic' }, line2: { at: 'Boston' } };
  let s = movePos(blocks, 'british');
  s = acts(s, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('rn1') }, { type: 'step', to: H('Newport') },
    { type: 'block', block: B('line1') }, { type: 'step', to: H('Newport') }]);
  assert.equal(s.loc[B('line1')], H('Newport'), 'the sea attack landed in the empty port');
  s = acts(s, 'british', [{ type: 'group', from: H('Boston') }, { type: 'block', block: B('line2') }]);
  assert.ok(!targets(s, 'british').includes(H('Newport')), 'no land attack joins the sea attack');
  rejects(() => act(s, 'british', { type: 'step', to: H('Newport') }), 'liberty 8.4');
  let t = movePos(blocks, 'british');
  t = acts(t, 'british', [{ type: 'group', from: H('Boston') }, { type: 'block', block: B('line2') }, { type: 'step', to: H('Newport') }]);
  t = acts(t, 'british', [{ type: 'stop' }]);
  t = acts(t, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('rn1') }]);
  t = act(t, 'british', { type: 'step', to: H('Newport') }); // a warship alone is free of the restriction
  t = act(t, 'british', { type: 'block', block: B('line1') });
  assert.ok(!targets(t, 'british').includes(H('Newport')), 'the other order was already refused');
});
