/**
 * The face-down duel both test games share: two cards revealed at once, the higher wins, a tie is decided by
 * each side rolling a die (rerolling ties). Logged under the game's own key prefix and rule numbers.
 */
import type { LogEntry } from '../../core/log.js';
import { rollD6, type RngState } from '../../core/rng.js';

export type DuelSide = 'north' | 'south';

export function resolveDuel(
  rng: RngState, north: number, south: number, log: LogEntry[] | null, prefix: string, rule: (n: string) => string,
): { winner: DuelSide; dice?: number[][] } {
  log?.push({ key: `${prefix}.reveal`, params: { north, south }, rule: rule('2') });
  if (north !== south) return { winner: north > south ? 'north' : 'south' };
  const dice: number[][] = [];
  for (;;) {
    const dn = rollD6(rng), ds = rollD6(rng);
    dice.push([dn, ds]);
    log?.push({ key: `${prefix}.dice`, params: { north: dn, south: ds }, rule: rule('3') });
    if (dn !== ds) return { winner: dn > ds ? 'north' : 'south', dice };
  }
}
