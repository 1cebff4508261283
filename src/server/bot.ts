/**
 * The computer's choice for a seat it holds. It decides from that side's own view (never the state). Until
 * the bots package (src/bots/) offers a chooser, it picks a uniformly random legal action.
 */
import crypto from 'node:crypto';
import type { SideView } from '../core/engine.js';

export type BotChooser = (gameId: string, view: SideView<unknown, unknown>, kind: string) => Promise<unknown>;

export const randomBot: BotChooser = async (_gameId, view) => {
  if (view.actions.length === 0) throw new Error('the computer has no legal action');
  return view.actions[crypto.randomInt(view.actions.length)];
};
