/**
 * The `muster play liberty` text board in the session's language: English stays exactly as it was (pinned
 * here, board by board, over a seeded playthrough), Japanese uses the pack's Japanese names (`nameJa`) for
 * towns, blocks and spaces and the terms of the game's Japanese log and the browser board.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { renderViewText } from '../../src/bots/text/index.js';
import { apply } from '../../src/core/engine.js';
import type { LibertyState, SideId } from '../../src/games/liberty/state.js';
import { liberty } from './helpers.js';

type Act = { type: string };
const board = (s: LibertyState, side: SideId, lang?: 'en' | 'ja') =>
  renderViewText('liberty', liberty.view(s, side), side, { actions: liberty.legalActions(s, side) as unknown as Act[], lang });

/** A seeded playthrough (no bot, a fixed generator that prefers steps and battles) of up to 400 decisions. */
function playthrough(): LibertyState[] {
  let s = liberty.setup('a', {} as never) as LibertyState;
  let r = 12345;
  const rnd = (n: number) => { r = (r * 1103515245 + 12345) % 2147483648; return r % n; };
  const states = [s];
  for (let i = 0; i < 400 && !liberty.result(s); i++) {
    const side = liberty.activeSides(s)[0]!;
    const acts = liberty.legalActions(s, side);
    const b = acts.find((a) => a.type === 'battle' || a.type === 'step');
    s = apply(liberty, s, side, b && rnd(2) ? b : acts[rnd(acts.length)]!).state;
    states.push(s);
  }
  return states;
}
const states = playthrough();

const BATTLE_BOARD_EN = [
  '1775 turn 2/3 — phase battle, Player 1: british, weather 4',
  'British supply points on the map: 11 (win at 30, lose below 12; West Indies extra)',
  '  r01c5 Quebec 3             B:line4(3) B:loyal1(2)',
  '  r02c4 Montreal 3           B:loyal2(2) A:washington(1)',
  '  r04c4 Fort Ticonderoga 1   A:?',
  '  r04c5                      A:?',
  '  r05c2 Mohawk               B:mohawk(2)',
  '  r06c4 Springfield 1        A:? A:?',
  '  r06c5 Boston 3             B:howe(4) B:rn1(3) B:line1(4) B:line2(4) B:line3(3)',
  '  r09c3 Newark 1             A:?',
  '  r10c1 Shawnee              B:shawnee(2)',
  '  r10c4 Philadelphia 3       A:?',
  '  r13c4 Williamsburg 1       A:?',
  '  r18c1 Cherokee             B:cherokee(2)',
  '  r21c3                      B:loyal3(2)',
  '  bwi                        B:rn2(3) B:line5(3)',
  '  fwi                        A:? A:?',
  '  french-pool                A:rochambeau(3) A:fn2(3) A:fn3(3) A:fr2(4) A:fr3(4) A:lauzun(3)',
  'pools: British 11, American 9',
  'your hand (british): S2   face down: action1',
  'battle at Montreal: round 1, fight',
].join('\n');

test('liberty text board (muster play): the English board is unchanged, byte for byte', () => {
  assert.equal(states.length, 197);
  assert.equal(board(states[35]!, 'british'), BATTLE_BOARD_EN);
  assert.equal(board(states[35]!, 'british', 'en'), BATTLE_BOARD_EN);
  // every board of the playthrough, both sides, as `muster play` renders it in English
  const h = createHash('sha256');
  for (const s of states) for (const side of ['british', 'american'] as const) h.update(board(s, side, 'en') + '\n\f\n');
  assert.equal(h.digest('hex'), '9606af75f3ec21fcc3beaa906872a7df25f48d1c7d1a562bd6f6edc250ab005e');
  // without a context (no actions, no language) the board is the English one
  for (const s of states.slice(0, 60)) {
    assert.equal(renderViewText('liberty', liberty.view(s, 'american'), 'american'),
      renderViewText('liberty', liberty.view(s, 'american'), 'american', { lang: 'en' }));
  }
});
