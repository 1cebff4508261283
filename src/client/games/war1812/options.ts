/** Labels for the War of 1812's options in the lobby form (keys as in src/games/war1812/game.ts). */
import type { OptionLabels } from '../types.js';

export const optionLabels: OptionLabels = {
  pack: { en: 'Data pack', ja: 'データパック' },
};
