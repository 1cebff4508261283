/** A log entry's ids in words (spaces, leaders, cards) from the game's pack; the entry says nothing more. */
import type { LogEntry } from '../../core/log.js';
import type { Compiled } from './compile.js';

const SPACE_KEYS = ['at', 'from', 'to', 'zone'];

export function logWords(c: Compiled, e: LogEntry, lang: 'en' | 'ja'): LogEntry {
  if (!e.params) return e;
  const p: NonNullable<LogEntry['params']> = { ...e.params };
  const space = (i: number) => (lang === 'ja' ? c.nameJa[i] : c.name[i]) ?? String(i);
  const card = (id: number) => { const k = c.cards[id]; return k ? `${lang === "ja" ? k.titleJa : k.title} (${k.ops})` : String(id); };
  for (const k of SPACE_KEYS) if (typeof p[k] === 'number') p[k] = space(p[k] as number);
  if (typeof p.leader === 'number') { const l = c.leaders[p.leader]; p.leader = l ? (lang === 'ja' ? l.nameJa : l.name) : String(p.leader); }
  if (typeof p.card === 'number') p.card = card(p.card);
  if (Array.isArray(p.cards)) p.cards = (p.cards as number[]).map(card);
  return { ...e, params: p };
}
