import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dixieOdds, passChance, allocateHits, type DixieCard } from '../../src/odds/dixie.ts';
import { check } from '../../src/games/dixie/morale.ts';
import { hitCandidates, applyHit } from '../../src/games/dixie/fire.ts';
import { MORALE_MOD } from '../../src/games/dixie/morale.ts';
import { SERIES } from '../../src/games/dixie/data/cards.ts';
import { unit } from '../../src/games/dixie/state.ts';
import type { DixieState, Pending } from '../../src/games/dixie/state.ts';
import { createRng, forceDice } from '../../src/core/rng.ts';

const near = (a: number, b: number, eps = 1e-12, what = '') => assert.ok(Math.abs(a - b) <= eps, `${what}: ${a} vs ${b}`);

test('odds dixie: 2 dice at firepower 2 against one CV1 card of morale 3, by hand', () => {
  const o = dixieOdds({ fire: { dice: 2, firepower: 2 }, target: { cards: [{ name: 'x', cv: 1, morale: 3 }] } });
  near(o.hits[0]!, 16 / 36); near(o.hits[1]!, 16 / 36); near(o.hits[2]!, 4 / 36);
  // 1 hit: one morale die at 3 → routs with 1/2; 2 hits > CV 1: destroyed
  near(o.cards[0]!.pDestroyed, 4 / 36);
  near(o.cards[0]!.pRouted, (16 / 36) * 0.5);
  near(o.pCleared, 4 / 36 + 8 / 36);
  near(o.pRout, o.pCleared);
  near(o.total, 1);
  near(o.expectedHits, 2 * 2 / 6);
});

test('odds dixie: probabilities sum to 1; a leader dies with P = 1 - (5/6)^sixes', () => {
  const o = dixieOdds({ fire: { dice: 5, firepower: 3 }, target: { cards: [{ name: 'a', cv: 3, morale: 4 }, { name: 'b', cv: 2, morale: 2, hits: 1 }], leader: true } });
  near(o.hits.reduce((a, b) => a + b, 0), 1, 1e-12, 'hits');
  near(o.total, 1, 1e-12, 'total');
  for (const c of o.cards) near(c.pDestroyed + c.pRouted + c.pStays, 1, 1e-12, c.name);
  // sixes ~ Binomial(5, 1/6): P(killed) = sum P(j)(1 - (5/6)^j) = 1 - E[(5/6)^j] = 1 - (5/6 + 1/6 * 5/6)^5
  near(o.pLeaderKilled, 1 - (5 / 6 + 5 / 36) ** 5, 1e-12, 'leader');
});

test('odds dixie: the morale die model agrees with the engine (check, every die forced, values -3..9)', () => {
  for (let v = -3; v <= 9; v++) {
    let passes = 0;
    for (let d = 1; d <= 6; d++) {
      const s = { rng: createRng('odds') } as unknown as DixieState;
      forceDice(s.rng, [d]);
      if (check(s, v, null, {})) passes++;
    }
    near(passChance(v), passes / 6, 1e-12, `value ${v}`);
  }
});

test('odds dixie: hit allocation agrees with the engine (hitCandidates / applyHit, 7.3) for 0-10 hits', () => {
  const units = SERIES.filter((c) => c.side === 'USA' && c.type === 'infantry').slice(0, 3);
  assert.equal(units.length, 3);
  const cards: DixieCard[] = units.map((u, i) => ({ name: String(u.no), cv: unit(u.no).cv, morale: unit(u.no).cv + (MORALE_MOD[unit(u.no).morale] ?? 0), hits: i === 0 ? 1 : 0 }));
  for (let k = 0; k <= 10; k++) {
    const s = { rng: createRng('odds'), pos: [units.map((u, i) => ({ id: u.no, ...(i === 0 ? { h: 1 } : {}) }))], dead: [], pq: [] } as unknown as DixieState;
    const pd = { to: 'USA', at: 0, n: k } as Pending;
    while (pd.n > 0) {
      const cs = hitCandidates(s, pd);
      if (cs.length === 0) break;
      // the owner's choice among equals, as the odds policy: highest morale value, highest CV, first listed
      const idx = (id: number) => units.findIndex((u) => u.no === id);
      cs.sort((a, b) => cards[idx(b.id)]!.morale - cards[idx(a.id)]!.morale || cards[idx(b.id)]!.cv - cards[idx(a.id)]!.cv || idx(a.id) - idx(b.id));
      applyHit(s, pd, cs[0]!, null);
    }
    const m = allocateHits(cards, k);
    units.forEach((u, i) => {
      const c = s.pos[0]!.find((x) => x.id === u.no);
      assert.equal(!c, m.gone[i], `k=${k} card ${i} destroyed`);
      if (c) assert.equal(c.h ?? 0, m.hits[i], `k=${k} card ${i} hits`);
    });
  }
});

test('odds dixie: a face-down target card is averaged over the candidates, exactly; the note says so', () => {
  const fire = { dice: 4, firepower: 2 };
  const cands = [{ name: 'p', cv: 3, morale: 4 }, { name: 'q', cv: 2, morale: 2 }, { name: 'r', cv: 3, morale: 4 }];
  const o = dixieOdds({ fire, target: { cards: [{ name: 'seen', cv: 2, morale: 3 }, { hidden: true }], candidates: cands } });
  const a = dixieOdds({ fire, target: { cards: [{ name: 'seen', cv: 2, morale: 3 }, { name: 'x', cv: 3, morale: 4 }] } });
  const b = dixieOdds({ fire, target: { cards: [{ name: 'seen', cv: 2, morale: 3 }, { name: 'x', cv: 2, morale: 2 }] } });
  near(o.pCleared, (2 / 3) * a.pCleared + (1 / 3) * b.pCleared, 1e-12, 'cleared');
  near(o.pRout, (2 / 3) * a.pRout + (1 / 3) * b.pRout, 1e-12, 'rout');
  near(o.cards[0]!.pRouted, (2 / 3) * a.cards[0]!.pRouted + (1 / 3) * b.cards[0]!.pRouted, 1e-12, 'seen card');
  near(o.total, 1, 1e-12, 'total');
  assert.equal(o.cards[1]!.name, '(hidden)');
  assert.ok(o.assumptions.some((s) => s.includes('assuming the unrevealed cards are any of those still unseen')));
  // two hidden cards: drawn without replacement
  const two = dixieOdds({ fire, target: { cards: [{ hidden: true }, { hidden: true }], candidates: cands } });
  near(two.total, 1, 1e-12, 'two hidden total');
});
