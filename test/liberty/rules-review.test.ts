/**
 * Rules review: cases found by going through the rulebook section by section (docs/liberty-rules.md).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOC } from '../../src/games/liberty/state.js';
import type { LogEntry } from '../../src/core/log.js';
import { apply } from '../../src/core/engine.js';
import { B, H, act, acts, c, legal, liberty, movePos, pos, rejects } from './helpers.js';
import { Battle, addContest, bk, hs as fxSide, hx, makeState, MID, PORT } from './fixtures.ts';

const card = (id: string) => c.cards.findIndex((x) => x.id === id);

test('liberty 7.1: Player 1 fixes the whole order of the battles before the first one is fought', () => {
  let s = movePos({
    line1: { at: 'r16c4' }, line2: { at: 'r16c3' }, line3: { at: 'r16c2' },
    mil1: { at: 'r17c4' }, mil2: { at: 'r17c3' }, mil3: { at: 'r17c2' },
  }, 'british', { points: 3 });
  s = acts(s, 'british', [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r17c4') }]);
  s = acts(s, 'british', [{ type: 'group', from: H('r16c3') }, { type: 'block', block: B('line2') }, { type: 'step', to: H('r17c3') }]);
  s = acts(s, 'british', [{ type: 'group', from: H('r16c2') }, { type: 'block', block: B('line3') }, { type: 'step', to: H('r17c2') }]);
  assert.equal(s.phase, 'battle-order');
  assert.equal(legal(s, 'british').length, 3);
  s = act(s, 'british', { type: 'battle', hex: H('r17c3') });
  assert.equal(s.phase, 'battle-order', 'no battle is fought before the order is complete');
  assert.deepEqual(legal(s, 'british'), [{ type: 'battle', hex: H('r17c2') }, { type: 'battle', hex: H('r17c4') }]);
  rejects(() => act(s, 'british', { type: 'battle', hex: H('r17c3') }), 'liberty 7.1');
  s = act(s, 'british', { type: 'battle', hex: H('r17c4') });
  assert.equal(s.phase, 'battle', 'the last battle joins the order by itself and the first one starts');
  assert.equal(s.battle!.hex, H('r17c3'));
  // Fight it out by always taking the first offered decision: the next battle starts by itself, in order.
  const fought: number[] = [s.battle!.hex];
  for (let guard = 0; guard < 200 && s.phase === 'battle'; guard++) {
    const side = liberty.activeSides(s)[0] as 'british' | 'american';
    s = act(s, side, legal(s, side)[0]!);
    if (s.phase === 'battle' && s.battle!.hex !== fought[fought.length - 1]) fought.push(s.battle!.hex);
  }
  assert.deepEqual(fought, [H('r17c3'), H('r17c4'), H('r17c2')]);
});

test('liberty optional rule 4: one extra card each year (4 in 1775, 6 later); each player returns one, secretly, before play', () => {
  let s = liberty.setup('extra', liberty.parseOptions({ extraCardPerYear: true }), null);
  assert.equal(s.hands[0].length, 4);
  assert.equal(s.hands[1].length, 4);
  assert.equal(s.handSize, 3, 'still three turns in 1775');
  assert.ok(legal(s, 'british').every((a) => a.type === 'return-card'));
  rejects(() => act(s, 'british', { type: 'card', card: s.hands[0][0]! }), 'liberty 3.0');
  const back = s.hands[0][0]!;
  // 3.1: alike cards (same kind and value) are one card to the player: one of them, taken at random, goes back
  const alike = (hand: number[]) => hand.filter((x) => c.cards[x]!.kind === c.cards[back]!.kind && c.cards[x]!.value === c.cards[back]!.value).length;
  const before = alike(s.hands[0]), held = [...s.hands[0]];
  const r = apply(liberty, s, 'british', { type: 'return-card', card: back });
  s = r.state;
  assert.equal(s.hands[0].length, 3);
  assert.equal(alike(s.hands[0]), before - 1, 'one card of that kind and value went back');
  const returned = held.find((x) => !s.hands[0].includes(x))!;
  const publicEntries = r.log.filter((e: LogEntry) => !e.to || e.to.includes('american'));
  assert.ok(!JSON.stringify(publicEntries).includes(c.cards[returned]!.id), 'the returned card is not told to the enemy');
  assert.ok(legal(s, 'british').every((a) => a.type === 'card'));
  assert.ok(legal(s, 'american').every((a) => a.type === 'return-card'));
  const off = liberty.setup('extra', liberty.parseOptions({}), null);
  assert.equal(off.hands[0].length, 3, 'off by default');
  const later = pos({ year: 1778, turn: 1, phase: 'card', blocks: {}, hands: { british: ['a1-01', 'a1-02', 'a1-03', 'a2-01', 'a2-02', 'a2-03'], american: ['a3-01'] }, handSize: 5 }, undefined, { extraCardPerYear: true });
  assert.ok(legal(later, 'british').every((a) => a.type === 'return-card'), 'six cards for five turns');
});

test('liberty optional rule 2: a supply card may force a prisoner exchange, one block each, instead of its steps', () => {
  const start = () => pos({
    year: 1777, turn: 1, phase: 'card', handSize: 5, hands: { british: ['s2-01'], american: ['a3-01'] },
    blocks: { line1: { at: 'Quebec', steps: 2 }, line2: { at: 'prisoner' }, mil1: { at: 'prisoner' }, mil2: { at: 'prisoner' } },
  }, undefined, { supplyCardPrisonerExchange: true });
  let s = start();
  s = act(s, 'british', { type: 'card', card: card('s2-01') });
  s = act(s, 'american', { type: 'card', card: card('a3-01') });
  assert.equal(s.phase, 'supply');
  const offers = legal(s, 'british').filter((a) => a.type === 'offer');
  assert.deepEqual(offers, [{ type: 'offer', give: B('mil1'), take: B('line2') }, { type: 'offer', give: B('mil2'), take: B('line2') }]);
  s = act(s, 'british', { type: 'offer', give: B('mil2'), take: B('line2') });
  assert.equal(s.loc[B('line2')], LOC.POOL);
  assert.equal(s.loc[B('mil2')], LOC.POOL);
  assert.equal(s.steps[B('line2')], c.blocks.maxSteps[B('line2')]);
  assert.equal(s.loc[B('mil1')], LOC.PRISONER);
  assert.equal(s.steps[B('line1')], 2, 'the card gave no steps as well');
  assert.equal(s.mover, 'american', 'the card is used up; Player 2 acts');
  // After a step has been taken the card can no longer force an exchange; without the option never.
  let t = start();
  t = act(t, 'british', { type: 'card', card: card('s2-01') });
  t = act(t, 'american', { type: 'card', card: card('a3-01') });
  t = act(t, 'british', { type: 'supply', block: B('line1') });
  assert.ok(!legal(t, 'british').some((a) => a.type === 'offer'));
  let u = pos({ year: 1777, turn: 1, phase: 'card', handSize: 5, hands: { british: ['s2-01'], american: ['a3-01'] }, blocks: { line1: { at: 'Quebec', steps: 2 }, line2: { at: 'prisoner' }, mil1: { at: 'prisoner' } } });
  u = act(u, 'british', { type: 'card', card: card('s2-01') });
  u = act(u, 'american', { type: 'card', card: card('a3-01') });
  assert.ok(!legal(u, 'british').some((a) => a.type === 'offer'));
});

test('liberty optional rule 5: an Indian block returns home to defend (at B2) when an American block enters its town', () => {
  const start = (on: boolean) => pos({ year: 1777, turn: 2, phase: 'move', p1: 'american', mover: 'american', weather: 6, points: 1, handSize: 5,
    blocks: { mil1: { at: 'Albany' }, mohawk: { at: 'r04c3' } } }, undefined, on ? { indianHomeDefence: true } : {});
  const go = (s: ReturnType<typeof start>) => acts(s, 'american', [{ type: 'group', from: H('Albany') }, { type: 'block', block: B('mil1') }, { type: 'step', to: H('Mohawk') }]);
  const s = go(start(true));
  assert.equal(s.loc[B('mohawk')], H('Mohawk'), 'the Mohawk block went home');
  assert.equal(s.contests.length, 1);
  assert.equal(s.contests[0]!.attacker, 'american', 'the entering American block is the attacker');
  assert.equal(s.moved[B('mohawk')], 1);
  const off = go(start(false));
  assert.equal(off.loc[B('mohawk')], H('r04c3'), 'off by default');
  assert.equal(off.contests.length, 0, 'an empty Indian town is entered without a battle');
});

test('liberty 8.4, 9.1: a sea attack from the other West Indies port that loses its warships returns to that port, not the Atlantic box', () => {
  const s = makeState({ rn1: [LOC.FWI], b_line1: [LOC.FWI], fn1: [LOC.FWI] });
  addContest(s, LOC.FWI, 'british', [], true);
  s.entries.push(LOC.FWI, -3, 0, LOC.FWI, -3, 0); // both sailed directly from the British West Indies (9.1)
  const b = new Battle(s).start(LOC.FWI);
  assert.equal(b.s.battle!.atSea, 1);
  b.dice(1, 1, 1).fire('fn1');
  assert.equal(b.at('rn1'), LOC.PRISONER);
  assert.equal(b.at('b_line1'), LOC.BWI, 'back to the port it sailed from');
  assert.equal(b.steps('b_line1'), 3, 'having lost a step (8.4)');
  const t = makeState({ rn1: [LOC.FWI], b_line1: [LOC.FWI], fn1: [LOC.FWI] });
  addContest(t, LOC.FWI, 'british', [], true);
  t.entries.push(LOC.FWI, -1, 0, LOC.FWI, -1, 0); // from the Atlantic box
  const u = new Battle(t).start(LOC.FWI);
  u.dice(1, 1, 1).fire('fn1');
  assert.equal(u.at('b_line1'), LOC.ATLANTIC);
});

test('liberty 8.5: land blocks at sea sail with their warships to where the warships retreat (the other West Indies port)', () => {
  const s = makeState({ rn1: [LOC.FWI], b_line1: [LOC.FWI], fn1: [LOC.FWI] });
  addContest(s, LOC.FWI, 'british', [], true);
  s.entries.push(LOC.FWI, -3, 0, LOC.FWI, -3, 0);
  const b = new Battle(s).start(LOC.FWI);
  b.dice(6, 6, 6).fire('fn1');
  assert.ok(b.actions().some((a) => a.type === 'battle-retreat' && a.block === bk('rn1') && a.to === LOC.BWI));
  b.retreat('rn1', LOC.BWI);
  assert.equal(b.at('rn1'), LOC.BWI);
  assert.equal(b.at('b_line1'), LOC.BWI, 'the land block at sea went with its warship');
  assert.equal(b.steps('b_line1'), 4, 'without loss');
});

test('liberty 7.5: the winner may regroup by sea between a port and its West Indies port (never to the Atlantic box); Americans never by sea', () => {
  const s = makeState({ b_line1: [PORT], a_mil: [PORT, 1] });
  addContest(s, PORT, 'american', [[fxSide(PORT, MID), 'american']]);
  const b = new Battle(s).start(PORT);
  b.dice(1, 6, 6, 6).fire('b_line1');
  assert.equal(b.s.battle!.step, 'regroup');
  const to = b.actions().filter((a) => a.type === 'battle-regroup').map((a) => (a as { to: number }).to);
  assert.ok(to.includes(LOC.BWI), 'to the British West Indies');
  assert.ok(!to.includes(LOC.FWI), 'not to the enemy West Indies port');
  assert.ok(!to.includes(LOC.ATLANTIC), 'never to the Atlantic box');
  b.act({ type: 'battle-regroup', block: bk('b_line1'), to: LOC.BWI });
  assert.equal(b.at('b_line1'), LOC.BWI);
  const t = makeState({ a_cont1: [hx('r04c4')], b_light: [hx('r04c4'), 1] });
  addContest(t, hx('r04c4'), 'british', [[fxSide('r04c4', 'r03c4'), 'british']]);
  const u = new Battle(t).start(hx('r04c4'));
  u.dice(6).fire('b_light');
  u.dice(1, 6, 6, 6).fire('a_cont1');
  assert.equal(u.at('b_light'), LOC.PRISONER);
  const amTo = u.s.battle === null ? [] : u.actions().filter((a) => a.type === 'battle-regroup').map((a) => (a as { to: number }).to);
  assert.ok(!amTo.some((x) => x >= LOC.ATLANTIC), 'American blocks never regroup by sea (5.7)');
});

test('liberty hidden information: in random games no view or log entry a side receives names an enemy block it cannot see', () => {
  const sides = ['british', 'american'] as const;
  for (const seed of ['leak-1', 'leak-2', 'leak-3']) {
    const opts = liberty.parseOptions(seed === 'leak-3' ? { extraCardPerYear: true, supplyCardPrisonerExchange: true, indianHomeDefence: true } : {});
    const log: LogEntry[] = [];
    let s = liberty.setup(seed, opts, log);
    let rnd = 7;
    for (let i = 0; i < 1500 && !liberty.result(s); i++) {
      const side = liberty.activeSides(s)[0] as 'british' | 'american';
      const acts = liberty.legalActions(s, side);
      rnd = (rnd * 1103515245 + 12345) % 2147483648;
      const before = sides.map((v) => new Set(liberty.view(s, v).blocks.filter((e) => e.id !== undefined).map((e) => e.id!)));
      const r = apply(liberty, s, side, acts[rnd % acts.length]!);
      s = r.state;
      sides.forEach((viewer, vi) => {
        const v = liberty.view(s, viewer);
        const seen = new Set([...before[vi]!, ...v.blocks.filter((e) => e.id !== undefined).map((e) => e.id!)]);
        for (const e of v.blocks) if (e.id !== undefined && c.blocks.side[e.id] !== vi) assert.ok(e.loc === LOC.PRISONER || e.loc === LOC.FRENCH_POOL || s.revealed[e.id] === 1, 'only face-up enemy blocks carry ids');
        const json = JSON.stringify(r.log.filter((e) => !e.to || e.to.includes(viewer)));
        for (let b = 0; b < c.blocks.count; b++) {
          if (c.blocks.side[b] === vi || seen.has(b)) continue;
          assert.ok(!json.includes(`"${c.blocks.data[b]!.id}"`), `${seed}: a ${viewer} log entry names the hidden enemy block ${c.blocks.data[b]!.id}: ${json}`);
        }
        if (v.drawn >= 0) assert.equal(s.mover, viewer);
        if (viewer !== s.mover) assert.equal(v.drawn, -1, 'the drawn block is told to its owner only');
      });
    }
  }
});

test('liberty 5.4, 5.7: pinned blocks cannot be swapped for newcomers, and the pin count also holds for sea evacuation', () => {
  // British (Player 1) attacked r17c4 with one block; two American defenders; a third American joins from r18c4.
  let s = movePos({ line1: { at: 'r17c4', moved: true }, mil1: { at: 'r17c4' }, mil2: { at: 'r17c4' }, mil3: { at: 'r18c4' } }, 'american', {
    p1: 'british', points: 3, contests: [{ hex: 'r17c4', attacker: 'british', entrySides: { british: ['r16c4|r17c4'] } }],
  });
  s = acts(s, 'american', [{ type: 'group', from: H('r18c4') }, { type: 'block', block: B('mil3') }, { type: 'step', to: H('r17c4') }]);
  assert.equal(s.reserve[B('mil3')], 1, 'it joins as a reserve (7.21)');
  s = acts(s, 'american', [{ type: 'group', from: H('r17c4') }, { type: 'block', block: B('mil1') }, { type: 'step', to: H('r18c4') }, { type: 'stop' }]);
  assert.equal(s.loc[B('mil2')], H('r17c4'));
  assert.ok(!legal(s, 'american').some((a) => a.type === 'block' && a.block === B('mil2')), 'mil2 stays pinned although mil3 arrived');
  // 5.7: Player 2 may evacuate by sea only unpinned blocks: one British attacker pins one of two defenders in a port.
  let t = movePos({ mil1: { at: 'Boston', moved: true }, line1: { at: 'Boston' }, line2: { at: 'Boston' } }, 'british', {
    p1: 'american', points: 2, contests: [{ hex: 'Boston', attacker: 'american', entrySides: { american: [] } }],
  });
  t = acts(t, 'british', [{ type: 'group', from: H('Boston') }, { type: 'block', block: B('line1') }, { type: 'step', to: LOC.ATLANTIC }]);
  assert.equal(t.loc[B('line1')], LOC.ATLANTIC);
  assert.ok(!legal(t, 'british').some((a) => a.type === 'block' || (a.type === 'group' && a.from === H('Boston'))), 'the other defender is pinned');
});
