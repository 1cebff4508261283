/** Corrupt or impossible position files loaded through the engine protocol: a bad-position error naming the path. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ProtocolSession } from '../../src/core/protocol.ts';
import { apply } from '../../src/core/engine.ts';
import { savePosition } from '../../src/core/position.ts';
import { getGame, listGames } from '../../src/games/registry.ts';

function fresh(game: string): any {
  const g = getGame(game)!;
  const o = g.parseOptions({});
  return structuredClone(savePosition(g, g.setup('bad-positions', o, null), o));
}
function load(position: unknown): any {
  return new ProtocolSession({ getGame, listGames }).handleLine(JSON.stringify({ cmd: 'load', position }));
}
function refused(r: any, path: string, message: RegExp): void {
  assert.equal(r.ok, false, JSON.stringify(r));
  assert.equal(r.error.code, 'bad-position', JSON.stringify(r.error));
  const hit = r.error.issues.find((i: any) => i.path === path);
  assert.ok(hit, `an issue at ${path}: ${JSON.stringify(r.error.issues)}`);
  assert.match(hit.message, message);
}

test('liberty position: an empty battle state is a bad-position error naming its missing fields (not an internal failure)', () => {
  const f = fresh('liberty');
  f.position.phase = 'battle'; f.position.p1 = 'british'; f.position.battle = {};
  refused(load(f), 'position.battle.hex', /number/);
  refused(load(f), 'position.battle.step', /fight|hits|retreat|regroup|expected/);
});

/** A loaded engine position in the given phase (random game with a fixed seed, checked through the protocol). */
function inPhase(phase: string): any {
  const g = getGame('liberty')!;
  const o = g.parseOptions({});
  let s = g.setup('bad-positions', o, null);
  for (let k = 0; k < 50 && (s as { phase: string }).phase !== phase; k++) {
    s = g.setup(`bad-positions-${k}`, o, null);
    for (let i = 0; i < 5000 && (s as { phase: string }).phase !== phase && !g.result(s); i++) {
      const side = g.activeSides(s)[0]!;
      const acts = g.legalActions(s, side);
      s = apply(g, s, side, acts[(i * 7 + k) % acts.length]).state;
    }
  }
  assert.equal((s as { phase: string }).phase, phase);
  const f = structuredClone(savePosition(g, s, o));
  assert.equal(load(f).ok, true, 'the engine\'s own position loads');
  return f;
}

test('liberty position: battle and winter states have the engine\'s shape (a winter {foo:1} left no side able to act)', () => {
  let f = fresh('liberty');
  f.position.phase = 'winter'; f.position.winter = { foo: 1 };
  refused(load(f), 'position.winter.step', /expected one of/);
  refused(load(f), 'position.winter', /foo/);
  f = inPhase('winter');
  f.position.winter.side = 'french';
  refused(load(f), 'position.winter.side', /british|american|expected/);
  f = inPhase('battle');
  f.position.battle.blocks = [...f.position.battle.blocks, 9999];
  refused(load(f), `position.battle.blocks.${f.position.battle.blocks.length - 1}`, /no block 9999/);
  f = inPhase('battle');
  f.position.battle.round = '2';
  refused(load(f), 'position.battle.round', /number/);
  f = inPhase('battle');
  f.position.battle.att = 1 - f.position.battle.att;
  refused(load(f), 'position.battle.att', /is not the attacker/);
});

test('liberty 11.1 position: a result needs the phase "over", a known result message, and the winner that message names', () => {
  let f = fresh('liberty');
  f.position.result = { winner: 'british', reason: 'lib.winBritish', rule: 'liberty 11.1', params: { points: 31 } };
  refused(load(f), 'position.result', /phase is "over", not "card"/);
  f = fresh('liberty');
  f.position.phase = 'over'; f.position.result = { winner: 'british', reason: 'lib.draw', rule: 'liberty 11.1' };
  refused(load(f), 'position.result.reason', /no result message "lib.draw"/);
  f = fresh('liberty');
  f.position.phase = 'over'; f.position.result = { winner: 'british', reason: 'lib.winAmerican', rule: 'liberty 11.1' };
  refused(load(f), 'position.result.winner', /american win, not a british win/);
  f = fresh('liberty');
  f.position.phase = 'over'; f.position.result = { winner: 'american', reason: 'lib.winAmerican', rule: 'liberty 11.1', params: { points: 9 } };
  const r = load(f);
  assert.equal(r.ok, true, JSON.stringify(r));
});

test('liberty 3.0 position: a side holds no more cards (hand, choice and this year\'s played cards) than the year\'s deal', () => {
  const f = fresh('liberty');
  const all: string[] = [...f.position.hands.british, ...f.position.hands.american];
  const spare = getGame('liberty')!.toPosition((getGame('liberty')!.setup('other', getGame('liberty')!.parseOptions({}), null))) as any;
  const extra = [...spare.hands.british, ...spare.hands.american].filter((x: string) => !all.includes(x));
  f.position.hands.british = [...f.position.hands.british, ...extra].slice(0, f.position.handSize + 1);
  refused(load(f), 'position.hands.british', /more than the \d+ dealt/);
});

test('liberty position: the side to act must have a legal action, or the game be over with a result', () => {
  let f = fresh('liberty');
  f.position.hands.american = [];
  refused(load(f), 'position.hands.american', /american must act in the card phase but has no legal action/);
  f = fresh('liberty');
  f.position.phase = 'battle-order'; f.position.p1 = 'british'; f.position.contests = [];
  refused(load(f), 'position.contests', /british must act in the battle-order phase but has no legal action/);
  f = fresh('liberty');
  f.position.phase = 'over';
  refused(load(f), 'position.result', /no side can act in the over phase and the game has no result/);
  f = inPhase('winter');
  f.position.winter.side = null;
  refused(load(f), 'position.winter', /no side can act in the winter phase/);
});

test('liberty position: a drawn block, a moving group\'s block, a block or a hex named like an Object property ("toString") are unknown', () => {
  let f = fresh('liberty');
  f.position.drawn = 'nosuchblock';
  refused(load(f), 'position.drawn', /unknown block "nosuchblock"/);
  f = fresh('liberty');
  f.position.drawn = 'toString';
  refused(load(f), 'position.drawn', /unknown block "toString"/);
  f = fresh('liberty');
  f.position.blocks.constructor = { at: 'pool' };
  refused(load(f), 'position.blocks.constructor', /unknown block/);
  f = fresh('liberty');
  f.position.control = { toString: 'british' };
  refused(load(f), 'position.control.toString', /unknown hex/);
  f = fresh('liberty');
  const [id, b] = Object.entries(f.position.blocks as Record<string, { at: string }>)[0]!;
  f.position.blocks[id] = { ...b, at: 'hasOwnProperty' };
  refused(load(f), `position.blocks.${id}.at`, /unknown location "hasOwnProperty"/);
  f = fresh('liberty');
  f.position.phase = 'move'; f.position.mover = 'british'; f.position.p1 = 'british';
  f.position.group = { from: f.position.blocks[id].at, block: 'nosuchblock', steps: 0, path: [] };
  refused(load(f), 'position.group.block', /unknown block "nosuchblock"/);
});

test('highcard 2 position: a chosen card is a card (1-9) and no longer in the hand', () => {
  let f = fresh('highcard');
  f.position.chosen = { north: 42, south: null };
  refused(load(f), 'position.chosen.north', /<=9/);
  f = fresh('highcard');
  f.position.chosen = { north: f.position.hands.north[0], south: null };
  refused(load(f), 'position.chosen.north', /both chosen and in the hand/);
});

test('goofspiel position: a prize card appears once, every card belongs to the game\'s n cards, a chosen bid is not still in the hand', () => {
  let f = fresh('goofspiel');
  f.position.deck = [...f.position.deck, f.position.prize];
  refused(load(f), 'position.deck', /appears twice/);
  f = fresh('goofspiel');
  f.position.deck = [...f.position.deck, 13];
  refused(load(f), 'position.deck', /not in a game of 6 cards/);
  f = fresh('goofspiel');
  f.position.hands.north = [1, 2, 12];
  refused(load(f), 'position.hands.north', /card 12 is not in a game of 6 cards/);
  f = fresh('goofspiel');
  f.position.chosen = { north: 1, south: null };
  refused(load(f), 'position.chosen.north', /both chosen and in the hand/);
});

test('core position: the untouched position files still load', () => {
  for (const game of ['liberty', 'dixie', 'highcard', 'goofspiel']) assert.equal(load(fresh(game)).ok, true, game);
});
