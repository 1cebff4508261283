/** What the setup list implies (R 12.0): the three pools of blocks not set up. */
import type { LibertyPack } from './types.js';

export interface SetupPools {
  /** Face-down British draw pool. */
  british: string[];
  /** Face-down American draw pool (American blocks only until France enters). */
  american: string[];
  /** French blocks not on the setup list: face up, added to the American pool when France enters. */
  french: string[];
}

export function setupPools(pack: LibertyPack): SetupPools {
  const placed = new Set(pack.setup.placements.map((p) => p.block));
  const rest = pack.blocks.filter((b) => !placed.has(b.id));
  return {
    british: rest.filter((b) => b.side === 'british').map((b) => b.id),
    american: rest.filter((b) => b.side === 'american' && b.nation !== 'french').map((b) => b.id),
    french: rest.filter((b) => b.nation === 'french').map((b) => b.id),
  };
}
