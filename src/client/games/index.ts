/** Board modules by game id, loaded on demand. Games without one get the generic action list. */
import type { BoardModule, OptionLabels } from './types.js';
import { optionLabels as dixieOptions } from './dixie/options.js';
import { optionLabels as libertyOptions } from './liberty/options.js';
import { optionLabels as war1812Options } from './war1812/options.js';

export const boards: Record<string, () => Promise<BoardModule>> = {
  highcard: () => import('./highcard/board.js'),
  liberty: () => import('./liberty/board.js'),
  dixie: () => import('./dixie/board.js'),
  war1812: () => import('./war1812/board.js'),
};

/** Option labels by game id for the lobby's options form (small, loaded with the lobby). */
export const optionLabels: Record<string, OptionLabels> = {
  liberty: libertyOptions,
  dixie: dixieOptions,
  war1812: war1812Options,
};
