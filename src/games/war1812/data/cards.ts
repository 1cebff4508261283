/**
 * The shipped War of 1812 Action Card deck (browser-safe: no file system), validated against the shipped map
 * pack when this module loads. The deck is Muster's design (docs/war1812-cards.md).
 */
import { parseWar1812Cards, type War1812Cards } from './cards-schema.js';
import { defaultWar1812Pack } from './pack.js';
import type { CardNames } from './cards-text.js';
import type { War1812Pack } from './types.js';
import shipped from './cards.json' with { type: 'json' };

export { checkWar1812Cards, parseWar1812Cards, validateWar1812Cards, War1812CardsError, DECK_RULES } from './cards-schema.js';
export type { CardIssue, War1812Cards } from './cards-schema.js';

/** The shipped deck (validated once, when this module loads). */
export const defaultWar1812Cards: War1812Cards = parseWar1812Cards(shipped, defaultWar1812Pack(), 'cards.json');

/** The names a card's text uses, from a map pack (tribes without their parenthesised gloss). */
export function cardNames(pack: War1812Pack): CardNames {
  const names: CardNames = { spaces: {}, leaders: {}, tribes: {} };
  for (const s of pack.spaces) names.spaces[s.id] = { en: s.name, ja: s.nameJa };
  for (const l of pack.leaders) names.leaders[l.id] = { en: l.name, ja: l.nameJa };
  for (const t of pack.tribes) names.tribes[t.id] = { en: t.name.replace(/ \(.*\)$/, ''), ja: t.nameJa.replace(/（.*）$/, '') };
  return names;
}
