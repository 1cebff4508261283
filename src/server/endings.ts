/**
 * Games that end outside their rules: a resignation, a draw the players agree, a player out of time. The
 * result is recorded like a rules result (winner, reason, rule "muster"), ends the game for good (no more
 * actions, no undo) and is what the lobby, the ratings and the export show; the export says how it ended and
 * `muster verify` checks that the rules had not ended the game first.
 */
import type { GameResult } from '../core/engine.js';
import { ApiError } from './errors.js';
import type { Hub } from './hub.js';
import type { GameMeta } from './hub.js';
import type { UserRow } from './storage/types.js';

import { OUTSIDE_RULE } from './live.js';
export { OUTSIDE_RULE };
export type EndingKind = 'resigned' | 'agreedDraw' | 'outOfTime';

const other = (sides: readonly string[], side: string): string | null => sides.find((s) => s !== side) ?? null;

export function endingResult(kind: EndingKind, sides: readonly string[], side: string): GameResult {
  if (kind === 'agreedDraw') return { winner: null, reason: 'muster.agreedDraw', rule: OUTSIDE_RULE, params: { side } };
  return { winner: other(sides, side), reason: `muster.${kind}`, rule: OUTSIDE_RULE, params: { side } };
}

/** How a result came about outside the rules, or null for a rules result. */
export function endingOf(result: GameResult | null | undefined): { kind: EndingKind; side: string } | null {
  if (!result || result.rule !== OUTSIDE_RULE) return null;
  const kind = result.reason.replace(/^muster\./, '') as EndingKind;
  if (!['resigned', 'agreedDraw', 'outOfTime'].includes(kind)) return null;
  return { kind, side: String(result.params?.side ?? '') };
}

/** The words for these results (the client renders a result's reason like a log entry). */
export const ENDING_MESSAGES = {
  en: { 'muster.resigned': '{side} resigned.', 'muster.agreedDraw': 'Drawn by agreement.', 'muster.outOfTime': '{side} ran out of time.' },
  ja: { 'muster.resigned': '{side}が投了しました。', 'muster.agreedDraw': '合意により引き分け。', 'muster.outOfTime': '{side}が持ち時間を使い切りました。' },
};

/** A seat holder resigns (any time while the game is in progress; in hot seat, for the side named). */
export async function resign(hub: Hub, user: UserRow, id: string, side: string, from?: string): Promise<GameMeta> {
  const g = await hub.load(id, from);
  return g.exclusive(async () => {
    hub.authorizeSeat(g, user, side);
    if (g.row.status !== 'active') throw new ApiError(409, 'not-in-progress', g.row.status === 'open' ? 'the game has not started: nothing to resign' : 'the game is over');
    await hub.finishOutside(g, endingResult('resigned', g.sides, side));
    return hub.meta(g, user);
  });
}

/**
 * Draw offers: `offer` stands until the next action (any side's) or an answer; the opponent may `accept`
 * (the game ends drawn) or `decline`; the side that offered may `withdraw`. Hot seat has none (one player).
 */
export async function drawAnswer(hub: Hub, user: UserRow, id: string, side: string, answer: 'offer' | 'accept' | 'decline' | 'withdraw', from?: string): Promise<GameMeta> {
  const g = await hub.load(id, from);
  return g.exclusive(async () => {
    hub.authorizeSeat(g, user, side);
    if (g.row.status !== 'active') throw new ApiError(409, 'not-in-progress', 'draws are offered while the game is in progress');
    if (g.row.mode === 'hotseat') throw new ApiError(409, 'no-draw', 'a hot-seat game has one player: there is nobody to offer a draw to');
    const at = g.actions.length;
    const standing = g.row.drawOffer && g.row.drawOffer.at === at ? g.row.drawOffer : null;
    if (answer === 'offer') {
      if (standing) throw new ApiError(409, 'draw-offered', standing.side === side ? 'you have offered a draw already' : 'your opponent offers a draw: accept or decline it');
      await hub.setDrawOffer(g, { side, at });
    } else if (answer === 'withdraw') {
      if (!standing || standing.side !== side) throw new ApiError(409, 'no-draw-offer', 'you have no draw offer standing');
      await hub.setDrawOffer(g, null);
    } else {
      if (!standing || standing.side === side) throw new ApiError(409, 'no-draw-offer', 'there is no draw offer from your opponent (an offer lapses with the next move)');
      if (answer === 'decline') await hub.setDrawOffer(g, null);
      else await hub.finishOutside(g, endingResult('agreedDraw', g.sides, standing.side));
    }
    return hub.meta(g, user);
  });
}
