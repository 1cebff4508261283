/**
 * Liberty position format (the `position` of a muster-position/1 file): human-writable, by ids.
 *
 * {
 *   "year": 1776, "turn": 2, "phase": "move", "p1": "british", "mover": "british", "weather": 3,
 *   "frenchEntered": false, "points": 2,
 *   "blocks": { "howe": { "at": "r06c5", "steps": 4 }, "mil1": { "at": "r06c4", "moved": true } },
 *   "hands": { "british": ["a2-01"], "american": ["a1-03"] },
 *   "played": { "british": "a3-01", "american": "a2-02" },
 *   "control": { "r06c5": "british", "fwi": "british" }, "sideUse": { "r06c4|r06c5": [1, 0] }, ...
 * }
 * Blocks not listed are in their pool (French: the French pool before entry) at full strength. Control is
 * computed from the blocks (5.3) unless given per hex. Every other field is optional with a neutral default.
 */
import { z } from 'zod';
import { PositionError, zodIssues } from '../../core/position.js';
import { createRng } from '../../core/rng.js';
import type { BattleState } from './battle-state.js';
import { LIBERTY_MESSAGES } from './messages.js';
import { activeSides, legalActions } from './sequence.js';
import { cloneBattle } from './clone.js';
import { locId, parseLoc } from './compile.js';
import { AMERICAN, BRITISH, NEUTRAL, initialControl, westIndiesByBlocks, wiControlIndex } from './control.js';
import { hexsideKey } from './data/geometry.js';
import { emptyState } from './setup.js';
import type { Compiled, Contest, LibertyOptions, LibertyState, SideId } from './state.js';
import { LOC, isHex, isWestIndies } from './state.js';
import type { WinterState } from './winter-state.js';

const Side = z.enum(['british', 'american']);
const Block = z.object({
  at: z.string(), steps: z.number().int().min(0).max(4).optional(),
  moved: z.boolean().optional(), forcedMarch: z.boolean().optional(), viaRiver: z.boolean().optional(),
  reserve: z.boolean().optional(), revealed: z.boolean().optional(),
}).strict();
const ContestZ = z.object({
  hex: z.string(), attacker: Side, entrySides: z.object({ british: z.array(z.string()), american: z.array(z.string()) }).partial().optional(),
  lastThrough: z.record(z.string(), Side).optional(), seaAttack: z.boolean().optional(), startedByP1: z.boolean().optional(),
}).strict();
const Int = z.number().int();
const Nat = Int.min(0);
const Bit = z.union([z.literal(0), z.literal(1)]);
/** The battle sub-state as the engine writes it (BattleState, battle-state.ts): blocks and locations by index. */
const BattleZ = z.object({
  hex: Nat, attacker: Side, att: Bit, round: Int.min(1).max(3), slot: Int.min(0).max(6), // 6: the round's six slots are over (retreats after round 3, regroup)
  step: z.enum(['fight', 'hits', 'retreat', 'regroup']), acted: z.array(Nat), hits: Nat, hitSide: Bit, hitBy: Int.min(-1),
  atSea: Int.min(0).max(1), landed: Int.min(0).max(3), use: z.record(z.string().regex(/^\d+$/, 'a hexside*2+side number'), Nat),
  seaUse: z.tuple([Nat, Nat]), seaOk: z.tuple([Nat, Nat]), mustRetreat: z.array(Nat), winner: Side.nullable(), blocks: z.array(Nat),
}).strict();
/** The winter sub-state as the engine writes it (WinterState, winter-state.ts). */
const WinterZ = z.object({
  step: z.enum(['victory', 'french-entry', 'disband', 'attrition', 'exchange']), side: Side.nullable(),
  offer: z.object({ from: Side, give: Nat, take: Nat }).strict().nullable(), offered: Int.min(0).max(3),
}).strict();
export const LibertyPositionSchema = z.object({
  year: z.number().int().min(1775).max(1783),
  turn: z.number().int().min(1).max(6).optional(),
  phase: z.enum(['card', 'supply', 'move', 'draw', 'battle-order', 'battle', 'winter', 'over']).optional(),
  p1: Side.nullable().optional(),
  mover: Side.nullable().optional(),
  weather: z.number().int().min(0).max(6).optional(),
  frenchEntered: z.boolean().optional(),
  points: z.number().int().min(0).max(3).optional(),
  drawing: z.boolean().optional(),
  drawn: z.string().nullable().optional(),
  handSize: z.number().int().min(1).max(6).optional(),
  blocks: z.record(z.string(), Block),
  hands: z.object({ british: z.array(z.string()), american: z.array(z.string()) }).optional(),
  played: z.object({ british: z.string().nullable(), american: z.string().nullable() }).optional(),
  history: z.object({ british: z.array(z.string()), american: z.array(z.string()) }).optional(),
  control: z.record(z.string(), z.enum(['british', 'american', 'neutral'])).optional(),
  sideUse: z.record(z.string(), z.tuple([z.number().int().min(0), z.number().int().min(0)])).optional(),
  regroupUse: z.record(z.string(), z.tuple([z.number().int().min(0), z.number().int().min(0)])).optional(),
  contests: z.array(ContestZ).optional(),
  entries: z.array(z.tuple([z.string(), z.string().nullable(), Side])).optional(),
  placed: z.array(z.string()).optional(),
  group: z.object({ from: z.string(), block: z.string().nullable(), steps: z.number().int().min(0), path: z.array(z.string()) }).nullable().optional(),
  battle: BattleZ.nullable().optional(),
  winter: WinterZ.nullable().optional(),
  result: z.object({
    winner: Side.nullable(), reason: z.string(), rule: z.string(), params: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  }).strict().nullable().optional(),
}).strict();
export type LibertyPosition = z.infer<typeof LibertyPositionSchema>;

/** 11.1: how a game ends (winter.ts `finish`): result message → winner (null: the optional draw band). */
const RESULT_WINNER: Record<string, SideId | null> = { 'lib.winBritish': 'british', 'lib.winAmerican': 'american', 'lib.winEnd': 'american', 'lib.drawBand': null };

/** A lookup by a name from the file: own entries only (a block called "toString" is unknown, not a function). */
const own = <T>(rec: Record<string, T>, key: string): T | undefined => (Object.hasOwn(rec, key) ? rec[key] : undefined);

const sideName = (i: number): SideId => (i === 0 ? 'british' : 'american');
function sideKey(c: Compiled, hs: number): string {
  const [a, b] = c.map.sideHexes[hs]!;
  return hexsideKey(c.map.hexIds[a]!, c.map.hexIds[b]!);
}

export function toPosition(c: Compiled, s: LibertyState): LibertyPosition {
  const blocks: LibertyPosition['blocks'] = {};
  for (let b = 0; b < s.loc.length; b++) {
    const e: LibertyPosition['blocks'][string] = { at: locId(c, s.loc[b]!), steps: s.steps[b]! };
    if (s.moved[b]) e.moved = true;
    if (s.forcedMarch[b]) e.forcedMarch = true;
    if (s.viaRiver[b]) e.viaRiver = true;
    if (s.reserve[b]) e.reserve = true;
    if (s.revealed[b]) e.revealed = true;
    blocks[c.blocks.data[b]!.id] = e;
  }
  const card = (i: number) => c.cards[i]!.id;
  const control: Record<string, 'british' | 'american' | 'neutral'> = {};
  s.control.forEach((v, h) => { if (c.map.land[h]) control[c.map.hexIds[h]!] = v === BRITISH ? 'british' : v === AMERICAN ? 'american' : 'neutral'; });
  // 9.1 with 5.3: the West Indies ports' control as of the end of the last turn, written when it is not what loading
  // computes from the blocks standing there (initialControl)
  for (const wi of [LOC.BWI, LOC.FWI]) {
    const v = s.control[wiControlIndex(c, wi)];
    if (v !== undefined && v !== westIndiesByBlocks(c, s, wi)) control[locId(c, wi)] = v === BRITISH ? 'british' : 'american';
  }
  const sideUse: Record<string, [number, number]> = {};
  for (const k in s.sideUse) sideUse[sideKey(c, Number(k))] = [s.sideUse[k]![0], s.sideUse[k]![1]];
  let regroupUse: Record<string, [number, number]> | undefined;
  if (s.regroupUse) { regroupUse = {}; for (const k in s.regroupUse) regroupUse[sideKey(c, Number(k))] = [s.regroupUse[k]![0], s.regroupUse[k]![1]]; }
  const entries: [string, string | null, SideId][] = [];
  for (let i = 0; i < s.entries.length; i += 3) {
    const hs = s.entries[i + 1]!;
    entries.push([locId(c, s.entries[i]!), hs >= 0 ? sideKey(c, hs) : hs === -1 ? 'sea' : hs === -3 ? 'sea-bwi' : hs === -4 ? 'sea-fwi' : 'naval', sideName(s.entries[i + 2]!)]);
  }
  return {
    year: s.year, turn: s.turn, phase: s.phase, p1: s.p1, mover: s.mover, weather: s.weather, frenchEntered: s.frenchEntered,
    points: s.points, drawing: s.drawing, drawn: s.drawn >= 0 ? c.blocks.data[s.drawn]!.id : null, handSize: s.handSize,
    blocks,
    hands: { british: s.hands[0].map(card), american: s.hands[1].map(card) },
    played: { british: s.played[0] >= 0 ? card(s.played[0]) : null, american: s.played[1] >= 0 ? card(s.played[1]) : null },
    history: { british: s.history[0].map(card), american: s.history[1].map(card) },
    control, sideUse, ...(regroupUse ? { regroupUse } : {}),
    contests: s.contests.map((k) => ({
      hex: locId(c, k.hex), attacker: k.attacker,
      entrySides: { british: k.entrySides[0].map((h) => sideKey(c, h)), american: k.entrySides[1].map((h) => sideKey(c, h)) },
      lastThrough: Object.fromEntries(Object.entries(k.lastThrough).map(([h, v]) => [sideKey(c, Number(h)), v])),
      seaAttack: k.seaAttack, startedByP1: k.startedByP1,
    })),
    entries, placed: s.placed.map((h) => locId(c, h)),
    group: s.group ? { from: locId(c, s.group.from), block: s.group.block >= 0 ? c.blocks.data[s.group.block]!.id : null, steps: s.group.steps, path: s.group.path.map((l) => locId(c, l)) } : null,
    battle: s.battle ? cloneBattle(s.battle) : null,
    winter: s.winter ? { ...s.winter, offer: s.winter.offer ? { ...s.winter.offer } : null } : null,
    result: s.result ? { winner: s.result.winner, reason: s.result.reason, rule: s.result.rule, ...(s.result.params ? { params: { ...s.result.params } } : {}) } : null,
  };
}

export function fromPosition(c: Compiled, raw: unknown, options: LibertyOptions): LibertyState {
  const r = LibertyPositionSchema.safeParse(raw);
  if (!r.success) throw new PositionError('liberty', zodIssues(r.error, 'position'));
  const p = r.data;
  const issues: { path: string; message: string }[] = [];
  const bad = (path: string, message: string) => issues.push({ path: `position.${path}`, message });
  const s = emptyState(c, 'position', options);
  s.rng = createRng('position');
  s.year = p.year; s.turn = p.turn ?? 1; s.phase = p.phase ?? 'card'; s.p1 = p.p1 ?? null; s.mover = p.mover ?? null;
  s.weather = p.weather ?? 0; s.frenchEntered = p.frenchEntered ?? false; s.points = p.points ?? 0; s.drawing = p.drawing ?? false;
  s.handSize = p.handSize ?? (c.pack.rules.handSize.byYear[String(p.year)] ?? c.pack.rules.handSize.default);
  for (let b = 0; b < c.blocks.count; b++) s.loc[b] = c.blocks.french[b] && !s.frenchEntered ? LOC.FRENCH_POOL : LOC.POOL;
  const hexOf = (id: string, path: string): number => {
    const l = parseLoc(c, id);
    if (l === undefined) { bad(path, `unknown location "${id}"`); return -1; }
    return l;
  };
  const sideIdx = (key: string, path: string): number => {
    const [a = '', b = ''] = key.split('|');
    const A = own(c.map.hexIndex, a), B = own(c.map.hexIndex, b);
    const d = A === undefined || B === undefined ? -1 : c.map.neighbours[A]!.indexOf(B);
    if (d < 0) { bad(path, `"${key}" is not a hexside (two adjacent hex ids joined by |)`); return -1; }
    return c.map.sideOf[A!]![d]!;
  };
  for (const [id, e] of Object.entries(p.blocks)) {
    const b = own(c.blocks.index, id);
    if (b === undefined) { bad(`blocks.${id}`, 'unknown block'); continue; }
    const l = hexOf(e.at, `blocks.${id}.at`);
    s.loc[b] = l;
    const st = e.steps ?? (l === LOC.PRISONER ? 0 : c.blocks.maxSteps[b]!);
    if (st > c.blocks.maxSteps[b]! || (st < 1 && l !== LOC.PRISONER)) bad(`blocks.${id}.steps`, `steps must be 1-${c.blocks.maxSteps[b]}`);
    s.steps[b] = st;
    s.moved[b] = e.moved ? 1 : 0; s.forcedMarch[b] = e.forcedMarch ? 1 : 0; s.viaRiver[b] = e.viaRiver ? 1 : 0;
    s.reserve[b] = e.reserve ? 1 : 0; s.revealed[b] = e.revealed ? 1 : 0;
  }
  const cardIdx = (id: string, path: string): number => {
    const i = c.cards.findIndex((x) => x.id === id);
    if (i < 0) bad(path, `unknown card "${id}"`);
    return i;
  };
  if (p.hands) s.hands = [p.hands.british.map((x, i) => cardIdx(x, `hands.british.${i}`)), p.hands.american.map((x, i) => cardIdx(x, `hands.american.${i}`))];
  if (p.played) s.played = [p.played.british ? cardIdx(p.played.british, 'played.british') : -1, p.played.american ? cardIdx(p.played.american, 'played.american') : -1];
  if (p.history) s.history = [p.history.british.map((x) => cardIdx(x, 'history')), p.history.american.map((x) => cardIdx(x, 'history'))];
  // 3.1: once revealed, this turn's cards are also the last entries of the history (the engine writes both)
  const revealed = (si: 0 | 1) => s.played[si] >= 0 && s.history[si].at(-1) === s.played[si];
  const all = [...s.hands[0], ...s.hands[1], ...([0, 1] as const).filter((si) => s.played[si] >= 0 && !revealed(si)).map((si) => s.played[si]), ...s.history[0], ...s.history[1]];
  if (new Set(all).size !== all.length) bad('hands', 'a card appears twice among hands, played cards and history');
  s.drawn = p.drawn ? own(c.blocks.index, p.drawn) ?? -1 : -1;
  if (p.drawn && s.drawn < 0) bad('drawn', `unknown block "${p.drawn}"`);
  initialControl(c, s);
  if (p.control) for (const [id, v] of Object.entries(p.control)) {
    if (id === 'bwi' || id === 'fwi') { // 9.1 with 5.3: a West Indies port's control snapshot
      if (v === 'neutral') bad(`control.${id}`, 'a West Indies port is British or American (French) controlled');
      else s.control[wiControlIndex(c, id === 'bwi' ? LOC.BWI : LOC.FWI)] = v === 'british' ? BRITISH : AMERICAN;
      continue;
    }
    const h = own(c.map.hexIndex, id);
    if (h === undefined) { bad(`control.${id}`, 'unknown hex'); continue; }
    s.control[h] = v === 'british' ? BRITISH : v === 'american' ? AMERICAN : NEUTRAL;
  }
  if (p.sideUse) for (const [k, v] of Object.entries(p.sideUse)) { const i = sideIdx(k, `sideUse.${k}`); if (i >= 0) s.sideUse[i] = [v[0], v[1]]; }
  if (p.regroupUse) for (const [k, v] of Object.entries(p.regroupUse)) { const i = sideIdx(k, `regroupUse.${k}`); if (i >= 0) (s.regroupUse ??= {})[i] = [v[0], v[1]]; }
  if (p.contests) s.contests = p.contests.map((k, i): Contest => ({
    hex: hexOf(k.hex, `contests.${i}.hex`), attacker: k.attacker,
    entrySides: [(k.entrySides?.british ?? []).map((x) => sideIdx(x, `contests.${i}`)), (k.entrySides?.american ?? []).map((x) => sideIdx(x, `contests.${i}`))],
    lastThrough: Object.fromEntries(Object.entries(k.lastThrough ?? {}).map(([h, v]) => [sideIdx(h, `contests.${i}`), v])),
    seaAttack: k.seaAttack ?? false, startedByP1: k.startedByP1 ?? k.attacker === s.p1,
  }));
  if (p.entries) for (const [h, side, who] of p.entries) s.entries.push(hexOf(h, 'entries'), side === null || side === 'sea' ? -1 : side === 'naval' ? -2 : side === 'sea-bwi' ? -3 : side === 'sea-fwi' ? -4 : sideIdx(side, 'entries'), who === 'british' ? 0 : 1);
  if (p.placed) s.placed = p.placed.map((h) => hexOf(h, 'placed'));
  if (p.group) s.group = { from: hexOf(p.group.from, 'group.from'), block: p.group.block ? own(c.blocks.index, p.group.block) ?? -1 : -1, steps: p.group.steps, path: p.group.path.map((x) => hexOf(x, 'group.path')) };
  if (p.group?.block && s.group!.block < 0) bad('group.block', `unknown block "${p.group.block}"`);
  if (p.battle) {
    const bt = p.battle;
    const blockAt = (b: number, path: string) => { if (b >= c.blocks.count) bad(`battle.${path}`, `no block ${b} (blocks are 0-${c.blocks.count - 1})`); };
    bt.blocks.forEach((b, i) => blockAt(b, `blocks.${i}`));
    bt.acted.forEach((b, i) => { blockAt(b, `acted.${i}`); if (!bt.blocks.includes(b)) bad(`battle.acted.${i}`, `block ${b} is not in the battle`); });
    bt.mustRetreat.forEach((b, i) => { blockAt(b, `mustRetreat.${i}`); if (!bt.blocks.includes(b)) bad(`battle.mustRetreat.${i}`, `block ${b} is not in the battle`); });
    if (bt.hitBy >= 0) blockAt(bt.hitBy, 'hitBy');
    if (bt.att !== (bt.attacker === 'british' ? 0 : 1)) bad('battle.att', `att ${bt.att} is not the attacker ${bt.attacker}`);
    if (!(isHex(bt.hex) && bt.hex < c.map.hexIds.length) && !isWestIndies(bt.hex)) bad('battle.hex', `${bt.hex} is not a hex or West Indies location`);
    s.battle = cloneBattle(bt as BattleState);
  }
  if (p.winter) {
    const w = p.winter;
    if (w.offer) for (const k of ['give', 'take'] as const) if (w.offer[k] >= c.blocks.count) bad(`winter.offer.${k}`, `no block ${w.offer[k]} (blocks are 0-${c.blocks.count - 1})`);
    s.winter = { step: w.step, side: w.side, offer: w.offer ? { ...w.offer } : null, offered: w.offered } satisfies WinterState;
  }
  if (p.result) {
    if (s.phase !== 'over') bad('result', `a finished game's phase is "over", not "${s.phase}"`);
    const reason = p.result.reason;
    if (!Object.hasOwn(RESULT_WINNER, reason) || !Object.hasOwn(LIBERTY_MESSAGES.en, reason)) bad('result.reason', `no result message "${reason}" (one of ${Object.keys(RESULT_WINNER).join(', ')})`);
    else if (RESULT_WINNER[reason] !== p.result.winner) bad('result.winner', `"${reason}" is a ${RESULT_WINNER[reason] === null ? 'draw' : `${RESULT_WINNER[reason]} win`}, not ${p.result.winner === null ? 'a draw' : `a ${p.result.winner} win`}`);
    s.result = { winner: p.result.winner, reason: p.result.reason, rule: p.result.rule, ...(p.result.params ? { params: { ...p.result.params } } : {}) };
  }
  if (s.phase !== 'winter' && s.phase !== 'over') {
    // 3.0: a hand is dealt handSize cards (one more with optional rule 4) and one is played each turn
    if (s.turn > s.handSize) bad('turn', `turn ${s.turn} is after the year's last turn (hand size ${s.handSize}, 3.0)`);
    // (Compared with the year's deal, not with the turn: rule tests hold a card left over at the last turn.)
    const most = s.handSize + (s.optional.extraCardPerYear ? 1 : 0);
    for (const side of ['british', 'american'] as const) {
      const si = side === 'british' ? 0 : 1;
      const held = s.hands[si].length + (s.played[si] >= 0 && s.history[si].at(-1) !== s.played[si] ? 1 : 0) + s.history[si].length;
      if (held > most) bad(`hands.${side}`, `${held} card(s) held, chosen and played this year, more than the ${most} dealt (hand size ${s.handSize}${most > s.handSize ? ' + 1, optional rule 4' : ''}, 3.0)`);
    }
  }
  if ((s.phase === 'supply' || s.phase === 'move' || s.phase === 'draw') && !s.mover) bad('mover', `phase "${s.phase}" needs a mover`);
  if ((s.phase === 'move' || s.phase === 'battle-order' || s.phase === 'battle' || s.phase === 'supply') && !s.p1) bad('p1', `phase "${s.phase}" needs p1`);
  if (s.phase === 'battle' && !s.battle) bad('battle', 'phase "battle" needs the battle state');
  if (s.phase === 'winter' && !s.winter) bad('winter', 'phase "winter" needs the winter state');
  if (issues.length) throw new PositionError('liberty', issues);
  deadPosition(c, s, bad);
  if (issues.length) throw new PositionError('liberty', issues);
  return s;
}

/** Where to look when a loaded position leaves a side to act with nothing to do. */
const PHASE_FIELD: Record<string, string> = { card: 'hands', supply: 'played', move: 'group', draw: 'drawn', 'battle-order': 'contests', battle: 'battle', winter: 'winter', over: 'result' };

/**
 * A loaded position must be playable: the game is over with a result, or some side must act and every side that
 * must act has at least one legal action (the engine never writes anything else). Generic, so it also catches
 * inconsistencies between fields that each look fine on their own.
 */
function deadPosition(c: Compiled, s: LibertyState, bad: (path: string, message: string) => void): void {
  if (s.result) return;
  const field = PHASE_FIELD[s.phase] ?? 'phase';
  let sides: SideId[];
  try { sides = activeSides(c, s); } catch (e) { bad(field, `cannot be read: ${(e as Error).message}`); return; }
  if (!sides.length) { bad(field, `no side can act in the ${s.phase} phase and the game has no result`); return; }
  for (const side of sides) {
    let n: number;
    try { n = legalActions(c, s, side).length; } catch (e) { bad(field, `cannot be read: ${(e as Error).message}`); return; }
    if (!n) bad(field === 'hands' ? `hands.${side}` : field, `${side} must act in the ${s.phase} phase but has no legal action`);
  }
}
