/**
 * Game export (JSON: options, commitment and revealed secret, contributions, actions, full log, result) and
 * its verification: the commitment matches the secret, the seed follows from secret and contributions, and
 * replaying every action reproduces every log entry (so every die), every chance-draw count and the result.
 */
import { z } from 'zod';
import { replay, apply, stateHash, type AnyGame, type BaseState, type GameResult } from '../core/engine.js';
import { canonicalJson } from '../core/json.js';
import type { LogEntry } from '../core/log.js';
import { botContribution, commitmentOf, deriveSeed } from './fair.js';
import type { LiveGame } from './live.js';
import { endingOf, endingResult } from './endings.js';

export const EXPORT_FORMAT = 'muster-game/1';

export interface GameExport {
  format: typeof EXPORT_FORMAT;
  id: string;
  game: string;
  mode: string;
  options: unknown;
  sides: string[];
  players: Record<string, string>;
  commitment: string;
  serverSecret: string;
  contributions: Record<string, string>;
  seed: string;
  /** n: the generator's draw counter after the action (every die and shuffle is a draw). */
  actions: { side: string; action: unknown; n: number; at?: number }[];
  log: LogEntry[];
  result: GameResult | null;
  finalHash: string;
  createdAt: number;
  /** Commit first: when the server published the commitment (the game's creation), and when it accepted
   *  each side's contribution, never earlier. A computer seat's contribution is derived from the secret. */
  committedAt: number;
  contributedAt: Record<string, number | null>;
}

/** A time in milliseconds since 1970 (stored as a 64-bit integer). */
const Millis = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const GameExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  id: z.string().optional(),
  game: z.string().min(1),
  mode: z.string().optional(),
  options: z.unknown(),
  sides: z.array(z.string()).optional(),
  players: z.record(z.string(), z.string()).optional(),
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  serverSecret: z.string().min(16),
  contributions: z.record(z.string(), z.string()),
  seed: z.string(),
  actions: z.array(z.object({ side: z.string(), action: z.unknown(), n: z.number().int().min(0), at: Millis.optional() })),
  log: z.array(z.object({ key: z.string() }).passthrough()),
  result: z.unknown().nullable(),
  finalHash: z.string(),
  createdAt: Millis.optional(),
  committedAt: Millis.optional(),
  contributedAt: z.record(z.string(), Millis.nullable()).optional(),
});

export function exportGame(g: LiveGame, players: Record<string, string>): GameExport {
  if (!g.state) throw new Error('the game has not started');
  // Draw counters after each action, by replay (the live copy keeps only the current state).
  const options = g.rules.parseOptions(g.row.options ?? {});
  let s: BaseState = g.rules.setup(g.seed(), options, null);
  const actions = g.actions.map((a) => {
    s = apply(g.rules, s, a.side, a.action).state;
    return { side: a.side, action: a.action, n: s.rng.n, at: a.at };
  });
  return {
    format: EXPORT_FORMAT, id: g.id, game: g.row.game, mode: g.row.mode, options, sides: [...g.sides], players,
    commitment: g.row.commitment, serverSecret: g.row.serverSecret,
    contributions: Object.fromEntries(Object.entries(g.contributions()).map(([k, v]) => [k, v ?? ''])),
    seed: g.seed(), actions, log: g.log, result: g.result(), finalHash: stateHash(g.state), createdAt: g.row.createdAt,
    committedAt: g.row.createdAt,
    contributedAt: Object.fromEntries(g.seats.map((st) => [st.side, st.contributedAt ?? null])),
  };
}

export interface VerifyReport {
  ok: boolean;
  problems: string[];
  /** Moves replayed. */
  actions: number;
  /** Chance draws the replay made: every die, every block or card drawn, every shuffle. */
  draws: number;
  /** Log entries compared with the replay's. */
  logEntries: number;
  /** Dice whose results the log shows (and the replay rolled the same), of every kind: weather, fire, morale… */
  dice: number;
  result: GameResult | null;
}

/** Parameters of a log entry that hold die results: one die (`die`, `d1`, `roll`) or several (`dice`, `rolls`). */
const ONE_DIE = /^(die|roll|d\d)$/;
const SOME_DICE = /^(dice|rolls)$/;
/** A melee round shows both sides' dice under their roles (dixie 13.1). */
const DICE_BY_ROLE = /^(attacker|defender)$/;

/** How many dice a log entry shows, by the names the games give die results. */
export function diceShown(entry: LogEntry): number {
  let n = 0;
  for (const [k, v] of Object.entries(entry.params ?? {})) {
    if (ONE_DIE.test(k) && typeof v === 'number') n++;
    else if ((SOME_DICE.test(k) || (DICE_BY_ROLE.test(k) && /melee/i.test(entry.key))) && Array.isArray(v)) n += v.filter((d) => typeof d === 'number').length;
  }
  return n;
}

/**
 * Commit first, from the export: the commitment was published (committedAt) no later than every contribution
 * was accepted, and a computer seat's contribution is the one its secret fixes (so it too was set before).
 */
function commitOrderProblems(e: z.infer<typeof GameExportSchema>, sides: readonly string[]): string[] {
  const out: string[] = [];
  if (e.committedAt === undefined || !e.contributedAt) return ['the export does not record when the commitment was published and each contribution accepted (a game from before commit-first dice), so their order cannot be checked'];
  for (const side of sides) {
    const at = e.contributedAt[side];
    const computer = /^computer\b/.test(e.players?.[side] ?? '');
    if (computer) {
      if (e.contributions[side] !== botContribution(e.serverSecret, side)) out.push(`the computer's contribution for ${side} is not the one its secret fixes`);
    } else if (at === undefined || at === null) {
      out.push(`the export does not record when ${side}'s contribution was accepted`);
    } else if (at < e.committedAt) {
      out.push(`${side}'s contribution was accepted before the commitment was published (${at} < ${e.committedAt})`);
    }
  }
  return out;
}

/** Check an export from scratch. `getGame` finds the rules by id. */
export function verifyExport(raw: unknown, getGame: (id: string) => AnyGame | undefined): VerifyReport {
  const problems: string[] = [];
  const parsed = GameExportSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'export'}: ${i.message}`), actions: 0, draws: 0, logEntries: 0, dice: 0, result: null };
  }
  const e = parsed.data;
  const game = getGame(e.game);
  if (!game) return { ok: false, problems: [`unknown game "${e.game}"`], actions: 0, draws: 0, logEntries: 0, dice: 0, result: null };
  if (commitmentOf(e.serverSecret) !== e.commitment) problems.push('the revealed secret does not match the commitment shown at the start');
  problems.push(...commitOrderProblems(e, game.info.sides));
  const seed = deriveSeed(e.serverSecret, game.info.sides, e.contributions);
  if (seed !== e.seed) problems.push('the seed does not follow from the secret and the players\' contributions');
  let state: BaseState;
  let log: LogEntry[];
  try {
    const r = replay(game, { game: e.game, seed, options: e.options, actions: e.actions.map((a) => ({ side: a.side, action: a.action })) });
    state = r.state; log = r.log;
  } catch (err) {
    return { ok: false, problems: [...problems, `replay failed: ${(err as Error).message}`], actions: e.actions.length, draws: 0, logEntries: 0, dice: 0, result: null };
  }
  // Draw counter after every action.
  const options = game.parseOptions(e.options ?? {});
  let s: BaseState = game.setup(seed, options, null);
  e.actions.forEach((a, i) => {
    s = apply(game, s, a.side, a.action).state;
    if (s.rng.n !== a.n) problems.push(`action #${i + 1}: ${a.n} chance draws recorded, ${s.rng.n} on replay`);
  });
  // Every log entry, hence every die shown to the players.
  const n = Math.max(log.length, e.log.length);
  let dice = 0;
  for (let i = 0; i < n; i++) {
    const want = log[i], got = e.log[i];
    if (canonicalJson(want) !== canonicalJson(got)) { problems.push(`log entry #${i + 1} differs from the replay: recorded ${canonicalJson(got)}, replayed ${canonicalJson(want)}`); break; }
    if (want) dice += diceShown(want);
  }
  let result = game.result(state);
  // A resignation, an agreed draw or a loss on time ends a game its rules had not ended: the recorded result
  // is then that ending's, for a side of the game, after the last action.
  const ending = endingOf(e.result as GameResult | null);
  if (ending) {
    if (result) problems.push(`the game ended by its rules (${canonicalJson(result)}) before the recorded ${ending.kind}`);
    else if (!game.info.sides.includes(ending.side)) problems.push(`the recorded ${ending.kind} names no side of this game`);
    else if (canonicalJson(endingResult(ending.kind, game.info.sides, ending.side)) !== canonicalJson(e.result)) problems.push(`the recorded result does not follow from the ${ending.kind} of ${ending.side}`);
    else result = e.result as GameResult;
  } else if (canonicalJson(result) !== canonicalJson(e.result)) problems.push(`result differs: recorded ${canonicalJson(e.result)}, replayed ${canonicalJson(result)}`);
  if (stateHash(state) !== e.finalHash) problems.push('final position hash differs');
  return { ok: problems.length === 0, problems, actions: e.actions.length, draws: state.rng.n, logEntries: log.length, dice, result };
}
