/**
 * The check, besides the exact one of liberty.test.ts: battles played out with the engine's own dice (its
 * seeded generator, not forced) land within the 99.9 % interval of the exact odds.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyBattleAction, battleActions, battleActiveSides, startBattle } from '../../src/games/liberty/combat.ts';
import { createRng } from '../../src/core/rng.ts';
import { fireRating } from '../../src/games/liberty/combat.ts';
import type { LibertyState } from '../../src/games/liberty/state.ts';
import { libertyOdds, type OddsBlock } from '../../src/odds/liberty.ts';
import { C, MID, PORT, addContest, bk, hs, hx, makeState } from '../liberty/fixtures.ts';

const ROWS: Record<string, [string, number][]>[] = [
  { british: [['b_line1', 4], ['b_line2', 4], ['b_light', 3]], american: [['a_cont1', 3], ['a_cont2', 3]] },
  { british: [['b_guards', 3], ['b_light', 2]], american: [['a_rifle', 3], ['a_art', 2], ['a_mil', 3]] },
  { british: [['b_line1', 4]], american: [['a_cont1', 3], ['a_mil', 3]] },
];

function build(row: Record<string, [string, number][]>, seed: number): LibertyState {
  const place: Record<string, [string, number]> = {};
  for (const [id, st] of [...row.british!, ...row.american!]) place[id] = [MID, st];
  const s = makeState(place);
  s.rng = createRng(`mc-${seed}`);
  addContest(s, MID, 'british', [[hs(MID, PORT), 'british']]);
  startBattle(C, s, hx(MID), null);
  return s;
}

/** Play the battle to its end with the odds' default policy: fire with everything; hits by the odds' tie rule. */
function playOut(s: LibertyState): boolean {
  const L = { A: 0, B: 1, C: 2 } as const;
  for (let guard = 0; guard < 500 && s.battle && s.battle.step !== 'regroup'; guard++) {
    const bs = s.battle, side = battleActiveSides(C, s)[0]!, acts = battleActions(C, s, side);
    if (bs.step === 'fight') applyBattleAction(C, s, side, { type: 'battle-fire', block: (acts[0] as { block: number }).block }, null);
    else if (bs.step === 'hits') {
      const t = acts.map((a) => (a as { block: number }).block), r = (b: number) => fireRating(C, bs, b);
      t.sort((x, y) => r(x).number - r(y).number || L[r(y).letter] - L[r(x).letter] || x - y);
      applyBattleAction(C, s, side, { type: 'battle-hit', block: t[0]! }, null);
    } else applyBattleAction(C, s, side, acts.find((a) => a.type === 'battle-retreat')!, null);
  }
  return [...Object.values(C.blocks.index)].some((b) => C.blocks.side[b] === 0 && s.loc[b] === hx(MID));
}

test('odds liberty: 3000 engine battles per row, with the engine\'s own dice, fall within the 99.9 % interval of the exact odds', () => {
  ROWS.forEach((row, k) => {
    const s0 = build(row, 0);
    const side = (ids: [string, number][]): OddsBlock[] => ids.map(([id]) => bk(id)).sort((a, b) => a - b).map((b) => {
      const r = fireRating(C, s0.battle!, b);
      return { name: C.blocks.data[b]!.id, steps: s0.steps[b]!, letter: r.letter, number: r.number };
    });
    const exact = libertyOdds({ attacker: side(row.british!), defender: side(row.american!) }).attackerHolds;
    const N = 3000;
    let wins = 0;
    for (let i = 0; i < N; i++) if (playOut(build(row, k * 100000 + i))) wins++;
    const est = wins / N, sd = Math.sqrt((exact * (1 - exact)) / N);
    assert.ok(Math.abs(est - exact) <= 3.29 * sd + 1e-12, `row ${k}: exact ${exact.toFixed(4)}, engine ${est.toFixed(4)} ± ${(3.29 * sd).toFixed(4)}`);
  });
});
