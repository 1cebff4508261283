/**
 * The shape of War of 1812 actions, and why an action that was not offered is refused (every refusal names
 * its rule). Legality itself comes from the enumeration (sequence.ts): these checks only explain.
 */
import { RuleError } from '../../core/errors.js';
import { KIND, type Compiled } from './compile.js';
import { eventPlayable } from './cards.js';
import { actionKey } from '../../core/engine.js';
import { initiativeOf, OPS_KINDS, OPS_LIMIT, opsCost, opsOptions } from './operations.js';
import type { War1812Action } from './sequence.js';
import { LAND_UNITS, NU, type Side, type War1812State } from './state.js';

const FIELDS: Record<string, Record<string, 'int' | 'string' | 'bool' | 'use' | 'kind' | 'nap'>> = {
  play: { card: 'int', use: 'use' }, pass: {}, napoleon: { fleet: 'int', wellington: 'bool', leaders: 'nap' },
  activate: { stack: 'string' }, fort: { at: 'int' }, raise: { unit: 'int', at: 'int' }, shift: { from: 'int', to: 'int', unit: 'int' },
  leader: {}, place: { at: 'int' }, road: { conn: 'int' }, blockade: { zone: 'int' }, privateers: { zone: 'int' },
  build: { port: 'int', unit: 'int' }, port: { port: 'int' }, repair: { port: 'int' }, choose: { what: 'kind' }, done: {},
  move: { to: 'int' }, river: { to: 'int' }, trail: { to: 'int' }, sea: { to: 'int' }, pick: { unit: 'int' }, drop: { unit: 'int' }, stop: {},
};

/** A malformed action: unknown type, missing or extra fields, wrong types, ids out of range. */
export function checkShape(c: Compiled, a: unknown): asserts a is War1812Action {
  const o = a as Record<string, unknown>;
  const type = typeof o?.type === 'string' ? o.type : '';
  const spec = Object.prototype.hasOwnProperty.call(FIELDS, type) ? FIELDS[type]! : null;
  if (!spec) throw new RuleError('war1812 core', `malformed action: unknown type ${JSON.stringify(o?.type)}`, 'malformed');
  for (const k of Object.keys(o)) if (k !== 'type' && !(k in spec)) throw new RuleError('war1812 core', `malformed action: "${type}" has no field "${k}"`, 'malformed');
  for (const [k, t] of Object.entries(spec)) {
    const v = o[k];
    const ok = t === 'int' ? Number.isInteger(v) : t === 'string' ? typeof v === 'string' : t === 'bool' ? typeof v === 'boolean' : t === 'kind' ? (OPS_KINDS as readonly unknown[]).includes(v) : t === 'nap' ? v === 'pool' || v === 'landing' || v === 'fleet' : v === 'event' || v === 'ops';
    if (!ok) throw new RuleError('war1812 core', `malformed action: "${type}".${k} must be ${t === 'kind' ? `one of ${OPS_KINDS.join(', ')}` : t === 'nap' ? '"pool", "landing" or "fleet"' : t === 'use' ? '"event" or "ops"' : t === 'int' ? 'an integer' : `a ${t === 'bool' ? 'boolean' : t}`}`, 'malformed');
    if (t === 'int' && (k === 'at' || k === 'to' || k === 'from' || k === 'port') && ((v as number) < 0 || (v as number) >= c.n)) throw new RuleError('war1812 core', `malformed action: no space ${v}`, 'malformed');
    if (t === 'int' && k === 'unit' && ((v as number) < 0 || (v as number) >= NU)) throw new RuleError('war1812 core', `malformed action: no unit type ${v}`, 'malformed');
  }
}

/** Why an action of the right shape is not legal now: a RuleError naming the rule (or null: no better reason). */
export function explainRefusal(c: Compiled, s: War1812State, side: Side, a: War1812Action): RuleError | null {
  const R = (rule: string, msg: string) => new RuleError(rule, msg, 'illegal');
  const phase = s.phase;
  if (a.type === 'play' || a.type === 'pass') {
    if (phase !== 'play' && phase !== 'lastcard') return R('war1812 4.4', `no card may be played now: the ${phase} step is under way`);
    if (a.type === 'pass') return R('war1812 4.4', 'a player holding cards must play one (passing is allowed only with the last card, 12.4)');
    if (!s.hands[side].includes(a.card)) return R('war1812 4.4', `card ${a.card} is not in your hand`);
    if (a.use === 'event' && !eventPlayable(c, s, side, a.card)) {
      const k = c.cards[a.card]!;
      if (s.ghent && k.peace) return R('war1812 12.4', 'with the last card no event that moves the Peace Track may be played (chart: Game End)');
      if (s.ghent && side === 0 && c.cEffects[a.card]!.some((e) => e.do === 'blockade' && e.delta! > 0)) return R('war1812 12.4', 'the British may not use the last card to place or upgrade a blockade, by its event either (chart: Game End)');
      if (k.napoleon || k.needsNapoleon) return R('war1812 11.6', `"${k.title}" cannot be played yet: the Napoleon events come in order (defeat, the escape from Elba from October 1814, Waterloo after the escape)`);
      return R('war1812 5.1', `"${k.title}" is the ${k.side} player's event; you may play it for its Operations Points only`);
    }
    return null;
  }
  if (phase === 'ops' && s.ops) {
    const o = s.ops;
    if (o.leader >= 0 && a.type !== 'place') return R('war1812 5.6', 'place the leader you drew first');
    if (a.type === 'choose') return R('war1812 5.1', o.pick ? `choose where: "${o.pick}" was chosen` : `nothing can be done with "${a.what}" now`);
    if (o.pick && a.type !== 'done' && a.type !== 'place' && (a.type === 'build' || a.type === 'port' || a.type === 'repair' ? 'ships' : a.type) !== o.pick) return R('war1812 5.1', `"${o.pick}" was chosen: choose where`);
    if (!o.pick && a.type !== 'activate' && a.type !== 'leader' && a.type !== 'done' && a.type !== 'place') {
      // 5.1: say "choose first" only of an action that choosing would open; otherwise name the rule that bars it
      const what = (a.type === 'build' || a.type === 'port' || a.type === 'repair' ? 'ships' : a.type) as (typeof OPS_KINDS)[number];
      const open = (OPS_KINDS as readonly string[]).includes(what) && opsOptions(c, { ...s, ops: { ...o, pick: what } }, side).some((x) => actionKey(x) === actionKey(a));
      if (open) return R('war1812 5.1', 'first choose what the OPs are for (choose), then where');
    }
    if (a.type === 'activate') {
      if (o.left !== o.value) return R('war1812 5.2', 'an activation takes the whole card: OPs of this card were already spent');
      const st = s.stacks.find((x) => x.id === a.stack && x.side === side);
      if (!st) return R('war1812 5.2', `you have no expedition "${a.stack}"`);
      const ini = initiativeOf(c, st.leaders);
      if (o.value < ini) return R('war1812 5.2', `the card's value ${o.value} is below the commander's initiative ${ini} (chart: card value ≥ commander initiative)`);
    }
    if (a.type === 'fort') {
      if (o.left !== o.value) return R('war1812 5.3', 'building or upgrading a fort takes the whole card');
      const f = s.fort[a.at] ?? 0;
      if (f >= 3) return R('war1812 5.3', 'a fort has at most 3 levels');
      if (f > 0 && c.terrain[a.at] === 2) return R('war1812 5.3', 'a fort in the wilderness cannot be upgraded (chart: British Operations Points)');
      if (f > 0 && o.value < f + 1) return R('war1812 5.3', `the card's value ${o.value} is below the fort's new level ${f + 1} (chart)`);
      return R('war1812 5.3', 'a fort is built only in a friendly area or where one of your expeditions stands, with no enemy there');
    }
    if (a.type === 'raise') {
      if (s.control[a.at] !== side) return R('war1812 5.4', 'units are raised only in your own places that you control');
      if ((s.raisedOps[a.at] ?? 0) >= OPS_LIMIT[c.loc[a.at]!]!) return R('war1812 5.4', `the OPs limit of this place (${OPS_LIMIT[c.loc[a.at]!]}) is spent this turn (chart: Terrain Effect Chart)`);
      if (a.unit === 8 && s.control[c.mackinac] !== 0) return R('war1812 5.4', 'Indians appear only while Ft. Mackinac is British (chart)');
      return R('war1812 5.4', 'this unit cannot be raised here, or its placement limit is reached (chart: British Operations Points)');
    }
    if (a.type === 'shift') {
      if (a.unit >= LAND_UNITS) return R('war1812 5.5', 'only land SP move without a leader');
      return R('war1812 5.5', 'leaderless SP move one space from a garrison of yours and cannot attack or enter an enemy position');
    }
    if (a.type === 'blockade' && side === 1) return R('war1812 5.10', 'only the British blockade');
    if (a.type === 'blockade' && s.ghent) return R('war1812 12.4', 'the British may not place or upgrade a blockade with the last card (chart: Game End)');
    if (a.type !== 'done' && a.type !== 'place' && opsCost(c, s, a as never) > o.left) return R('war1812 5.1', `this costs ${opsCost(c, s, a as never)} OPs and ${o.left} are left`);
    return R('war1812 5.1', 'that is not one of the Operations Points uses open to you now');
  }
  if (phase === 'move' && s.mover) {
    const st = s.stacks[s.mover.stack]!;
    if (a.type === 'move' || a.type === 'river' || a.type === 'trail' || a.type === 'sea') {
      if (a.type === 'trail') return R('war1812 6.6', 'only an expedition of Indians, voyageurs and rangers moves along wilderness trails, with all its MP, to a place the trails reach (chart)');
      if (a.type === 'river') return R('war1812 6.4', 'the Ohio and Mississippi runs go downstream only and cost 4 MP (chart)');
      if (a.type === 'sea') return R('war1812 6.9', 'only an expedition with the invasion fleet or the coastal raiders moves by sea');
      if (c.kind[a.to] !== KIND.LAND && c.kind[st.at] === KIND.LAND && c.lakeOf[st.at] !== a.to) return R('war1812 6.1', 'land expeditions do not stop on a lake or at sea');
      if (st.side === 0 && c.terrain[a.to] === 3) return R('war1812 6.7', 'only Indians and Indian leaders of the British enter a Civilized Indian area (chart)');
      return R('war1812 6.1', `you cannot reach that space from here with ${s.mover.mp} MP left (chart: Terrain Effect Chart costs)`);
    }
    if (a.type === 'pick' || a.type === 'drop') return R('war1812 6.10', 'pick up or drop only units that are there, and not back and forth in one place');
    return R('war1812 6.0', 'move the activated expedition, or stop');
  }
  if (phase === 'napoleon') return R('war1812 11.6', 'choose how the Napoleon reinforcements arrive');
  if (phase === 'activate') return R('war1812 5.1', 'choose the expedition the event activates, or none');
  return null;
}
