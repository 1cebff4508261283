/**
 * Text renderers of a side's view for `muster play`, by game id. A game without one is printed as its view
 * JSON, compactly. (A Liberty text board may be added here: `registerTextRenderer('liberty', …)`.)
 */
import type { SideId } from '../../core/engine.js';
import type { HighcardView } from '../../games/toy/highcard.js';
import type { GoofspielView } from '../../games/toy/goofspiel.js';

/** What the terminal knows besides the view: the side's legal actions now and the language of the session. */
export interface TextContext { actions?: readonly { type: string }[]; lang?: 'en' | 'ja' }
export type TextRenderer = (view: any, side: SideId, ctx?: TextContext) => string;

const renderers = new Map<string, TextRenderer>();
export function registerTextRenderer(gameId: string, r: TextRenderer): void {
  renderers.set(gameId, r);
}

export function renderViewText(gameId: string, view: unknown, side: SideId, ctx?: TextContext): string {
  const r = renderers.get(gameId);
  if (r) return r(view, side, ctx);
  const json = JSON.stringify(view);
  return json.length <= 2000 ? json : json.slice(0, 2000) + ` … (${json.length} characters)`;
}

registerTextRenderer('highcard', (v: HighcardView, side) => [
  `round ${Math.min(v.round, 3)} of 3 — score north ${v.score.north}, south ${v.score.south}`,
  `your hand (${side}): ${v.hand?.join(' ') ?? '—'}${v.chosen !== null ? `   face down: ${v.chosen}` : ''}`,
  `cards in hand: north ${v.handCounts.north}, south ${v.handCounts.south}`,
  ...v.revealed.map((r) => `  round ${r.round}: north ${r.north} – south ${r.south}${r.dice ? ` (dice ${r.dice.map((d) => d.join('-')).join(', ')})` : ''}`),
].join('\n'));

registerTextRenderer('goofspiel', (v: GoofspielView, side) => [
  `prize on the table: ${v.prize ?? '—'}   prizes still face down: ${v.prizesLeft.join(' ') || '—'}`,
  `score north ${v.score.north}, south ${v.score.south}`,
  `bid cards north: ${v.cards.north.join(' ')}   south: ${v.cards.south.join(' ')}`,
  `you are ${side}${v.chosen !== null ? `; your face-down bid: ${v.chosen}` : ''}`,
  ...v.revealed.map((r, i) => `  round ${i + 1}: prize ${r.prize}, north ${r.north} – south ${r.south}${r.dice ? ` (dice ${r.dice.map((d) => d.join('-')).join(', ')})` : ''}`),
].join('\n'));

import { renderLibertyText } from '../../games/liberty/text.js';
registerTextRenderer('liberty', renderLibertyText);

import { renderDixieText } from './dixie.js';
registerTextRenderer('dixie', renderDixieText);

import { renderWar1812Text } from '../../games/war1812/text.js';
registerTextRenderer('war1812', renderWar1812Text);
