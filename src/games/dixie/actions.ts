/**
 * Actions: small step-by-step decisions, enumerated in a canonical order, and their application. Every action is
 * checked against the enumeration before anything changes; a refused action gets a RuleError naming the rule.
 */
import { RuleError } from '../../core/errors.js';
import { canonicalJson } from '../../core/json.js';
import { type DixieState, type Side, type Log, R, other, posByName, posName, namesOf, def, isLeader, isUnit, isSpecial, isTerrain, sideOf, lineOf, SIDES, leaderAt, whereIs } from './state.js';
import { deployBlock, deploy, revealDeployment } from './battlefield.js';
import { resolveMorale } from './morale.js';
import { fireOptions, fire, fireBlock, hitCandidates, applyHit, autoAllocate } from './fire.js';
import { moveOptions, move, moveBlock, overfilled } from './movement.js';
import { terrainBlock, terrainFits } from './terrain.js';
import { specialTargets, playSpecial, specialBlock, openEnemyWindow } from './specials.js';
import { beginTurn, endMovement, settle } from './sequence.js';
import { endOfDay } from './historical.js';
import { meleeTargets, startMelee, meleeChoice, meleeAfterHits, canJoinFlank, flankBlock, joinFlank, flankGo, flankTargets, revealDecoy } from './advanced.js';
import { roomFor, stackWords } from './battlefield.js';
import { commanderChoices, commanderDue, mustDesignate, designate, chiefInPlay, designable } from './leaders.js';

export type DixieAction =
  | { type: 'deploy'; card: number; at: string; decoy?: true }
  | { type: 'deploy-done' }
  | { type: 'morale' }
  | { type: 'melee'; at: string }
  | { type: 'fire'; card: number; at: string; target?: number }
  | { type: 'hit'; card: number }
  | { type: 'melee-continue' }
  | { type: 'melee-withdraw' }
  | { type: 'end-combat' }
  | { type: 'move'; card: number; to: string }
  | { type: 'terrain'; card: number; at: string }
  | { type: 'special'; card: number; at?: string }
  | { type: 'flank'; card: number; at: string }
  | { type: 'flank-go' }
  | { type: 'reveal'; card: number }
  | { type: 'end-move' }
  | { type: 'commander'; card: number }
  /** 9.0: closes the window for specials played in the enemy's turn */
  | { type: 'special-done' };

export const RESERVE = 'reserve';

export function activeSides(s: DixieState): Side[] {
  if (s.win || s.phase === 'over') return [];
  if (s.phase === 'deploy') return SIDES.filter((x) => !s.done[x]);
  if (s.pq.length) return [s.pq[0]!.to];
  if (s.ml?.ask) return [s.ml.ask];
  if (s.ew) return [s.ew];
  return [s.side];
}
/** activeSides(s).includes(side), without the list. */
function isActive(s: DixieState, side: Side): boolean {
  if (s.win || s.phase === 'over') return false;
  if (s.phase === 'deploy') return (side === 'CSA' || side === 'USA') && !s.done[side];
  if (s.pq.length) return s.pq[0]!.to === side;
  if (s.ml?.ask) return s.ml.ask === side;
  if (s.ew) return s.ew === side;
  return s.side === side;
}

function specialActions(s: DixieState, side: Side, res: number[], out: DixieAction[]): void {
  const seen: number[] = [];
  for (const id of res) {
    if (!isSpecial(id)) continue;
    const no = id % 1000;
    if (seen.includes(no)) continue; // copies of one special are the same decision
    seen.push(no);
    for (const p of specialTargets(s, side, id)) out.push(p < 0 ? { type: 'special', card: id } : { type: 'special', card: id, at: posName(s, p) });
  }
}

const byNumber = (a: number, b: number): number => a - b;

/**
 * The last list legalActions returned, so that applying one of its very objects to the same unchanged state need not
 * enumerate again (issue 17: a playout lists the actions, then applies one of them). `stamp` catches a state changed
 * in between by anything other than applyAction, which forgets the list before it changes anything.
 */
let last: { s: DixieState; side: Side; stamp: number; acts: DixieAction[] } | null = null;
function stamp(s: DixieState): number {
  let n = s.rng.n * 7 + s.turn * 131 + s.pq.length * 17 + s.sp.length * 3 + s.res.CSA.length * 5 + s.res.USA.length * 11 + s.phase.length;
  for (const st of s.pos) n = n * 3 + st.length;
  return n;
}

/** Same action, as canonical JSON would say (keys with undefined values ignored), without building the strings. */
function sameAction(a: DixieAction, l: DixieAction): boolean {
  const x = a as unknown as Record<string, unknown>, y = l as unknown as Record<string, unknown>;
  for (const k of Object.keys(x)) if (x[k] !== undefined && x[k] !== y[k]) return false;
  for (const k of Object.keys(y)) if (y[k] !== undefined && x[k] !== y[k]) return false;
  return true;
}

export function legalActions(s: DixieState, side: Side): DixieAction[] {
  const acts = enumerate(s, side);
  last = { s, side, stamp: stamp(s), acts };
  return acts;
}

function enumerate(s: DixieState, side: Side): DixieAction[] {
  if (!isActive(s, side)) return [];
  const out: DixieAction[] = [];
  const names = namesOf(s.o.n);
  const res = s.res[side].slice().sort(byNumber);
  if (s.phase === 'deploy') {
    for (const id of res) {
      for (let p = 0; p < s.pos.length; p++) {
        if (lineOf(s, p) !== side) continue; // deployBlock: own line only
        if (!isSpecial(id) && !deployBlock(s, side, id, p, false)) out.push({ type: 'deploy', card: id, at: names[p]! }); // specials are never deployed (3.1)
        if (s.o.decoys && !isUnit(id) && !deployBlock(s, side, id, p, true)) out.push({ type: 'deploy', card: id, at: names[p]!, decoy: true });
      }
    }
    out.push({ type: 'deploy-done' });
    return out;
  }
  if (s.pq.length) {
    for (const c of hitCandidates(s, s.pq[0]!)) out.push({ type: 'hit', card: c.id });
    return out;
  }
  if (s.ml?.ask) return [{ type: 'melee-continue' }, { type: 'melee-withdraw' }];
  if (s.ew) { // 9.0: the enemy-turn window at the start of this step
    specialActions(s, side, res, out);
    out.push({ type: 'special-done' });
    return out;
  }
  // 13.7: the army commander is designated by the side in its own turn; a wing commander that must be (note) first
  const cmd: DixieAction[] = [];
  if (s.o.corps && side === s.side) {
    const ch = commanderChoices(s, side);
    for (const card of ch) cmd.push({ type: 'commander', card });
    if (mustDesignate(ch)) return cmd;
  }
  if (s.phase === 'morale') {
    specialActions(s, side, res, out);
    for (const c of cmd) out.push(c);
    out.push({ type: 'morale' });
    return out;
  }
  if (s.phase === 'combat') {
    for (const p of meleeTargets(s, side)) out.push({ type: 'melee', at: names[p]! });
    fireActions(s, side, names, out);
    specialActions(s, side, res, out);
    for (const c of cmd) out.push(c);
    out.push({ type: 'end-combat' });
    return out;
  }
  // movement step
  const fg = s.fg?.ids ?? [];
  for (const m of moveOptions(s, side, res)) if (!fg.includes(m.card)) out.push({ type: 'move', card: m.card, to: m.to < 0 ? RESERVE : names[m.to]! });
  for (const id of res) {
    if (!isTerrain(id) || fg.includes(id)) continue;
    for (let p = 0; p < s.pos.length; p++) if (lineOf(s, p) === side && terrainFits(s, side, id, p) && roomFor(s, p, side) >= 1) out.push({ type: 'terrain', card: id, at: names[p]! });
  }
  // 13.4: counter-battery keeps its target in the movement step too (horse artillery after moving, flank attackers)
  fireActions(s, side, names, out);
  specialActions(s, side, res, out);
  if (s.o.flank) {
    const targets = flankTargets(s, side);
    for (const q of targets) for (const id of res) if (canJoinFlank(s, side, id, q, targets)) out.push({ type: 'flank', card: id, at: names[q]! });
    // the target must still qualify when the attackers go (a friendly unit there may have moved out since)
    if (s.fg && s.fg.ids.some(isUnit) && targets.includes(s.fg.at)) out.push({ type: 'flank-go' });
  }
  if (s.o.decoys) for (const st of s.pos) for (const c of st) if (c.dc && sideOf(c.id) === side) out.push({ type: 'reveal', card: c.id });
  for (const c of cmd) out.push(c);
  if (!overfilled(s, side).length) out.push({ type: 'end-move' });
  return out;
}

function fireActions(s: DixieState, side: Side, names: readonly string[], out: DixieAction[]): void {
  for (const f of fireOptions(s, side)) out.push(f.target !== undefined ? { type: 'fire', card: f.card, at: names[f.at]!, target: f.target } : { type: 'fire', card: f.card, at: names[f.at]! });
}

const PHASE_RULE: Record<string, string> = { deploy: '3.2', morale: '6.0', combat: '7.0', move: '8.0', over: '4.0' };
const TYPE_RULE: Record<string, string> = {
  deploy: '3.2', 'deploy-done': '3.2', morale: '6.0', melee: '13.1', fire: '7.0', hit: '7.3', 'melee-continue': '13.1', 'melee-withdraw': '13.1',
  'end-combat': '7.0', move: '8.0', terrain: '10.2', special: '12.0', flank: '13.3', 'flank-go': '13.3', reveal: '13.6', 'end-move': '8.0', commander: '13.7', 'special-done': '9.0',
};
const PHASE_OF: Record<string, string[]> = {
  deploy: ['deploy'], 'deploy-done': ['deploy'], morale: ['morale'], melee: ['combat'], fire: ['combat', 'move'], 'end-combat': ['combat'],
  move: ['move'], terrain: ['move'], flank: ['move'], 'flank-go': ['move'], reveal: ['move'], 'end-move': ['move'], special: ['morale', 'combat', 'move'], commander: ['morale', 'combat', 'move'], 'special-done': ['morale', 'combat', 'move'],
};

/** The most precise reason we can give for an action that was not offered. */
function explain(s: DixieState, side: Side, a: DixieAction): RuleError {
  const t = (a as { type?: unknown }).type;
  if (typeof t !== 'string' || !Object.hasOwn(TYPE_RULE, t)) return new RuleError(R('5.0'), `unknown action type "${String(t)}"`, 'malformed');
  if (s.pq.length && t !== 'hit') return new RuleError(R('7.3'), `${s.pq[0]!.to} must first distribute the hits`);
  if (s.ml?.ask && t !== 'melee-continue' && t !== 'melee-withdraw') return new RuleError(R('13.1'), 'the melee needs a decision first');
  if (s.ew && t !== 'special' && t !== 'special-done') return new RuleError(R('9.0'), `${s.ew} may first play specials in this step of the enemy's turn`);
  if (t === 'special-done') return new RuleError(R('9.0'), 'no window for specials of the enemy\'s turn is open');
  if (t !== 'commander' && side === s.side && commanderDue(s, side)) {
    return new RuleError(R('13.7'), `without ${side === 'USA' ? 'Meade' : 'Lee'} on the battlefield one of the wing commanders there (${commanderChoices(s, side).join(', ')}) must first be designated army commander (13.7 note)`);
  }
  if (t === 'hit') return new RuleError(R('7.3'), s.pq.length ? 'each unit card takes one hit before any takes a second (7.3), and only cards in the position can be hit' : 'there are no hits to distribute');
  const phases = PHASE_OF[t] ?? [];
  if (!phases.includes(s.phase)) return new RuleError(R(PHASE_RULE[s.phase] === '3.2' ? '3.2' : '5.0'), `"${t}" is not an action of the ${s.phase} step`);
  const n = s.o.n;
  if (t === 'end-move') {
    const over = overfilled(s, side).map((p) => posName(s, p));
    if (over.length) return new RuleError(R('8.0'), `the stack limit applies once all moves are made: ${over.join(', ')} ${over.length > 1 ? 'are' : 'is'} over it (3.1); move cards out before ending the movement step`);
  }
  const at = 'at' in a && typeof a.at === 'string' ? posByName(n, a.at) : -2;
  if ('at' in a && a.at !== undefined && at < 0) return new RuleError(R('3.0'), `no position "${String(a.at)}"`, 'malformed');
  const id = 'card' in a ? a.card : undefined;
  if (id !== undefined) {
    if (typeof id !== 'number' || !Number.isInteger(id)) return new RuleError(R('1.0'), 'card must be an integer', 'malformed');
    try { def(id); } catch { return new RuleError(R('1.0'), `no card ${id}`, 'malformed'); }
    if (sideOf(id) !== side) return new RuleError(R('1.0'), `card ${id} is not yours`);
  }
  if (t === 'deploy' && id !== undefined && at >= 0) {
    if (!s.res[side].includes(id)) return new RuleError(R('3.2'), `card ${id} is not in your reserve`);
    const b = deployBlock(s, side, id, at, !!(a as { decoy?: boolean }).decoy);
    if (b) return new RuleError(b[0], b[1]);
  }
  if (t === 'terrain' && id !== undefined && at >= 0) {
    if (!s.res[side].includes(id) || def(id).type !== 'terrain') return new RuleError(R('10.2'), 'terrain is played from your reserve');
    const b = terrainBlock(s, side, id, at);
    if (b) return new RuleError(b[0], b[1]);
    return new RuleError(R('10.1'), `terrain counts for stacking: the position is full (${stackWords(s, at, side)})`);
  }
  if (t === 'fire') {
    const target = (a as { target?: unknown }).target;
    if (target !== undefined && (typeof target !== 'number' || !Number.isInteger(target))) return new RuleError(R('13.4'), 'a counter-battery target is a card number', 'malformed');
    if (id !== undefined && at >= 0) { const b = fireBlock(s, side, id, at, target as number | undefined); return new RuleError(b[0], b[1]); }
    return new RuleError(R('7.0'), 'a fire names the card and the position it fires at');
  }
  if (t === 'move') {
    const raw = 'to' in a ? (a as { to?: unknown }).to : undefined;
    const to = typeof raw !== 'string' ? -2 : raw === RESERVE ? -1 : posByName(n, raw) < 0 ? -2 : posByName(n, raw);
    if (to < -1) return new RuleError(R('3.0'), `no position "${String(raw)}" (a move goes to a position or to "${RESERVE}")`, 'malformed');
    if (id === undefined) return new RuleError(R('8.0'), 'a move names a card');
    const b = moveBlock(s, side, id, to);
    return new RuleError(b[0], b[1]);
  }
  if (t === 'special' && id !== undefined) { const b = specialBlock(s, side, id, at >= 0 ? at : -1); return new RuleError(b[0], b[1]); }
  if (t === 'melee') return new RuleError(R('13.1'), s.o.melee ? 'melee must be declared before any fire, in a position where both sides have unit cards' : 'melee is an advanced rule not in use');
  if (t === 'flank' && id !== undefined && at >= 0) { const b = flankBlock(s, side, id, at); return new RuleError(b[0], b[1]); }
  if (t === 'flank' || t === 'flank-go') return new RuleError(R('13.3'), s.o.flank ? 'flank attacks come from the reserve into an enemy or own flank position (L or R) where the enemy is and your units already are, even if they advanced this turn' : 'flank attack is an advanced rule not in use');
  if (t === 'reveal') return new RuleError(R('13.6'), 'only your own decoys can be revealed, in the movement step');
  if (t === 'commander' && id !== undefined) {
    const why = ((): string => {
      if (!s.o.corps) return 'the army commander is part of the corps command rule (13.7), not in use';
      if (side !== s.side) return 'the army commander is designated in your own battle turn';
      if (!isLeader(id) || !designable(id)) return 'only a corps commander (three stars on the card) can be designated army commander';
      const chief = chiefInPlay(s, side);
      if (chief !== undefined) return `${side === 'USA' ? 'Meade' : 'Lee'} (${chief}) is on the battlefield and commands the army`;
      const cur = s.ac[side];
      const ch = commanderChoices(s, side);
      if (cur !== null && !ch.length) return `the designated army commander (${cur}) cannot be changed («変えれません»)`;
      if (ch.length && commanderDue(s, side)) return `without ${side === 'USA' ? 'Meade' : 'Lee'}, one of the wing commanders on the battlefield (${ch.join(', ')}) must be designated (13.7 note)`;
      return 'only a corps commander face up on the battlefield can be designated army commander';
    })();
    return new RuleError(R('13.7'), why);
  }
  return new RuleError(R(TYPE_RULE[t]!), `action ${canonicalJson(a)} is not legal now`);
}

export function applyAction(s: DixieState, side: Side, a: DixieAction, log: Log): void {
  if (!isActive(s, side)) throw new RuleError(R('5.0'), `it is not ${side}'s decision now`, 'not-active');
  if (a === null || typeof a !== 'object') throw new RuleError(R('5.0'), 'malformed action', 'malformed');
  const known = last !== null && last.s === s && last.side === side && last.acts.includes(a) && last.stamp === stamp(s);
  last = null; // the state is about to change
  if (!known && !enumerate(s, side).some((l) => sameAction(a, l))) throw explain(s, side, a);
  const names = namesOf(s.o.n); // the action was offered: its position names are among these
  switch (a.type) {
    case 'deploy': deploy(s, side, a.card, names.indexOf(a.at), !!a.decoy, log); break;
    case 'deploy-done':
      s.done[side] = true;
      log?.push({ key: 'dx.deployDone', params: { side }, rule: R('3.2') });
      if (s.done.CSA && s.done.USA) {
        revealDeployment(s, log);
        log?.push({ key: 'dx.battle', params: {}, rule: R('5.0') });
        beginTurn(s, 'CSA', log);
      }
      break;
    case 'morale':
      resolveMorale(s, side, log);
      s.phase = 'combat';
      if (s.dusk) { delete s.dusk; endOfDay(s, log); } // 14.0: these were the day's last morale checks
      else openEnemyWindow(s);
      break;
    case 'melee': startMelee(s, side, names.indexOf(a.at), log); break;
    case 'fire': fire(s, side, { card: a.card, at: names.indexOf(a.at), ...(a.target !== undefined ? { target: a.target } : {}) }, log); break;
    case 'hit': {
      const pd = s.pq[0]!;
      const c = s.pos[pd.at]!.find((x) => x.id === a.card)!;
      applyHit(s, pd, c, log);
      break;
    }
    case 'melee-continue': meleeChoice(s, side, true, log); break;
    case 'melee-withdraw': meleeChoice(s, side, false, log); break;
    case 'end-combat': s.phase = 'move'; s.ca = -1; log?.push({ key: 'dx.endCombat', params: { side }, rule: R('7.0') }); openEnemyWindow(s); break;
    case 'special-done': s.ew = null; break;
    case 'move': move(s, side, a.card, a.to === RESERVE ? -1 : names.indexOf(a.to), log); break;
    case 'terrain': {
      s.res[side].splice(s.res[side].indexOf(a.card), 1);
      s.pos[names.indexOf(a.at)]!.push({ id: a.card, up: 1 });
      log?.push({ key: 'dx.terrain', params: { side, card: a.card, at: names.indexOf(a.at) }, rule: R('10.2') });
      break;
    }
    case 'special': playSpecial(s, side, a.card, a.at === undefined ? -1 : names.indexOf(a.at), log); break;
    case 'flank': joinFlank(s, side, a.card, names.indexOf(a.at), log); break;
    case 'flank-go': flankGo(s, side, log); break;
    case 'reveal': revealDecoy(s, side, a.card, log); break;
    case 'end-move': s.fg = null; endMovement(s, log); break;
    case 'commander': designate(s, side, a.card, log); break;
  }
  s.lm = a.type === 'move' ? a.card : -1; // 8.4 «2連続»: only the card that just moved may make its second move
  advance(s, side, log);
}

/** Automatic consequences: forced hit distribution, melee continuation, then settle (lone leaders, disorder, victory). */
function advance(s: DixieState, side: Side, log: Log): void {
  for (let guard = 0; guard < 20; guard++) {
    autoAllocate(s, log);
    if (!s.pq.length && s.ml && !s.ml.ask && !s.win) { meleeAfterHits(s, log); continue; }
    break;
  }
  if (s.phase !== 'deploy') settle(s, s.phase === 'over' ? side : s.side, log, s.phase === 'move');
  void other;
}
