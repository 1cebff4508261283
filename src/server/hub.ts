/**
 * The game hub of one server process: loads games from storage into memory (replaying their action logs),
 * applies actions through the core's checked `apply`, stores each action before acknowledging it, and pushes
 * every subscribed socket its own side's view and log. Other processes' changes arrive through
 * storage.listen (PostgreSQL LISTEN/NOTIFY) and are replayed into the in-memory copy.
 */
import crypto from 'node:crypto';
import { OBSERVER, type AnyGame, type GameResult } from '../core/engine.js';
import { RuleError } from '../core/errors.js';
import type { LogEntry } from '../core/log.js';
import { getGame } from '../games/registry.js';
import { ApiError } from './errors.js';
import { botContribution, commitmentOf, newSecret, randomId, CONTRIBUTION_RE } from './fair.js';
import { LiveGame } from './live.js';
import { shutdownBots, workerBot, type BotChooser } from './bot.js';
import { StorageConflict, type GameMode, type GameRow, type SeatRow, type Storage, type UserRow } from './storage/types.js';

export interface Conn {
  user: UserRow | null;
  send(msg: unknown): void;
  subs: Set<Subscription>;
}
export interface Subscription {
  conn: Conn;
  gameId: string;
  side: string;
  /** How many entries of this side's log the client holds. */
  sent: number;
  /** Send short texts for the legal actions (the generic client's buttons). */
  labels: boolean;
}

export interface HubOptions {
  storage: Storage;
  nodeId: string;
  botDelayMs?: number;
  bot?: BotChooser;
  maxLive?: number;
}

export interface GameMeta {
  id: string;
  game: string;
  title: { en: string; ja: string };
  notice?: { en: string; ja: string };
  mode: GameMode;
  status: string;
  sides: string[];
  seats: { side: string; player: string | null; bot: boolean; you: boolean }[];
  yourSides: string[];
  commitment: string;
  contributions: Record<string, string | null>;
  invite?: string;
  result: GameResult | null;
  /** Revealed only when the game has ended. */
  serverSecret?: string;
  seed?: string;
  actionCount: number;
  createdAt: number;
}

export class Hub {
  readonly storage: Storage;
  readonly nodeId: string;
  private live = new Map<string, LiveGame>();
  private loading = new Map<string, Promise<LiveGame | undefined>>();
  private subs = new Map<string, Set<Subscription>>();
  private names = new Map<string, string>();
  private botTimers = new Set<NodeJS.Timeout>();
  private botBusy = new Set<string>();
  private botDelayMs: number;
  private bot: BotChooser;
  private maxLive: number;
  private closed = false;

  constructor(opts: HubOptions) {
    this.storage = opts.storage;
    this.nodeId = opts.nodeId;
    this.botDelayMs = opts.botDelayMs ?? 400;
    this.bot = opts.bot ?? workerBot;
    this.maxLive = opts.maxLive ?? 20000;
  }

  async start(): Promise<void> {
    await this.storage.listen((ch) => { void this.refresh(ch.gameId).catch(() => {}); });
  }

  close(): void {
    this.closed = true;
    for (const t of this.botTimers) clearTimeout(t);
    this.botTimers.clear();
    void shutdownBots();
  }

  liveCount(): number { return this.live.size; }

  // ---- loading -------------------------------------------------------------------------------------

  private rulesOf(id: string): AnyGame {
    const g = getGame(id);
    if (!g) throw new ApiError(404, 'unknown-game', `no game called "${id}" is installed on this server`);
    return g;
  }

  async load(id: string): Promise<LiveGame> {
    const hit = this.live.get(id);
    if (hit) return hit;
    let p = this.loading.get(id);
    if (!p) {
      p = (async () => {
        const rec = await this.storage.getGame(id);
        if (!rec) return undefined;
        const g = new LiveGame(rec.game, rec.seats, this.rulesOf(rec.game.game));
        const actions = rec.game.status === 'open' ? [] : await this.storage.loadActions(id);
        g.rebuild(actions.map((a) => ({ side: a.side, action: a.action, at: a.at })));
        await this.loadNames(rec.seats);
        this.live.set(id, g);
        this.evictIfNeeded();
        return g;
      })().finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    const g = await p;
    if (!g) throw new ApiError(404, 'no-such-game', `there is no game "${id}"`);
    return g;
  }

  private evictIfNeeded(): void {
    if (this.live.size <= this.maxLive) return;
    for (const [id] of this.live) {
      if (this.live.size <= this.maxLive * 0.9) break;
      if (!this.subs.get(id)?.size) this.live.delete(id);
    }
  }

  private async loadNames(seats: SeatRow[]): Promise<void> {
    for (const s of seats) {
      if (s.userId && !this.names.has(s.userId)) {
        const u = await this.storage.userById(s.userId);
        if (u) this.names.set(s.userId, u.name);
      }
    }
  }

  /** Another process changed this game: bring the in-memory copy up to date and push the views. */
  async refresh(id: string): Promise<void> {
    const g = this.live.get(id);
    if (!g) return;
    await g.exclusive(async () => {
      await this.resync(g);
      this.broadcast(g);
      this.scheduleBots(g);
    });
  }

  private async resync(g: LiveGame): Promise<void> {
    const rec = await this.storage.getGame(g.id);
    if (!rec) return;
    const wasOpen = g.row.status === 'open';
    g.row = rec.game;
    g.seats = rec.seats;
    await this.loadNames(rec.seats);
    if (rec.game.status === 'open') { g.rebuild([]); return; }
    if (wasOpen || rec.game.actionCount < g.actions.length) {
      const all = await this.storage.loadActions(g.id);
      g.rebuild(all.map((a) => ({ side: a.side, action: a.action, at: a.at })));
      return;
    }
    if (rec.game.actionCount > g.actions.length) {
      const more = await this.storage.loadActions(g.id, g.actions.length);
      for (const a of more) g.applyChecked({ side: a.side, action: a.action, at: a.at });
    }
  }

  // ---- meta and views ------------------------------------------------------------------------------

  meta(g: LiveGame, user: UserRow | null): GameMeta {
    const you = (s: SeatRow) => !!user && s.userId === user.id;
    const finished = g.row.status === 'finished';
    const seats = g.sides.map((side) => {
      const s = g.seat(side);
      return { side, player: s?.userId ? this.names.get(s.userId) ?? '?' : null, bot: !!s?.bot, you: !!s && you(s) };
    });
    const yourSides = seats.filter((s) => s.you).map((s) => s.side);
    const info = g.rules.info;
    return {
      id: g.id, game: g.row.game, title: info.title, ...(info.notice ? { notice: info.notice } : {}),
      mode: g.row.mode, status: g.row.status, sides: [...g.sides], seats, yourSides,
      commitment: g.row.commitment, contributions: g.contributions(),
      ...(yourSides.length > 0 && g.row.mode === 'online' ? { invite: g.row.inviteToken } : {}),
      result: g.state ? g.rules.result(g.state) : null,
      ...(finished ? { serverSecret: g.row.serverSecret, seed: g.seed() } : {}),
      actionCount: g.actions.length, createdAt: g.row.createdAt,
    };
  }

  /** What `user` may receive about `side` (a seat they hold, or OBSERVER). */
  sideMessage(g: LiveGame, user: UserRow | null, side: string, from: number, withLabels = true) {
    const log = g.logOf(side);
    const start = Math.max(0, Math.min(from, log.length));
    const view = g.view(side);
    return {
      t: 'state' as const,
      game: g.id,
      side,
      meta: this.meta(g, user),
      view,
      undo: side !== OBSERVER && view ? g.undoRefusal(side, false) === null : false,
      /** Short texts for this side's legal actions (the generic client's fallback buttons). */
      labels: withLabels && view && view.actions.length ? {
        en: view.actions.map((a) => g.rules.describeAction(a, 'en', g.row.options)),
        ja: view.actions.map((a) => g.rules.describeAction(a, 'ja', g.row.options)),
      } : null,
      log: { from: start, entries: log.slice(start) as LogEntry[] },
    };
  }

  private authorizeSide(g: LiveGame, user: UserRow | null, side: string): void {
    if (side === OBSERVER) return;
    if (!g.sides.includes(side)) throw new ApiError(400, 'bad-side', `this game has no side "${side}" (sides: ${g.sides.join(', ')})`);
    const seat = g.seat(side);
    if (!user) throw new ApiError(401, 'login-required', 'sign in to play');
    if (!seat || seat.userId !== user.id) throw new ApiError(403, 'not-your-seat', `you do not hold the ${side} seat in this game`);
  }

  async viewFor(id: string, user: UserRow | null, side: string) {
    const g = await this.load(id);
    this.authorizeSide(g, user, side);
    return this.sideMessage(g, user, side, 0);
  }

  // ---- subscriptions -------------------------------------------------------------------------------

  async subscribe(conn: Conn, id: string, side: string, logFrom: number, labels = true): Promise<void> {
    const g = await this.load(id);
    this.authorizeSide(g, conn.user, side);
    for (const s of conn.subs) if (s.gameId === id && s.side === side) { conn.subs.delete(s); this.subs.get(id)?.delete(s); }
    const sub: Subscription = { conn, gameId: id, side, sent: logFrom, labels };
    conn.subs.add(sub);
    let set = this.subs.get(id);
    if (!set) this.subs.set(id, (set = new Set()));
    set.add(sub);
    this.push(g, sub);
  }

  unsubscribe(conn: Conn, id?: string, side?: string): void {
    for (const s of [...conn.subs]) {
      if ((id === undefined || s.gameId === id) && (side === undefined || s.side === side)) {
        conn.subs.delete(s);
        const set = this.subs.get(s.gameId);
        set?.delete(s);
        if (set && set.size === 0) this.subs.delete(s.gameId);
      }
    }
  }

  private push(g: LiveGame, sub: Subscription): void {
    const msg = this.sideMessage(g, sub.conn.user, sub.side, sub.sent, sub.labels);
    sub.sent = msg.log.from + msg.log.entries.length;
    sub.conn.send(msg);
  }

  broadcast(g: LiveGame): void {
    const set = this.subs.get(g.id);
    if (!set) return;
    for (const sub of set) {
      try { this.push(g, sub); } catch { /* a broken socket is cleaned up on close */ }
    }
  }

  // ---- creating and joining ------------------------------------------------------------------------

  async create(user: UserRow, req: { game: string; mode: 'online' | 'hotseat' | 'computer'; side?: string; options?: unknown; contributions: Record<string, string>; bot?: string }): Promise<GameMeta> {
    const rules = this.rulesOf(req.game);
    let options: unknown;
    try { options = rules.parseOptions(req.options ?? {}); } catch (e) {
      if (e instanceof RuleError) throw new ApiError(400, 'bad-options', e.message, e.rule);
      throw e;
    }
    const sides = rules.info.sides;
    for (const [side, c] of Object.entries(req.contributions)) {
      if (!sides.includes(side)) throw new ApiError(400, 'bad-side', `this game has no side "${side}"`);
      if (!CONTRIBUTION_RE.test(c)) throw new ApiError(400, 'bad-contribution', 'a seed contribution is 16-128 lowercase hex digits');
    }
    const secret = newSecret();
    const now = Date.now();
    const id = randomId(9);
    let seats: SeatRow[];
    if (req.mode === 'hotseat') {
      seats = sides.map((side) => {
        const c = req.contributions[side];
        if (!c) throw new ApiError(400, 'bad-contribution', `a seed contribution for ${side} is required`);
        return { gameId: id, side, userId: user.id, bot: null, contribution: c };
      });
    } else {
      const side = req.side;
      if (!side || !sides.includes(side)) throw new ApiError(400, 'bad-side', `pick a side: ${sides.join(' or ')}`);
      const c = req.contributions[side];
      if (!c) throw new ApiError(400, 'bad-contribution', `a seed contribution for ${side} is required`);
      seats = sides.map((s) => s === side
        ? { gameId: id, side: s, userId: user.id, bot: null, contribution: c }
        : req.mode === 'computer'
          ? { gameId: id, side: s, userId: null, bot: req.bot ?? 'random', contribution: botContribution(secret, s) }
          : { gameId: id, side: s, userId: null, bot: null, contribution: null });
    }
    const full = seats.every((s) => s.contribution !== null);
    const row: GameRow = {
      id, game: rules.info.id, mode: req.mode, status: full ? 'active' : 'open', options, createdBy: user.id,
      createdAt: now, updatedAt: now, commitment: commitmentOf(secret), serverSecret: secret,
      inviteToken: randomId(12), result: null, actionCount: 0,
    };
    await this.storage.createGame(row, seats);
    this.names.set(user.id, user.name);
    const g = new LiveGame(row, seats, rules);
    g.rebuild([]);
    this.live.set(id, g);
    this.evictIfNeeded();
    this.scheduleBots(g);
    return this.meta(g, user);
  }

  async join(user: UserRow, id: string, side: string, token: string, contribution: string): Promise<GameMeta> {
    const g = await this.load(id);
    return g.exclusive(async () => {
      if (g.row.mode !== 'online') throw new ApiError(409, 'not-joinable', 'only online games take new players');
      if (token !== g.row.inviteToken) throw new ApiError(403, 'bad-invitation', 'this invitation link is not valid for this game');
      if (!g.sides.includes(side)) throw new ApiError(400, 'bad-side', `this game has no side "${side}"`);
      if (!CONTRIBUTION_RE.test(contribution)) throw new ApiError(400, 'bad-contribution', 'a seed contribution is 16-128 lowercase hex digits');
      if (g.seats.some((s) => s.userId === user.id)) throw new ApiError(409, 'already-seated', 'you already hold a seat in this game (one seat per player)');
      const seat = g.seat(side);
      if (!seat || seat.userId || seat.bot) throw new ApiError(409, 'seat-taken', `the ${side} seat is taken`);
      const ok = await this.storage.takeSeat(id, side, user.id, contribution);
      if (!ok) { await this.resync(g); throw new ApiError(409, 'seat-taken', `the ${side} seat is taken`); }
      seat.userId = user.id;
      seat.contribution = contribution;
      this.names.set(user.id, user.name);
      if (g.seats.every((s) => s.contribution !== null) && g.row.status === 'open') {
        await this.storage.setStatus(id, 'active');
        g.row.status = 'active';
        g.rebuild([]);
      }
      await this.storage.notify({ gameId: id, origin: this.nodeId });
      this.broadcast(g);
      this.scheduleBots(g);
      return this.meta(g, user);
    });
  }

  // ---- acting --------------------------------------------------------------------------------------

  async act(user: UserRow | null, id: string, side: string, step: number, action: unknown): Promise<{ step: number }> {
    const g = await this.load(id);
    return g.exclusive(async () => {
      this.authorizeSide(g, user, side);
      if (side === OBSERVER) throw new ApiError(403, 'observer', 'observers cannot act');
      return this.actLocked(g, side, step, action);
    });
  }

  private async actLocked(g: LiveGame, side: string, step: number, action: unknown): Promise<{ step: number }> {
    if (g.row.status === 'open' || !g.state) throw new ApiError(409, 'not-started', 'the game has not started: a seat is still free');
    if (g.row.status === 'finished') throw new ApiError(409, 'game-over', 'the game is over; no more actions');
    if (step !== g.state.step && !g.simultaneousSince(step, side)) {
      throw new ApiError(409, 'stale', `this action was made on version ${step} of the game, which is now at version ${g.state.step}; nothing was changed: look again and choose anew`);
    }
    let next;
    try { next = g.tryAction(side, action); } catch (e) {
      if (e instanceof RuleError) throw new ApiError(422, e.code, e.message, e.rule);
      throw e;
    }
    const idx = g.actions.length;
    const result = g.rules.result(next.state);
    const at = Date.now();
    try {
      await this.storage.appendAction(g.id, idx, side, action, at, result);
    } catch (e) {
      if (e instanceof StorageConflict) {
        await this.resync(g);
        this.broadcast(g);
        throw new ApiError(409, 'stale', 'another move was recorded first; nothing was changed: look again and choose anew');
      }
      throw e;
    }
    g.commit({ side, action, at }, next);
    if (result) { g.row.status = 'finished'; g.row.result = result; }
    g.row.actionCount = g.actions.length;
    this.broadcast(g);
    this.scheduleBots(g);
    return { step: next.state.step };
  }

  async undo(user: UserRow | null, id: string, side: string): Promise<{ step: number }> {
    const g = await this.load(id);
    return g.exclusive(async () => {
      this.authorizeSide(g, user, side);
      if (side === OBSERVER) throw new ApiError(403, 'observer', 'observers cannot act');
      const why = g.undoRefusal(side);
      if (why) throw new ApiError(409, 'no-undo', `cannot undo: ${why}`);
      const idx = g.actions.length - 1;
      try {
        await this.storage.removeLastAction(g.id, idx);
      } catch (e) {
        if (e instanceof StorageConflict) {
          await this.resync(g);
          this.broadcast(g);
          throw new ApiError(409, 'stale', 'the game moved on meanwhile; nothing was taken back');
        }
        throw e;
      }
      g.undoLast();
      g.row.actionCount = g.actions.length;
      this.broadcast(g);
      return { step: g.state!.step };
    });
  }

  // ---- the computer --------------------------------------------------------------------------------

  private scheduleBots(g: LiveGame): void {
    if (this.closed || g.row.status !== 'active' || !g.state) return;
    for (const side of g.rules.activeSides(g.state)) {
      const seat = g.seat(side);
      if (!seat?.bot) continue;
      const key = `${g.id}|${side}`;
      if (this.botBusy.has(key)) continue;
      this.botBusy.add(key);
      const t = setTimeout(() => {
        this.botTimers.delete(t);
        void g.exclusive(async () => {
          this.botBusy.delete(key);
          if (this.closed || !g.state || g.row.status !== 'active' || !g.rules.activeSides(g.state).includes(side)) return;
          const view = g.view(side)!;
          const action = await this.bot(g.row.game, view, seat.bot!, g.row.options);
          await this.actLocked(g, side, view.step, action);
        }).catch(() => { this.botBusy.delete(key); });
      }, this.botDelayMs);
      this.botTimers.add(t);
    }
  }

  // ---- listing, export, replay -------------------------------------------------------------------

  async list(user: UserRow | null, scope: 'mine' | 'open' | 'recent') {
    const items = await this.storage.listGames({
      ...(scope === 'mine' && user ? { userId: user.id } : {}),
      ...(scope === 'open' ? { openOnly: true } : {}),
      limit: 100,
    });
    return items.map(({ game, seats }) => {
      const info = getGame(game.game)?.info;
      return {
        id: game.id, game: game.game, title: info?.title ?? { en: game.game, ja: game.game }, mode: game.mode,
        status: game.status, result: game.result, updatedAt: game.updatedAt,
        seats: seats.map((s) => ({ side: s.side, player: s.userName, bot: !!s.bot, you: !!user && s.userId === user.id })),
      };
    });
  }

  async playerNames(g: LiveGame): Promise<Record<string, string>> {
    return Object.fromEntries(g.seats.map((s) => [s.side, s.bot ? `computer (${s.bot})` : s.userId ? this.names.get(s.userId) ?? '?' : '']));
  }

  newContribution(): string {
    return crypto.randomBytes(16).toString('hex');
  }
}
