/**
 * Every limit the server enforces on one client, in one place (README "What the server guarantees" quotes
 * the defaults). AppOptions.limits overrides any of them, which tests use to reach a limit in a few steps.
 */
export interface ServerLimits {
  /** A socket whose unsent output exceeds this many bytes (it does not read) is dropped. */
  sendBufferBytes: number;
  /** Messages a socket may send: `burst` at once, then `perSecond` (token bucket); beyond: an error, then close. */
  socketMessages: { perSecond: number; burst: number };
  /** The same, summed over every socket from one address. */
  addressMessages: { perSecond: number; burst: number };
  /** Open sockets at once from one address, and for one signed-in account. */
  socketsPerAddress: number;
  socketsPerAccount: number;
  /** HTTP requests from one address (token bucket; GET /api/health is not counted); beyond: 429. */
  httpRequests: { perSecond: number; burst: number };
  /** New sockets from one address within a minute (reconnect loops). */
  socketOpensPerMinute: number;
  /** Games loaded from storage (not already in memory: a full replay each) for one address. */
  coldLoads: { perSecond: number; burst: number };
  /** Games one socket may follow at once. */
  subscriptionsPerSocket: number;
  /** Observers (spectators) of one game served at once on this process. */
  observersPerGame: number;
  /** Observer fan-out: sockets served per event-loop turn. */
  fanoutBatch: number;
  /** Registration attempts from one address per hour (a refused name counts too). */
  registrationsPerHour: number;
  /** Games one account may create per hour; unfinished games (waiting, in progress) it may hold at once;
   *  online games of its own waiting for an opponent at once. */
  gamesPerHour: number;
  unfinishedGames: number;
  openGames: number;
  /** Imports: per account per hour, and the largest export accepted (bytes). */
  importsPerHour: number;
  importBytes: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  sendBufferBytes: 1024 * 1024,
  socketMessages: { perSecond: 20, burst: 60 },
  addressMessages: { perSecond: 100, burst: 300 },
  httpRequests: { perSecond: 50, burst: 200 },
  socketsPerAddress: 40,
  socketsPerAccount: 10,
  socketOpensPerMinute: 120,
  coldLoads: { perSecond: 5, burst: 20 },
  subscriptionsPerSocket: 16,
  observersPerGame: 500,
  fanoutBatch: 100,
  registrationsPerHour: 10,
  gamesPerHour: 60,
  unfinishedGames: 40,
  openGames: 5,
  importsPerHour: 20,
  importBytes: 2 * 1024 * 1024,
};

export function limitsWith(over: Partial<ServerLimits> | undefined): ServerLimits {
  return { ...DEFAULT_LIMITS, ...(over ?? {}) };
}

/** A `--limits` JSON object: only known names, each a non-negative number or {perSecond, burst}. */
export function parseLimits(json: string): Partial<ServerLimits> {
  let v: unknown;
  try { v = JSON.parse(json); } catch { throw new Error('--limits takes a JSON object'); }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error('--limits takes a JSON object');
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    const def = (DEFAULT_LIMITS as unknown as Record<string, unknown>)[k];
    if (def === undefined) throw new Error(`unknown limit "${k}" (known: ${Object.keys(DEFAULT_LIMITS).join(', ')})`);
    const ok = typeof def === 'number'
      ? typeof x === 'number' && x >= 0
      : !!x && typeof x === 'object' && ['perSecond', 'burst'].every((f) => typeof (x as Record<string, unknown>)[f] === 'number' && ((x as Record<string, number>)[f]!) > 0);
    if (!ok) throw new Error(`limit "${k}" takes ${typeof def === 'number' ? 'a number >= 0' : '{"perSecond": n, "burst": n}'}`);
    out[k] = x;
  }
  return out as Partial<ServerLimits>;
}
