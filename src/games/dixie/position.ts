/**
 * Checks a loaded DIXIE position must pass beyond its schema (index.ts `fromPosition` builds the state): the parts
 * whose values depend on other parts (seen cards, counter-battery targets, special cards' durations), a finished
 * game's result (older files have none: it is worked out from the position as the engine decided it), and the
 * generic after-load check that the game is over with a result or every side that must act has a legal action.
 * Each problem names the file's field; the engine's own positions always pass.
 */
import { type DixieState, type Side, R, SIDES, other, def, sideOf, posName, lineOf } from './state.js';
import type { SpecialDef } from './data/schema.js';
import { captured, needed } from './victory.js';
import { activeSides, legalActions } from './actions.js';

type Issue = { path: string; message: string };
type Where = Map<number, string>;

/** 'position.deck.CSA.3' → true: a card still in a deck or the later decks (14.0) has never been drawn. */
const undrawn = (path: string | undefined): boolean => !!path && /^position\.(deck|later)\./.test(path);

/** Enemy cards a side has been shown (Signal Station, 12.0): enemy cards in play, each once. */
export function checkSeen(seen: Record<Side, number[]>, where: Where, issues: Issue[]): void {
  for (const side of SIDES) {
    const once = new Set<number>();
    seen[side].forEach((id, i) => {
      const path = `position.seen.${side}.${i}`;
      if (!where.has(id)) issues.push({ path, message: `card ${id} is not in the game (a side is shown enemy cards on the battlefield, 12.0)` });
      else if (sideOf(id) !== other(side)) issues.push({ path, message: `card ${id} is a ${sideOf(id)} card: ${side} is shown enemy cards only (12.0)` });
      else if (undrawn(where.get(id))) issues.push({ path, message: `card ${id} is at ${where.get(id)}: a card never drawn cannot have been shown (12.0)` });
      else if (once.has(id)) issues.push({ path, message: `card ${id} is listed twice` });
      once.add(id);
    });
  }
}

/**
 * Pending hits (7.3): only in a battle turn's combat or movement step; a counter-battery target (13.4) is an enemy
 * artillery card in that position; support hits (13.5) fall on the firing side's own cards in an enemy position.
 */
export function checkPending(s: DixieState, issues: Issue[]): void {
  s.pq.forEach((pd, i) => {
    if (s.phase !== 'combat' && s.phase !== 'move' && s.phase !== 'over') {
      issues.push({ path: `position.pending.${i}`, message: `hits are waiting only in the combat or movement step (7.3), not in the ${s.phase} phase` });
    }
    if (pd.im) {
      const path = `position.pending.${i}.support`;
      if (!s.o.support) issues.push({ path, message: 'only artillery support (13.5) hits one\'s own cards, and that rule is not in play' });
      else if (lineOf(s, pd.at) !== other(pd.to)) issues.push({ path, message: `${posName(s, pd.at)} is not an enemy position of ${pd.to}: artillery support (13.5) fires into an enemy position` });
      else if (pd.only !== undefined || pd.lr) issues.push({ path, message: 'support hits (13.5) are the firer\'s own fives: not counter-battery (only) or long-range hits' });
    }
    if (pd.only === undefined) return;
    const path = `position.pending.${i}.only`;
    if (!s.o.cb) issues.push({ path, message: 'only counter-battery fire (13.4) hits one card, and that rule is not in play' });
    const at = s.pos[pd.at]!.find((c) => c.id === pd.only);
    if (!at) issues.push({ path, message: `card ${pd.only} is not in ${posName(s, pd.at)}: counter-battery hits go to the artillery card fired at (13.4)` });
    else if (sideOf(pd.only) !== pd.to || def(pd.only).type !== 'artillery' || at.dc) {
      issues.push({ path, message: `card ${pd.only} is not a ${pd.to} artillery card: counter-battery fire (13.4) targets enemy artillery, whose owner takes the hits` });
    }
  });
}

const PHASE_KEY = /^(\d+):(morale|combat|move)$/;

/**
 * Special cards in play (12.0): special cards, on a position unless the card targets none, played in their step
 * ("turn:step"), and lasting as the card says: until the end of the turn played ('turn'), of the next turn
 * ('enemyTurn'), or while their side holds the position (-1, 'persistent'). Expired ones are gone (expireSpecials).
 */
export function checkSpecials(s: DixieState, issues: Issue[]): void {
  s.sp.forEach((a, i) => {
    const path = `position.specials.${i}`;
    const c = def(a.id);
    if (c.type !== 'special') { issues.push({ path: `${path}.card`, message: `card ${a.id} (${c.type}) is not a special card (12.0)` }); return; }
    const sd = c as SpecialDef;
    if ((sd.target === 'none') !== (a.at < 0)) {
      issues.push({ path: `${path}.at`, message: sd.target === 'none' ? `${sd.name} is played on no position (12.0)` : `${sd.name} is played on a position (12.0)` });
    }
    let played = -1;
    if (a.ph !== '') {
      const m = PHASE_KEY.exec(a.ph);
      const step = sd.timing === 'reinforce' ? 'move' : sd.timing;
      if (!m) issues.push({ path: `${path}.phase`, message: `"${a.ph}" is not "turn:step" (e.g. "3:combat")` });
      else if (m[2] !== step) issues.push({ path: `${path}.phase`, message: `${sd.name} is played in the ${step} step, not ${m[2]} (12.0)` });
      else if (Number(m[1]) > s.turn || Number(m[1]) < 1) issues.push({ path: `${path}.phase`, message: `played in turn ${m[1]}, not one of turns 1-${s.turn}` });
      else played = Number(m[1]);
    }
    const u = a.until;
    const msg = (want: string) => issues.push({ path: `${path}.until`, message: `${u} for ${sd.name}, which lasts ${want} (12.0)` });
    if (sd.duration === 'persistent') {
      if (u !== -1) msg('while its side holds the position: -1');
      else if (a.at >= 0 && s.hold[a.at] !== a.side) issues.push({ path: `${path}.at`, message: `${a.side} no longer holds ${posName(s, a.at)}: ${sd.name} would have ended (12.0)` });
    } else if (u < s.turn) msg(`to the end of ${sd.duration === 'turn' ? 'the turn played' : 'the next turn'} (turn ${u} is over, turn ${s.turn} now: it would have ended)`);
    else if (sd.duration === 'turn' && (played >= 0 ? u !== played : u !== s.turn)) msg(`to the end of the turn played (turn ${played >= 0 ? played : s.turn})`);
    else if (sd.duration === 'enemyTurn' && (played >= 0 ? u !== played + 1 : u > s.turn + 1)) msg(`to the end of the next turn (turn ${played >= 0 ? played + 1 : `${s.turn} or ${s.turn + 1}`})`);
  });
}

/**
 * A finished game without a result (files written before results were stored, 0390658): the end the engine
 * reached, worked out from the position: 4.0 (two of three enemy positions held alone, three of five), the turn
 * limit (5.0), or the end of day 3 of the historical battle (14.0). Null: nothing in the position ends the game.
 */
export function impliedResult(s: DixieState): DixieState['win'] {
  for (const side of [s.side, other(s.side)]) {
    const c = captured(s, side);
    if (c.length >= needed(s)) return { w: side, r: 'dx.winPositions', rule: R('4.0'), params: { side, n: c.length } };
  }
  if (s.o.limit > 0 && s.turn > s.o.limit) return { w: null, r: 'dx.limit', rule: R('5.0'), params: { turns: s.o.limit } };
  if (s.o.hist && s.day >= 3) return { w: 'USA', r: 'dx.winHistorical', rule: R('14.0') };
  return null;
}

/** The file's field that decides what a side can do in a phase. */
function fieldOf(s: DixieState, side: Side): string {
  if (s.pq.length) return 'position.pending.0';
  if (s.phase === 'deploy') return `position.reserve.${side}`;
  if (s.phase === 'move') return 'position.positions';
  return 'position.phase';
}

/**
 * The generic after-load check: the game is over with a result, or some side must act and every side that must act
 * has at least one legal action (the engine never writes anything else). Catches fields that each look fine but
 * leave the game stuck.
 */
export function checkPlayable(s: DixieState, issues: Issue[]): void {
  if (s.win) return;
  if (s.phase === 'over') {
    issues.push({ path: 'position.result', message: 'the game is over but has no result, and nothing in the position ends it (4.0 two enemy positions held, 5.0 turn limit, 14.0 end of day 3)' });
    return;
  }
  let sides: Side[];
  try { sides = activeSides(s); } catch (e) { issues.push({ path: 'position', message: `cannot be read: ${(e as Error).message}` }); return; }
  if (!sides.length) {
    issues.push({ path: s.phase === 'deploy' ? 'position.done' : 'position.phase', message: `no side can act in the ${s.phase} phase and the game has no result` });
    return;
  }
  for (const side of sides) {
    let n: number;
    try { n = legalActions(s, side).length; } catch (e) { issues.push({ path: fieldOf(s, side), message: `cannot be read: ${(e as Error).message}` }); return; }
    if (n) continue;
    const pd = s.pq[0];
    const why = pd ? `: no ${side} card in ${posName(s, pd.at)} can take the hits${pd.only !== undefined ? ` (only card ${pd.only})` : ''} (7.3)` : '';
    issues.push({ path: fieldOf(s, side), message: `${side} must act in the ${s.phase} phase but has no legal action${why}` });
  }
}
