/**
 * Hidden information in refusals: a side may send any action, and what it is told when the action is refused
 * (the RuleError's message, rule, code and params) must not depend on what it cannot see either.
 *
 * Method: random games; at sampled steps, for the acting side A, a second state t differs from the true state s
 * only in what A cannot see about the enemy (as in hidden-observer.test.ts: two of the enemy's unseen blocks swap
 * identities, an enemy face-down block gets another strength, or an enemy card A has not seen is exchanged).
 * Then many actions A was not offered (every type, with A's and the enemy's block indexes, every card, the
 * locations of blocks and their neighbours, the off-map places, the battle's blocks and hexes) go through core
 * `apply` on both: each must be refused alike in both (or offered in both).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RuleError } from '../../src/core/errors.ts';
import { actionKey, apply } from '../../src/core/engine.ts';
import { createRng, randomInt } from '../../src/core/rng.ts';
import { compiledFor, liberty } from '../../src/games/liberty/index.ts';
import type { LibertyAction } from '../../src/games/liberty/actions.ts';
import type { LibertyState, SideId } from '../../src/games/liberty/state.ts';
import { LOC, SIDE_INDEX, isHex } from '../../src/games/liberty/state.ts';
import { exchangeEnemyCard, fits, hiddenFrom, swapBlocks, busyPool } from './hidden-variants.ts';

const c = compiledFor('default');
const B = c.blocks;
type Rng = ReturnType<typeof createRng>;



/** A second state differing from s only in what `o` (the acting side) cannot see about the enemy; null if none. */
function variant(s: LibertyState, o: SideId, rng: Rng): { t: LibertyState; blocks: number[]; cards: number[]; label: string } | null {
  const e = (1 - SIDE_INDEX[o]) as 0 | 1;
  const oi = SIDE_INDEX[o];
  const kind = randomInt(rng, 3);
  const t = liberty.clone(s) as LibertyState;
  if (kind === 0 || kind === 1) {
    const hidden = B.ofSide[e].filter((b) => hiddenFrom(s, b, o) && (kind === 0 || s.loc[b] !== LOC.POOL));
    if (kind === 1) {
      const onBoard = hidden.filter((b) => B.maxSteps[b]! > 1);
      if (!onBoard.length) return null;
      const b = onBoard[randomInt(rng, onBoard.length)]!;
      const st = 1 + randomInt(rng, B.maxSteps[b]!);
      if (st === s.steps[b]) return null;
      t.steps[b] = st;
      return { t, blocks: [b], cards: [], label: `steps of ${B.data[b]!.id} ${s.steps[b]}→${st}` };
    }
    if (hidden.length < 2) return null;
    for (let tries = 0; tries < 20; tries++) {
      const b1 = hidden[randomInt(rng, hidden.length)]!, b2 = hidden[randomInt(rng, hidden.length)]!;
      if (b1 === b2 || !fits(s, b1, s.loc[b2]!) || !fits(s, b2, s.loc[b1]!)) continue;
      swapBlocks(s, t, b1, b2);
      return { t, blocks: [b1, b2], cards: [], label: `swap ${B.data[b1]!.id}@${s.loc[b1]} / ${B.data[b2]!.id}@${s.loc[b2]}` };
    }
    return null;
  }
  const ex = exchangeEnemyCard(s, t, oi as 0 | 1, e, rng, () => false);
  if (!ex) return null;
  const { x, y } = ex;
  return { t, blocks: [], cards: [x, y], label: `card ${c.cards[x]!.id} → ${c.cards[y]!.id}` };
}

const OFF_MAP = [LOC.ATLANTIC, LOC.BWI, LOC.FWI, LOC.POOL, LOC.FRENCH_POOL, LOC.PRISONER];

/** Actions to try: every type, with plausible fields (A's and the enemy's blocks, all cards, nearby places). */
function candidates(s: LibertyState, t: LibertyState, blocks: number[], rng: Rng): LibertyAction[] {
  const out: LibertyAction[] = [];
  const places = new Set<number>(OFF_MAP);
  for (const st of [s, t]) {
    for (const l of st.loc) if (isHex(l)) { places.add(l); for (const n of c.map.neighbours[l]!) if (n >= 0) places.add(n); }
    if (st.battle) places.add(st.battle.hex);
  }
  const allBlocks = Array.from({ length: B.count }, (_, i) => i);
  for (const type of ['stop', 'done', 'draw', 'end', 'no-offer', 'accept', 'refuse', 'battle-regroup-done'] as const) out.push({ type } as LibertyAction);
  for (let k = 0; k < c.cards.length; k++) out.push({ type: 'card', card: k }, { type: 'return-card', card: k });
  for (const b of allBlocks) for (const type of ['supply', 'block', 'disband', 'capture', 'battle-fire', 'battle-pass', 'battle-hit'] as const) out.push({ type, block: b });
  for (const l of places) {
    out.push({ type: 'group', from: l }, { type: 'step', to: l }, { type: 'river', to: l }, { type: 'place', to: l });
    if (isHex(l)) out.push({ type: 'battle', hex: l });
  }
  // block × place: the changed blocks, the battle's, the selected and drawn ones, a few at random
  const named = new Set<number>(blocks);
  for (const st of [s, t]) {
    st.battle?.blocks.forEach((b) => named.add(b));
    if (st.group && st.group.block >= 0) named.add(st.group.block);
    if (st.drawn >= 0) named.add(st.drawn);
  }
  for (let i = 0; i < 4; i++) named.add(randomInt(rng, B.count));
  for (const b of named) {
    const near = new Set<number>(OFF_MAP);
    for (const st of [s, t]) for (const h of [st.loc[b]!, st.battle?.hex ?? -1]) if (isHex(h)) { near.add(h); for (const n of c.map.neighbours[h]!) if (n >= 0) near.add(n); }
    for (const to of near) out.push({ type: 'battle-retreat', block: b, to }, { type: 'battle-regroup', block: b, to });
    for (let i = 0; i < 6; i++) out.push({ type: 'offer', give: b, take: randomInt(rng, B.count) }, { type: 'offer', give: randomInt(rng, B.count), take: b });
  }
  return out;
}

const STATS = new Map<string, number>();
type Outcome = 'offered' | { message: string; rule: string; code: string; params: Record<string, unknown> };
function outcome(s: LibertyState, side: SideId, a: LibertyAction): Outcome {
  try {
    apply(liberty, s, side, a);
    return 'offered';
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return { message: e.message, rule: e.rule, code: e.code, params: e.params };
  }
}

interface Finding { seed: string; move: number; actor: SideId; phase: string; change: string; action: string; s: string; t: string }

function refusalGame(seed: string, moves: number, every: number, options = liberty.parseOptions({})): { findings: Finding[]; checks: number; refusals: number } {
  let s = liberty.setup(seed, options, null) as LibertyState;
  const rng = createRng(`refuse-${seed}`);
  const findings: Finding[] = [];
  let checks = 0, refusals = 0;
  for (let m = 0; m < moves && !s.result; m++) {
    const active = liberty.activeSides(s) as SideId[];
    const actor = active[randomInt(rng, active.length)]!;
    const legal = liberty.legalActions(s, actor);
    const pool = busyPool(legal, rng);
    const a = pool[randomInt(rng, pool.length)]!;
    if (randomInt(rng, every) === 0 || s.battle) {
      const v = variant(s, actor, rng);
      if (v) {
        checks++;
        // all those naming a changed block or card, and a random share of the rest
        const touches = (x: LibertyAction) => Object.entries(x).some(([k, n]) => k !== 'type' && typeof n === 'number' && (k === 'card' ? v.cards.includes(n) : v.blocks.includes(n)));
        for (const x of candidates(s, v.t, v.blocks, rng).filter((x) => touches(x) || randomInt(rng, 10) === 0)) {
          const os = outcome(s, actor, x), ot = outcome(v.t, actor, x);
          if (os !== 'offered') { refusals++; const k = os.rule + ' ' + os.message.replace(/\d+/g, '#').slice(0, 70); STATS.set(k, (STATS.get(k) ?? 0) + 1); }
          const X = JSON.stringify(os), Y = JSON.stringify(ot);
          if (X !== Y) findings.push({ seed, move: m, actor, phase: s.phase + (s.battle ? '/battle' : ''), change: v.label, action: actionKey(x), s: X, t: Y });
        }
      }
    }
    liberty.applyInPlace(s, actor, a, null);
  }
  return { findings, checks, refusals };
}

test('Liberty hidden information: a refused action is refused alike (message, rule, code, params) whatever the enemy\'s unseen block identities, strengths and cards (random games, every action type)', () => {
  const all = liberty.parseOptions({ escalatingFrenchEntry: true, supplyCardPrisonerExchange: true, extraCardPerYear: true, indianHomeDefence: true });
  let checks = 0, refusals = 0;
  const findings: Finding[] = [];
  for (let g = 0; g < 16; g++) {
    const r = refusalGame(`hr-${g}`, 3000, 4, g % 2 ? all : undefined);
    checks += r.checks; refusals += r.refusals; findings.push(...r.findings);
  }
  // one finding per distinct (rule, action type) so the report stays readable
  const seen = new Set<string>();
  const distinct = findings.filter((f) => { const k = `${f.action.replace(/\d+/g, '#')}|${f.s.slice(0, 60)}`; if (seen.has(k)) return false; seen.add(k); return true; });
  assert.deepEqual(distinct.slice(0, 8).map((f) => `${f.seed} move ${f.move} (${f.phase}), ${f.actor} sends ${f.action}, ${f.change}:\n   ${f.s}\n   vs ${f.t}`), []);
  if (process.env.HR_STATS) console.log(checks, refusals, [...STATS].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n} ${k}`).join('\n'));
  assert.ok(checks > 500 && refusals > 50000, `only ${checks} steps, ${refusals} refusals compared`);
});
