/** Body of a bot worker thread: answers `choose` (one decision) and `match` (one whole bot game) requests. */
import { parentPort } from 'node:worker_threads';
import { getGame } from '../games/registry.js';
import { createBot } from './index.js';
import { playSpecMatch } from './match.js';
import type { WorkerRequest, WorkerReply } from './worker.js';

function handle(req: WorkerRequest): WorkerReply {
  const game = getGame(req.gameId);
  if (!game) throw new Error(`unknown game "${req.gameId}"`);
  const options = game.parseOptions(req.options ?? {});
  if (req.type === 'choose') {
    const bot = createBot(req.spec, { game, options, seed: req.seed });
    return { id: req.id, ok: true, action: bot.choose(req.view) };
  }
  return { id: req.id, ok: true, match: playSpecMatch(game, options, req.seed, req.specs, req.maxMoves) };
}

parentPort!.on('message', (req: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = handle(req);
  } catch (e) {
    reply = { id: req.id, ok: false, error: (e as Error)?.stack ?? String(e) };
  }
  parentPort!.postMessage(reply);
});
