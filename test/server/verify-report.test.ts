/**
 * What `muster verify` tells a player it checked (issue 22: a Liberty game with weather dice was reported as
 * "0 dice log entries"): the moves replayed, the chance draws, the log entries and the dice they show.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { apply, stateHash, type AnyGame, type BaseState } from '../../src/core/engine.js';
import type { LogEntry } from '../../src/core/log.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { getGame } from '../../src/games/registry.js';
import { diceShown, EXPORT_FORMAT, verifyExport, type GameExport } from '../../src/server/export.js';
import { botContribution, commitmentOf, deriveSeed, newSecret } from '../../src/server/fair.js';
import { ROOT, tmpDir } from './helpers.js';

/** A game between two computer seats, `moves` random legal moves long, exported as the server exports it. */
function randomExport(gameId: string, moves: number, pick = 7): GameExport {
  const game = getGame(gameId) as AnyGame;
  const sides = [...game.info.sides];
  const secret = newSecret();
  const contributions = Object.fromEntries(sides.map((s) => [s, botContribution(secret, s)]));
  const seed = deriveSeed(secret, sides, contributions);
  const options = game.parseOptions({});
  const log: LogEntry[] = [];
  let state: BaseState = game.setup(seed, options, log);
  const choose = createRng(pick);
  const actions: GameExport['actions'] = [];
  for (let i = 0; i < moves && game.result(state) === null; i++) {
    const side = game.activeSides(state)[0]!;
    const legal = game.legalActions(state, side);
    const action = legal[randomInt(choose, legal.length)];
    const r = apply(game, state, side, action);
    state = r.state;
    log.push(...r.log);
    actions.push({ side, action, n: state.rng.n, at: 2 });
  }
  return {
    format: EXPORT_FORMAT, id: 'g1', game: gameId, mode: 'bot', options, sides,
    players: Object.fromEntries(sides.map((s) => [s, 'computer (random)'])),
    commitment: commitmentOf(secret), serverSecret: secret, contributions, seed, actions, log,
    result: game.result(state), finalHash: stateHash(state), createdAt: 1, committedAt: 1,
    contributedAt: Object.fromEntries(sides.map((s) => [s, null])),
  };
}

test('server: muster verify counts the Liberty weather die (liberty 4.0) and every fire die (liberty 7.31) among the dice it checked', () => {
  const exp = randomExport('liberty', 120);
  const weather = exp.log.filter((e) => /^lib\.weather/.test(e.key));
  assert.ok(weather.length >= 1, 'the game rolled for weather');
  const fireDice = exp.log.filter((e) => e.key === 'lib.fire').reduce((n, e) => n + (e.params!.dice as number[]).length, 0);
  const r = verifyExport(exp, getGame);
  assert.equal(r.ok, true, r.problems.join('\n'));
  assert.equal(r.logEntries, exp.log.length);
  assert.ok(r.dice >= weather.length + fireDice, `${r.dice} dice counted, ${weather.length} weather and ${fireDice} fire dice in the log`);
  assert.equal(r.dice, exp.log.reduce((n, e) => n + diceShown(e), 0));
  assert.ok(r.draws >= r.dice, 'every die shown is one of the chance draws');
});

test('server: diceShown reads one die (liberty 4.0 weather, 11.2 French entry), a fire volley (dixie 7.1) and a melee round (dixie 13.1)', () => {
  assert.equal(diceShown({ key: 'lib.weatherNorth', params: { side: 'british', die: 2 }, rule: 'liberty 4.0' }), 1);
  assert.equal(diceShown({ key: 'lib.frenchStayOut', params: { d1: 3, d2: 4, need: 10 }, rule: 'liberty 11.2' }), 2);
  assert.equal(diceShown({ key: 'dx.fire', params: { side: 'usa', dice: [1, 5, 6], hits: 1 }, rule: 'dixie 7.1' }), 3);
  assert.equal(diceShown({ key: 'dx.meleeRound', params: { round: 1, attacker: [2, 3], defender: [6], ah: 1, dh: 0 }, rule: 'dixie 13.1' }), 3);
  assert.equal(diceShown({ key: 'lib.round', params: { round: 3 }, rule: 'liberty 7.21' }), 0);
});

test('server: muster verify reports, in words, the moves, chance draws, log entries and dice of a Liberty game it replayed', { timeout: 120000 }, () => {
  const exp = randomExport('liberty', 120);
  const r = verifyExport(exp, getGame);
  const file = path.join(tmpDir('muster-verify-'), 'liberty.json');
  fs.writeFileSync(file, JSON.stringify(exp));
  const out = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli/main.ts'), 'verify', file], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(out.status, 0, out.stdout + out.stderr);
  assert.match(out.stdout, /^verified: /);
  assert.match(out.stdout, /revealed server secret matches the commitment/);
  assert.match(out.stdout, new RegExp(`${exp.actions.length} moves replayed, with the same ${r.draws} chance draws as recorded`));
  assert.match(out.stdout, new RegExp(`all ${exp.log.length.toLocaleString('en')} log entries identical, including the results of ${r.dice} dice`));
  assert.ok(r.dice > 0);
});
