/** The games Muster knows. Callers above the games (CLI, protocol, server, bots) find them here by id. */
import type { AnyGame } from '../core/engine.js';
import { highcard } from './toy/highcard.js';
import { goofspiel } from './toy/goofspiel.js';
import { dixie } from './dixie/index.js';
import { liberty } from './liberty/index.js';
import { war1812 } from './war1812/index.js';

const games = new Map<string, AnyGame>();
export function registerGame(g: AnyGame): void {
  games.set(g.info.id, g);
}
registerGame(highcard);
registerGame(goofspiel);
registerGame(dixie);
registerGame(liberty);
registerGame(war1812);

export function getGame(id: string): AnyGame | undefined {
  return games.get(id);
}
export function listGames(): AnyGame[] {
  return [...games.values()];
}
