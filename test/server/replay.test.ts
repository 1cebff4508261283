/**
 * Replays start from the game's checkpoints (issue 21: a replay request replays at most a few actions, not the
 * whole game): for every move of a long game and every viewer, the view and log are those of a full rebuild.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OBSERVER, viewFor } from '../../src/core/engine.js';
import { getGame } from '../../src/games/registry.js';
import { LiveGame } from '../../src/server/live.js';
import type { GameRow, SeatRow } from '../../src/server/storage/types.js';
import { longDixieExport, playedExport } from './abuse-helpers.js';

for (const exp of [playedExport('liberty', 3), longDixieExport(150)]) {
  test(`server replay (${exp.game}, ${exp.actions.length} actions): from checkpoints, every position and log as a full rebuild gives them`, { timeout: 300_000 }, () => {
    const rules = getGame(exp.game)!;
    const row: GameRow = {
      id: 'r', game: exp.game, mode: 'imported', status: 'finished', options: exp.options, createdBy: 'u', createdAt: 0, updatedAt: 0,
      commitment: exp.commitment, serverSecret: exp.serverSecret, inviteToken: 'x', result: null, actionCount: exp.actions.length,
    };
    const seats: SeatRow[] = rules.info.sides.map((side) => ({ gameId: 'r', side, userId: null, bot: 'imported', contribution: exp.contributions[side]! }));
    const played = exp.actions.map((a) => ({ side: a.side, action: a.action, at: 0 }));
    const g = new LiveGame(row, seats, rules);
    g.rebuild(played);
    for (let at = 0; at <= played.length; at += at < 40 ? 1 : 7) {
      const full = new LiveGame(row, seats, rules);
      full.rebuild(played.slice(0, at));
      const s = g.stateAt(at)!;
      for (const side of [...rules.info.sides, OBSERVER]) {
        assert.deepEqual(viewFor(rules, s, side), full.view(side), `view of ${side} after ${at}`);
        assert.deepEqual(g.logAt(at, side), full.logOf(side), `log of ${side} after ${at}`);
      }
    }
  });
}
