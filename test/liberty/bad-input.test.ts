/** Liberty bad input: wrongly typed actions, alike cards not offered (3.1), and positions the engine itself writes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, stateHash } from '../../src/core/engine.js';
import { RuleError } from '../../src/core/errors.js';
import { loadPosition, savePosition } from '../../src/core/position.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import type { LibertyAction } from '../../src/games/liberty/actions.js';
import type { LibertyState, SideId } from '../../src/games/liberty/state.js';
import { B, H, c, legal, liberty, movePos, pos } from './helpers.js';

const card = (id: string) => c.cards.findIndex((x) => x.id === id);
/** The RuleError `apply` throws for this action, the state left as it was. */
function refusal(s: LibertyState, side: SideId, a: unknown): RuleError {
  const before = stateHash(s);
  try {
    apply(liberty, s, side, a as LibertyAction);
  } catch (e) {
    assert.ok(e instanceof RuleError, String(e));
    assert.equal(stateHash(s), before, 'no state changed');
    return e;
  }
  assert.fail(`accepted ${JSON.stringify(a)}`);
}
function malformed(s: LibertyState, side: SideId, a: unknown, message: RegExp): void {
  const e = refusal(s, side, a);
  assert.equal(e.code, 'malformed', `${JSON.stringify(a)}: ${e.message}`);
  assert.match(e.message, message, JSON.stringify(a));
}

test('liberty actions: a wrongly typed card is malformed naming the field ("card must be an integer"), not "card 7 is not in your hand"', () => {
  const s = pos({ year: 1777, turn: 1, phase: 'card', blocks: {}, hands: { british: ['a1-01', 'a3-01'], american: ['a2-01'] }, handSize: 5 });
  const held = card('a3-01');
  malformed(s, 'british', { type: 'card', card: String(held) }, /card must be an integer/);
  malformed(s, 'british', { type: 'card', card: held + 0.5 }, /card must be an integer/);
  malformed(s, 'british', { type: 'card' }, /card is missing/);
  malformed(s, 'british', { type: 'card', card: -1 }, /card must not be negative/);
  malformed(s, 'british', { type: 'card', card: 999 }, /card 999 is not a card/);
  malformed(s, 'british', { type: 'card', card: held, extra: 1 }, /a "card" action has no field "extra"/);
  malformed(s, 'british', { type: 'return-card', card: null }, /card must be an integer/);
  malformed(s, 'british', { type: 'play', card: held }, /unknown action type "play"/);
  malformed(s, 'british', { type: 7 }, /type must be a string/);
  assert.equal(apply(liberty, s, 'british', { type: 'card', card: held }).state.played[0], held);
});

test('liberty actions: every action type checks its fields\' types before the rules (block, location, give/take fields named)', () => {
  const s = movePos({ howe: { at: 'r06c5' }, line1: { at: 'r06c5' } });
  const h = H('r06c5'), b = B('howe');
  malformed(s, 'british', { type: 'group', from: String(h) }, /from must be an integer/);
  malformed(s, 'british', { type: 'block', block: [b] }, /block must be an integer/);
  malformed(s, 'british', { type: 'step', to: 'r06c4' }, /to must be an integer/);
  malformed(s, 'british', { type: 'river', to: true }, /to must be an integer/);
  malformed(s, 'british', { type: 'place' }, /to is missing/);
  malformed(s, 'british', { type: 'battle', hex: {} }, /hex must be an integer/);
  malformed(s, 'british', { type: 'supply', block: 1e9 }, /block 1000000000 is not a block/);
  malformed(s, 'british', { type: 'disband', block: '3' }, /block must be an integer/);
  malformed(s, 'british', { type: 'capture', block: -2 }, /block must not be negative/);
  malformed(s, 'british', { type: 'offer', give: b, take: 'x' }, /take must be an integer/);
  malformed(s, 'british', { type: 'offer', take: b }, /give is missing/);
  malformed(s, 'british', { type: 'end', now: true }, /a "end" action has no field "now"/);
  malformed(s, 'british', { type: 'battle-fire', block: '1' }, /block must be an integer/);
  malformed(s, 'british', { type: 'battle-retreat', block: b }, /to is missing/);
  malformed(s, 'british', { type: 'battle-regroup', block: b, to: 1.5 }, /to must be an integer/);
  malformed(s, 'british', { type: 'battle-hit', block: b, to: 3 }, /a "battle-hit" action has no field "to"/);
  // well-typed but illegal actions still get the rule's own answer
  const e = refusal(s, 'british', { type: 'disband', block: b });
  assert.notEqual(e.code, 'malformed', e.message);
});

test('liberty 3.1: a held card alike to the one offered is refused naming rule 3.1 and the card to name instead', () => {
  const s = pos({ year: 1777, turn: 1, phase: 'card', blocks: {}, hands: { british: ['a2-01', 'a2-05', 'a1-01'], american: ['a3-01'] }, handSize: 5 });
  const first = card('a2-01'), second = card('a2-05');
  assert.ok(legal(s, 'british').some((a) => a.type === 'card' && a.card === first));
  assert.ok(!legal(s, 'british').some((a) => a.type === 'card' && a.card === second), 'alike cards are offered once');
  const e = refusal(s, 'british', { type: 'card', card: second });
  assert.equal(e.rule, 'liberty 3.1');
  assert.equal(e.code, 'not-offered');
  assert.match(e.message, new RegExp(`card ${second} \\(a2-05\\) is alike to card ${first} \\(a2-01\\).*alike cards are one choice, offered as \\{"type":"card","card":${first}\\}`));
  // optional rule 4: the card to return, likewise
  const r = pos({ year: 1777, turn: 1, phase: 'card', blocks: {}, hands: { british: ['a3-01'], american: ['a2-01', 'a2-05', 'a1-01', 'a1-03', 'a3-02', 's2-01'] }, handSize: 5 }, undefined, { extraCardPerYear: true });
  const re = refusal(r, 'american', { type: 'return-card', card: second });
  assert.equal(re.rule, 'liberty 3.1');
  assert.match(re.message, /offered as \{"type":"return-card","card":\d+\}; which of your action 2 cards is returned is drawn at random/);
  // a card not in the hand keeps the 3.0 answer
  assert.equal(refusal(s, 'british', { type: 'card', card: card('a3-01') }).rule, 'liberty 3.0');
});

test('liberty positions: every position of random games (options too) saves and loads back to the same state', () => {
  let loads = 0;
  for (let g = 0; g < 9; g++) {
    const o = liberty.parseOptions(g % 3 === 1 ? { extraCardPerYear: true, drawBand: true } : g % 3 === 2 ? { supplyCardPrisonerExchange: true, escalatingFrenchEntry: true } : {});
    const s = liberty.setup(`positions-${g}`, o, null);
    const r = createRng(`picks-${g}`);
    for (let i = 0; i < 6000 && !liberty.result(s); i++) {
      const sides = liberty.activeSides(s);
      const side = sides[randomInt(r, sides.length)]!;
      const acts = liberty.legalActions(s, side);
      liberty.applyInPlace(s, side, acts[randomInt(r, acts.length)]!, null);
      if (i % 4 !== 0 && !liberty.result(s)) continue;
      const file = JSON.parse(JSON.stringify(savePosition(liberty, s, o)));
      let back: LibertyState;
      try { back = loadPosition(liberty, file).state as LibertyState; } catch (e) {
        assert.fail(`game ${g} action ${i} (${s.phase}): ${JSON.stringify((e as { issues?: unknown }).issues ?? (e as Error).message)}`);
      }
      assert.equal(stateHash({ ...back, pack: undefined, step: 0 }), stateHash({ ...s, pack: undefined, step: 0 }), `game ${g} action ${i} (${s.phase})`);
      loads++;
    }
    assert.ok(liberty.result(s), `game ${g} ended`);
  }
  assert.ok(loads > 200, `${loads} positions`);
});
