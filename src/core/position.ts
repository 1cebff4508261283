/**
 * Position files: a human-writable JSON description of any mid-game position, shared by players (bug
 * reports, puzzles) and by tests (rule cases). The envelope is common to every game; `position` is the
 * game's own format, validated by the game. Chance is either a seed (a fresh generator) or an exact
 * generator state, plus optional forced dice for the next rolls.
 *
 * {
 *   "format": "muster-position/1",
 *   "game": "liberty",
 *   "options": { ... },
 *   "rng": { "seed": "bug-report-17" }   or   { "state": [a, b, c, d], "n": 12 },
 *   "forcedDice": [1, 1, 6],
 *   "forcedPicks": [2],           (next non-die draw: index 2 of the choices, e.g. a pool draw)
 *   "position": { ...game specific... }
 * }
 */
import { z } from 'zod';
import type { AnyGame, BaseState } from './engine.js';
import { RuleError } from './errors.js';
import { createRng, forceDice, forcePicks } from './rng.js';

export const POSITION_FORMAT = 'muster-position/1';

const u32 = z.number().int().min(0).max(0xffffffff);
export const PositionEnvelope = z.object({
  format: z.literal(POSITION_FORMAT),
  game: z.string().min(1),
  options: z.record(z.string(), z.unknown()).optional(),
  rng: z.union([
    z.object({ seed: z.union([z.string(), z.number()]) }).strict(),
    z.object({ state: z.tuple([u32, u32, u32, u32]), n: z.number().int().min(0).optional() }).strict(),
  ]).optional(),
  forcedDice: z.array(z.number().int().min(1).max(6)).optional(),
  forcedPicks: z.array(z.number().int().min(0)).optional(),
  position: z.unknown(),
}).strict();
export type PositionFile = z.infer<typeof PositionEnvelope>;

/** A position that cannot be loaded: every problem, each with the path where it was found. */
export class PositionError extends RuleError {
  readonly issues: { path: string; message: string }[];
  constructor(game: string, issues: { path: string; message: string }[]) {
    super(`${game} position`, 'invalid position: ' + issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; '), 'bad-position');
    this.issues = issues;
  }
}

export function zodIssues(err: z.ZodError, prefix = ''): { path: string; message: string }[] {
  return err.issues.map((i) => ({ path: [prefix, ...i.path.map(String)].filter(Boolean).join('.'), message: i.message }));
}

export function savePosition(game: AnyGame, state: BaseState, options: unknown): PositionFile {
  const file: PositionFile = {
    format: POSITION_FORMAT,
    game: game.info.id,
    options: options as Record<string, unknown>,
    rng: { state: [...state.rng.s] as [number, number, number, number], n: state.rng.n },
    position: game.toPosition(state),
  };
  if (state.rng.forced?.length) file.forcedDice = [...state.rng.forced];
  if (state.rng.picks?.length) file.forcedPicks = [...state.rng.picks];
  return file;
}

/** Load and validate; throws PositionError listing what is wrong. */
export function loadPosition(game: AnyGame, json: unknown): { state: BaseState; options: unknown } {
  const env = PositionEnvelope.safeParse(json);
  if (!env.success) throw new PositionError(game.info.id, zodIssues(env.error));
  const f = env.data;
  if (f.game !== game.info.id) throw new PositionError(game.info.id, [{ path: 'game', message: `this file is for "${f.game}", not "${game.info.id}"` }]);
  const options = game.parseOptions(f.options ?? {});
  let state: BaseState;
  try {
    state = game.fromPosition(f.position, options) as BaseState;
  } catch (e) {
    if (e instanceof RuleError) throw e;
    // A part the game's schema leaves open (e.g. a nested record) did not have the shape the game needs.
    throw new PositionError(game.info.id, [{ path: 'position', message: `cannot be read: ${(e as Error).message}` }]);
  }
  if (f.rng && 'state' in f.rng) state.rng = { s: [...f.rng.state] as [number, number, number, number], n: f.rng.n ?? 0 };
  else state.rng = createRng(f.rng?.seed ?? 'position');
  if (f.forcedDice?.length) forceDice(state.rng, f.forcedDice);
  if (f.forcedPicks?.length) forcePicks(state.rng, f.forcedPicks);
  return { state, options };
}
