import assert from 'node:assert/strict';
import { dixie, type DixieState, type DixieAction } from '../../src/games/dixie/index.js';
import { RuleError } from '../../src/core/errors.js';
import { canonicalJson } from '../../src/core/json.js';
import { forceDice } from '../../src/core/rng.js';
import type { LogEntry } from '../../src/core/log.js';
import { posByName } from '../../src/games/dixie/state.js';

export { dixie, assert };
export type { DixieState, DixieAction };

/** Build a position: defaults to CSA's combat step of turn 1 with empty reserves. */
export function build(position: Record<string, unknown>, options: Record<string, unknown> = {}): DixieState {
  const o = dixie.parseOptions(options);
  return dixie.fromPosition({ phase: 'combat', turnOf: 'CSA', turn: 1, reserve: { CSA: [], USA: [] }, positions: {}, ...position }, o);
}
export function act(s: DixieState, side: string, a: DixieAction): LogEntry[] {
  const log: LogEntry[] = [];
  dixie.applyInPlace(s, side, a, log);
  return log;
}
export const legal = (s: DixieState, side: string) => dixie.legalActions(s, side);
export const offered = (s: DixieState, side: string, a: DixieAction) => legal(s, side).some((x) => canonicalJson(x) === canonicalJson(a));
export function refuses(s: DixieState, side: string, a: DixieAction, rule: string): void {
  const before = JSON.stringify(s);
  assert.throws(() => dixie.applyInPlace(s, side, a, []), (e: unknown) => {
    assert.ok(e instanceof RuleError, String(e));
    assert.equal(e.rule, rule, e.message);
    return true;
  });
  assert.equal(JSON.stringify(s), before, 'state unchanged after a refused action');
}
export const dice = (s: DixieState, d: number[]) => forceDice(s.rng, d);
export const at = (s: DixieState, name: string) => s.pos[posByName(s.o.n, name)]!;
export const ids = (s: DixieState, name: string) => at(s, name).map((c) => c.id);
export const card = (s: DixieState, id: number) => s.pos.flat().find((c) => c.id === id);

// Cards used by the tests (reconstructed series, src/games/dixie/data/gettysburg.json).
export const U = {
  meredith: 1, cutler: 2, paul: 3, baxter: 4, biddle: 5, stone: 6, cross: 8, kelly: 9, harrow: 12, vonGilsa: 40,
  gamble: 52, hazard: 60, taft: 68, tidball: 72,
  meade: 73, reynolds: 74, hancock: 78, howard: 83, buford: 86, hunt: 89, wadsworth: 91,
  mcphersons: 109, herbst: 110, oakRidge: 111, culps: 115, wheatfield: 125,
  sharpshooters: 129, rally: 132, forcedMarch: 134, skirmishers: 136, couriers: 141, freshTroops: 143, breastworks: 146, signal: 147, nightFalls: 150,
} as const;
export const C = {
  kershaw: 151, semmes: 152, barksdale: 153, wofford: 154, kemper: 156, armistead: 157, hays: 162, smith: 163, walker: 168, daniel: 170, iverson: 171,
  pettigrew: 180, archer: 182, hampton: 188, cabell: 192, eshleman: 196, dance: 200, beckham: 207,
  lee: 208, longstreet: 209, ewell: 210, hill: 211, stuart: 212, pendleton: 213, early: 217,
  herr: 225, oakHill: 226, seminary: 229, sharpshooters: 237, rebelYell: 245, grand: 246,
} as const;
