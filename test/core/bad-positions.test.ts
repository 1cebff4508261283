/** Corrupt or impossible position files loaded through the engine protocol: a bad-position error naming the path. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ProtocolSession } from '../../src/core/protocol.ts';
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

test('core position: a nested part of a position that the game cannot read is a bad-position error (not an internal failure)', () => {
  const f = fresh('liberty');
  f.position.phase = 'battle'; f.position.p1 = 'british'; f.position.battle = {};
  refused(load(f), 'position', /cannot be read/);
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
