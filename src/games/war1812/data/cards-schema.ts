/**
 * The War of 1812 Action Card deck (cards.json): a zod 4 schema (shapes, enums, ranges; strict objects, so a
 * misspelt key in a hand-corrected deck is reported, not ignored) and the semantic checks (ids, the OP
 * distribution, the Napoleon sequence, peace flags, and every space, leader and tribe a card names checked
 * against the map pack). Every problem is reported, each with a JSON path. Browser-safe (no file system).
 *
 * The deck is Muster's design (the original card list is not public; docs/war1812-cards.md).
 */
import { z } from 'zod';
import type { CardData, Effect, SideId, UnitType, War1812Pack } from './types.js';

export interface CardIssue { path: string; message: string }

/** A deck file: cards.json. */
export interface War1812Cards {
  format: 'muster-war1812-cards/1';
  notice: { en: string; ja: string };
  cards: CardData[];
}

/** The deck's fixed shape (design, research A5.3): a tuned deck changes these numbers here, with a reason. */
export const DECK_RULES = {
  size: 150,
  /** Cards of each OP value 1-4. */
  opsCounts: { 1: 30, 2: 50, 3: 45, 4: 25 } as Record<number, number>,
  firstYear: 1812,
  lastYear: 1815,
  /** Napoleon abdicated in April 1814: the three Napoleon cards enter the deck no earlier. */
  napoleonYear: 1814,
} as const;

export const LAND_UNITS = ['regular', 'militia', 'fencible', 'regiment', 'artillery', 'cavalry', 'voyageur', 'ranger', 'indian'] as const;
export const SHIP_UNITS = ['gunboat', 'schooner', 'brig', 'ship'] as const;
/** Chart, Terrain Effect Chart: A = American only, B = British only (regiments A; fencibles, voyageurs, Indians B;
 *  rangers A). */
export const UNIT_SIDE: Partial<Record<UnitType, SideId>> = {
  regiment: 'american', ranger: 'american', fencible: 'british', voyageur: 'british', indian: 'british',
};

// ---- schema
const id = z.string().regex(/^[a-z][a-z0-9-]*$/, 'ids are lower-case letters, digits or "-"');
const count = z.number().int().min(1).max(20);
const ids = z.array(id).min(1);
const landUnits = z.partialRecord(z.enum(LAND_UNITS), count).refine((u) => Object.keys(u).length > 0, 'names no unit');
const shipUnits = z.partialRecord(z.enum(SHIP_UNITS), count).refine((u) => Object.keys(u).length > 0, 'names no ship');

const effect = z.discriminatedUnion('do', [
  z.strictObject({ do: z.literal('peace'), who: z.enum(['self', 'enemy']), n: z.number().int().min(-3).max(3).refine((n) => n !== 0, 'moves no box') }),
  z.strictObject({ do: z.literal('units'), units: landUnits, at: ids }),
  z.strictObject({ do: z.literal('leaders'), leaders: ids }),
  z.strictObject({ do: z.literal('tribe'), tribe: id, status: z.enum(['neutral', 'hostile']) }),
  z.strictObject({ do: z.literal('ships'), units: shipUnits, at: ids }),
  z.strictObject({ do: z.literal('draw'), n: z.number().int().min(1).max(3) }),
  z.strictObject({ do: z.literal('discard'), n: z.number().int().min(1).max(3) }),
  z.strictObject({ do: z.literal('activate'), mp: z.number().int().min(1).max(12).optional() }),
  z.strictObject({ do: z.literal('blockade'), delta: z.union([z.literal(1), z.literal(-1)]), zone: id.optional() }),
  z.strictObject({ do: z.literal('fort'), at: ids }),
  z.strictObject({ do: z.literal('attrition'), n: z.number().int().min(1).max(5) }),
  z.strictObject({ do: z.literal('raiders') }),
]);

const text = z.string().trim().min(1);
const card = z.strictObject({
  prov: z.enum(['fact', 'chart', 'design']),
  source: z.string().optional(),
  id: z.number().int().min(1),
  title: text,
  titleJa: text,
  ops: z.number().int().min(1).max(4),
  side: z.enum(['british', 'american', 'either']),
  year: z.number().int().min(DECK_RULES.firstYear).max(DECK_RULES.lastYear),
  remove: z.boolean().optional(),
  peace: z.boolean().optional(),
  needsNapoleon: z.number().int().min(1).max(3).optional(),
  napoleon: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  effects: z.array(effect),
  text,
  textJa: text,
});

export const War1812CardsSchema = z.strictObject({
  format: z.literal('muster-war1812-cards/1'),
  notice: z.strictObject({ en: text, ja: text }),
  cards: z.array(card),
});

// ---- semantic checks

/** Which kinds of effect belong to one side only (an `either` card may not carry them). */
const SIDED: ReadonlySet<Effect['do']> = new Set(['units', 'leaders', 'tribe', 'ships', 'blockade', 'fort', 'raiders']);

/**
 * Every semantic problem of a deck that already matches the schema, checked against `pack` (the map pack whose
 * spaces, leaders and tribes the cards name).
 */
export function validateWar1812Cards(deck: War1812Cards, pack: War1812Pack): CardIssue[] {
  const issues: CardIssue[] = [];
  const err = (path: string, message: string) => issues.push({ path, message });
  const spaces = new Map(pack.spaces.map((s) => [s.id, s]));
  const leaders = new Map(pack.leaders.map((l) => [l.id, l]));
  const tribes = new Set(pack.tribes.map((t) => t.id));
  const atStart = new Set(pack.setup.flatMap((s) => s.forces.flatMap((f) => f.leaders ?? [])));

  // ---- ids 1..size, once each; titles once each
  const seen = new Map<number, number>();
  const titles = new Map<string, number>();
  deck.cards.forEach((c, i) => {
    if (seen.has(c.id)) err(`cards[${i}].id`, `duplicate card id ${c.id} (also cards[${seen.get(c.id)}])`);
    else seen.set(c.id, i);
    if (c.id > DECK_RULES.size) err(`cards[${i}].id`, `card id ${c.id} is beyond ${DECK_RULES.size}: ids run 1..${DECK_RULES.size}`);
    const t = c.title.toLowerCase();
    if (titles.has(t)) err(`cards[${i}].title`, `duplicate title "${c.title}" (also cards[${titles.get(t)}])`);
    else titles.set(t, i);
  });
  if (deck.cards.length !== DECK_RULES.size) err('cards', `the deck has ${deck.cards.length} cards; it must have ${DECK_RULES.size}`);
  const missing: number[] = [];
  for (let k = 1; k <= DECK_RULES.size; k++) if (!seen.has(k)) missing.push(k);
  if (missing.length) err('cards', `card ids are not contiguous 1..${DECK_RULES.size}: missing ${missing.join(', ')}`);

  // ---- the OP distribution
  const ops: Record<number, number> = {};
  for (const c of deck.cards) ops[c.ops] = (ops[c.ops] ?? 0) + 1;
  for (const [v, want] of Object.entries(DECK_RULES.opsCounts)) {
    const have = ops[Number(v)] ?? 0;
    if (have !== want) err('cards', `${have} cards of ${v} OPs; the deck has ${want} (DECK_RULES.opsCounts)`);
  }

  // ---- the Napoleon sequence (chart L300-315): exactly one card for each step, in order
  const napCards = new Map<number, number>();
  deck.cards.forEach((c, i) => {
    const p = `cards[${i}]`;
    if (c.napoleon !== undefined) {
      if (napCards.has(c.napoleon)) err(`${p}.napoleon`, `a second card for Napoleon step ${c.napoleon} (also cards[${napCards.get(c.napoleon)}])`);
      else napCards.set(c.napoleon, i);
      const need = c.napoleon === 1 ? undefined : c.napoleon - 1;
      if (c.needsNapoleon !== need) {
        err(`${p}.needsNapoleon`, need === undefined ? 'Napoleon step 1 (his defeat) needs no earlier step'
          : `Napoleon step ${c.napoleon} must need step ${need} (needsNapoleon ${need})`);
      }
      if (c.side !== 'either') err(`${p}.side`, 'a Napoleon card is an event for either side');
      if (!c.remove) err(`${p}.remove`, 'a Napoleon card is removed after its event');
      if (c.effects.length) err(`${p}.effects`, 'a Napoleon card has no effects: the engine applies the chart (L300-315)');
      if (c.year < DECK_RULES.napoleonYear) err(`${p}.year`, `a Napoleon card enters the deck in ${DECK_RULES.napoleonYear} or later (abdication, Apr 1814)`);
    }
    if (c.napoleon === undefined && !c.effects.length) err(`${p}.effects`, 'a card other than the Napoleon cards needs at least one effect');
  });
  if (napCards.size !== 3 || deck.cards.filter((c) => c.napoleon !== undefined).length !== 3) {
    const have = deck.cards.filter((c) => c.napoleon !== undefined).length;
    err('cards', `the deck has ${have} Napoleon card${have === 1 ? '' : 's'}; it needs exactly three (napoleon 1, 2, 3)`);
  }

  // ---- each card
  const leaderCards = new Map<string, number>();
  deck.cards.forEach((c, i) => {
    const p = `cards[${i}]`;
    const hasPeace = c.effects.some((e) => e.do === 'peace');
    if (!!c.peace !== hasPeace) {
      err(`${p}.peace`, hasPeace ? 'the event moves a peace marker, so the card needs peace: true (the last-card rule reads it)'
        : 'peace: true but no effect moves a peace marker');
    }
    if (c.prov === 'fact' && !c.source?.trim()) err(`${p}.source`, "a 'fact' card cites its source");
    c.effects.forEach((e, j) => {
      const q = `${p}.effects[${j}]`;
      if (SIDED.has(e.do) && c.side === 'either') err(q, `a "${e.do}" effect belongs to one side: an either-side card may not carry it`);
      const side = c.side === 'either' ? undefined : c.side;
      const land = (at: string[]) => at.forEach((s, k) => {
        const sp = spaces.get(s);
        if (!sp) err(`${q}.at[${k}]`, `unknown space "${s}" (not in the map pack)`);
        else if (sp.kind !== 'land') err(`${q}.at[${k}]`, `"${s}" is a ${sp.kind} space; units and forts go on land`);
      });
      switch (e.do) {
        case 'peace':
          if (e.who === 'self' && e.n > 0) err(`${q}.n`, "an event advances its own player's marker: make it the other side's event with who: 'enemy'");
          if (e.who === 'enemy' && e.n < 0) err(`${q}.n`, "an event moves the enemy's marker back: make it the other side's event with who: 'self'");
          break;
        case 'units':
          land(e.at);
          for (const u of Object.keys(e.units) as UnitType[]) {
            const only = UNIT_SIDE[u];
            if (only && side && only !== side) err(`${q}.units.${u}`, `${u} units are ${only} only (chart: Terrain Effect Chart A/B)`);
          }
          break;
        case 'ships':
          e.at.forEach((s, k) => {
            const sp = spaces.get(s);
            if (!sp) err(`${q}.at[${k}]`, `unknown space "${s}" (not in the map pack)`);
            else if (!sp.lakePort) err(`${q}.at[${k}]`, `"${s}" is not a lake port; ships join a squadron at a port`);
          });
          break;
        case 'fort':
          land(e.at);
          e.at.forEach((s, k) => {
            if (spaces.get(s)?.terrain === 'wilderness') err(`${q}.at[${k}]`, `"${s}" is wilderness: forts are not upgraded there (chart L92)`);
          });
          break;
        case 'leaders':
          e.leaders.forEach((l, k) => {
            const r = `${q}.leaders[${k}]`;
            const L = leaders.get(l);
            if (!L) { err(r, `unknown leader "${l}" (not in the map pack)`); return; }
            if (side && L.side !== side) err(r, `${l} is ${L.side}; a ${side} card cannot bring him`);
            if (L.nap) err(r, `${l} is a Nap.${L.nap} leader: he comes with the Napoleon reinforcements, not by a card`);
            if (atStart.has(l)) err(r, `${l} is on the map at the start`);
            else if (L.year === undefined) err(r, `${l} is in the leader pool at the start: the event would do nothing`);
            else if (L.year <= c.year) err(r, `${l} enters the pool in ${L.year}, no later than the card (${c.year}): the event would do nothing`);
            if (leaderCards.has(l)) err(r, `${l} is brought by another card too (cards[${leaderCards.get(l)}])`);
            else leaderCards.set(l, i);
          });
          if (!c.remove) err(`${p}.remove`, 'a card that brings leaders is removed after its event');
          break;
        case 'tribe':
          if (!tribes.has(e.tribe)) err(`${q}.tribe`, `unknown tribe "${e.tribe}" (not in the map pack)`);
          if (side === 'american' && e.status === 'hostile') err(`${q}.status`, 'an American event does not make a tribe hostile');
          if (side === 'british' && e.status === 'neutral') err(`${q}.status`, 'a British event does not make a tribe neutral');
          break;
        case 'blockade':
          if (e.zone !== undefined) {
            const sp = spaces.get(e.zone);
            if (!sp) err(`${q}.zone`, `unknown sea zone "${e.zone}" (not in the map pack)`);
            else if (sp.kind !== 'sea') err(`${q}.zone`, `"${e.zone}" is not a sea zone`);
          }
          if (side === 'british' && e.delta < 0) err(`${q}.delta`, 'a British event does not lower the blockade');
          if (side === 'american' && e.delta > 0) err(`${q}.delta`, 'an American event does not raise the blockade');
          break;
        case 'raiders':
          if (side === 'american') err(q, 'the coastal raiders are British');
          break;
        default:
          break;
      }
    });
  });
  return issues;
}

/** Every problem with a raw JSON value as a deck ([] = valid), checked against `pack`. */
export function checkWar1812Cards(raw: unknown, pack: War1812Pack): { deck?: War1812Cards; issues: CardIssue[] } {
  const parsed = War1812CardsSchema.safeParse(raw);
  if (!parsed.success) {
    return { issues: parsed.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })) };
  }
  const deck = parsed.data as War1812Cards;
  return { deck, issues: validateWar1812Cards(deck, pack) };
}

/** A deck that failed validation: `issues` holds every problem found, each with its JSON path. */
export class War1812CardsError extends Error {
  readonly issues: CardIssue[];
  constructor(label: string, issues: CardIssue[]) {
    super(`${label}: ${issues.length} problem${issues.length === 1 ? '' : 's'}\n` +
      issues.map((i) => `  ${i.path || '(root)'}: ${i.message}`).join('\n'));
    this.name = 'War1812CardsError';
    this.issues = issues;
  }
}

/** The validated deck, or a War1812CardsError listing every problem. */
export function parseWar1812Cards(raw: unknown, pack: War1812Pack, label = 'war1812 cards'): War1812Cards {
  const { deck, issues } = checkWar1812Cards(raw, pack);
  if (!deck || issues.length) throw new War1812CardsError(label, issues);
  return deck;
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : (i ? '.' : '') + String(p))).join('');
}
