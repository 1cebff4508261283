/**
 * The computer's choice for a seat it holds. It decides from that side's own view (never the state): a
 * uniformly random legal action for 'random', otherwise the bots of src/bots/ (greedy, ismcts) in worker
 * threads so that the server stays responsive while they think (levels easy, normal, hard).
 */
import crypto from 'node:crypto';
import type { SideView } from '../core/engine.js';

export type BotChooser = (gameId: string, view: SideView<unknown, unknown>, kind: string, options: unknown) => Promise<unknown>;
export const BOT_KINDS = ['random', 'easy', 'normal', 'hard'] as const;

export const randomBot: BotChooser = async (_gameId, view) => {
  if (view.actions.length === 0) throw new Error('the computer has no legal action');
  return view.actions[crypto.randomInt(view.actions.length)];
};

export const workerBot: BotChooser = async (gameId, view, kind, options) => {
  if (kind === 'random') return randomBot(gameId, view, kind, options);
  try {
    const { chooseActionInWorker } = await import('../bots/worker.js');
    const action = await chooseActionInWorker(gameId, view, kind, { seed: crypto.randomBytes(8).toString('hex'), options });
    if (action !== undefined) return action;
  } catch {
    // A bot failure must not stall the game: fall back to a legal random move.
  }
  return randomBot(gameId, view, kind, options);
};

export async function shutdownBots(): Promise<void> {
  try {
    const { shutdownBotWorkers } = await import('../bots/worker.js');
    await shutdownBotWorkers();
  } catch { /* no bots package */ }
}
