/** Board modules by game id, loaded on demand. Games without one get the generic action list. */
import type { BoardModule } from './types.js';

export const boards: Record<string, () => Promise<BoardModule>> = {
  highcard: () => import('./highcard/board.js'),
  liberty: () => import('./liberty/board.js'),
  dixie: () => import('./dixie/board.js'),
};
