/** Loading a Liberty pack from a file (Node only); the browser-safe part is `pack.ts`. */
import { readFileSync } from 'node:fs';
import { defaultLibertyPack, LibertyPackError, parseLibertyPack } from './pack.js';
import type { LibertyPack } from './types.js';

export { defaultLibertyPack, LibertyPackError, checkLibertyPack, parseLibertyPack } from './pack.js';

/** The shipped pack's path (what `loadLibertyPack()` reads when given no path). */
export const SHIPPED_PACK_PATH = new URL('./liberty.pack.json', import.meta.url).pathname;

/** Reads and validates a pack; throws LibertyPackError listing every problem (also for unreadable JSON).
 *  With no path: the file named by MUSTER_LIBERTY_PACK if set (how a player points the game at a corrected
 *  pack), else the shipped pack. */
export function loadLibertyPack(path: string | undefined = process.env.MUSTER_LIBERTY_PACK || undefined): LibertyPack {
  if (!path) return defaultLibertyPack;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new LibertyPackError(path, [{ path: '', message: `cannot read JSON: ${(e as Error).message}` }]);
  }
  return parseLibertyPack(raw, path);
}
