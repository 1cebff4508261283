/** Rewrites docs/war1812-cards.md from cards.json and the shipped map pack (run after editing the deck). */
import { writeFileSync } from 'node:fs';
import { cardsDoc } from './cards-doc.js';
import { defaultWar1812Cards } from './cards.js';
import { defaultWar1812Pack } from './pack.js';

const out = new URL('../../../../docs/war1812-cards.md', import.meta.url);
writeFileSync(out, cardsDoc(defaultWar1812Cards, defaultWar1812Pack()));
console.log(`wrote ${out.pathname}`);
