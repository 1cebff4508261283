/**
 * Issue 22: every Liberty refusal names the rule that refuses it and says why, reading only what the side can see.
 * One test per refusal kind, each naming the rule it expects; the legal lists and the explanations come from the same
 * checks (src/games/liberty/why.ts), so an offered action is never explained as refused and a refused one always is.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply } from '../../src/core/engine.js';
import { RuleError } from '../../src/core/errors.js';
import { ProtocolSession } from '../../src/core/protocol.js';
import { getGame, listGames } from '../../src/games/registry.js';
import { LOC } from '../../src/games/liberty/state.js';
import type { LibertyAction } from '../../src/games/liberty/actions.js';
import type { LibertyState, SideId } from '../../src/games/liberty/state.js';
import { B, H, act, acts, c, legal, liberty, movePos, pos, sideBetween } from './helpers.js';
import { Battle, MID, PORT, addContest, hs, makeState } from './fixtures.js';

/** The refusal of `a` by `side` through core apply: its rule, code and message. */
function refusal(s: LibertyState, side: SideId, a: LibertyAction): RuleError {
  try { apply(liberty, s, side, a); } catch (e) { if (e instanceof RuleError) return e; throw e; }
  assert.fail(`${JSON.stringify(a)} was accepted`);
}
function refused(s: LibertyState, side: SideId, a: LibertyAction, rule: string, why: RegExp): void {
  const e = refusal(s, side, a);
  assert.equal(e.rule, rule, `${JSON.stringify(a)}: ${e.rule}: ${e.message}`);
  assert.match(e.message, why);
  assert.ok(!/liberty core|not among the legal actions/.test(e.rule + e.message), e.message);
}
function battleRefused(b: Battle, a: Parameters<Battle['act']>[0], rule: string, why: RegExp, side?: SideId): void {
  assert.throws(() => b.act(a, side), (e: unknown) => e instanceof RuleError && e.rule === rule && why.test(e.message) || assert.fail(`${(e as Error).message}`));
}
const selected = (blocks: Record<string, unknown>, from: string | number, block: string, side: SideId = 'british', extra: Record<string, unknown> = {}): LibertyState => {
  const s = movePos(blocks, side, extra);
  return acts(s, side, [{ type: 'group', from: typeof from === 'number' ? from : H(from) }, { type: 'block', block: B(block) }]);
};

test('liberty 3.0 (issue 22): applying again after the simultaneous card choice is refused as not-active under 3.0, never "liberty core"', () => {
  let s = pos({ year: 1777, turn: 1, phase: 'card', blocks: {}, hands: { british: ['a1-01', 'a3-01'], american: ['a2-01'] }, handSize: 5 });
  s = act(s, 'british', { type: 'card', card: s.hands[0][0]! });
  const e = refusal(s, 'british', { type: 'card', card: s.hands[0][0]! });
  assert.equal(e.code, 'not-active');
  assert.equal(e.rule, 'liberty 3.0');
  assert.match(e.message, /played your card face down for this turn: american is choosing/);
});

test('liberty 3.0 (issue 22): the protocol answers an index from a side that may not act with not-active and the rule, not bad-index', () => {
  const p = new ProtocolSession({ getGame, listGames });
  const send = (r: Record<string, unknown>) => p.handleLine(JSON.stringify(r)) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  assert.equal(send({ cmd: 'new', game: 'liberty', seed: 'r22' }).ok, true);
  const first = send({ cmd: 'apply', side: 'british', index: 0 });
  assert.equal(first.ok, true, JSON.stringify(first));
  const again = send({ cmd: 'apply', side: 'british', index: 0 });
  assert.equal(again.ok, false);
  assert.equal(again.error.code, 'not-active');
  assert.equal(again.error.rule, 'liberty 3.0');
});

test('liberty 3.1 (issue 22): a side acting in the other player\'s action phase is told whose it is (not-active, 3.1)', () => {
  const s = movePos({ line1: { at: 'r16c4' }, mil1: { at: 'r19c4' } });
  const e = refusal(s, 'american', { type: 'end' });
  assert.equal(e.code, 'not-active');
  assert.equal(e.rule, 'liberty 3.1');
});

test('liberty 3.1 / 3.2 (issue 22): no action point left; no group move after a reinforcement draw', () => {
  refused(movePos({ line1: { at: 'r16c4' } }, 'british', { points: 0, drawing: false }), 'british', { type: 'group', from: H('r16c4') }, 'liberty 3.1', /no action points/);
  refused(movePos({ line1: { at: 'r16c4' } }, 'british', { drawing: true }), 'british', { type: 'group', from: H('r16c4') }, 'liberty 3.2', /moves come before any reinforcement/);
});

test('liberty 5.1 (issue 22): a group starts where the side has blocks; a block moves once a turn; one hex at a time to a neighbour', () => {
  refused(movePos({ line1: { at: 'r16c4' } }), 'british', { type: 'group', from: H('r18c4') }, 'liberty 5.1', /none of yours is there/);
  let s = selected({ line1: { at: 'r16c4' }, line2: { at: 'r16c4' } }, 'r16c4', 'line1');
  refused(s, 'british', { type: 'step', to: H('r20c2') }, 'liberty 5.1', /not next to the block/);
  s = acts(s, 'british', [{ type: 'step', to: H('r17c4') }, { type: 'stop' }]);
  refused(s, 'british', { type: 'block', block: B('line1') }, 'liberty 5.1', /not where this group move started/);
  refused(s, 'british', { type: 'block', block: B('mil1') }, 'liberty 5.1', /not yours/);
});

test('liberty 5.2 (issue 22): a full hexside names its count and limit; a forest/marsh hexside stops the block', () => {
  const blocks: Record<string, unknown> = {};
  for (const id of ['line1', 'line2', 'line3', 'line4', 'line5']) blocks[id] = { at: 'r16c4' };
  let s = movePos(blocks, 'british', { points: 3 });
  s = act(s, 'british', { type: 'group', from: H('r16c4') });
  for (const id of ['line1', 'line2', 'line3', 'line4']) s = acts(s, 'british', [{ type: 'block', block: B(id) }, { type: 'step', to: H('r17c4') }, { type: 'stop' }]);
  s = act(s, 'british', { type: 'block', block: B('line5') });
  refused(s, 'british', { type: 'step', to: H('r17c4') }, 'liberty 5.2', /4 of your blocks have crossed it, its limit is 4/);
  let f = selected({ br_dragoons: { at: 'r16c3' } }, 'r16c3', 'br_dragoons');
  f = act(f, 'british', { type: 'step', to: H('r15c2') });
  const next = c.map.neighbours[H('r15c2')]!.find((n) => n >= 0 && n !== H('r16c3') && c.map.land[n])!;
  refused(f, 'british', { type: 'step', to: next }, 'liberty 5.2', /forest\/marsh hexside with no river: it stops/);
});

test('liberty 5.4 (issue 22): a pinned block, and an unpinned one crossing the attackers\' hexside', () => {
  let s = movePos({ line1: { at: 'r17c4', moved: true }, mil1: { at: 'r17c4' }, mil2: { at: 'r17c4' } }, 'american', {
    p1: 'british', contests: [{ hex: 'r17c4', attacker: 'british', entrySides: { british: ['r16c4|r17c4'] } }],
  });
  s = acts(s, 'american', [{ type: 'group', from: H('r17c4') }, { type: 'block', block: B('mil1') }]);
  refused(s, 'american', { type: 'step', to: H('r16c4') }, 'liberty 5.4', /never cross a hexside the pinning/);
  s = acts(s, 'american', [{ type: 'step', to: H('r18c4') }, { type: 'stop' }]);
  assert.equal(s.group, null, 'the last block is pinned: the group move is over');
  refused(s, 'american', { type: 'group', from: H('r17c4') }, 'liberty 5.4', /pinned: the 1 attacking block\(s\) there pin as many of your blocks, and you have only 1 unmoved/);
});

test('liberty 5.5 (issue 22): past the allowance and the one forced-march hex', () => {
  let s = selected({ line1: { at: 'r16c4' } }, 'r16c4', 'line1');
  s = acts(s, 'british', [{ type: 'step', to: H('r17c4') }, { type: 'step', to: H('r18c4') }]);
  refused(s, 'british', { type: 'step', to: H('r19c4') }, 'liberty 5.5', /movement allowance and its one forced-march hex/);
});

test('liberty 5.6 (issue 22): no river move leads there; a river move is never made after a step', () => {
  let s = selected({ line1: { at: 'Fort Ticonderoga' } }, 'Fort Ticonderoga', 'line1');
  refused(s, 'british', { type: 'river', to: H('Albany') }, 'liberty 5.6', /no river move leads there/);
  s = selected({ br_dragoons: { at: 'r16c4' } }, 'r16c4', 'br_dragoons');
  s = act(s, 'british', { type: 'step', to: H('r17c4') });
  refused(s, 'british', { type: 'river', to: H('r18c4') }, 'liberty 5.6', /whole move/);
});

test('liberty 5.7 (issue 22): Americans never by sea; from the box only to a friendly port; sea moves from a port', () => {
  refused(selected({ cont1: { at: 'Boston' } }, 'Boston', 'cont1', 'american'), 'american', { type: 'step', to: LOC.ATLANTIC }, 'liberty 5.7', /never move by sea/);
  const s = selected({ line2: { at: 'atlantic' } }, LOC.ATLANTIC, 'line2');
  refused(s, 'british', { type: 'step', to: H('Philadelphia') }, 'liberty 8.4', /at least one attacking warship/);
  refused(selected({ line1: { at: 'r16c4' } }, 'r16c4', 'line1'), 'british', { type: 'step', to: LOC.ATLANTIC }, 'liberty 5.7', /starts in a port/);
});

test('liberty 8.1 (issue 22): a warship moves through sea hexes to a port within reach', () => {
  const s = selected({ rn1: { at: 'Boston' } }, 'Boston', 'rn1', 'british', { control: { r06c5: 'british' } });
  refused(s, 'british', { type: 'step', to: H('Charleston') }, 'liberty 8.1', /through sea hexes to a port within two hexes/);
  refused(s, 'british', { type: 'river', to: H('Charleston') }, 'liberty 8.1', /never by river/);
});

test('liberty 8.4 (issue 22): a fourth land block may not join a sea attack; a land block may not join a sea attack by land', () => {
  const blocks: Record<string, unknown> = { rn1: { at: 'atlantic' }, mil1: { at: 'Charleston' } };
  for (const id of ['line1', 'line2', 'line3', 'line4']) blocks[id] = { at: 'atlantic' };
  let a = movePos(blocks, 'british', { points: 2 });
  a = acts(a, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('rn1') }, { type: 'step', to: H('Charleston') }]);
  for (const id of ['line1', 'line2', 'line3']) a = acts(a, 'british', [{ type: 'block', block: B(id) }, { type: 'step', to: H('Charleston') }]);
  const sel = a.group ? act(a, 'british', { type: 'block', block: B('line4') }) : a;
  refused(sel, 'british', { type: 'step', to: H('Charleston') }, 'liberty 8.4', /at most three land blocks/);
});

test('liberty 9.1 (issue 22): Loyalists never in the West Indies; West Indies to the map only through the box', () => {
  refused(selected({ loyal1: { at: 'atlantic' } }, LOC.ATLANTIC, 'loyal1'), 'british', { type: 'step', to: LOC.BWI }, 'liberty 9.1', /only by British .* and French blocks/);
  refused(selected({ line1: { at: 'bwi' } }, LOC.BWI, 'line1'), 'british', { type: 'step', to: H('New York') }, 'liberty 5.7', /through the Atlantic box/);
});

test('liberty 4.0 (issue 22): an attack the weather forbids names the weather', () => {
  const s = selected({ line1: { at: 'r07c3' }, mil1: { at: 'Albany' } }, 'r07c3', 'line1', 'british', { weather: 1 });
  refused(s, 'british', { type: 'step', to: H('Albany') }, 'liberty 4.0', /1, North: no attack in or from the north/);
});

test('liberty 10.0 (issue 22): an Indian enters only wilderness hexes and its own town', () => {
  const s = selected({ mohawk: { at: 'Mohawk' } }, 'Mohawk', 'mohawk');
  if (c.map.neighbours[H('Mohawk')]!.includes(H('Albany'))) refused(s, 'british', { type: 'step', to: H('Albany') }, 'liberty 10.0', /only wilderness hexes/);
  else {
    const n = c.map.neighbours[H('Mohawk')]!.find((x) => x >= 0 && c.map.land[x] && !c.map.wilderness[x])!;
    refused(s, 'british', { type: 'step', to: n }, 'liberty 10.0', /only wilderness hexes/);
  }
});

test('liberty 5.1 (issue 22): a block with no open move says which rules close each of its moves', () => {
  const s = movePos({ line1: { at: 'r16c4' } }, 'british');
  for (const hs of c.map.sideOf[H('r16c4')]!) if (hs >= 0) s.sideUse[hs] = [4, 0];
  const e = refusal(s, 'british', { type: 'group', from: H('r16c4') });
  assert.ok(e.rule === 'liberty 5.2' || e.rule === 'liberty 1.1', e.message);
  assert.match(e.message, /none of its moves is open now/);
});

test('liberty 6.1 / 6.2 (issue 22): a reinforcement placed where it may not go names the placement rule', () => {
  const s = movePos({ line1: { at: 'New York' } }, 'american', { frenchEntered: true });
  s.phase = 'draw'; s.drawn = B('cont3'); s.loc[B('cont3')] = LOC.POOL;
  refused(s, 'american', { type: 'place', to: H('New York') }, 'liberty 6.2', /the enemy occupies/);
  refused(s, 'american', { type: 'place', to: H('Quebec') }, 'liberty 6.2', /friendly supply town/);
  refused(s, 'american', { type: 'place', to: LOC.BWI }, 'liberty 6.2', /never placed directly in the West Indies/);
  const t = movePos({}, 'british');
  t.phase = 'draw'; t.drawn = B('line5'); t.loc[B('line5')] = LOC.POOL;
  refused(t, 'british', { type: 'place', to: H('Quebec') }, 'liberty 6.1', /Atlantic box/);
});

test('liberty 3.3 (issue 22): a supply step names why the block may not take it', () => {
  const s = pos({ year: 1776, turn: 1, phase: 'supply', p1: 'british', mover: 'british', points: 2, handSize: 5, blocks: { line1: { at: 'Boston', steps: 4 }, line2: { at: 'r16c4', steps: 1 } }, played: { british: 's2-01', american: 'a1-01' } });
  refused(s, 'british', { type: 'supply', block: B('line1') }, 'liberty 3.3', /full strength/);
  refused(s, 'british', { type: 'supply', block: B('line2') }, 'liberty 3.3', /supply town/);
  refused(s, 'british', { type: 'supply', block: B('mil1') }, 'liberty 3.3', /not yours/);
});

test('liberty 7.21 / 7.32 / 7.4 / 8.4 (issue 22): battle refusals name the rule: the letter acting now, a block that acted, the hit to the strongest, the attacker\'s hexsides, fire at sea', () => {
  const s = makeState({ b_line1: [MID], b_line2: [MID], a_cont1: [MID] });
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british']]);
  const b = new Battle(s).start(MID);
  const act0 = b.active()[0]!;
  assert.equal(act0, 'american', 'the defender acts first in its letter');
  battleRefused(b, { type: 'battle-fire', block: B_('b_line1') }, 'liberty 7.21', /not yours/, 'american');
  b.pass('a_cont1');
  // the British attacker: its blocks of the current letter; the retreat of an attacker only through its own hexsides
  const mine = b.actions('british').filter((a) => a.type === 'battle-pass').map((a) => (a as { block: number }).block);
  assert.ok(mine.length > 0);
  const other = c_fix_neighbour();
  battleRefused(b, { type: 'battle-retreat', block: mine[0]!, to: other }, 'liberty 7.4', /attacker retreats only through hexsides its blocks entered/, 'british');
  b.act({ type: 'battle-pass', block: mine[0]! }, 'british');
  battleRefused(b, { type: 'battle-fire', block: mine[0]! }, 'liberty 7.21', /had its combat turn this round|not of the letter/, 'british');
});

import { C as CF, bk as B_, hx as HX } from './fixtures.js';
/** A neighbour of MID the British did not enter by (not PORT), on land. */
function c_fix_neighbour(): number {
  const m = HX(MID);
  return CF.map.neighbours[m]!.find((n, d) => n >= 0 && n !== HX(PORT) && CF.map.land[n] && CF.map.sideTerrain[CF.map.sideOf[m]![d]!] !== 'water')!;
}

test('liberty 11.3 (issue 22): a block that may not disband says why', () => {
  const s = pos({ year: 1777, turn: 5, phase: 'winter', blocks: { line1: { at: 'r16c4' }, cont1: { at: 'r16c3' } }, handSize: 5, winter: { step: 'disband', side: 'british', offer: null, offered: 0 } });
  if (s.phase !== 'winter') return; // positions may not carry a winter step
  refused(s, 'british', { type: 'disband', block: B('cont1') }, 'liberty 11.3', /not yours/);
});

test('liberty hidden information (issue 22): two states differing only in hidden enemy identities give the same refusal', () => {
  // The American attacker's view: British face-down blocks in r17c4; swapping which British blocks are there (and
  // their strengths) must not change any refusal the Americans get.
  const base = { mil1: { at: 'r16c4' }, mil2: { at: 'r16c4' }, line1: { at: 'r17c4', steps: 4 }, guards: { at: 'Boston' } };
  const swapped = { mil1: { at: 'r16c4' }, mil2: { at: 'r16c4' }, guards: { at: 'r17c4', steps: 2 }, line1: { at: 'Boston' } };
  const mk = (blocks: Record<string, unknown>) => {
    let s = movePos(blocks, 'american', { p1: 'british', control: { r06c5: 'british' } });
    s = acts(s, 'american', [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('mil1') }, { type: 'step', to: H('r17c4') }]);
    return s;
  };
  const s1 = mk(base), s2 = mk(swapped);
  const tries: LibertyAction[] = [
    { type: 'block', block: B('line1') }, { type: 'block', block: B('guards') }, { type: 'block', block: B('mil1') },
    { type: 'group', from: H('r17c4') }, { type: 'group', from: H('Boston') }, { type: 'step', to: H('r17c4') },
    { type: 'supply', block: B('line1') }, { type: 'place', to: H('r17c4') }, { type: 'battle-fire', block: B('line1') },
    { type: 'disband', block: B('guards') }, { type: 'card', card: 0 },
  ];
  for (const a of tries) {
    const x = (() => { try { apply(liberty, s1, 'american', a); return 'ok'; } catch (e) { return JSON.stringify(e); } })();
    const y = (() => { try { apply(liberty, s2, 'american', a); return 'ok'; } catch (e) { return JSON.stringify(e); } })();
    assert.equal(x, y, JSON.stringify(a));
  }
  // the British side, not active, is told the same in both
  assert.equal(JSON.stringify(refusal(s1, 'british', { type: 'end' })), JSON.stringify(refusal(s2, 'british', { type: 'end' })));
});

test('liberty (issue 22): every refusal of random play names a rule of the rulebook, never "liberty core", and never an action it offers', () => {
  let s = liberty.setup('r22-fuzz', liberty.parseOptions({}), null) as LibertyState;
  let n = 0;
  for (let m = 0; m < 400 && !s.result; m++) {
    const side = liberty.activeSides(s)[0] as SideId;
    const offered = legal(s, side);
    if (s.phase === 'move' && s.group && s.group.block >= 0) {
      for (let to = 0; to < c.map.hexCount; to += 7) {
        for (const type of ['step', 'river'] as const) {
          const a = { type, to } as LibertyAction;
          const isOffered = offered.some((x) => JSON.stringify(x) === JSON.stringify(a));
          try { apply(liberty, s, side, a); assert.ok(isOffered, `${JSON.stringify(a)} accepted but not offered`); } catch (e) {
            assert.ok(e instanceof RuleError);
            assert.ok(!isOffered, `${JSON.stringify(a)} offered but refused: ${e.message}`);
            assert.match(e.rule, /^liberty \d+\.\d+$/, e.message);
            n++;
          }
        }
      }
    }
    liberty.applyInPlace(s, side, offered[m % offered.length]!, null);
  }
  assert.ok(n > 50, `${n} refusals checked`);
  void sideBetween;
});

test('liberty 7.32 (issue 22): a hit offered to a weaker block names the strongest strength', () => {
  const s = makeState({ b_line1: [MID, 4], b_line2: [MID, 4], b_guards: [MID, 2], a_rifle: [MID, 2] });
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british']]);
  const b = new Battle(s).start(MID).dice(1, 1);
  b.fire('a_rifle');
  battleRefused(b, { type: 'battle-hit', block: B_('b_guards') }, 'liberty 7.32', /goes to the strongest block \(4 steps\)/);
  battleRefused(b, { type: 'battle-hit', block: B_('a_rifle') }, 'liberty 7.32', /not yours/);
});

test('liberty 8.4 (issue 22): land blocks do not fire while a sea attack is fought at sea', () => {
  const s = makeState({ rn1: ['r04c4', 3], b_line1: ['r04c4', 4], b_drag: ['r04c4', 3], fn1: ['r04c4', 3], a_cont1: ['r04c4', 4] });
  addContest(s, 'r04c4', 'british', [], true);
  const b = new Battle(s).start('r04c4');
  assert.equal(b.s.battle!.atSea, 1);
  b.dice(6, 6, 6).fire('fn1');
  const land = b.actions().find((a) => a.type === 'battle-pass' && !CF.blocks.warship[a.block]);
  assert.ok(land && 'block' in land, 'a land block has its turn (to hold or retreat)');
  battleRefused(b, { type: 'battle-fire', block: land.block }, 'liberty 8.4', /at sea/);
});

test('liberty 7.5 (issue 22): a regroup to a hex that is not friendly names 7.5, to the Atlantic box too', () => {
  const s = makeState({ b_loyal: [PORT, 1], a_rifle: [PORT], a_cont1: [PORT] });
  addContest(s, PORT, 'american', [[hs(MID, PORT), 'american']]);
  const b = new Battle(s).start(PORT);
  b.dice(1, 6, 6).fire('a_rifle');
  assert.equal(s.battle!.step, 'regroup');
  const neutral = CF.map.neighbours[HX(PORT)]!.find((n) => n >= 0 && n !== HX(MID) && CF.map.land[n])!;
  battleRefused(b, { type: 'battle-regroup', block: B_('a_cont1'), to: neutral }, 'liberty 7.5', /ends in a friendly hex/);
  battleRefused(b, { type: 'battle-regroup', block: B_('a_cont1'), to: LOC.ATLANTIC }, 'liberty 7.5', /never goes to the Atlantic box/);
});

test('liberty 7.4 (issue 22): a retreat into enemy blocks, into a battle hex, or beyond the allowance names why', () => {
  const s = makeState({ b_line1: [MID], a_cont1: [MID], b_loyal: ['r02c2'], a_mil: ['r01c3'], b_line2: ['r01c3'] });
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british']]);
  addContest(s, 'r01c3', 'british', []);
  const b = new Battle(s).start(MID);
  assert.deepEqual(b.active(), ['american']);
  battleRefused(b, { type: 'battle-retreat', block: B_('a_cont1'), to: HX('r02c2') }, 'liberty 7.4', /never enters or passes a hex holding enemy blocks/);
  battleRefused(b, { type: 'battle-retreat', block: B_('a_cont1'), to: HX('r01c3') }, 'liberty 7.4', /where a battle is to be fought/);
  const far = CF.map.hexIds.findIndex((_, h) => CF.map.land[h] && !CF.map.neighbours[HX(MID)]!.includes(h) && h !== HX(MID) && !CF.map.neighbours[h]!.some((n) => CF.map.neighbours[HX(MID)]!.includes(n)) && CF.map.hasTown[h] === false);
  if (far >= 0) battleRefused(b, { type: 'battle-retreat', block: B_('a_cont1'), to: far }, 'liberty 2.13', /movement allowance/);
});

test('liberty 8.5 / 5.7 (issue 22): a land block ashore retreats by sea only after a friendly warship did; Americans never by sea', () => {
  const s = makeState({ b_line1: [PORT], a_cont1: [PORT], a_cont2: [PORT] });
  addContest(s, PORT, 'american', [[hs(MID, PORT), 'american']]);
  const b = new Battle(s).start(PORT);
  assert.deepEqual(b.active(), ['british'], 'the defender acts first in its letter');
  battleRefused(b, { type: 'battle-retreat', block: B_('b_line1'), to: LOC.ATLANTIC }, 'liberty 8.5', /only to where a friendly warship retreated by sea/);
  b.pass('b_line1');
  battleRefused(b, { type: 'battle-retreat', block: B_('a_cont1'), to: LOC.ATLANTIC }, 'liberty 5.7', /never move by sea/);
});
