/** The War of 1812 game with its shipped data pack and deck registered as "default". */
import { defaultWar1812Cards } from './data/cards.js';
import { defaultWar1812Pack } from './data/pack.js';
import { registerWar1812Pack } from './packs.js';

registerWar1812Pack('default', defaultWar1812Pack(), defaultWar1812Cards.cards);

export { war1812, type War1812Options } from './game.js';
export { compiledFor, registerWar1812Pack } from './packs.js';
