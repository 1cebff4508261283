/**
 * Liberty log entries in words, for every front end: the browser's log panel and battle log
 * (src/client/games/liberty/board.tsx) and `muster play` (through the engine's `describeLogEntry`). Block ids
 * become block names, card ids "Action 2" / "Supply 3", locations town or space names, from the data pack of
 * the game (`c`). Pure; no client, server or terminal code here.
 *
 * Only ids the entry already carries are rewritten: the engine addresses entries naming hidden blocks or cards
 * to the sides that may see them (LogEntry.to), and callers filter by side first (core/log.ts logFor), so
 * nothing hidden is added.
 */
import type { LogEntry } from '../../core/log.js';
import { parseLoc } from './compile.js';
import { blockNameOf } from './sole-choice.js';
import { LOC, type Compiled } from './state.js';

type Lang = 'en' | 'ja';
const tr = (lang: Lang, en: string, ja: string) => (lang === 'ja' ? ja : en);

/** A card by its index in the pack: "Action 2" / "Supply 3", 'アクション 2' / 'サプライ 3' (`#i` if the pack has none). */
export function cardLabel(c: Compiled, i: number, lang: Lang): string {
  const k = c.cards[i];
  if (!k) return `#${i}`;
  return lang === 'ja' ? `${k.kind === 'supply' ? 'サプライ' : 'アクション'} ${k.value}` : `${k.kind === 'supply' ? 'Supply' : 'Action'} ${k.value}`;
}

/**
 * A location as the browser board names it: a town by its name (`nameJa` in Japanese, else its name), else
 * the hex id; the Atlantic and West Indies by the pack's space names; the pools and the prisoners' box.
 */
export function placeLabel(c: Compiled, loc: number, lang: Lang): string {
  if (loc >= 0 && loc < c.map.hexCount) {
    const h = c.pack.hexes.find((x) => (x.row - 1) * c.map.cols + (x.col - 1) === loc);
    return (lang === 'ja' ? h?.town?.nameJa ?? h?.town?.name : h?.town?.name) ?? c.map.hexIds[loc] ?? String(loc);
  }
  const sp = ({ [LOC.ATLANTIC]: 'atlantic', [LOC.BWI]: 'bwi', [LOC.FWI]: 'fwi' } as Record<number, string>)[loc];
  const s = c.pack.spaces.find((x) => x.id === sp);
  if (s) return lang === 'ja' ? s.nameJa ?? s.name : s.name;
  return ({ [LOC.POOL]: tr(lang, 'pool', 'プール'), [LOC.FRENCH_POOL]: tr(lang, 'French pool', 'フランス・プール'), [LOC.PRISONER]: tr(lang, 'prisoners', '捕虜') } as Record<number, string>)[loc] ?? String(loc);
}

const BLOCK_KEYS = ['block', 'blocks', 'give', 'take'];
const CARD_KEYS = ['card', 'cards', 'british', 'american'];
const LOC_KEYS = ['to', 'from', 'at', 'hex'];

const indexes = new WeakMap<Compiled, { cards: Map<string, number> }>();
function cardIndex(c: Compiled): Map<string, number> {
  let x = indexes.get(c);
  if (!x) indexes.set(c, (x = { cards: new Map(c.cards.map((k, i) => [k.id, i] as const)) }));
  return x.cards;
}

/**
 * A log entry with its parameters in words (block, card and place names from the pack `c`), ready for
 * `renderEntry` with the game's catalogue in `lang`. Parameters that are not such ids are left as they are;
 * an entry without parameters is returned as is.
 */
export function logWords(c: Compiled, e: LogEntry, lang: Lang): LogEntry {
  const p = e.params;
  if (!p) return e;
  const cards = cardIndex(c);
  const params: NonNullable<LogEntry['params']> = { ...p };
  const word = (k: string, v: string | number): string | number => {
    if (BLOCK_KEYS.includes(k) && typeof v === 'string' && Object.hasOwn(c.blocks.index, v)) return blockNameOf(c, c.blocks.index[v]!, lang);
    if (CARD_KEYS.includes(k) && typeof v === 'string' && cards.has(v)) return cardLabel(c, cards.get(v)!, lang);
    if (LOC_KEYS.includes(k)) {
      const loc = typeof v === 'number' ? v : parseLoc(c, v);
      if (loc !== undefined) return placeLabel(c, loc, lang);
    }
    return v;
  };
  for (const [k, v] of Object.entries(p)) {
    if (typeof v === 'string' || typeof v === 'number') params[k] = word(k, v);
    else if (Array.isArray(v)) {
      const list = v.map((x) => word(k, x));
      params[k] = lang === 'ja' ? list.join('、') : list;
    }
  }
  // "{side} {block}" entries: a block named after its side ("British Line 1") is not named twice ("British British Line 1")
  if (lang === 'en' && typeof params.side === 'string' && typeof params.block === 'string') {
    const prefix = `${params.side.charAt(0).toUpperCase()}${params.side.slice(1)} `;
    if (params.block.startsWith(prefix)) params.block = params.block.slice(prefix.length);
  }
  return { ...e, params };
}
