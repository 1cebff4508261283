/**
 * Hidden information found by the observer property test (`hidden-observer.test.ts`): each test plays the same
 * actions in two positions that differ only in something the enemy cannot see, and checks that the enemy's view
 * and the log entries addressed to it are the same.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { logFor } from '../../src/core/log.js';
import type { LogEntry } from '../../src/core/log.js';
import type { LibertyAction } from '../../src/games/liberty/actions.js';
import type { LibertyState, SideId } from '../../src/games/liberty/state.js';
import { LOC } from '../../src/games/liberty/state.js';
import { B, H, act, liberty, movePos, pos } from './helpers.js';

/** What `observer` receives while `side` plays `actions` from s: its final view and its log. */
function received(s: LibertyState, side: SideId, actions: LibertyAction[], observer: SideId): { view: unknown; log: LogEntry[] } {
  const log: LogEntry[] = [];
  for (const a of actions) {
    const before = s;
    s = act(s, side, a);
    const l: LogEntry[] = [];
    liberty.applyInPlace(liberty.clone(before), side, a, l); // the same action again, for its log
    log.push(...logFor(l, observer));
  }
  return { view: liberty.view(s, observer), log };
}

const played = { british: 'a2-01', american: 'a2-02' };

test('liberty 3.3 (hidden information): the supply phase waits for the player while the card has steps left, so the enemy does not learn that no other block was below strength', () => {
  const supplyPos = (line2Steps: number) => pos({
    year: 1776, turn: 1, phase: 'supply', p1: 'british', mover: 'british', points: 2, handSize: 5,
    played: { british: 's2-01', american: 'a1-01' },
    blocks: { line1: { at: 'Quebec', steps: 2 }, line2: { at: 'New York', steps: line2Steps } },
  });
  const full = received(supplyPos(4), 'british', [{ type: 'supply', block: B('line1') }], 'american');
  const damaged = received(supplyPos(3), 'british', [{ type: 'supply', block: B('line1') }], 'american');
  assert.deepEqual(full, damaged);
  const s = act(supplyPos(4), 'british', { type: 'supply', block: B('line1') });
  assert.deepEqual(liberty.legalActions(s, 'british'), [{ type: 'end' }], 'no target left: the player ends the card');
});

test('liberty 5.1, 5.5 (hidden information): a block at the end of its move waits for its owner to stop it, so the enemy does not learn its move allowance', () => {
  // a foot block's second hex is a forced march and its last; a dragoon could go on
  const moves: LibertyAction[] = [{ type: 'group', from: H('r16c4') }, { type: 'step', to: H('r17c4') }, { type: 'step', to: H('r18c4') }];
  const seen = (id: string) => {
    const s = movePos({ [id]: { at: 'r16c4' } }, 'british', { points: 1, played });
    return received(s, 'british', [moves[0]!, { type: 'block', block: B(id) }, moves[1]!, moves[2]!], 'american');
  };
  assert.deepEqual(seen('line1'), seen('br_dragoons'));
});

test('liberty 5.2, 10.0 (hidden information): a block that crossed a forest hexside waits for its owner to stop it, so the enemy does not learn whether it is an Indian (which need not stop)', () => {
  const s = movePos({ line1: { at: 'r16c3' } }, 'british', { points: 1, played });
  const t = act(act(act(s, 'british', { type: 'group', from: H('r16c3') }), 'british', { type: 'block', block: B('line1') }), 'british', { type: 'step', to: H('r15c2') });
  assert.equal(t.mover, 'british', 'the British still act');
  assert.deepEqual(liberty.legalActions(t, 'british'), [{ type: 'stop' }]);
});

test('liberty 5.7, 8.1 (hidden information): the log of a sea move does not tell whether the block is a warship', () => {
  const seen = (id: string) => {
    const s = movePos({ [id]: { at: 'atlantic' } }, 'british', { points: 1, played });
    return received(s, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B(id) }, { type: 'step', to: LOC.BWI }], 'american');
  };
  assert.deepEqual(seen('rn1'), seen('line1'));
});

test('liberty 5.5 (hidden information): the forced-march log does not tell where an eliminated block stands in the pack order among the other face-down blocks', () => {
  // line3 (1 step) is eliminated, the other block rolls a 5; the dice go in index order, so they are forced so
  const seen = (other: string, dice: number[]) => {
    const s = movePos({ line3: { at: 'r16c4', steps: 1 }, [other]: { at: 'r16c4', steps: 3 } }, 'british', { points: 1 });
    s.rng.forced = dice;
    const go = (id: string): LibertyAction[] => [{ type: 'block', block: B(id) }, { type: 'step', to: H('r17c4') }, { type: 'step', to: H('r18c4') }, { type: 'stop' }];
    const r = received(s, 'british', [{ type: 'group', from: H('r16c4') }, ...go('line3'), ...go(other)], 'american');
    return r.log.filter((e) => e.key.startsWith('lib.fm'));
  };
  assert.ok(B('line1') < B('line3') && B('line3') < B('line5'));
  const before = seen('line1', [5, 2]), after = seen('line5', [2, 5]);
  assert.equal(before.length, 2);
  assert.deepEqual(before, after);
});
