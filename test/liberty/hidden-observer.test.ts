/**
 * Hidden information, from the side that does not hold it: what a side receives after any action (its view
 * and the log entries addressed to it, and its own legal actions) must not depend on the other side's secrets.
 *
 * Method: random games; at every step, for each observer O, build a second state t that differs from the true
 * state s only in something O cannot see, about the other side E:
 *  - two of E's blocks O cannot see (face down on the board, in E's pool, E's drawn block) swap identities:
 *    each takes the other's place and flags (location, moved, by river, reserve, forced march), with a
 *    strength that fits it (full in the pool); both must be blocks that may stand there (the kinds of 2.2x,
 *    9.1, 10.0, as `sampleState` respects them), and everything naming them (the selected block, the drawn
 *    block, the battle lists) follows;
 *  - one of E's face-down blocks on the board gets another strength;
 *  - a card of E's hand (or E's face-down card) is exchanged for a card O has not seen this year: an alike
 *    one (same kind and value), or any one when E's action does not choose a card.
 * The same action is then applied to s and t (the acting side's action names the swapped block by its new
 * identity; the generator state is the same, so the dice are the same), and what O receives must be equal.
 *
 * What may legitimately differ, so the step is not compared: a swapped block (or a block whose strength was
 * changed) is face up to O after the action in either state (a battle reveals it, 7.1; captured blocks are
 * prisoners, 2.11; a French block in the French pool); a swapped card is revealed (3.1), compared then only by
 * kind and value (alike cards are one card to the players); the action is illegal in t (E's own options depend
 * on its own secrets); a draw (6.0) when a swapped block is in E's pool (which block is drawn is the secret
 * itself, and whether it can be placed shows at once: a placement, or none); E chooses a card while one of its
 * cards was exchanged for an unlike one (its choice is made from its hand).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { logFor } from '../../src/core/log.ts';
import type { LogEntry } from '../../src/core/log.ts';
import { actionKey } from '../../src/core/engine.ts';
import { createRng, randomInt } from '../../src/core/rng.ts';
import { compiledFor, liberty } from '../../src/games/liberty/index.ts';
import type { LibertyAction } from '../../src/games/liberty/actions.ts';
import type { LibertyState, SideId } from '../../src/games/liberty/state.ts';
import { LOC, SIDE_INDEX } from '../../src/games/liberty/state.ts';
import { exchangeEnemyCard, fits, hiddenFrom, swapBlocks, busyPool } from './hidden-variants.ts';

const c = compiledFor('default');
const B = c.blocks;
type Rng = ReturnType<typeof createRng>;


interface Change { blocks: number[]; cards: number[]; alike: boolean; unlikeCard: boolean; label: string }


/** A second state differing from s only in what `o` cannot see, with the action mapped; null if none found. */
function variant(s: LibertyState, o: SideId, actor: SideId, a: LibertyAction, rng: Rng): { t: LibertyState; a: LibertyAction; ch: Change } | null {
  const e = (1 - SIDE_INDEX[o]) as 0 | 1;
  const oi = SIDE_INDEX[o];
  const enemy: SideId = e === 0 ? 'british' : 'american';
  const kind = randomInt(rng, 3);
  const t = liberty.clone(s) as LibertyState;
  if (kind === 0 || kind === 1) {
    const hidden = B.ofSide[e].filter((b) => hiddenFrom(s, b, o) && (kind === 0 || s.loc[b] !== LOC.POOL));
    if (hidden.length < 2 && kind === 0) return null;
    if (kind === 1) {
      const onBoard = hidden.filter((b) => s.loc[b] !== LOC.POOL && B.maxSteps[b]! > 1);
      if (!onBoard.length) return null;
      const b = onBoard[randomInt(rng, onBoard.length)]!;
      const st = 1 + randomInt(rng, B.maxSteps[b]!);
      if (st === s.steps[b]) return null;
      t.steps[b] = st;
      return { t, a, ch: { blocks: [b], cards: [], alike: false, unlikeCard: false, label: `steps of ${B.data[b]!.id} ${s.steps[b]}→${st}` } };
    }
    for (let tries = 0; tries < 20; tries++) {
      const b1 = hidden[randomInt(rng, hidden.length)]!, b2 = hidden[randomInt(rng, hidden.length)]!;
      if (b1 === b2 || !fits(s, b1, s.loc[b2]!) || !fits(s, b2, s.loc[b1]!)) continue;
      if (a.type === 'draw' && actor === enemy && (s.loc[b1] === LOC.POOL || s.loc[b2] === LOC.POOL)) continue;
      swapBlocks(s, t, b1, b2);
      let ma = a;
      if (actor === enemy && 'block' in a) ma = { ...a, block: a.block === b1 ? b2 : a.block === b2 ? b1 : a.block } as LibertyAction;
      return { t, a: ma, ch: { blocks: [b1, b2], cards: [], alike: false, unlikeCard: false, label: `swap ${B.data[b1]!.id}@${s.loc[b1]} / ${B.data[b2]!.id}@${s.loc[b2]}` } };
    }
    return null;
  }
  // cards
  const cardAction = actor === enemy && (a.type === 'card' || a.type === 'return-card');
  const ex = exchangeEnemyCard(s, t, oi as 0 | 1, e, rng, () => cardAction || randomInt(rng, 2) === 0);
  if (!ex) return null;
  const { x, y, alike } = ex;
  let ma = a;
  if (cardAction && 'card' in a && a.card === x) ma = { ...a, card: y } as LibertyAction;
  return { t, a: ma, ch: { blocks: [], cards: [x, y], alike, unlikeCard: !alike, label: `card ${c.cards[x]!.id} → ${c.cards[y]!.id}` } };
}

const cardIds = new Map(c.cards.map((k, i) => [k.id, i]));
const cardName = (i: number) => (i >= 0 ? `${c.cards[i]!.kind}${c.cards[i]!.value}` : String(i));
function normLog(entries: LogEntry[]): unknown[] {
  const n = (v: unknown): unknown => (typeof v === 'string' && cardIds.has(v) ? cardName(cardIds.get(v)!) : Array.isArray(v) ? v.map(n) : v);
  return entries.map((e) => ({ ...e, params: e.params ? Object.fromEntries(Object.entries(e.params).map(([k, v]) => [k, n(v)])) : undefined }));
}
function normView(s: LibertyState, o: SideId): unknown {
  const v = liberty.view(s, o) as unknown as Record<string, unknown>;
  const h = v.history as [number[], number[]];
  return { ...v, history: [h[0].map(cardName), h[1].map(cardName)] };
}

interface Finding { seed: string; move: number; observer: SideId; actor: SideId; action: string; change: string; what: string; detail: string }

/** One random game: returns the differences found and how many comparisons were made. */
function observeGame(seed: string, moves: number, options = liberty.parseOptions({}), choose?: (s: LibertyState, side: SideId) => LibertyAction): { findings: Finding[]; checks: number; phases: Record<string, number> } {
  let s = liberty.setup(seed, options, null) as LibertyState;
  const rng = createRng(`obs-${seed}`);
  const findings: Finding[] = [];
  let checks = 0;
  const phases: Record<string, number> = {};
  for (let m = 0; m < moves && !s.result; m++) {
    const active = liberty.activeSides(s) as SideId[];
    const actor = active[randomInt(rng, active.length)]!;
    const legal = liberty.legalActions(s, actor);
    const pool = busyPool(legal, rng);
    const a = choose ? choose(s, actor) : pool[randomInt(rng, pool.length)]!;
    for (const o of ['british', 'american'] as SideId[]) {
      const v = variant(s, o, actor, a, rng);
      if (!v) continue;
      const { t, a: ta, ch } = v;
      if (!liberty.legalActions(t, actor).some((x) => actionKey(x) === actionKey(ta))) continue;
      if (ch.unlikeCard && actor !== o && (a.type === 'card' || a.type === 'return-card')) continue;
      const s2 = liberty.clone(s) as LibertyState, t2 = liberty.clone(t) as LibertyState;
      const ls: LogEntry[] = [], lt: LogEntry[] = [];
      liberty.applyInPlace(s2, actor, a, ls);
      liberty.applyInPlace(t2, actor, ta, lt);
      if (ch.blocks.some((b) => !hiddenFrom(s2, b, o) || !hiddenFrom(t2, b, o))) continue;
      // 11.4: how many blocks a location must lose to attrition is public by the rule (the blocks lost are
      // prisoners, face up), though it follows from face-down facts (Indians do not count, a leader supplies by
      // its strength): whether the owner must still pick one is not a leak.
      // 5.5: the forced-march dice go to the blocks in index order: with two swapped blocks among them the same
      // dice fall to other blocks (equal in distribution, not die for die), so which one is eliminated may differ
      if (s.phase === 'move' && s2.phase !== 'move' && ch.blocks.some((b) => s.forcedMarch[b] || t.forcedMarch[b])) continue;
      // 8.1: a warship's move between adjacent coastal hexes is by sea (no hexside use, 5.2, nor entry hexside,
      // 7.4), a land block's the same move by land: which it was is public by the rule (hexside counts, retreats)
      if (s.group && s.group.block >= 0 && B.warship[s.group.block] !== B.warship[t.group!.block]) continue;
      if (s.winter?.step === 'attrition' || s2.winter?.step === 'attrition' || t2.winter?.step === 'attrition') continue;
      // 10.0 (issue 23): an Indian whose town the enemy holds at the end of the year is captured (face up, 11.5) and
      // disbands at once to the pool: where it stood is public by the rule, though it ends hidden in the pool
      const capturedIndian = (x: LibertyState, y: LibertyState, b: number) => !!B.indian[b] && x.phase !== 'winter' && y.loc[b] === LOC.POOL && x.loc[b] !== LOC.POOL;
      if (ch.blocks.some((b) => capturedIndian(s, s2, b) || capturedIndian(t, t2, b))) continue;
      // 8.4 (issue 23): whether a sea attack's target holds an enemy warship (a face-down reserve too) is public by the
      // rule: the attacker's land blocks stay at sea while it is there; swapping a warship with a land block there shows
      const seaFight = (x: LibertyState) => !!x.battle && !!x.contests.find((k) => k.hex === x.battle!.hex)?.seaAttack;
      const inSeaFight = (x: LibertyState, b: number) => seaFight(x) && x.loc[b] === x.battle!.hex;
      const startsSeaFight = (x: LibertyState, b: number) => x.phase === 'battle-order' && x.contests.some((k) => k.seaAttack && k.hex === x.loc[b]);
      if (ch.blocks.length === 2 && B.warship[ch.blocks[0]!] !== B.warship[ch.blocks[1]!] && ch.blocks.some((b) => inSeaFight(s, b) || inSeaFight(s2, b) || inSeaFight(t2, b) || startsSeaFight(s, b))) continue;
      if (ch.cards.length && !ch.alike && ch.cards.some((k) => s2.history.some((h) => h.includes(k)) || t2.history.some((h) => h.includes(k)))) continue;
      checks++;
      phases[s.phase] = (phases[s.phase] ?? 0) + 1;
      const f = (what: string, x: unknown, y: unknown) => {
        const X = JSON.stringify(x), Y = JSON.stringify(y);
        if (X === Y) return false;
        let i = 0; while (i < X.length && X[i] === Y[i]) i++;
        findings.push({ seed, move: m, observer: o, actor, action: actionKey(a), change: ch.label, what, detail: `…${X.slice(Math.max(0, i - 80), i + 80)}\n   vs …${Y.slice(Math.max(0, i - 80), i + 80)}` });
        return true;
      };
      if (f('log', normLog(logFor(ls, o)), normLog(logFor(lt, o)))) continue;
      if (f('view', normView(s2, o), normView(t2, o))) continue;
      const act = (x: LibertyState) => ((liberty.activeSides(x) as SideId[]).includes(o) ? liberty.legalActions(x, o).map(actionKey).sort() : []);
      f('legal actions', act(s2), act(t2));
    }
    liberty.applyInPlace(s, actor, a, null);
  }
  return { findings, checks, phases };
}

test('Liberty hidden information: what a side receives after any action (view, log, its legal actions) is the same whatever the enemy\'s unseen block identities, strengths and cards (random games)', () => {
  const all = liberty.parseOptions({ escalatingFrenchEntry: true, supplyCardPrisonerExchange: true, extraCardPerYear: true, indianHomeDefence: true });
  let checks = 0;
  const findings: Finding[] = [];
  const phases: Record<string, number> = {};
  for (let g = 0; g < 40; g++) {
    const r = observeGame(`ho-${g}`, 3000, g % 2 ? all : undefined);
    checks += r.checks; findings.push(...r.findings);
    for (const k in r.phases) phases[k] = (phases[k] ?? 0) + r.phases[k]!;
  }
  assert.deepEqual(findings.slice(0, 3).map((x) => `${x.seed} move ${x.move}, ${x.actor} ${x.action}, ${x.change}: ${x.observer}'s ${x.what} differs\n${x.detail}`), []);
  assert.ok(checks > 5000 && (phases.battle ?? 0) > 100, `only ${checks} comparisons (${JSON.stringify(phases)})`);
});
