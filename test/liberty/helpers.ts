/** Test helpers for the Liberty rules tests (not the combat ones): positions by ids, checked actions. */
import assert from 'node:assert/strict';
import { apply } from '../../src/core/engine.js';
import { RuleError } from '../../src/core/errors.js';
import { loadPosition, POSITION_FORMAT } from '../../src/core/position.js';
import { compiledFor, liberty } from '../../src/games/liberty/index.js';
import type { LibertyAction } from '../../src/games/liberty/actions.js';
import type { LibertyState, SideId } from '../../src/games/liberty/state.js';

export const c = compiledFor('default');
export { liberty };
export const H = (id: string): number => {
  const h = c.map.hexIndex[id] ?? c.map.townName.indexOf(id);
  if (h === undefined || h < 0) throw new Error(`no hex ${id}`);
  return h;
};
export const B = (id: string): number => {
  const b = c.blocks.index[id];
  if (b === undefined) throw new Error(`no block ${id}`);
  return b;
};
export function sideBetween(a: string, b: string): number {
  const A = H(a), X = H(b);
  return c.map.sideOf[A]![c.map.neighbours[A]!.indexOf(X)]!;
}

/** Load a position (through the position-file format) with optional forced dice. */
export function pos(position: Record<string, unknown>, forcedDice?: number[], options: Record<string, unknown> = {}): LibertyState {
  const file: Record<string, unknown> = { format: POSITION_FORMAT, game: 'liberty', options, rng: { seed: 'test' }, position };
  if (forcedDice) file.forcedDice = forcedDice;
  return loadPosition(liberty, file).state as LibertyState;
}

/** A move-phase position: `mover` acts with `points` action points. */
export function movePos(blocks: Record<string, unknown>, mover: SideId = 'british', extra: Record<string, unknown> = {}): LibertyState {
  return pos({ year: 1776, turn: 2, phase: 'move', p1: mover, mover, weather: 6, points: 2, blocks, handSize: 5, ...extra });
}

export function act(s: LibertyState, side: SideId, a: LibertyAction): LibertyState {
  return apply(liberty, s, side, a).state;
}
export function acts(s: LibertyState, side: SideId, list: LibertyAction[]): LibertyState {
  for (const a of list) s = act(s, side, a);
  return s;
}
export const legal = (s: LibertyState, side: SideId): LibertyAction[] => liberty.legalActions(s, side);
export const has = (s: LibertyState, side: SideId, a: LibertyAction): boolean => legal(s, side).some((x) => JSON.stringify(x) === JSON.stringify(a));
export function rejects(fn: () => unknown, rule: string): void {
  let got = 'no error';
  try { fn(); } catch (e) { got = e instanceof RuleError ? `${e.rule}: ${e.message}` : String(e); if (e instanceof RuleError && (e.rule === rule || e.rule === 'liberty core')) return; }
  assert.fail(`expected a RuleError (${rule}), got ${got}`);
}
/** Targets offered to the selected block. */
export function targets(s: LibertyState, side: SideId): number[] {
  return legal(s, side).filter((a) => a.type === 'step').map((a) => (a as { to: number }).to);
}
export function riverTargets(s: LibertyState, side: SideId): number[] {
  return legal(s, side).filter((a) => a.type === 'river').map((a) => (a as { to: number }).to);
}
