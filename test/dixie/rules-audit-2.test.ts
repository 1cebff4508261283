/**
 * Second-pass audit of the basic rules 1.0-12.0 (docs/dixie-rules.md), looking at interactions between rules, edge
 * cases and refusals: each test builds a position, acts, and asserts what the rule says.
 */
import { test } from 'node:test';
import { dixie, assert, build, act, ids, offered, refuses, U, C } from './helpers.js';

test('dixie 12.0 with 8.0: an enemy card shown by Signal Station is forgotten once it goes back to the reserve; brought out again face down it is one face-down card among others', () => {
  // The USA plays Signal Station (reveal, USA L column) on CSA-R and sees Kemper and Semmes there, face down.
  const s = build({
    phase: 'move', turnOf: 'USA', turn: 2, reserve: { CSA: [], USA: [U.signal] },
    positions: { 'CSA-R': [{ card: C.kemper }, { card: C.semmes }], 'USA-L': [{ card: U.paul }] },
  });
  act(s, 'USA', { type: 'special', card: U.signal, at: 'CSA-R' });
  const shown = (side: string) => dixie.view(s, side).positions.flatMap((p) => p.cards.filter((c) => c.side === 'CSA' && !c.up && c.id !== undefined).map((c) => `${p.name}:${c.id}`));
  assert.deepEqual(shown('USA').sort(), [`CSA-R:${C.kemper}`, `CSA-R:${C.semmes}`].sort(), 'the USA was shown both cards');
  act(s, 'USA', { type: 'end-move' });
  act(s, 'CSA', { type: 'end-combat' });
  act(s, 'CSA', { type: 'move', card: C.kemper, to: 'reserve' }); // Kemper goes into the hand, face down
  act(s, 'CSA', { type: 'end-move' });
  act(s, 'USA', { type: 'end-combat' });
  act(s, 'USA', { type: 'end-move' });
  act(s, 'CSA', { type: 'end-combat' });
  act(s, 'CSA', { type: 'move', card: C.kemper, to: 'CSA-C' }); // and comes out of it, face down, next turn
  assert.deepEqual(shown('USA'), [`CSA-R:${C.semmes}`], 'Semmes, still where he was shown, is still known; Kemper, who went through the hand, is not');
  assert.deepEqual(dixie.view(s, 'USA').seen, [C.semmes]);
  assert.ok(!JSON.stringify(dixie.view(s, 'USA').positions).includes(`"id":${C.kemper}`), 'Kemper\'s id is nowhere in the USA view of the battlefield');
});
