/**
 * 6.0 Morale: morale value = CV + A/B/C modifier, modified by leader (11.1), terrain (10.3) and special cards;
 * one d6 per hit, at most the value passes, a natural 1 always passes and a natural 6 always fails. Leaders roll
 * for their hits first (11.3).
 */
import { rollD6 } from '../../core/rng.js';
import { type DixieState, type Side, type Log, R, unit, isLeader, isUnit, sideOf, removeFromBoard } from './state.js';
import { leaderMorale, killLeader } from './leaders.js';
import { terrainMorale } from './terrain.js';
import { specialMorale } from './specials.js';
import { disorder } from './battlefield.js';

export const MORALE_MOD: Record<string, number> = { A: 1, B: 0, C: -1, D: -2 };

export function moraleValue(s: DixieState, p: number, side: Side, id: number, melee: boolean): number {
  const u = unit(id);
  let v = u.cv + (MORALE_MOD[u.morale] ?? 0) + leaderMorale(s, p, side, id) + specialMorale(s, side, p);
  if (!melee) v += terrainMorale(s, p, side, id); // 13.1: terrain ignored in melee
  return v;
}

/** One morale die against `value` (6.0): natural 1 passes, natural 6 fails. */
export function check(s: DixieState, value: number, log: Log, params: Record<string, number>, hidden?: Side): boolean {
  const d = rollD6(s.rng);
  const ok = d === 1 ? true : d === 6 ? false : d <= value;
  // A face-down card (disorder, 8.3) is checked without showing the enemy which card it is.
  log?.push({ key: ok ? 'dx.moralePass' : 'dx.moraleFail', params: { ...params, die: d, value }, rule: R('6.0'), ...(hidden ? { to: [hidden] } : {}) });
  if (hidden) log?.push({ key: ok ? 'dx.hiddenPass' : 'dx.hiddenFail', params: { side: hidden }, rule: R('6.0') });
  return ok;
}

/** Check every hit on `side`'s cards (in positions `only`, or everywhere): leaders first (11.3), then units. */
export function resolveMorale(s: DixieState, side: Side, log: Log, only?: number, melee = false): void {
  let killed = false;
  for (let p = 0; p < s.pos.length; p++) {
    if (only !== undefined && p !== only) continue;
    for (const c of [...s.pos[p]!]) {
      if (!c.h || sideOf(c.id) !== side || !isLeader(c.id)) continue;
      let died = false;
      for (let i = 0; i < c.h; i++) {
        const d = rollD6(s.rng);
        log?.push({ key: 'dx.leaderRoll', params: { card: c.id, die: d }, rule: R('11.3') });
        if (d === 6) { died = true; break; }
      }
      if (died) { killLeader(s, c.id, 'hit', log); killed = true; }
      else delete c.h;
    }
  }
  // 11.2 note: a stack-bonus leader killed leaves his units in disorder «直ちに» (8.3, whose checks are «直ちに» too):
  // the disorder is settled now, after the leaders' rolls (11.3: before all other checks) and before the units' own
  // hit checks. A unit falling back to the reserve takes its hits with it (docs/dixie-rules.md, Morale).
  if (killed) disorder(s, log);
  for (let p = 0; p < s.pos.length; p++) {
    if (only !== undefined && p !== only) continue;
    for (const c of [...s.pos[p]!]) {
      if (!c.h || sideOf(c.id) !== side || !isUnit(c.id)) continue;
      const v = moraleValue(s, p, side, c.id, melee);
      let routed = false;
      for (let i = 0; i < c.h; i++) if (!check(s, v, log, { card: c.id })) { routed = true; break; }
      if (routed) {
        removeFromBoard(s, c.id);
        s.dead.push(c.id);
        log?.push({ key: 'dx.routed', params: { card: c.id }, rule: R('6.0') });
      } else delete c.h;
    }
  }
}
