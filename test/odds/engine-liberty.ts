/**
 * The Liberty engine's own answer to "what are the odds of this battle", computed exactly by playing the battle
 * through src/games/liberty/combat.ts with forced dice: at every fire of a block of n steps and rating k, every
 * hit count h = 0..n is forced (h dice of 1, n-h dice of 6) with probability C(n,h)(k/6)^h(1-k/6)^(n-h). Equal
 * engine states are merged, so the battle is enumerated completely. The decisions follow the odds policy.
 */
import { applyBattleAction, battleActions, battleActiveSides, fireRating, retreatMoves } from '../../src/games/liberty/combat.ts';
import type { LogEntry } from '../../src/core/log.ts';
import { forceDice } from '../../src/core/rng.ts';
import { cloneState } from '../../src/games/liberty/clone.ts';
import { LOC, type Compiled, type LibertyState } from '../../src/games/liberty/state.ts';
import type { BattleAction } from '../../src/games/liberty/battle-state.ts';
import { binomial, type LibertyPolicy } from '../../src/odds/liberty.ts';

export interface EngineOdds {
  attackerHolds: number; attackerWins: number; defenderWins: number; undecidedAfterRound3: number;
  endsInRound: [number, number, number];
  /** per block index: P(survives), E[final steps] */
  surv: Map<number, number>; eSteps: Map<number, number>;
  /** the engine captured a block for want of a retreat on some path */
  noRetreat: boolean;
}

const SIDE = ['british', 'american'] as const;

export function engineOdds(c: Compiled, s0: LibertyState, policy: LibertyPolicy = {}): EngineOdds {
  const bs0 = s0.battle!;
  const hex = bs0.hex, att = bs0.att, def = att === 0 ? 1 : 0;
  const blocks = bs0.blocks.slice();
  const out: EngineOdds = { attackerHolds: 0, attackerWins: 0, defenderWins: 0, undecidedAfterRound3: 0, endsInRound: [0, 0, 0], surv: new Map(), eSteps: new Map(), noRetreat: false };
  for (const b of blocks) { out.surv.set(b, 0); out.eSteps.set(b, 0); }
  type Node = { s: LibertyState; p: number; r3: boolean; round: number };
  let frontier = new Map<string, Node>();
  const key = (n: Node) => JSON.stringify([n.s.steps, n.s.loc, n.s.reserve, n.s.battle, n.r3, n.round]);
  const put = (m: Map<string, Node>, n: Node) => {
    const k = key(n);
    const e = m.get(k);
    if (e) e.p += n.p; else m.set(k, n);
  };
  put(frontier, { s: s0, p: 1, r3: false, round: bs0.round });
  const engagedSteps = (s: LibertyState, side: number): number => {
    let t = 0;
    for (const b of blocks) if (s.loc[b] === hex && c.blocks.side[b] === side && !(s.battle!.round < 2 && s.reserve[b])) t += s.steps[b]!;
    return t;
  };
  const terminal = (n: Node): void => {
    const s = n.s;
    let attIn = false;
    for (const b of blocks) if (s.loc[b] === hex && c.blocks.side[b] === att) attIn = true;
    if (attIn) { out.attackerHolds += n.p; out.attackerWins += n.p; } else if (n.r3) out.undecidedAfterRound3 += n.p; else out.defenderWins += n.p;
    out.endsInRound[n.round - 1]! += n.p;
    for (const b of blocks) {
      const alive = s.loc[b] !== LOC.PRISONER;
      if (alive) out.surv.set(b, out.surv.get(b)! + n.p);
      out.eSteps.set(b, out.eSteps.get(b)! + n.p * (alive ? s.steps[b]! : 0));
    }
  };
  for (let iter = 0; frontier.size > 0; iter++) {
    if (iter > 500) throw new Error('engine odds: no end');
    const next = new Map<string, Node>();
    for (const n of frontier.values()) {
      const s = n.s, bs = s.battle;
      if (!bs || bs.step === 'regroup') { terminal(n); continue; }
      const round = bs.round;
      const r3 = n.r3 || (bs.step === 'retreat' && bs.round === 3 && bs.slot >= 6);
      const side = battleActiveSides(c, s)[0]!;
      const acts = battleActions(c, s, side);
      const step = (a: BattleAction, p = n.p, dice?: number[]) => {
        const t = cloneState(s);
        if (dice) forceDice(t.rng, dice);
        const log: LogEntry[] = [];
        applyBattleAction(c, t, side, a, log);
        if (log.some((e) => e.key === 'lib.no-retreat')) out.noRetreat = true;
        put(next, { s: t, p, r3, round });
      };
      if (bs.step === 'fight') {
        const b = (acts[0] as { block: number }).block;
        const sideIdx = c.blocks.side[b]!;
        let withdraw = false;
        if (sideIdx === att && round > (policy.attackerRetreatsAfterRound ?? 3)) withdraw = true;
        if (sideIdx === def && policy.defenderRetreatsWhenLosing && engagedSteps(s, def) < engagedSteps(s, att)) withdraw = true;
        if (withdraw) {
          const r = acts.find((a) => a.type === 'battle-retreat' && a.block === b);
          if (!r) throw new Error('engine odds: the policy retreats a block that has no retreat');
          step(r);
          continue;
        }
        const nSteps = s.steps[b]!, k = fireRating(c, bs, b).number;
        const bin = binomial(nSteps, k / 6);
        for (let h = 0; h <= nSteps; h++) {
          if (bin[h] === 0) continue;
          step({ type: 'battle-fire', block: b }, n.p * bin[h]!, [...new Array(h).fill(1), ...new Array(nSteps - h).fill(6)]);
        }
      } else if (bs.step === 'hits') {
        const t = acts.map((a) => (a as { block: number }).block);
        const r = (b: number) => fireRating(c, bs, b);
        const L = { A: 0, B: 1, C: 2 } as const;
        t.sort((x, y) => r(x).number - r(y).number || L[r(y).letter] - L[r(x).letter] || x - y);
        step({ type: 'battle-hit', block: t[0]! });
      } else if (bs.step === 'retreat') {
        const b = bs.mustRetreat[0]!;
        if (retreatMoves(c, s, bs, b, true).length === 0) out.noRetreat = true;
        const a = acts.find((x) => x.type === 'battle-retreat');
        if (!a) throw new Error(`engine odds: ${SIDE[c.blocks.side[b]!]} must retreat and has no action`);
        step(a);
      }
    }
    frontier = next;
  }
  return out;
}
