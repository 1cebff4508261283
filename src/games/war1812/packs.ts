/** The data packs a War of 1812 game can be played with, by id (options.pack), compiled once each. */
import { RuleError } from '../../core/errors.js';
import { compile, type Compiled } from './compile.js';
import type { CardData, War1812Pack } from './data/types.js';

const packs = new Map<string, { pack: War1812Pack; cards: CardData[]; compiled?: Compiled }>();
let last: { id: string; c: Compiled } | null = null; // asked for on every engine call: skip the map lookup

export function registerWar1812Pack(id: string, pack: War1812Pack, cards: CardData[]): void {
  packs.set(id, { pack, cards });
  if (last?.id === id) last = null;
}

export function compiledFor(id: string | undefined): Compiled {
  const key = id || 'default';
  if (last && last.id === key) return last.c;
  const p = packs.get(key);
  if (!p) throw new RuleError('war1812 options', `unknown data pack "${key}"`, 'bad-options');
  p.compiled ??= compile(p.pack, p.cards);
  last = { id: key, c: p.compiled };
  return p.compiled;
}

export const hasPack = (id: string): boolean => packs.has(id);
