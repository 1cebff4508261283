import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RuleError } from '../../src/core/errors.ts';
import { createRng, randomInt, type RngState } from '../../src/core/rng.ts';
import { applyBattleAction, battleActions, battleActiveSides, startBattle } from '../../src/games/liberty/combat.ts';
import { compile } from '../../src/games/liberty/compile.ts';
import { defaultLibertyPack } from '../../src/games/liberty/data/load.ts';
import { setupState } from '../../src/games/liberty/setup.ts';
import { LOC, SIDES, type Compiled, type LibertyOptions, type LibertyState } from '../../src/games/liberty/state.ts';
import { C, MID, PORT, addContest, hx, makeState } from './fixtures.ts';

/** Play a battle to its end with uniformly random legal actions; check the invariants on the way. */
function playOut(c: Compiled, s: LibertyState, hex: number, r: RngState): number {
  const before = s.steps.slice();
  startBattle(c, s, hex, null);
  let n = 0;
  while (s.battle) {
    assert.ok(n++ < 500, 'the battle ends');
    const act = battleActiveSides(c, s);
    assert.equal(act.length, 1, 'one side decides at a time');
    const acts = battleActions(c, s, act[0]!);
    assert.ok(acts.length > 0, `an active side always has an action (step ${s.battle.step})`);
    const other = SIDES.find((x) => x !== act[0])!;
    assert.deepEqual(battleActions(c, s, other), [], 'the other side has none');
    applyBattleAction(c, s, act[0]!, acts[randomInt(r, acts.length)]!, null);
  }
  assert.equal(s.phase, 'battle-order');
  assert.ok(!s.contests.some((k) => k.hex === hex), 'the contest is removed');
  let br = 0, am = 0;
  for (let b = 0; b < s.loc.length; b++) {
    assert.equal(s.revealed[b], 0, 'blocks turn face down after the battle');
    assert.ok(s.steps[b]! <= before[b]!, 'battles only take steps away');
    if (s.loc[b] === LOC.PRISONER) continue;
    assert.ok(s.steps[b]! >= 1, 'a block on the board has at least one step');
    if (s.loc[b] === hex) { if (c.blocks.side[b] === 0) br++; else am++; }
  }
  assert.ok(br === 0 || am === 0, 'after a battle only one side holds the hex');
  return n;
}

test('liberty 7.2: random legal battles on the test map always end, one side holding the hex (300 seeds)', () => {
  const r = createRng('playouts');
  const hexes = [MID, PORT, 'r04c4'];
  let decisions = 0;
  for (let seed = 0; seed < 300; seed++) {
    const hexId = hexes[randomInt(r, hexes.length)]!;
    const hex = hx(hexId);
    const place: Record<string, [string, number]> = {};
    const attacker = randomInt(r, 2) === 0 ? 'british' : 'american';
    for (let b = 0; b < C.blocks.count; b++) {
      const d = C.blocks.data[b]!;
      if (d.type === 'warship' && !C.map.port[hex]) continue;
      const roll = randomInt(r, 3);
      if (roll === 0) place[d.id] = [hexId, 1 + randomInt(r, d.maxSteps)];
    }
    const s = makeState(place);
    s.rng = createRng(`battle-${seed}`);
    if (!s.loc.some((l, b) => l === hex && C.blocks.side[b] === 0) || !s.loc.some((l, b) => l === hex && C.blocks.side[b] === 1)) continue;
    const attIdx = attacker === 'british' ? 0 : 1;
    // Some defender blocks are reserves; some blocks came by river.
    for (let b = 0; b < C.blocks.count; b++) {
      if (s.loc[b] !== hex) continue;
      if (C.blocks.side[b] !== attIdx && randomInt(r, 3) === 0) s.reserve[b] = 1;
      if (randomInt(r, 4) === 0) s.viaRiver[b] = 1;
    }
    const sides = C.map.sideOf[hex]!.filter((x, d) => x >= 0 && C.map.land[C.map.neighbours[hex]![d]!]);
    const entries: [number, 'british' | 'american'][] = [];
    for (const x of sides) { const k = randomInt(r, 4); if (k === 0) entries.push([x, attacker]); else if (k === 1) entries.push([x, attacker === 'british' ? 'american' : 'british']); }
    const sea = !!C.map.port[hex] && s.loc.some((l, b) => l === hex && C.blocks.side[b] === attIdx && C.blocks.warship[b]) && randomInt(r, 2) === 0;
    addContest(s, hexId, attacker, sea ? [] : entries, sea);
    decisions += playOut(C, s, hex, r);
  }
  assert.ok(decisions > 300);
});

test('liberty 7.1: a battle on the shipped map plays out (real pack)', () => {
  const c = compile(defaultLibertyPack);
  const options: LibertyOptions = { escalatingFrenchEntry: false, supplyCardPrisonerExchange: false, bwiImmobileUntilFrenchEntry: false, extraCardPerYear: false, indianHomeDefence: false, drawBand: false };
  const r = createRng('real');
  let fought = 0;
  for (let seed = 0; seed < 40; seed++) {
    const s = setupState(c, seed, options, null);
    s.phase = 'battle-order';
    s.p1 = 'american';
    // A British-held land hex; move every American block of one neighbouring hex (or two from the pool) into it.
    const british = [...new Set(s.loc.filter((l, b) => l >= 0 && l < c.map.hexCount && c.blocks.side[b] === 0 && !c.blocks.warship[b]))];
    if (british.length === 0) continue;
    const hex = british[randomInt(r, british.length)]!;
    const dirs = [0, 1, 2, 3, 4, 5].filter((d) => c.map.neighbours[hex]![d]! >= 0 && c.map.land[c.map.neighbours[hex]![d]!] && c.map.sideTerrain[c.map.sideOf[hex]![d]!] !== 'water');
    if (dirs.length === 0) continue;
    const d = dirs[randomInt(r, dirs.length)]!;
    let moved = 0;
    for (let b = 0; b < c.blocks.count && moved < 3; b++) {
      if (c.blocks.side[b] !== 1 || c.blocks.warship[b] || c.blocks.french[b] || s.loc[b] === LOC.PRISONER) continue;
      if (s.loc[b] === LOC.POOL || (s.loc[b]! >= 0 && s.loc[b]! < c.map.hexCount && randomInt(r, 3) === 0)) { s.loc[b] = hex; moved++; }
    }
    if (moved === 0) continue;
    s.contests.push({ hex, attacker: 'american', entrySides: [[], [c.map.sideOf[hex]![d]!]], lastThrough: { [c.map.sideOf[hex]![d]!]: 'american' }, seaAttack: false, startedByP1: true });
    playOut(c, s, hex, r);
    fought++;
  }
  assert.ok(fought > 10, `fought ${fought} battles`);
});

test('liberty 7.21: an action that was not offered is refused with a RuleError before anything changes', () => {
  const s = makeState({ b_line1: [MID], a_cont1: [MID] });
  addContest(s, MID, 'british', []);
  startBattle(C, s, hx(MID), null);
  const snapshot = JSON.stringify(s);
  assert.throws(() => applyBattleAction(C, s, 'british', { type: 'battle-fire', block: 0 }, null), RuleError, 'not the British turn');
  assert.throws(() => applyBattleAction(C, s, 'american', { type: 'battle-retreat', block: C.blocks.index['a_cont1']!, to: hx(PORT) }, null), RuleError);
  assert.throws(() => applyBattleAction(C, s, 'american', { type: 'battle-hit', block: 0 }, null), RuleError);
  assert.throws(() => applyBattleAction(C, s, 'american', { type: 'nonsense' } as never, null), RuleError);
  assert.equal(JSON.stringify(s), snapshot);
});
