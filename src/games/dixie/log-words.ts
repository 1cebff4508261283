/**
 * DIXIE log entries in words, for every front end: the browser's dice and log panels
 * (src/client/games/dixie/board.tsx) and `muster play` (through the engine's `describeLogEntry`). Card ids in
 * `card` / `cards` become card names from the card list (`lookup`: the client passes the list it bundles, the
 * engine its validated series). Pure; no client, server or terminal code here.
 *
 * Only ids the entry already carries are rewritten: an entry naming a hidden card is addressed to the sides
 * that may see it (LogEntry.to), and callers filter by side first (core/log.ts logFor), so nothing hidden is
 * added.
 */
import type { LogEntry } from '../../core/log.js';
import type { CardDef } from './data/schema.js';

type Lang = 'en' | 'ja';

/** The entry with its card ids as names (Japanese in 「」 and joined by the ideographic comma); others as they are. */
export function logWords(e: LogEntry, lang: Lang, lookup: (id: number) => CardDef | undefined): LogEntry {
  const p = e.params;
  if (!p || (p.card === undefined && p.cards === undefined)) return e;
  const name = (v: string | number) => {
    const d = typeof v === 'number' ? lookup(v) : undefined;
    return d ? (lang === 'ja' ? `「${d.name}」` : d.name) : v;
  };
  const params = { ...p };
  if (typeof p.card === 'number') params.card = name(p.card);
  // Japanese lists take the ideographic comma (core rendering joins arrays with ', ').
  if (Array.isArray(p.cards)) params.cards = lang === 'ja' ? p.cards.map(name).join('、') : p.cards.map(name);
  return { ...e, params };
}
