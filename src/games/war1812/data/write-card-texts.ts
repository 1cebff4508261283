/**
 * Rewrites the event text (en, ja) of every card of cards.json from its effects and the shipped map pack's names
 * (after tuning a number or a place, or renaming a space). The Napoleon cards keep their own words. Run
 * write-cards-doc.ts afterwards.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { War1812Cards } from './cards-schema.js';
import { describeEffects } from './cards-text.js';
import { cardNames } from './cards.js';
import { defaultWar1812Pack } from './pack.js';

const path = new URL('./cards.json', import.meta.url);
const deck = JSON.parse(readFileSync(path, 'utf8')) as War1812Cards;
const names = cardNames(defaultWar1812Pack());
let changed = 0;
for (const c of deck.cards) {
  if (c.napoleon) continue;
  const text = describeEffects(c, names, 'en');
  const textJa = describeEffects(c, names, 'ja');
  if (c.text !== text || c.textJa !== textJa) changed++;
  c.text = text;
  c.textJa = textJa;
}
writeFileSync(path, JSON.stringify(deck, null, 2) + '\n');
console.log(`${path.pathname}: ${changed} card text${changed === 1 ? '' : 's'} rewritten`);
