/** Test helpers for the War of 1812 rule tests: positions built from a seeded setup and edited, checked actions
 *  through the core's apply, forced d10 rolls (forcePicks: every randomInt, shuffles and leader draws too). */
import assert from 'node:assert/strict';
import { apply } from '../../src/core/engine.js';
import { RuleError } from '../../src/core/errors.js';
import type { LogEntry } from '../../src/core/log.js';
import { forcePicks } from '../../src/core/rng.js';
import { compiledFor, war1812 } from '../../src/games/war1812/index.js';
import type { War1812Action } from '../../src/games/war1812/sequence.js';
import { NU, UNITS, type Side, type Stack, type War1812State } from '../../src/games/war1812/state.js';

export const c = compiledFor('default');
export { war1812 };
export type { War1812State, War1812Action };
export const SIDE = ['british', 'american'] as const;
export type SideName = (typeof SIDE)[number];

export const S = (id: string): number => {
  const i = c.index[id];
  if (i === undefined) throw new Error(`no space ${id}`);
  return i;
};
export const L = (id: string): number => {
  const i = c.leaderIndex[id];
  if (i === undefined) throw new Error(`no leader ${id}`);
  return i;
};
export const conn = (a: string, b: string): number => {
  const A = S(a), B = S(b);
  const k = c.conns.findIndex((x) => (x.a === A && x.b === B) || (x.a === B && x.b === A));
  if (k < 0) throw new Error(`no connection ${a}-${b}`);
  return k;
};
export const units = (o: Record<string, number> = {}): number[] => {
  const u = new Array<number>(NU).fill(0);
  for (const [k, v] of Object.entries(o)) {
    const i = UNITS.indexOf(k as never);
    if (i < 0) throw new Error(`no unit ${k}`);
    u[i] = v;
  }
  return u;
};
/** A card id with this OP value (any side). */
export const cardOf = (ops: number, pred: (id: number) => boolean = () => true): number => {
  const id = c.cardIds.find((k) => c.cOps[k] === ops && pred(k));
  if (id === undefined) throw new Error(`no card of ${ops} OPs`);
  return id;
};

export function fresh(seed: string | number = 'rules'): War1812State {
  return war1812.setup(seed, { pack: 'default' }, null);
}
/** A setup with every stack, hand and marker removed: the map and its control as at the start. */
export function bare(seed: string | number = 'rules'): War1812State {
  const s = fresh(seed);
  s.stacks = [];
  s.hands = [[], []];
  s.appear = [];
  s.builds = [];
  s.phase = 'play';
  s.active = 0;
  return s;
}
export function exp(s: War1812State, side: Side, id: string, at: string, leaders: string[], u: Record<string, number>): Stack {
  const st: Stack = { id, side, at: S(at), leaders: leaders.map(L), u: units(u) };
  s.stacks.push(st);
  return st;
}
export function gar(s: War1812State, side: Side, at: string, u: Record<string, number>): Stack {
  return exp(s, side, '', at, [], u);
}
/** The side spends OPs of a card of `value` (phase ops). */
export function opsPos(s: War1812State, side: Side, value: number, left = value): War1812State {
  // both hands hold a card, so that finishing this card does not end the turn (4.4, 4.5)
  for (const h of s.hands) if (!h.length && s.deck.length) h.push(s.deck.pop()!);
  s.phase = 'ops';
  s.active = side;
  s.ops = { card: cardOf(value), value, left, leader: -1, pick: null } as War1812State['ops'];
  s.mover = null;
  return s;
}
/** The stack `id` of `side` is activated with `mp` MP (phase move). */
export function movePos(s: War1812State, side: Side, id: string, mp = 4): War1812State {
  const k = s.stacks.findIndex((st) => st.id === id && st.side === side);
  if (k < 0) throw new Error(`no stack ${id}`);
  s.phase = 'move';
  s.active = side;
  s.ops = null;
  s.mover = { stack: k, mp, from: s.stacks[k]!.at, touched: 0, moved: false };
  return s;
}
/** A copy of the state whose next chance draws (d10 rolls, shuffles, leader draws) are `picks`. */
export const dice = (s: War1812State, picks: number[]): War1812State => {
  const t = war1812.clone(s);
  delete t.rng.picks;
  forcePicks(t.rng, picks);
  return t;
};

export function act(s: War1812State, side: Side | SideName, a: War1812Action): War1812State {
  return apply(war1812, s, typeof side === 'number' ? SIDE[side] : side, a).state;
}
export function actLog(s: War1812State, side: Side | SideName, a: War1812Action): { state: War1812State; log: LogEntry[] } {
  return apply(war1812, s, typeof side === 'number' ? SIDE[side] : side, a);
}
export const legal = (s: War1812State, side: Side | SideName): War1812Action[] =>
  war1812.legalActions(s, typeof side === 'number' ? SIDE[side] : side);
export const has = (s: War1812State, side: Side | SideName, a: War1812Action): boolean =>
  legal(s, side).some((x) => JSON.stringify(x) === JSON.stringify(a));
/** The action is refused with a RuleError naming exactly `rule`, and the given state is left as it was. */
export function rejects(s: War1812State, side: Side | SideName, a: unknown, rule: string): RuleError {
  const before = JSON.stringify(s);
  let err: unknown = null;
  try { apply(war1812, s, typeof side === 'number' ? SIDE[side] : side, a as War1812Action); } catch (e) { err = e; }
  assert.ok(err instanceof RuleError, `expected a RuleError (${rule}), got ${String(err)}`);
  assert.equal(err.rule, rule, `refused under ${err.rule} (${err.message}), expected ${rule}`);
  assert.equal(JSON.stringify(s), before, 'a refused action leaves the state unchanged');
  return err;
}
export const stackOf = (s: War1812State, side: Side, id: string): Stack | undefined => s.stacks.find((st) => st.side === side && st.id === id);
export const garOf = (s: War1812State, side: Side, at: string): Stack | undefined => s.stacks.find((st) => st.side === side && st.id === '' && st.at === S(at));
/** Land SP of a side in a space, by unit type name (all stacks). */
export function spAt(s: War1812State, side: Side, at: string, unit?: string): number {
  let n = 0;
  for (const st of s.stacks) {
    if (st.side !== side || st.at !== S(at)) continue;
    if (unit) n += st.u[UNITS.indexOf(unit as never)]!;
    else for (let i = 0; i < 9; i++) n += st.u[i]!;
  }
  return n;
}
export const keys = (log: LogEntry[]): string[] => log.map((e) => e.key);
/** The spaces an action type of the mover reaches (move, river, trail, sea). */
export function targets(s: War1812State, side: Side | SideName, type = 'move'): number[] {
  return legal(s, side).filter((a) => a.type === type).map((a) => (a as { to: number }).to).sort((x, y) => x - y);
}

/** 5.1: the kind an OPs action belongs to, when the engine asks for the kind first ("choose", then where). */
const KIND_OF: Record<string, string> = { fort: 'fort', raise: 'raise', shift: 'shift', road: 'road', blockade: 'blockade', privateers: 'privateers', build: 'ships', port: 'ships', repair: 'ships' };
/** The state after choosing the kind of `a` (unchanged when the action needs no choice or none is offered). */
export function chosen(s: War1812State, side: Side | SideName, a: { type: string }): War1812State {
  const what = KIND_OF[a.type];
  if (!what || s.phase !== 'ops' || (s.ops as { pick?: string | null } | null)?.pick === what) return s;
  const choice = { type: 'choose', what } as unknown as War1812Action;
  return has(s, side, choice) ? act(s, side, choice) : s;
}
/** Is this OPs action open (after choosing its kind)? */
export function opsHas(s: War1812State, side: Side | SideName, a: War1812Action): boolean {
  const what = KIND_OF[a.type];
  const usesChoice = legal(s, side).some((x) => x.type === ('choose' as never));
  if (what && usesChoice && !has(s, side, { type: 'choose', what } as unknown as War1812Action)) return false;
  return has(chosen(s, side, a), side, a);
}
/** Apply an OPs action, choosing its kind first when the engine asks for it. */
export function opsAct(s: War1812State, side: Side | SideName, a: War1812Action): War1812State {
  return act(chosen(s, side, a), side, a);
}
export function opsActLog(s: War1812State, side: Side | SideName, a: War1812Action): { state: War1812State; log: LogEntry[] } {
  return actLog(chosen(s, side, a), side, a);
}
/** The OPs action is refused under `rule` (asked after choosing its kind, when that kind is offered at all). */
export function opsRejects(s: War1812State, side: Side | SideName, a: unknown, rule: string): RuleError {
  return rejects(chosen(s, side, a as { type: string }), side, a, rule);
}
/** The targets of one OPs kind (raise, fort, shift, ...), as actions. */
export function opsLegal(s: War1812State, side: Side | SideName, type: string): War1812Action[] {
  return legal(chosen(s, side, { type }), side).filter((x) => x.type === type);
}
/** Finish the current turn: the British hold the turn's last card, play it for OPs and stop (end of turn, 4.5, and
 *  the start of the next turn, 4.0-4.3, follow). */
export function nextTurn(s: War1812State): War1812State {
  s = war1812.clone(s);
  s.phase = 'play'; s.active = 0; s.ops = null; s.mover = null;
  const card = s.deck.pop() ?? cardOf(1);
  s.hands = [[card], []];
  return act(act(s, 0, { type: 'play', card, use: 'ops' }), 0, { type: 'done' });
}
/** The battle line of a log (w.battle, or w.battleFort where the space has a fort). */
export const battleOf = (log: LogEntry[]): LogEntry | undefined => log.find((e) => e.key === 'w.battle' || e.key === 'w.battleFort');
/** The Napoleon choice (11.6) in the engine's shape: regulars with the fleet, Wellington, and where the new
 *  leaders go when the engine asks (default: the pool). */
export function napAct(s: War1812State, fleet: number, wellington: boolean, leaders = 'pool'): War1812Action {
  const asks = legal(s, 0).some((a) => a.type === 'napoleon' && 'leaders' in a);
  return (asks ? { type: 'napoleon', fleet, wellington, leaders } : { type: 'napoleon', fleet, wellington }) as War1812Action;
}
/** Cards picked by what they do (the deck is data and may be renumbered): the first card of `side` (0, 1, 2 either)
 *  whose only effect passes `pred`. */
function cardDoing(side: number, pred: (e: (typeof c.cEffects)[number][number]) => boolean, extra: (id: number) => boolean = () => true, only = true): number {
  const id = c.cardIds.find((k) => c.cSide[k] === side && (only ? c.cEffects[k]!.length === 1 && pred(c.cEffects[k]![0]!) : c.cEffects[k]!.some(pred)) && extra(k));
  if (id === undefined) throw new Error('no such card in the deck');
  return id;
}
const zoneOf = (id: string) => c.seas.indexOf(S(id));
const tribeOf = (id: string) => c.tribes.findIndex((t) => t.id === id);
export const K = {
  /** British event: advance the American marker 1 (a peace event). */
  brPeace: cardDoing(0, (e) => e.do === 'peace' && e.who === 1 && e.n === 1, (k) => c.cYear[k] === 1812),
  /** British event: move the British marker 1 back. */
  brRally: cardDoing(0, (e) => e.do === 'peace' && e.who === 0 && e.n === -1, (k) => c.cYear[k] === 1812),
  /** American event: advance the British marker 1. */
  usPeace: cardDoing(1, (e) => e.do === 'peace' && e.who === 1 && e.n === 1, (k) => c.cYear[k] === 1812),
  /** British events: upgrade the Chesapeake blockade; upgrade the best zone's blockade. */
  brBlockChesapeake: cardDoing(0, (e) => e.do === 'blockade' && e.delta! > 0 && e.zone === zoneOf('sea-chesapeake')),
  brBlock: cardDoing(0, (e) => e.do === 'blockade' && e.delta! > 0 && e.zone! < 0),
  /** American event: lower a blockade. */
  usPrivateers: cardDoing(1, (e) => e.do === 'blockade' && e.delta! < 0),
  /** British event: activate an expedition (4 MP). */
  brActivate: cardDoing(0, (e) => e.do === 'activate'),
  /** British event: the Sauk turn hostile; American event: the Potawatomi neutral. */
  brSauk: cardDoing(0, (e) => e.do === 'tribe' && e.tribe === tribeOf('sauk') && e.status === 1, () => true, false),
  usPotawatomi: cardDoing(1, (e) => e.do === 'tribe' && e.tribe === tribeOf('potawatomi') && e.status === 0),
  /** The Napoleon cards. */
  abdicates: c.cardIds.find((k) => c.cards[k]!.napoleon === 1)!,
  elba: c.cardIds.find((k) => c.cards[k]!.napoleon === 2)!,
  waterloo: c.cardIds.find((k) => c.cards[k]!.napoleon === 3)!,
};
