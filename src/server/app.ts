/**
 * The HTTP and WebSocket server (fastify). Every request body and socket message is validated with zod and
 * every refusal is answered as { ok:false, error:{ code, message, rule? } }. A client only ever receives a
 * side's view (core `viewFor`) and that side's log: never the state, the seed or the generator before the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { z } from 'zod';
import { OBSERVER, viewFor } from '../core/engine.js';
import { getGame, listGames } from '../games/registry.js';
import { hashPassword, newSessionToken, SESSION_COOKIE, SESSION_DAYS, tokenHash, verifyPassword, DEFAULT_SCRYPT, type ScryptParams } from './auth.js';
import { FailureThrottle } from './throttle.js';
import { limitsWith, type ServerLimits } from './limits.js';
import { TokenBuckets, WindowCounter } from './rate.js';
import { SocketGuard, CLOSE, type SocketInfo } from './sockets.js';
import { originRefusal, type AllowedOrigins } from './origin.js';
import { normalizeName, skeletonOf } from './names.js';
import { ImportVerifier } from './import-worker.js';
import type { TrustProxy } from './proxy.js';
import { ApiError } from './errors.js';
import { exportGame, GameExportSchema } from './export.js';
import { randomId } from './fair.js';
import { Hub, type Conn } from './hub.js';
import { drawAnswer, resign } from './endings.js';
import { rateFinished } from './ratings.js';
import { rematch } from './rematch.js';
import { pastView } from './history.js';
import { BOT_KINDS } from './bot.js';
import { StorageConflict, type Storage, type UserRow } from './storage/types.js';

export interface AppOptions {
  storage: Storage;
  nodeId?: string;
  /** Folder of the built client (index.html); not served if absent. */
  clientDir?: string;
  botDelayMs?: number;
  scrypt?: ScryptParams;
  logger?: boolean;
  /** Session cookies marked Secure (HTTPS only). Also automatic for a request that arrived over https, as
   *  the socket or a trusted proxy (X-Forwarded-Proto with trustProxy) says. */
  secureCookies?: boolean;
  /** Limits on one client (limits.ts); any left out keep their default. */
  limits?: Partial<ServerLimits>;
  /** Origins accepted besides the site's own on state-changing requests and socket upgrades ('*': any). */
  allowedOrigins?: AllowedOrigins;
  /** Start the import worker now rather than at the first import (a server process does; tests need not). */
  warmImports?: boolean;
  /** Failed sign-ins allowed per (account name, client address) pair and per client address within the
   *  window (default 10 and 50 in 15 minutes), then 429 until the oldest failure leaves the window. */
  loginLimits?: { perName: number; perAddress: number; windowMs: number };
  /** fastify's `trustProxy` (see proxy.ts): the peers whose X-Forwarded-For gives the client's address
   *  (`request.ip`, used by the per-address sign-in limit). Default: none, the header is ignored. */
  trustProxy?: TrustProxy;
}

const Name = z.string().trim().min(2, 'a name has at least 2 characters').max(32, 'a name has at most 32 characters')
  .regex(/^[\p{L}\p{N}_.\- ]+$/u, 'a name uses letters, digits, spaces, "_", "." or "-"');
const Credentials = z.object({ name: Name, password: z.string().min(6, 'a password has at least 6 characters').max(200) }).strict();
const Contribution = z.string().regex(/^[0-9a-f]{16,128}$/, 'a seed contribution is 16-128 lowercase hex digits');
const CreateGame = z.object({
  game: z.string().min(1).max(40),
  mode: z.enum(['online', 'hotseat', 'computer']),
  side: z.string().max(40).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  // Refused with a clear message (commit first): contributions come after the commitment is shown.
  contributions: z.unknown().optional(),
  contribution: z.unknown().optional(),
  bot: z.enum(BOT_KINDS).optional(),
  /** Listed nowhere: joined through the invitation link only. */
  private: z.boolean().optional(),
}).strict();
const Contribute = z.union([
  z.object({ contributions: z.record(z.string().max(40), Contribution) }).strict(),
  z.object({ side: z.string().max(40), contribution: Contribution }).strict(),
]);
const Share = z.object({ shared: z.boolean() }).strict();
const PasswordChange = z.object({ password: z.string().max(200), newPassword: z.string().min(6, 'a password has at least 6 characters').max(200) }).strict();
/** `token` from the invitation link; a public game from the open-game list is joined without one. */
const Join = z.object({ side: z.string().max(40), token: z.string().max(100).optional(), contribution: Contribution }).strict();
const Act = z.object({ side: z.string().max(40), step: z.number().int().min(0), action: z.record(z.string(), z.unknown()) }).strict();
const Undo = z.object({ side: z.string().max(40) }).strict();
const Resign = z.object({ side: z.string().max(40) }).strict();
const Channel = z.object({ channel: z.enum(['players', 'spectators']).default('players') });
// Length is checked after cleaning (talk.ts) with a clear message; this bound only keeps bodies small.
const ChatPost = z.object({ channel: z.enum(['players', 'spectators']), text: z.string().max(4000) }).strict();
const NotePut = z.object({ text: z.string().max(40_000) }).strict();
const RatingsQuery = z.object({ game: z.string().min(1).max(40) });
const PlayerName = z.object({ name: z.string().min(1).max(64) });
const Draw = z.object({ side: z.string().max(40), answer: z.enum(['offer', 'accept', 'decline', 'withdraw']) }).strict();
const GameId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{4,40}$/, 'not a game id') });
const SideQuery = z.object({ side: z.string().max(40).default(OBSERVER) });
const ReplayQuery = z.object({ side: z.string().max(40).default(OBSERVER), at: z.coerce.number().int().min(0).optional() });
const ListQuery = z.object({ scope: z.enum(['mine', 'open', 'recent']).default('mine') });

export const ClientMessage = z.discriminatedUnion('t', [
  z.object({ t: z.literal('sub'), game: z.string().max(40), side: z.string().max(40), logFrom: z.number().int().min(0).default(0), labels: z.boolean().default(true) }).strict(),
  z.object({ t: z.literal('unsub'), game: z.string().max(40), side: z.string().max(40).optional() }).strict(),
  z.object({ t: z.literal('act'), id: z.union([z.number(), z.string().max(64)]).optional(), game: z.string().max(40), side: z.string().max(40), step: z.number().int().min(0), action: z.record(z.string(), z.unknown()) }).strict(),
  z.object({ t: z.literal('undo'), id: z.union([z.number(), z.string().max(64)]).optional(), game: z.string().max(40), side: z.string().max(40) }).strict(),
  z.object({ t: z.literal('ping') }).strict(),
  // The live lobby (lobby.ts): open games, and a signed-in player's own games with whose turn it is.
  z.object({ t: z.literal('lobby') }).strict(),
  z.object({ t: z.literal('unlobby') }).strict(),
]);

function parse<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const r = schema.safeParse(data);
  if (!r.success) {
    const msg = r.error.issues.map((i) => `${i.path.length ? i.path.join('.') + ': ' : ''}${i.message}`).join('; ');
    throw new ApiError(400, 'bad-request', `invalid ${what}: ${msg}`);
  }
  return r.data;
}

declare module 'fastify' {
  interface FastifyRequest { user: UserRow | null; session: { hash: string; expiresAt: number } | null }
}

/** Messages a socket may send without signing in: watching public games. */
const ANONYMOUS_OK = new Set(['sub', 'unsub', 'lobby', 'unlobby']);

export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; hub: Hub }> {
  const storage = opts.storage;
  const nodeId = opts.nodeId ?? randomId(6);
  const limits = limitsWith(opts.limits);
  const hub = new Hub({ storage, nodeId, botDelayMs: opts.botDelayMs ?? 400, limits });
  hub.onEnd(async (g) => { await rateFinished(hub, g); });
  const guard = new SocketGuard(limits);
  const verifier = new ImportVerifier();
  if (opts.warmImports) verifier.warm();
  const scryptParams = opts.scrypt ?? DEFAULT_SCRYPT;
  // Sign-in with an unknown name derives a key against this, so it takes as long as with a known name.
  const dummyHash = await hashPassword(randomId(12), scryptParams);
  const allowedOrigins = opts.allowedOrigins ?? [];
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 256 * 1024, trustProxy: opts.trustProxy ?? false });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  // Requests per address, refused before any work (no session lookup): one client cannot keep the server busy.
  const httpRate = new TokenBuckets(limits.httpRequests.perSecond, limits.httpRequests.burst);
  app.addHook('onRequest', async (req, reply) => {
    if (req.url === '/api/health' || httpRate.take(req.ip)) return;
    reply.header('retry-after', '1');
    throw new ApiError(429, 'rate-limited', `too many requests from this address (at most ${limits.httpRequests.perSecond} a second): slow down`);
  });

  // Cross-site requests (origin.ts): every state-changing request and every socket upgrade.
  app.addHook('onRequest', async (req) => {
    const changes = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
    if (!changes && !req.headers.upgrade) return;
    const why = originRefusal(req, allowedOrigins);
    if (why) throw new ApiError(403, 'bad-origin', why);
  });

  app.addHook('preHandler', async (req) => {
    const tok = req.cookies[SESSION_COOKIE];
    const s = tok ? await storage.session(tokenHash(tok), Date.now()) : undefined;
    req.user = s?.user ?? null;
    req.session = s ? { hash: tokenHash(tok!), expiresAt: s.expiresAt } : null;
  });

  // Expired sessions are deleted at start and every hour (the sockets of one are ended by the guard's sweep).
  const purge = () => { void storage.purgeSessions(Date.now()).catch(() => {}); };
  purge();
  const purger = setInterval(purge, 3600_000);
  purger.unref();

  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof ApiError) return reply.status(err.status).send({ ok: false, error: err.toJSON() });
    const e = err as { statusCode?: number; message?: string; code?: string };
    if (e.statusCode && e.statusCode < 500) {
      return reply.status(e.statusCode).send({ ok: false, error: { code: 'bad-request', message: e.message ?? 'bad request' } });
    }
    app.log.error(err);
    return reply.status(500).send({ ok: false, error: { code: 'server-error', message: 'the server failed; nothing was changed' } });
  });

  const needUser = (req: FastifyRequest): UserRow => {
    if (!req.user) throw new ApiError(401, 'login-required', 'sign in first');
    return req.user;
  };
  const startSession = async (req: FastifyRequest, reply: FastifyReply, user: UserRow) => {
    const { token, hash } = newSessionToken();
    const maxAge = SESSION_DAYS * 86400;
    await storage.createSession(hash, user.id, Date.now() + maxAge * 1000);
    // req.protocol is 'https' for a TLS socket, or when a trusted proxy says so (X-Forwarded-Proto).
    const secure = !!opts.secureCookies || req.protocol === 'https';
    reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', maxAge, secure });
  };

  // ---- accounts ---------------------------------------------------------------------------------------
  const registrations = new WindowCounter(limits.registrationsPerHour, 3600_000);
  app.post('/api/register', async (req, reply) => {
    const c = parse(Credentials, req.body, 'registration');
    const name = normalizeName(c.name);
    const wait = registrations.retryAfter(req.ip);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'too-many-accounts', `at most ${limits.registrationsPerHour} accounts an hour from one address: try again in ${wait} s`);
    }
    parse(Name, name, 'registration');
    // Counted before the slow part (hashing), so that concurrent requests cannot slip past the limit together;
    // an attempt refused below (a taken or confusable name) counts too, which also slows probing names.
    registrations.hit(req.ip);
    const alike = await storage.userBySkeleton(skeletonOf(name));
    if (alike && alike.name.toLowerCase() !== name.toLowerCase()) {
      throw new ApiError(409, 'name-confusable', `the name "${name}" looks like the existing name "${alike.name}": choose another`);
    }
    const user: UserRow = { id: randomId(9), name, passHash: await hashPassword(c.password, scryptParams), createdAt: Date.now() };
    try { await storage.createUser(user); } catch (e) {
      if (e instanceof StorageConflict) throw new ApiError(409, 'name-taken', `the name "${name}" is taken`);
      throw e;
    }
    await startSession(req, reply, user);
    return { ok: true, user: { id: user.id, name: user.name } };
  });
  const loginLimits = opts.loginLimits ?? { perName: 10, perAddress: 50, windowMs: 15 * 60_000 };
  // Failures are counted per (name, address) pair, so that a stranger guessing elsewhere cannot lock the
  // owner out, and per address, so that one address cannot guess across many names.
  const byPair = new FailureThrottle({ limit: loginLimits.perName, windowMs: loginLimits.windowMs });
  const byAddress = new FailureThrottle({ limit: loginLimits.perAddress, windowMs: loginLimits.windowMs });
  app.post('/api/login', async (req, reply) => {
    const { name, password } = parse(Credentials, req.body, 'sign-in');
    // req.ip: the socket's peer, or with trustProxy the client address reported by a trusted proxy.
    const pair = `${normalizeName(name).toLowerCase()}\n${req.ip}`;
    const wait = Math.max(byPair.retryAfter(pair), byAddress.retryAfter(req.ip));
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'too-many-attempts', `too many failed sign-ins: try again in ${wait} s`);
    }
    const user = await storage.userByName(name);
    // An unknown name costs the same key derivation as a known one, so the answer's time tells nothing.
    const ok = await verifyPassword(password, user?.passHash ?? dummyHash);
    if (!user || !ok) {
      byPair.fail(pair);
      byAddress.fail(req.ip);
      throw new ApiError(401, 'bad-credentials', 'wrong name or password');
    }
    byPair.clear(pair);
    await startSession(req, reply, user);
    return { ok: true, user: { id: user.id, name: user.name } };
  });
  app.post('/api/logout', async (req, reply) => {
    const tok = req.cookies[SESSION_COOKIE];
    if (tok) {
      await storage.deleteSession(tokenHash(tok));
      guard.endSession(tokenHash(tok));
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });
  // A new password ends every session of the account (and their sockets); this request gets a fresh one.
  app.post('/api/password', async (req, reply) => {
    const user = needUser(req);
    const b = parse(PasswordChange, req.body, 'password change');
    if (!(await verifyPassword(b.password, user.passHash))) throw new ApiError(403, 'bad-credentials', 'the current password is wrong; nothing was changed');
    await storage.setPassword(user.id, await hashPassword(b.newPassword, scryptParams));
    await storage.deleteUserSessions(user.id);
    guard.endUser(user.id, 'the password was changed');
    await startSession(req, reply, user);
    return { ok: true };
  });
  app.get('/api/me', async (req) => ({ ok: true, user: req.user ? { id: req.user.id, name: req.user.name } : null }));

  // ---- games ------------------------------------------------------------------------------------------
  app.get('/api/catalog', async () => ({
    ok: true,
    games: listGames().map((g) => ({ id: g.info.id, title: g.info.title, sides: g.info.sides, notice: g.info.notice ?? null, defaultOptions: g.defaultOptions, messages: g.messages })),
  }));

  app.post('/api/games', async (req) => {
    const user = needUser(req);
    const b = parse(CreateGame, req.body, 'new game');
    if (b.contributions !== undefined || b.contribution !== undefined) {
      throw new ApiError(400, 'commit-first', 'seed contributions are sent after the game is created and its commitment shown: POST /api/games/ID/contribute');
    }
    const meta = await hub.create(user, { game: b.game, mode: b.mode, ...(b.side ? { side: b.side } : {}), options: b.options, ...(b.bot ? { bot: b.bot } : {}), ...(b.private ? { private: true } : {}) });
    return { ok: true, game: meta };
  });

  app.post('/api/games/:id/contribute', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    const b = parse(Contribute, req.body, 'contribution');
    const contributions = 'contributions' in b ? b.contributions : { [b.side]: b.contribution };
    return { ok: true, game: await hub.contribute(user, id, contributions, req.ip) };
  });

  app.post('/api/games/:id/share', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    const b = parse(Share, req.body, 'share request');
    return { ok: true, game: await hub.setShared(user, id, b.shared, req.ip) };
  });

  app.get('/api/games', async (req) => {
    const { scope } = parse(ListQuery, req.query, 'query');
    if (scope === 'mine') needUser(req);
    return { ok: true, games: await hub.list(req.user, scope) };
  });

  app.get('/api/games/:id', async (req) => {
    const { id } = parse(GameId, req.params, 'game id');
    const g = await hub.loadVisible(id, req.user, req.ip);
    return { ok: true, game: hub.meta(g, req.user) };
  });

  app.post('/api/games/:id/join', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    const b = parse(Join, req.body, 'join request');
    return { ok: true, game: await hub.join(user, id, b.side, b.token, b.contribution, req.ip) };
  });

  app.get('/api/games/:id/view', async (req) => {
    const { id } = parse(GameId, req.params, 'game id');
    const { side } = parse(SideQuery, req.query, 'query');
    return { ok: true, ...(await hub.viewFor(id, req.user, side, req.ip)) };
  });

  app.post('/api/games/:id/act', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    const b = parse(Act, req.body, 'action');
    return { ok: true, ...(await hub.act(user, id, b.side, b.step, b.action, req.ip)) };
  });

  app.post('/api/games/:id/undo', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    const b = parse(Undo, req.body, 'undo request');
    return { ok: true, ...(await hub.undo(user, id, b.side, req.ip)) };
  });

  // Endings outside the rules (endings.ts): resignation, draw offers.
  app.post('/api/games/:id/resign', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    const b = parse(Resign, req.body, 'resignation');
    return { ok: true, game: await resign(hub, user, id, b.side, req.ip) };
  });
  app.post('/api/games/:id/draw', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    const b = parse(Draw, req.body, 'draw request');
    return { ok: true, game: await drawAnswer(hub, user, id, b.side, b.answer, req.ip) };
  });

  // History during play (history.ts): a side's own earlier views of a live game.
  app.get('/api/games/:id/history', async (req) => {
    const { id } = parse(GameId, req.params, 'game id');
    const q = parse(ReplayQuery, req.query, 'query');
    return { ok: true, ...(await pastView(hub, req.user, id, q.side, q.at, req.ip)) };
  });

  app.post('/api/games/:id/rematch', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    return { ok: true, game: await rematch(hub, user, id, req.ip) };
  });

  // Ratings (ratings.ts): a game kind's board, a player's record.
  app.get('/api/ratings', async (req) => {
    const { game } = parse(RatingsQuery, req.query, 'query');
    if (!getGame(game)) throw new ApiError(404, 'unknown-game', `no game called "${game}" is installed on this server`);
    return { ok: true, game, players: (await storage.ratingBoard(game, 100)).map(({ userId: _u, ...r }) => r) };
  });
  app.get('/api/players/:name', async (req) => {
    const { name } = parse(PlayerName, req.params, 'player');
    const u = await storage.userByName(name);
    if (!u) throw new ApiError(404, 'no-such-player', `there is no player "${name}"`);
    const ratings = (await storage.ratingsOf(u.id)).map(({ userId: _u, ...r }) => r);
    const recent = (await hub.list(u, 'mine')).filter((g) => g.status === 'finished' && !g.private && g.mode === 'online').slice(0, 30)
      .map(({ seats, ...g }) => ({ ...g, seats: seats.map(({ you, ...s }) => ({ ...s, player: s.player, this: you })) }));
    return { ok: true, player: { name: u.name, since: u.createdAt }, ratings, recent };
  });

  // Chat and notes (talk.ts).
  app.get('/api/games/:id/chat', async (req) => {
    const { id } = parse(GameId, req.params, 'game id');
    const { channel } = parse(Channel, req.query, 'query');
    return { ok: true, channel, messages: await hub.talk.history(req.user, id, channel, req.ip) };
  });
  app.post('/api/games/:id/chat', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    const b = parse(ChatPost, req.body, 'chat message');
    return { ok: true, message: await hub.talk.post(user, id, b.channel, b.text, req.ip) };
  });
  app.get('/api/games/:id/notes', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    return { ok: true, text: await hub.talk.note(user, id, req.ip) };
  });
  app.put('/api/games/:id/notes', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    const b = parse(NotePut, req.body, 'notes');
    await hub.talk.setNote(user, id, b.text, req.ip);
    return { ok: true };
  });

  app.get('/api/games/:id/export', async (req, reply) => {
    const { id } = parse(GameId, req.params, 'game id');
    const g = await hub.loadVisible(id, req.user, req.ip);
    if (g.row.status !== 'finished') throw new ApiError(409, 'not-finished', 'a game can be exported once it has ended (the seed secret is revealed only then)');
    // A player's own chat and notes go into their export only (talk.ts); never into anyone else's.
    const mine = await hub.talk.exportFor(g, req.user);
    const exp = { ...exportGame(g, await hub.playerNames(g)), ...(mine ? { private: mine } : {}) };
    reply.header('content-disposition', `attachment; filename="muster-${g.row.game}-${g.id}.json"`);
    return exp;
  });

  // Imports: size-limited (bodyLimit), rate-limited per account, verified in a worker thread (import-worker.ts),
  // stored as 'imported' and kept out of the public lists until the owner shares them.
  const imports = new WindowCounter(limits.importsPerHour, 3600_000);
  app.post('/api/games/import', { bodyLimit: limits.importBytes }, async (req, reply) => {
    const user = needUser(req);
    const wait = imports.retryAfter(user.id);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'too-many-imports', `one account imports at most ${limits.importsPerHour} games an hour: try again in ${wait} s`);
    }
    imports.hit(user.id);
    let report;
    try { report = await verifier.verify(req.body); } catch (e) {
      if ((e as { busy?: boolean }).busy) throw new ApiError(503, 'busy', 'too many imports are being checked: try again in a minute');
      throw new ApiError(422, 'bad-export', `the export could not be checked: ${(e as Error).message}`);
    }
    if (!report.ok) throw new ApiError(422, 'bad-export', `the export does not verify: ${report.problems.join('; ')}`);
    if (!report.result) throw new ApiError(422, 'bad-export', 'the export is of a game that has not ended: only finished games are imported');
    const e = GameExportSchema.parse(req.body);
    const rules = getGame(e.game)!;
    const id = randomId(9);
    const now = Date.now();
    await storage.createGame({
      id, game: e.game, mode: 'imported', status: 'finished', options: rules.parseOptions(e.options ?? {}), createdBy: user.id,
      createdAt: e.committedAt ?? e.createdAt ?? now, updatedAt: now, commitment: e.commitment, serverSecret: e.serverSecret,
      inviteToken: randomId(12), result: report.result, actionCount: 0, shared: false,
    }, rules.info.sides.map((side) => ({ gameId: id, side, userId: null, bot: 'imported', contribution: e.contributions[side] ?? '', contributedAt: e.contributedAt?.[side] ?? null })));
    await storage.importActions(id, e.actions.map((a) => ({ side: a.side, action: a.action, at: a.at ?? now })));
    await storage.setStatus(id, 'finished', report.result);
    return { ok: true, id, verified: report };
  });

  app.get('/api/games/:id/replay', async (req) => {
    const { id } = parse(GameId, req.params, 'game id');
    const q = parse(ReplayQuery, req.query, 'query');
    const g = await hub.loadVisible(id, req.user, req.ip);
    if (g.row.status !== 'finished') throw new ApiError(409, 'not-finished', 'replays are for finished games');
    if (q.side !== OBSERVER && !g.sides.includes(q.side)) throw new ApiError(400, 'bad-side', `this game has no side "${q.side}"`);
    const at = Math.min(q.at ?? g.actions.length, g.actions.length);
    // From the game's checkpoints (live.ts): a few actions replayed, not the whole game, whatever `at`.
    const state = g.stateAt(at)!;
    const last = at > 0 ? g.actions[at - 1] : null;
    return {
      ok: true, at, total: g.actions.length, meta: hub.meta(g, req.user), view: viewFor(g.rules, state, q.side), log: g.logAt(at, q.side),
      last: last ? { side: last.side, action: last.action, text: { en: g.rules.describeAction(last.action, 'en', g.row.options), ja: g.rules.describeAction(last.action, 'ja', g.row.options) } } : null,
    };
  });

  app.get('/api/health', async () => ({ ok: true, node: nodeId, storage: storage.kind, live: hub.liveCount(), sockets: guard.count() }));

  // ---- the socket ---------------------------------------------------------------------------------------
  // Admission (sockets.ts): refused with an HTTP error before the upgrade when the address or the account
  // holds too many sockets or opens them too fast.
  const admit = async (req: FastifyRequest, reply: FastifyReply) => {
    const no = guard.refusal(req.ip, req.user?.id ?? null);
    if (no) return reply.status(no.status).send({ ok: false, error: { code: no.code, message: no.message } });
  };
  app.get('/ws', { websocket: true, preHandler: admit }, (socket, req) => {
    const info: SocketInfo = {
      socket, address: req.ip, userId: req.user?.id ?? null, session: req.session?.hash ?? null,
      expiresAt: req.session?.expiresAt ?? Infinity, closing: false,
    };
    guard.add(info);
    const conn: Conn = {
      user: req.user,
      address: info.address,
      subs: new Set(),
      send(msg) { guard.send(info, JSON.stringify(msg)); },
      sendText(text) { guard.send(info, text); },
    };
    const fail = (id: unknown, e: unknown) => {
      const err = e instanceof ApiError ? e.toJSON() : { code: 'server-error', message: 'the server failed; nothing was changed' };
      if (!(e instanceof ApiError)) app.log.error(e);
      conn.send({ t: 'error', ...(id !== undefined ? { id } : {}), ...err });
    };
    /**
     * The socket's session still stands: else end the socket. This process ends its own sessions' sockets at
     * once (guard), which covers SQLite (one process owns the file). With PostgreSQL another process may end
     * one: it is looked up at most every 5 s (a lookup per move would cost the busiest path a query).
     */
    let sessionSeenAt = Date.now();
    const sessionStands = async (): Promise<boolean> => {
      if (!info.session || storage.kind === 'sqlite' || Date.now() - sessionSeenAt < 5000) return true;
      const s = await storage.session(info.session, Date.now());
      sessionSeenAt = Date.now();
      if (s) return true;
      guard.end(info, CLOSE.signedOut, { code: 'signed-out', message: 'your session ended: sign in again' });
      return false;
    };
    // A socket's requests run in the order they were sent (each waits for the session check before it).
    let queue: Promise<void> = Promise.resolve();
    const inOrder = (fn: () => Promise<void>) => { queue = queue.then(fn); };
    socket.on('message', (data) => {
      if (info.closing) return;
      if (!guard.allow(info)) {
        guard.end(info, CLOSE.rate, { code: 'rate-limited', message: `too many messages (at most ${limits.socketMessages.perSecond} a second per connection, ${limits.addressMessages.perSecond} per address): this connection is closed` });
        return;
      }
      if (info.expiresAt <= Date.now()) { guard.end(info, CLOSE.signedOut, { code: 'signed-out', message: 'your session expired: sign in again' }); return; }
      let raw: unknown;
      try { raw = JSON.parse(String(data)); } catch { conn.send({ t: 'error', code: 'bad-json', message: 'messages are JSON objects' }); return; }
      let msg: z.infer<typeof ClientMessage>;
      try { msg = parse(ClientMessage, raw, 'message'); } catch (e) { fail((raw as { id?: unknown })?.id, e); return; }
      if (!conn.user && !(ANONYMOUS_OK.has(msg.t) && (msg.t !== 'sub' || msg.side === OBSERVER))) {
        fail((msg as { id?: unknown }).id, new ApiError(401, 'login-required', 'sign in first (without an account a connection can only watch games)'));
        return;
      }
      switch (msg.t) {
        case 'ping': conn.send({ t: 'pong' }); return;
        case 'sub': {
          const m = msg;
          inOrder(() => sessionStands().then(async (ok) => { if (ok) await hub.subscribe(conn, m.game, m.side, m.logFrom, m.labels); }).catch((e) => fail(undefined, e)));
          return;
        }
        case 'unsub': { const m = msg; inOrder(async () => { hub.unsubscribe(conn, m.game, m.side); }); return; }
        case 'lobby': inOrder(() => sessionStands().then(async (ok) => { if (ok) await hub.lobby.watch(conn); }).catch((e) => fail(undefined, e))); return;
        case 'unlobby': hub.lobby.unwatch(conn); return;
        case 'act': {
          const m = msg;
          inOrder(() => sessionStands().then(async (ok) => {
            if (!ok) return;
            const r = await hub.act(conn.user, m.game, m.side, m.step, m.action, info.address);
            conn.send({ t: 'ack', ...(m.id !== undefined ? { id: m.id } : {}), game: m.game, step: r.step });
          }).catch((e) => fail(m.id, e)));
          return;
        }
        case 'undo': {
          const m = msg;
          inOrder(() => sessionStands().then(async (ok) => {
            if (!ok) return;
            const r = await hub.undo(conn.user, m.game, m.side, info.address);
            conn.send({ t: 'ack', ...(m.id !== undefined ? { id: m.id } : {}), game: m.game, step: r.step });
          }).catch((e) => fail(m.id, e)));
          return;
        }
      }
    });
    socket.on('close', () => { guard.remove(info); hub.unsubscribe(conn); hub.lobby.unwatch(conn); });
  });

  // ---- the web client ---------------------------------------------------------------------------------
  if (opts.clientDir && fs.existsSync(path.join(opts.clientDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: path.resolve(opts.clientDir), prefix: '/', wildcard: false });
    app.setNotFoundHandler((req, reply) => {
      if (req.url.startsWith('/api/') || req.url.startsWith('/ws')) {
        return reply.status(404).send({ ok: false, error: { code: 'not-found', message: `no such endpoint: ${req.method} ${req.url.split('?')[0]}` } });
      }
      return reply.sendFile('index.html');
    });
  } else {
    app.setNotFoundHandler((req, reply) => reply.status(404).send({ ok: false, error: { code: 'not-found', message: `no such endpoint: ${req.method} ${req.url.split('?')[0]}` } }));
  }

  app.addHook('onClose', async () => {
    clearInterval(purger);
    guard.close();
    hub.close();
    await verifier.close();
  });
  await hub.start();
  return { app, hub };
}
