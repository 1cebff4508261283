/**
 * French entry (9.0, 11.2) and the West Indies (9.1; movement limits in movement.ts `canEnterHex`).
 */
import type { LogEntry } from '../../core/log.js';
import { rollD6 } from '../../core/rng.js';
import type { Compiled, LibertyState } from './state.js';
import { LOC } from './state.js';

/** The 2d6 needed this winter: 8 (9.0); optional rule 1: 11+ after 1776, 8+ after 1777, 5+ after 1778,
 *  automatic after 1779. */
export function frenchEntryTarget(c: Compiled, s: LibertyState): number {
  if (!s.optional.escalatingFrenchEntry) return c.pack.rules.frenchEntry.twoDiceAtLeast;
  if (s.year <= 1776) return 11;
  if (s.year === 1777) return 8;
  if (s.year === 1778) return 5;
  return 2;
}

/** 11.2: the American player rolls 2d6 from the winter of 1776 while France is out. */
export function frenchEntryRoll(c: Compiled, s: LibertyState, log: LogEntry[] | null): void {
  if (s.frenchEntered || s.year < c.pack.rules.frenchEntry.firstWinter) return;
  const d1 = rollD6(s.rng), d2 = rollD6(s.rng);
  const need = frenchEntryTarget(c, s);
  const enters = d1 + d2 >= need;
  log?.push({ key: enters ? 'lib.frenchEnter' : 'lib.frenchStayOut', params: { d1, d2, need }, rule: 'liberty 11.2' });
  if (enters) enterFrance(c, s);
}

/** 9.0, 12.0: the French pool joins the American pool (face down); blocks already in the West Indies stay. */
export function enterFrance(c: Compiled, s: LibertyState): void {
  s.frenchEntered = true;
  for (let b = 0; b < s.loc.length; b++) if (s.loc[b] === LOC.FRENCH_POOL) s.loc[b] = LOC.POOL;
  void c;
}
