import { test } from 'node:test';
import { dixie, assert, build, act, legal, offered, refuses, dice, ids, card, U, C } from './helpers.js';
import { moraleValue } from '../../src/games/dixie/morale.js';
import { fireDice } from '../../src/games/dixie/fire.js';
import { stackLimit } from '../../src/games/dixie/battlefield.js';

test('dixie 10.1: terrain counts for stacking and limits the attackers as it does the defenders', () => {
  const s = build({ phase: 'move', positions: { 'USA-C': [{ card: U.paul }, { card: U.mcphersons }], 'CSA-C': [{ card: C.kemper }, { card: C.semmes }, { card: C.walker }, { card: C.hays }] } });
  for (const c of [C.kemper, C.semmes, C.walker]) act(s, 'CSA', { type: 'move', card: c, to: 'USA-C' });
  assert.ok(!offered(s, 'CSA', { type: 'move', card: C.hays, to: 'USA-C' }), '4 − 1 terrain = 3 attackers');
});

test('dixie 10.2: terrain is played from the reserve in the movement step, face up, in an unengaged own position of its code', () => {
  const s = build({ phase: 'move', turnOf: 'USA', reserve: { CSA: [], USA: [U.culps, U.mcphersons] }, positions: { 'USA-C': [{ card: U.paul, up: true }, { card: C.kemper, up: true }] } });
  assert.ok(offered(s, 'USA', { type: 'terrain', card: U.culps, at: 'USA-R' }));
  refuses(s, 'USA', { type: 'terrain', card: U.mcphersons, at: 'USA-C' }, 'dixie 10.2');
  act(s, 'USA', { type: 'terrain', card: U.culps, at: 'USA-R' });
  assert.equal(card(s, U.culps)!.up, 1);
});

test('dixie 10.3: terrain effects favour whoever holds the position, the attacker once he has taken it', () => {
  // Hills (McPherson's Ridge): defender morale +1; long-range fire into it −1 die.
  const s = build({ positions: { 'USA-C': [{ card: U.paul, up: true }, { card: U.mcphersons }], 'CSA-C': [{ card: C.cabell }] } });
  assert.equal(moraleValue(s, 4, 'USA', U.paul, false), 4, 'Paul 3B + hill');
  assert.equal(fireDice(s, 'CSA', C.cabell, 1, 4, 'long'), 1, 'Cabell CV 2 − 1 into the hill');
  const t = build({ positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.mcphersons }] } });
  assert.equal(t.hold[4], 'CSA', 'the CSA took USA-C');
  assert.equal(moraleValue(t, 4, 'CSA', C.kemper, false), 4, 'now the CSA gets the hill');
});

test('dixie 11.0: leaders do not count for stacking, are face up, one per position', () => {
  const s = build({ phase: 'deploy', turn: 0, reserve: { CSA: [C.lee, C.ewell], USA: [] } });
  act(s, 'CSA', { type: 'deploy', card: C.lee, at: 'CSA-C' });
  assert.equal(card(s, C.lee)!.up, 1);
  refuses(s, 'CSA', { type: 'deploy', card: C.ewell, at: 'CSA-C' }, 'dixie 11.0');
});

test('dixie 11.1: a leader adds his attack command when attacking, his defence command when defending', () => {
  const s = build({ positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: C.lee }, { card: U.paul, up: true }, { card: U.hancock }] } });
  assert.equal(moraleValue(s, 4, 'CSA', C.kemper, false), 3 + 3, 'Lee attack 3');
  assert.equal(moraleValue(s, 4, 'USA', U.paul, false), 3 + 3, 'Hancock defence 3');
  const t = build({ positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: C.lee }] } });
  assert.equal(moraleValue(t, 4, 'CSA', C.kemper, false), 3 + 2, 'a captured position is a defence position: Lee defence 2');
});

test('dixie 11.2: a stack bonus lets more unit cards into the position; losing the leader brings disorder', () => {
  const s = build({ positions: { 'CSA-C': [{ card: C.lee }] } });
  assert.equal(stackLimit(s, 1, 'CSA'), 5);
  const t = build({ positions: { 'CSA-C': [{ card: C.ewell }] } });
  assert.equal(stackLimit(t, 1, 'CSA'), 4);
});

test('dixie 11.3: a 6 rolled against his position hits a leader; one die per hit in the morale step, before the units; a 6 kills', () => {
  const s = build({ phase: 'morale', turnOf: 'USA', positions: { 'USA-C': [{ card: U.wadsworth, hits: 2 }, { card: U.cross, up: true, hits: 1 }] } });
  dice(s, [3, 6, 1]);
  const log = act(s, 'USA', { type: 'morale' });
  assert.ok(s.dead.includes(U.wadsworth));
  const keys = log.map((e) => e.key);
  assert.ok(keys.indexOf('dx.leaderKilled') < keys.indexOf('dx.moralePass'), 'leader first');
  assert.ok(ids(s, 'USA-C').includes(U.cross));
});

test('dixie 11.3: a leader alone in a position with the enemy dies at once', () => {
  const s = build({ phase: 'move', positions: { 'CSA-C': [{ card: C.kemper }], 'USA-C': [{ card: U.hancock }] } });
  act(s, 'CSA', { type: 'move', card: C.kemper, to: 'USA-C' });
  assert.ok(s.dead.includes(U.hancock));
});

test('dixie 12.0: specials act from the reserve on a position, two different ones at most per position per step', () => {
  const s = build({ phase: 'morale', turnOf: 'USA', reserve: { CSA: [], USA: [U.rally, U.rally + 1000, 144] }, positions: { 'USA-C': [{ card: U.cross, up: true, hits: 1 }] } });
  assert.equal(legal(s, 'USA').filter((a) => a.type === 'special' && a.card % 1000 === U.rally).length, 1, 'copies of one special are one decision');
  act(s, 'USA', { type: 'special', card: U.rally, at: 'USA-C' });
  assert.equal(moraleValue(s, 4, 'USA', U.cross, false), 2, 'Rally +1');
  assert.ok(!offered(s, 'USA', { type: 'special', card: U.rally + 1000, at: 'USA-C' }), 'not the same special twice');
  assert.ok(offered(s, 'USA', { type: 'special', card: 144, at: 'USA-C' }), 'a different one is allowed');
  dice(s, [2]);
  act(s, 'USA', { type: 'morale' });
  assert.ok(!s.dead.includes(U.cross));
  act(s, 'USA', { type: 'end-combat' });
  act(s, 'USA', { type: 'end-move' });
  assert.ok(s.dead.includes(U.rally), 'the special ends with the turn');
});

test('dixie 12.0: Sharpshooters hit an enemy leader in an engaged position', () => {
  const s = build({ reserve: { CSA: [C.sharpshooters], USA: [] }, positions: { 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }, { card: U.hancock }] } });
  act(s, 'CSA', { type: 'special', card: C.sharpshooters, at: 'USA-C' });
  assert.equal(card(s, U.hancock)!.h, 1);
});
