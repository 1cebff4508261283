/** War of 1812 position format (muster-position/1): the round trip through core savePosition/loadPosition, and
 *  bad positions rejected with the path of every problem. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PositionError, loadPosition, savePosition, POSITION_FORMAT } from '../../src/core/position.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import type { War1812State } from '../../src/games/war1812/state.js';
import { S, act, bare, dice, exp, fresh, legal, movePos, war1812 } from './helpers.js';

const OPTS = { pack: 'default' };
const norm = (s: War1812State) => JSON.parse(JSON.stringify({ ...s, step: 0 }));
function roundTrip(s: War1812State): War1812State {
  const file = JSON.parse(JSON.stringify(savePosition(war1812, s, OPTS)));
  return loadPosition(war1812, file).state as War1812State;
}

test('war1812 position: a position saved and loaded is the same state, in every phase of random games', () => {
  const phases = new Set<string>();
  let n = 0;
  for (let g = 0; g < 6; g++) {
    let s = fresh(`pos-${g}`);
    const r = createRng(`pos-pick-${g}`);
    for (let k = 0; !war1812.result(s) && k < 4000; k++) {
      if (k % 13 === 0 || s.phase !== 'play') {
        const t = roundTrip(s);
        assert.deepEqual(norm(t), norm(s), `game ${g} step ${k} (${s.phase})`);
        phases.add(s.phase);
        n++;
      }
      const side = war1812.activeSides(s)[0]!;
      const acts = war1812.legalActions(s, side);
      s = war1812.clone(s);
      war1812.applyInPlace(s, side, acts[randomInt(r, acts.length)]!, null);
    }
    assert.deepEqual(norm(roundTrip(s)), norm(s), `game ${g} over`);
    phases.add(s.phase);
  }
  for (const p of ['play', 'ops', 'move', 'lastcard', 'over']) assert.ok(phases.has(p), `phase ${p} seen`);
  assert.ok(n > 300);
});

test('war1812 position: a loaded position plays on exactly as the original (same legal actions, same next state)', () => {
  const s = bare();
  exp(s, 0, 'A', 'frenchtown', ['brock'], { regular: 6 });
  s.control[S('frenchtown')] = 0;
  movePos(s, 0, 'A', 4);
  const f = dice(s, [5, 3]);
  const t = roundTrip(f);
  assert.deepEqual(t.rng.picks, [5, 3], 'forced picks survive (forcedPicks)');
  assert.deepEqual(legal(t, 0), legal(f, 0));
  const a = act(f, 0, { type: 'move', to: S('detroit') });
  const b = act(t, 0, { type: 'move', to: S('detroit') });
  assert.deepEqual(norm(b), norm(a));
});

test('war1812 position: the format names places and leaders by their ids and leaves the defaults out', () => {
  const p = war1812.toPosition(fresh('ids')) as Record<string, unknown>;
  const stacks = p.stacks as { id: string; at: string; leaders: string[]; units: Record<string, number> }[];
  const a = stacks.find((x) => x.id === 'A')!;
  assert.equal(a.at, 'amherstburg');
  assert.deepEqual(a.leaders.slice().sort(), ['brock', 'tecumseh']);
  assert.deepEqual(a.units, { regular: 1, militia: 1, indian: 2 });
  assert.deepEqual(p.control, {}, 'control as at the start: nothing written');
  assert.deepEqual(p.forts, {});
});

/** Load a position file made from a fresh position with `edit` applied; returns the PositionError's issues. */
function issues(edit: (p: Record<string, any>) => void, envelope: (f: Record<string, any>) => void = () => {}): { path: string; message: string }[] {
  const file = JSON.parse(JSON.stringify(savePosition(war1812, fresh('bad'), OPTS)));
  edit(file.position);
  envelope(file);
  try { loadPosition(war1812, file); } catch (e) {
    assert.ok(e instanceof PositionError, String(e));
    return e.issues;
  }
  assert.fail('the position was accepted');
}
const paths = (l: { path: string }[]) => l.map((i) => i.path);

test('war1812 position: bad positions are rejected with the path of each problem', () => {
  assert.deepEqual(paths(issues((p) => { p.stacks[0].at = 'atlantis'; })), ['position.stacks[0].at']);
  assert.deepEqual(paths(issues((p) => { p.stacks[0].leaders = ['napoleon']; })), ['position.stacks[0].leaders[0]']);
  assert.deepEqual(paths(issues((p) => { p.stacks[0].units = { dragoons: 1 }; })), ['position.stacks[0].units.dragoons']);
  assert.deepEqual(paths(issues((p) => { p.stacks[0].id = 'Q'; })), ['position.stacks[0].id']);
  assert.deepEqual(paths(issues((p) => { p.hands.british = [999]; })), ['position.hands.british[0]']);
  assert.deepEqual(paths(issues((p) => { p.hands.british.push(p.deck[0]); })), ['position']);
  assert.deepEqual(paths(issues((p) => { p.control = { nowhere: 'british' }; })), ['position.control.nowhere']);
  assert.deepEqual(paths(issues((p) => { p.control = { york: 'french' }; })), ['position.control.york']);
  assert.deepEqual(paths(issues((p) => { p.forts = { york: 4 }; })), ['position.forts.york']);
  assert.deepEqual(paths(issues((p) => { p.roads = [['york', 'boston']]; })), ['position.roads[0]']);
  assert.deepEqual(paths(issues((p) => { p.blockade = { york: 1 }; })), ['position.blockade.york']);
  assert.deepEqual(paths(issues((p) => { p.peace = { british: 20, american: 4 }; })), ['position.peace']);
  assert.deepEqual(paths(issues((p) => { p.year = 1816; })), ['position.year']);
  assert.deepEqual(paths(issues((p) => { p.phase = 'move'; p.mover = null; })), ['position.mover']);
  assert.deepEqual(paths(issues((p) => { p.phase = 'move'; p.mover = { stack: 'K', mp: 4, from: 'york', touched: 0, moved: false }; })), ['position.mover.stack']);
  assert.deepEqual(paths(issues((p) => { p.phase = 'ops'; p.ops = null; })), ['position.ops']);
  assert.deepEqual(paths(issues((p) => { p.phase = 'lastcard'; })), ['position.ghent']);
  assert.deepEqual(paths(issues((p) => { p.appear = [{ side: 'british', at: 'york', unit: 'elephant' }]; })), ['position.appear[0].unit']);
  assert.deepEqual(paths(issues((p) => { p.pool.american = ['brock2']; })), ['position.pool.american[0]']);
  assert.deepEqual(paths(issues((p) => { p.surprise = 1; })), ['position']);
  // several problems at once: all reported
  assert.deepEqual(paths(issues((p) => { p.stacks[0].at = 'x'; p.stacks[1].leaders = ['y']; })).sort(), ['position.stacks[0].at', 'position.stacks[1].leaders[0]']);
  // the envelope
  assert.deepEqual(paths(issues(() => {}, (f) => { f.game = 'liberty'; })), ['game']);
  assert.deepEqual(paths(issues(() => {}, (f) => { f.format = 'muster-position/2'; })), ['format']);
  assert.throws(() => loadPosition(war1812, { format: POSITION_FORMAT, game: 'war1812', options: { pack: 'nope' }, position: {} }), (e: unknown) => (e as { rule?: string }).rule === 'war1812 options');
});

test('war1812 position (12.5): a finished game saved and loaded is still finished, with its result', () => {
  const s = bare();
  s.peace = [3, 3];
  s.ghent = { numbers: [0, 0], shift: 0, box: 3 };
  s.phase = 'lastcard'; s.lastCards = 1; s.active = 0;
  s.hands = [[s.deck.pop()!], []];
  const over = act(s, 0, { type: 'pass' });
  const t = roundTrip(over);
  assert.deepEqual(war1812.result(t), war1812.result(over));
  assert.deepEqual(war1812.activeSides(t), []);
  assert.throws(() => act(t, 0, { type: 'pass' }), (e: unknown) => (e as { rule?: string }).rule === 'war1812 core');
  // "over" without the box that decided it is refused
  const file = JSON.parse(JSON.stringify(savePosition(war1812, over, OPTS)));
  file.position.ghent = null;
  assert.throws(() => loadPosition(war1812, file), (e: unknown) => e instanceof PositionError && e.issues.some((i) => i.path === 'position.ghent'));
});
