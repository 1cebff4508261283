/**
 * History during play (issue 20): a player steps back through a live game and sees each earlier moment as
 * their side saw it then, and never more. The view at action `at` is the game's own view function of the
 * position then, for that side (what the server pushed to that side at that moment), with no actions (the
 * past is not played); the log is the side's own log up to then; the action that led there is described only
 * if it was the side's own (an opponent's action may name what it hid). Observers get the observer's history.
 */
import { OBSERVER, viewFor } from '../core/engine.js';
import { ApiError } from './errors.js';
import type { Hub } from './hub.js';
import type { UserRow } from './storage/types.js';

export async function pastView(hub: Hub, user: UserRow | null, id: string, side: string, at: number | undefined, from?: string) {
  const g = await hub.loadVisible(id, user, from);
  if (side !== OBSERVER) hub.authorizeSeat(g, user, side);
  if (!g.state) throw new ApiError(409, 'not-started', 'the game has not started: it has no history yet');
  const total = g.actions.length;
  const n = Math.min(at ?? total, total);
  const state = g.stateAt(n)!;
  const last = n > 0 ? g.actions[n - 1]! : null;
  const own = last && last.side === side;
  return {
    at: n, total, side,
    view: { ...viewFor(g.rules, state, side), actions: [] },
    log: g.logAt(n, side),
    last: own ? { side: last.side, text: { en: g.rules.describeAction(last.action, 'en', g.row.options), ja: g.rules.describeAction(last.action, 'ja', g.row.options) } } : null,
  };
}
