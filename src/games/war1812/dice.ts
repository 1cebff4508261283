/** The game's dice (chart: rolls read 0-9, two ten-sided dice in the box). Every roll goes through the state's
 *  generator; tests and position files force outcomes with `forcedPicks` (core/rng.ts: a pick below 10). */
import { randomInt } from '../../core/rng.js';
import type { War1812State } from './state.js';

export const d10 = (s: War1812State): number => randomInt(s.rng, 10);
