/**
 * Validation of a card file beyond its schema: what the rules need of a series (docs/dixie-cards.md).
 * Errors make the file unusable; warnings say where it departs from what is known of the real series.
 */
import { CardFileSchema, type CardDef, type CardFile } from './schema.js';
import { zodIssues } from '../../../core/position.js';

export interface CardIssue { path: string; message: string }
export interface CardCheck { ok: boolean; errors: CardIssue[]; warnings: CardIssue[]; file?: CardFile }

const isUnit = (c: CardDef) => c.type === 'infantry' || c.type === 'cavalry' || c.type === 'artillery';

export function checkCardFile(json: unknown): CardCheck {
  const r = CardFileSchema.safeParse(json);
  if (!r.success) return { ok: false, errors: zodIssues(r.error), warnings: [] };
  const f = r.data;
  const errors: CardIssue[] = [];
  const warnings: CardIssue[] = [];
  const seen = new Map<number, number>();
  f.cards.forEach((c, i) => {
    const p = `cards.${i}`;
    if (seen.has(c.no)) errors.push({ path: `${p}.no`, message: `card number ${c.no} also used by cards.${seen.get(c.no)} (2.1: one card per number)` });
    seen.set(c.no, i);
    if (c.type === 'leader' && c.corps === 'w' && (!c.wing || c.wing.length === 0)) errors.push({ path: `${p}.wing`, message: 'a wing commander (corps "w") must list the corps of his wing (13.7)' });
    if (c.type === 'leader' && c.corps === 'w' && c.wing && c.wing.length !== 3) warnings.push({ path: `${p}.wing`, message: 'v1.0 13.7 says a wing card names three corps' });
    if (c.type === 'artillery' && c.horse && c.fire.long !== c.fire.short && c.fire.long > c.fire.short) warnings.push({ path: `${p}.fire`, message: 'long range better than short range' });
  });
  for (const side of ['USA', 'CSA'] as const) {
    const mine = f.cards.filter((c) => c.side === side);
    const day1 = mine.filter((c) => c.day === 1 && c.type !== 'special');
    if (day1.length < 24) errors.push({ path: 'cards', message: `${side}: only ${day1.length} day-1 cards; 14.0 needs 24 (muster 18 + reinforcements 6)` });
    const need = side === 'USA' ? 60 : 48;
    if (mine.length < need)
      errors.push({ path: 'cards', message: `${side}: fewer than ${need} cards; the historical battle (14.0) deals ${need}` });
    // 13.7: every corps on a unit must have a leader who can command it.
    const leaders = mine.filter((c) => c.type === 'leader');
    for (const u of mine.filter(isUnit)) {
      const corps = (u as { corps: string }).corps;
      if (!leaders.some((l) => l.type === 'leader' && (l.corps === corps || l.corps === 'A' || (l.wing ?? []).includes(corps))))
        warnings.push({ path: `cards.${f.cards.indexOf(u)}.corps`, message: `${side}: no leader commands corps ${corps}` });
    }
  }
  const horse = f.cards.filter((c) => c.type === 'artillery' && c.horse).length;
  if (horse !== 3) warnings.push({ path: 'cards', message: `${horse} horse-artillery cards; v1.0 7.2 says the Gettysburg series has 3` });
  if (f.cards.length !== 250) warnings.push({ path: 'cards', message: `${f.cards.length} cards; the Gettysburg series has 250` });
  return { ok: errors.length === 0, errors, warnings, file: f };
}
