/**
 * Hidden information in refusals: a side may send any action, and what it is told when the action is refused
 * (the RuleError's message, rule, code and params) must not depend on what it cannot see: the enemy's reserve
 * (hand), its face-down cards on the battlefield, its new placements during deployment, both decks.
 *
 * Method: random games (option mixes as in hidden-legality.test.ts); at sampled decisions, the acting side's
 * view is turned into another full state consistent with it (`sampleState`: the unseen cards drawn afresh), and
 * many actions the side was not offered (every type; every card id of either state, the side's own and the
 * enemy's, seen or not; every position and the reserve; fire targets naming enemy cards) go through core `apply`
 * on both states: each must be refused alike in both (or offered in both).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RuleError } from '../../src/core/errors.js';
import { actionKey, apply } from '../../src/core/engine.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { dixie, type DixieState, type DixieAction } from '../../src/games/dixie/index.js';
import { posNames, sideOf } from '../../src/games/dixie/state.js';

const MIXES: Record<string, unknown>[] = [
  {},
  { melee: true, enfilade: true, flankAttack: true, counterBattery: true, artillerySupport: true, decoys: true, corpsCommand: true, divisionCommand: true },
  { line: 5, deck: 'points', melee: true, flankAttack: true },
  { historical: true, historicalDay1: true, decoys: true, enfilade: true },
];

function cardIds(...states: DixieState[]): number[] {
  const ids = new Set<number>();
  for (const s of states) {
    for (const st of s.pos) for (const c of st) ids.add(c.id);
    for (const x of ['CSA', 'USA'] as const) for (const id of [...s.res[x], ...s.deck[x], ...s.later[x]]) ids.add(id);
    s.dead.forEach((id) => ids.add(id));
    s.sp.forEach((a) => ids.add(a.id));
  }
  return [...ids].sort((a, b) => a - b);
}

function candidates(s: DixieState, t: DixieState, side: string, rng: ReturnType<typeof createRng>): DixieAction[] {
  const out: DixieAction[] = [];
  const names = posNames(s.o.n);
  for (const type of ['deploy-done', 'morale', 'melee-continue', 'melee-withdraw', 'end-combat', 'flank-go', 'end-move'] as const) out.push({ type } as DixieAction);
  for (const at of names) out.push({ type: 'melee', at });
  // the side's own cards, and a few of the enemy's (of either state: seen, face down, in reserve, in the deck)
  const ids = cardIds(s, t).filter((id) => sideOf(id) === side || randomInt(rng, 6) === 0);
  for (const card of ids) {
    out.push({ type: 'hit', card }, { type: 'reveal', card }, { type: 'commander', card }, { type: 'special', card }, { type: 'move', card, to: 'reserve' });
    for (const at of names) {
      out.push({ type: 'deploy', card, at }, { type: 'fire', card, at }, { type: 'move', card, to: at }, { type: 'terrain', card, at }, { type: 'special', card, at }, { type: 'flank', card, at });
      if (s.o.decoys) out.push({ type: 'deploy', card, at, decoy: true });
    }
  }
  // fire with a target: the side's cards at enemy cards (any of either state)
  for (let i = 0; i < 60; i++) out.push({ type: 'fire', card: ids[randomInt(rng, ids.length)]!, at: names[randomInt(rng, names.length)]!, target: ids[randomInt(rng, ids.length)]! });
  return out;
}

type Outcome = 'offered' | { message: string; rule: string; code: string; params: Record<string, unknown> };
function outcome(s: DixieState, side: string, a: DixieAction): Outcome {
  try {
    apply(dixie, s, side, a);
    return 'offered';
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return { message: e.message, rule: e.rule, code: e.code, params: e.params };
  }
}

const PHASE_TYPES: Record<string, string[]> = {
  deploy: ['deploy', 'deploy-done'], morale: ['morale', 'special', 'commander'], combat: ['melee', 'fire', 'end-combat', 'special', 'commander', 'melee-continue', 'melee-withdraw'],
  move: ['move', 'terrain', 'fire', 'special', 'flank', 'flank-go', 'reveal', 'end-move', 'commander'],
};

const STATS = new Map<string, number>();

test('DIXIE hidden information (1.0-14.0, advanced 13.x): a refused action is refused alike (message, rule, code, params) whatever the enemy\'s unseen reserve, face-down cards and decks (random play, 4 games, every action type)', () => {
  let checks = 0, refusals = 0;
  const findings: string[] = [];
  const seenKinds = new Set<string>();
  for (let g = 0; g < 4; g++) {
    const options = dixie.parseOptions({ ...MIXES[g % MIXES.length], turnLimit: 60 });
    let s = dixie.setup(`dx-refuse-${g}`, options, null);
    const rng = createRng(`dx-refuse-${g}`);
    for (let m = 0; m < 2000 && !dixie.result(s); m++) {
      const side = dixie.activeSides(s)[0]!;
      const legal = dixie.legalActions(s, side);
      if (randomInt(rng, 10) === 0) {
        const t = dixie.sampleState!(dixie.view(s, side), side, `${g}-${m}`, options);
        checks++;
        // the types of this step (the others are refused by the step alone, a few of them kept), then a sample
        const all = candidates(s, t, side, rng);
        const fit = all.filter((x) => (PHASE_TYPES[s.phase] ?? []).includes(x.type) || (s.pq.length > 0 && x.type === 'hit'));
        const pick = [...fit.filter(() => randomInt(rng, Math.max(1, Math.ceil(fit.length / 30))) === 0), ...all.filter(() => randomInt(rng, 200) === 0)];
        for (const x of pick) {
          const os = outcome(s, side, x), ot = outcome(t, side, x);
          if (os !== 'offered') { refusals++; const k = os.rule + ' ' + os.message.replace(/\d+/g, '#').slice(0, 70); STATS.set(k, (STATS.get(k) ?? 0) + 1); }
          const X = JSON.stringify(os), Y = JSON.stringify(ot);
          const kind = `${x.type}|${X.replace(/\d+/g, '#').slice(0, 80)}`;
          if (X !== Y && !seenKinds.has(kind)) { seenKinds.add(kind); findings.push(`game ${g} move ${m} (${s.phase}), ${side} sends ${actionKey(x)}:\n   ${X}\n   vs ${Y}`); }
        }
      }
      dixie.applyInPlace(s, side, legal[randomInt(rng, legal.length)]!, null);
    }
  }
  if (process.env.HR_STATS) console.log(checks, refusals, [...STATS].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n} ${k}`).join('\n'));
  assert.deepEqual(findings.slice(0, 10), []);
  assert.ok(checks > 60 && refusals > 2500, `only ${checks} decisions, ${refusals} refusals compared`);
});
