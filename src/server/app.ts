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
import { OBSERVER } from '../core/engine.js';
import { getGame, listGames } from '../games/registry.js';
import { hashPassword, newSessionToken, SESSION_COOKIE, SESSION_DAYS, tokenHash, verifyPassword, DEFAULT_SCRYPT, type ScryptParams } from './auth.js';
import { FailureThrottle } from './throttle.js';
import type { TrustProxy } from './proxy.js';
import { ApiError } from './errors.js';
import { exportGame, verifyExport, GameExportSchema } from './export.js';
import { randomId } from './fair.js';
import { Hub, type Conn } from './hub.js';
import { BOT_KINDS } from './bot.js';
import { LiveGame } from './live.js';
import { StorageConflict, type Storage, type UserRow } from './storage/types.js';

export interface AppOptions {
  storage: Storage;
  nodeId?: string;
  /** Folder of the built client (index.html); not served if absent. */
  clientDir?: string;
  botDelayMs?: number;
  scrypt?: ScryptParams;
  logger?: boolean;
  secureCookies?: boolean;
  /** Failed sign-ins allowed per account name and per client address within the window (default 10 and
   *  50 in 15 minutes), then 429 until the oldest failure leaves the window. */
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
  contributions: z.record(z.string(), Contribution).optional(),
  contribution: Contribution.optional(),
  bot: z.enum(BOT_KINDS).optional(),
}).strict();
const Join = z.object({ side: z.string().max(40), token: z.string().max(100), contribution: Contribution }).strict();
const Act = z.object({ side: z.string().max(40), step: z.number().int().min(0), action: z.record(z.string(), z.unknown()) }).strict();
const Undo = z.object({ side: z.string().max(40) }).strict();
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
  interface FastifyRequest { user: UserRow | null }
}

export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; hub: Hub }> {
  const storage = opts.storage;
  const nodeId = opts.nodeId ?? randomId(6);
  const hub = new Hub({ storage, nodeId, botDelayMs: opts.botDelayMs ?? 400 });
  const scryptParams = opts.scrypt ?? DEFAULT_SCRYPT;
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 4 * 1024 * 1024, trustProxy: opts.trustProxy ?? false });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: 256 * 1024 } });
  app.decorateRequest('user', null);

  app.addHook('preHandler', async (req) => {
    const tok = req.cookies[SESSION_COOKIE];
    req.user = tok ? (await storage.sessionUser(tokenHash(tok), Date.now())) ?? null : null;
  });

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
  const startSession = async (reply: FastifyReply, user: UserRow) => {
    const { token, hash } = newSessionToken();
    const maxAge = SESSION_DAYS * 86400;
    await storage.createSession(hash, user.id, Date.now() + maxAge * 1000);
    reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', maxAge, secure: !!opts.secureCookies });
  };

  // ---- accounts ---------------------------------------------------------------------------------------
  app.post('/api/register', async (req, reply) => {
    const { name, password } = parse(Credentials, req.body, 'registration');
    const user: UserRow = { id: randomId(9), name, passHash: await hashPassword(password, scryptParams), createdAt: Date.now() };
    try { await storage.createUser(user); } catch (e) {
      if (e instanceof StorageConflict) throw new ApiError(409, 'name-taken', `the name "${name}" is taken`);
      throw e;
    }
    await startSession(reply, user);
    return { ok: true, user: { id: user.id, name: user.name } };
  });
  const limits = opts.loginLimits ?? { perName: 10, perAddress: 50, windowMs: 15 * 60_000 };
  const byName = new FailureThrottle({ limit: limits.perName, windowMs: limits.windowMs });
  const byAddress = new FailureThrottle({ limit: limits.perAddress, windowMs: limits.windowMs });
  app.post('/api/login', async (req, reply) => {
    const { name, password } = parse(Credentials, req.body, 'sign-in');
    const nameKey = name.toLowerCase();
    // req.ip: the socket's peer, or with trustProxy the client address reported by a trusted proxy.
    const wait = Math.max(byName.retryAfter(nameKey), byAddress.retryAfter(req.ip));
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'too-many-attempts', `too many failed sign-ins: try again in ${wait} s`);
    }
    const user = await storage.userByName(name);
    if (!user || !(await verifyPassword(password, user.passHash))) {
      byName.fail(nameKey);
      byAddress.fail(req.ip);
      throw new ApiError(401, 'bad-credentials', 'wrong name or password');
    }
    byName.clear(nameKey);
    await startSession(reply, user);
    return { ok: true, user: { id: user.id, name: user.name } };
  });
  app.post('/api/logout', async (req, reply) => {
    const tok = req.cookies[SESSION_COOKIE];
    if (tok) await storage.deleteSession(tokenHash(tok));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
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
    const contributions: Record<string, string> = { ...(b.contributions ?? {}) };
    if (b.contribution && b.side) contributions[b.side] = b.contribution;
    const meta = await hub.create(user, { game: b.game, mode: b.mode, ...(b.side ? { side: b.side } : {}), options: b.options, contributions, ...(b.bot ? { bot: b.bot } : {}) });
    return { ok: true, game: meta };
  });

  app.get('/api/games', async (req) => {
    const { scope } = parse(ListQuery, req.query, 'query');
    if (scope === 'mine') needUser(req);
    return { ok: true, games: await hub.list(req.user, scope) };
  });

  app.get('/api/games/:id', async (req) => {
    const { id } = parse(GameId, req.params, 'game id');
    const g = await hub.load(id);
    return { ok: true, game: hub.meta(g, req.user) };
  });

  app.post('/api/games/:id/join', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    const b = parse(Join, req.body, 'join request');
    return { ok: true, game: await hub.join(user, id, b.side, b.token, b.contribution) };
  });

  app.get('/api/games/:id/view', async (req) => {
    const { id } = parse(GameId, req.params, 'game id');
    const { side } = parse(SideQuery, req.query, 'query');
    return { ok: true, ...(await hub.viewFor(id, req.user, side)) };
  });

  app.post('/api/games/:id/act', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    const b = parse(Act, req.body, 'action');
    return { ok: true, ...(await hub.act(user, id, b.side, b.step, b.action)) };
  });

  app.post('/api/games/:id/undo', async (req) => {
    const user = needUser(req);
    const { id } = parse(GameId, req.params, 'game id');
    const b = parse(Undo, req.body, 'undo request');
    return { ok: true, ...(await hub.undo(user, id, b.side)) };
  });

  app.get('/api/games/:id/export', async (req, reply) => {
    const { id } = parse(GameId, req.params, 'game id');
    const g = await hub.load(id);
    if (g.row.status !== 'finished') throw new ApiError(409, 'not-finished', 'a game can be exported once it has ended (the seed secret is revealed only then)');
    const exp = exportGame(g, await hub.playerNames(g));
    reply.header('content-disposition', `attachment; filename="muster-${g.row.game}-${g.id}.json"`);
    return exp;
  });

  app.post('/api/games/import', async (req) => {
    const user = needUser(req);
    const report = verifyExport(req.body, getGame);
    if (!report.ok) throw new ApiError(422, 'bad-export', `the export does not verify: ${report.problems.join('; ')}`);
    if (!report.result) throw new ApiError(422, 'bad-export', 'the export is of a game that has not ended: only finished games are imported');
    const e = GameExportSchema.parse(req.body);
    const rules = getGame(e.game)!;
    const id = randomId(9);
    const now = Date.now();
    await storage.createGame({
      id, game: e.game, mode: 'imported', status: 'finished', options: rules.parseOptions(e.options ?? {}), createdBy: user.id,
      createdAt: e.createdAt ?? now, updatedAt: now, commitment: e.commitment, serverSecret: e.serverSecret,
      inviteToken: randomId(12), result: report.result, actionCount: 0,
    }, rules.info.sides.map((side) => ({ gameId: id, side, userId: null, bot: 'imported', contribution: e.contributions[side] ?? '' })));
    let i = 0;
    for (const a of e.actions) await storage.appendAction(id, i++, a.side, a.action, a.at ?? now, null);
    await storage.setStatus(id, 'finished', report.result);
    return { ok: true, id, verified: report };
  });

  app.get('/api/games/:id/replay', async (req) => {
    const { id } = parse(GameId, req.params, 'game id');
    const q = parse(ReplayQuery, req.query, 'query');
    const g = await hub.load(id);
    if (g.row.status !== 'finished') throw new ApiError(409, 'not-finished', 'replays are for finished games');
    if (q.side !== OBSERVER && !g.sides.includes(q.side)) throw new ApiError(400, 'bad-side', `this game has no side "${q.side}"`);
    const at = Math.min(q.at ?? g.actions.length, g.actions.length);
    const r = new LiveGame(g.row, g.seats, g.rules);
    r.rebuild(g.actions.slice(0, at));
    const last = at > 0 ? g.actions[at - 1] : null;
    return {
      ok: true, at, total: g.actions.length, meta: hub.meta(g, req.user), view: r.view(q.side), log: r.logOf(q.side),
      last: last ? { side: last.side, action: last.action, text: { en: g.rules.describeAction(last.action, 'en', g.row.options), ja: g.rules.describeAction(last.action, 'ja', g.row.options) } } : null,
    };
  });

  app.get('/api/health', async () => ({ ok: true, node: nodeId, storage: storage.kind, live: hub.liveCount() }));

  // ---- the socket -------------------------------------------------------------------------------------
  app.get('/ws', { websocket: true }, (socket, req) => {
    const conn: Conn = {
      user: req.user,
      subs: new Set(),
      send(msg) { if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg)); },
    };
    const fail = (id: unknown, e: unknown) => {
      const err = e instanceof ApiError ? e.toJSON() : { code: 'server-error', message: 'the server failed; nothing was changed' };
      if (!(e instanceof ApiError)) app.log.error(e);
      conn.send({ t: 'error', ...(id !== undefined ? { id } : {}), ...err });
    };
    socket.on('message', (data) => {
      let raw: unknown;
      try { raw = JSON.parse(String(data)); } catch { conn.send({ t: 'error', code: 'bad-json', message: 'messages are JSON objects' }); return; }
      let msg: z.infer<typeof ClientMessage>;
      try { msg = parse(ClientMessage, raw, 'message'); } catch (e) { fail((raw as { id?: unknown })?.id, e); return; }
      switch (msg.t) {
        case 'ping': conn.send({ t: 'pong' }); return;
        case 'sub': hub.subscribe(conn, msg.game, msg.side, msg.logFrom, msg.labels).catch((e) => fail(undefined, e)); return;
        case 'unsub': hub.unsubscribe(conn, msg.game, msg.side); return;
        case 'act': {
          const id = msg.id;
          hub.act(conn.user, msg.game, msg.side, msg.step, msg.action)
            .then((r) => conn.send({ t: 'ack', ...(id !== undefined ? { id } : {}), game: msg.game, step: r.step }))
            .catch((e) => fail(id, e));
          return;
        }
        case 'undo': {
          const id = msg.id;
          hub.undo(conn.user, msg.game, msg.side)
            .then((r) => conn.send({ t: 'ack', ...(id !== undefined ? { id } : {}), game: msg.game, step: r.step }))
            .catch((e) => fail(id, e));
          return;
        }
      }
    });
    socket.on('close', () => hub.unsubscribe(conn));
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

  app.addHook('onClose', async () => { hub.close(); });
  await hub.start();
  return { app, hub };
}
