/** Loading a War of 1812 pack from a file (Node only); the browser-safe part is `pack.ts`. */
import { readFileSync } from 'node:fs';
import { defaultWar1812Pack, parseWar1812Pack, War1812PackError } from './pack.js';
import type { War1812Pack } from './types.js';

export { defaultWar1812Pack, War1812PackError, checkWar1812Pack, parseWar1812Pack } from './pack.js';

/** The shipped pack's path (what `loadWar1812Pack()` reads when given no path). */
export const SHIPPED_WAR1812_PACK_PATH = new URL('./war1812.pack.json', import.meta.url).pathname;

/** Reads and validates a pack; throws War1812PackError listing every problem (also for unreadable JSON).
 *  With no path: the file named by MUSTER_WAR1812_PACK if set (how a player points the game at a corrected
 *  pack), else the shipped pack. */
export function loadWar1812Pack(path: string | undefined = process.env.MUSTER_WAR1812_PACK || undefined): War1812Pack {
  if (!path) return defaultWar1812Pack();
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new War1812PackError(path, [{ path: '', message: `cannot read JSON: ${(e as Error).message}` }]);
  }
  return parseWar1812Pack(raw, path);
}
