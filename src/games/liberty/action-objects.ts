/**
 * Shared action objects for the legal-action lists. A playout lists thousands of actions per game and uses
 * one of each list: allocating a fresh `{ type, … }` for every entry was a large part of the garbage. The
 * lists now hand out one frozen object per distinct action (same properties in the same order as before, so
 * JSON and `actionKey` are unchanged). Actions are values: nobody may mutate one (frozen, so an attempt throws).
 */
import type { LibertyAction } from './actions.js';
import type { BattleAction } from './battle-state.js';

type Of<T extends LibertyAction['type']> = Extract<LibertyAction, { type: T }>;

/** One cached object per integer argument (locations go up to LOC.PRISONER = 1020, blocks and cards below 100).
 *  The table is allocated full size: a sparse array (entries 3 and 1000 only) would fall back to slow
 *  dictionary elements. */
const INT_KEYS = 1024;
function byInt<T extends object>(make: (k: number) => T): (k: number) => T {
  const table: (T | null)[] = new Array<T | null>(INT_KEYS).fill(null);
  return (k: number): T => {
    if (!(k >= 0 && k < INT_KEYS)) return make(k); // never for legal actions; keep it correct anyway
    return table[k] ?? (table[k] = Object.freeze(make(k)));
  };
}
/** One cached object per pair of small non-negative integers (block, location). */
function byPair<T extends object>(make: (a: number, b: number) => T): (a: number, b: number) => T {
  const table = new Map<number, T>();
  return (a: number, b: number): T => {
    const key = a * 4096 + b;
    let v = table.get(key);
    if (v === undefined) table.set(key, (v = Object.freeze(make(a, b))));
    return v;
  };
}

export const stepAction = byInt((to): Of<'step'> => ({ type: 'step', to }));
export const riverAction = byInt((to): Of<'river'> => ({ type: 'river', to }));
export const groupAction = byInt((from): Of<'group'> => ({ type: 'group', from }));
export const blockAction = byInt((block): Of<'block'> => ({ type: 'block', block }));
export const placeAction = byInt((to): Of<'place'> => ({ type: 'place', to }));
export const battleAction = byInt((hex): Of<'battle'> => ({ type: 'battle', hex }));
export const fireAction = byInt((block): BattleAction => ({ type: 'battle-fire', block }));
export const passAction = byInt((block): BattleAction => ({ type: 'battle-pass', block }));
export const hitAction = byInt((block): BattleAction => ({ type: 'battle-hit', block }));
export const retreatAction = byPair((block, to): BattleAction => ({ type: 'battle-retreat', block, to }));

export const STOP: Of<'stop'> = Object.freeze({ type: 'stop' });
export const DONE: Of<'done'> = Object.freeze({ type: 'done' });
export const END: Of<'end'> = Object.freeze({ type: 'end' });
export const DRAW: Of<'draw'> = Object.freeze({ type: 'draw' });
