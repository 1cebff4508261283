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
import { DEFAULT_LIMITS, type ServerLimits } from './limits.js';
import { TokenBuckets, WindowCounter } from './rate.js';
import { Lobby, listedGame, sortMine, LIST_LIMIT } from './lobby.js';
import { Talk } from './talk.js';
import { StorageConflict, type DrawOffer, type GameMode, type GameRow, type SeatRow, type Storage, type UserRow } from './storage/types.js';

export interface Conn {
  user: UserRow | null;
  send(msg: unknown): void;
  /** Send an already serialised message (one serialisation serves many observers). */
  sendText(text: string): void;
  subs: Set<Subscription>;
  /** The client's address (its loads of games from storage are rate-limited). */
  address?: string;
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
  limits?: ServerLimits;
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
  /** Imported games only: whether the owner lets others find and watch it. */
  shared?: boolean;
  /** Listed nowhere: joined and watched through its link only. */
  private: boolean;
  /** The sides that must act now. */
  toMove: string[];
  /** The side whose draw offer stands (until the next action or an answer), or null. */
  drawOffer: string | null;
  /** The rematch of this finished game, once a player asked for it. */
  rematch?: string;
  /** A rated game's rating changes, once it has ended and been rated. */
  ratings?: { side: string; before: number; after: number }[];
}

/** Called once when a game ends, in the process that ended it (ratings, notifications). */
export type EndHook = (g: LiveGame) => Promise<void>;

export class Hub {
  readonly storage: Storage;
  readonly nodeId: string;
  readonly lobby: Lobby;
  readonly talk: Talk;
  private live = new Map<string, LiveGame>();
  private loading = new Map<string, Promise<LiveGame | undefined>>();
  private subs = new Map<string, Set<Subscription>>();
  private names = new Map<string, string>();
  private botTimers = new Set<NodeJS.Timeout>();
  private botBusy = new Set<string>();
  private endHooks: EndHook[] = [];
  private botDelayMs: number;
  private bot: BotChooser;
  private maxLive: number;
  private closed = false;
  private limits: ServerLimits;
  private created: WindowCounter;
  private coldLoads: TokenBuckets;
  /** Games whose observers are due a push (coalesced: one pass serves every change made before it). */
  private observerDue = new Map<string, { dirty: boolean }>();

  constructor(opts: HubOptions) {
    this.storage = opts.storage;
    this.nodeId = opts.nodeId;
    this.botDelayMs = opts.botDelayMs ?? 400;
    this.bot = opts.bot ?? workerBot;
    this.maxLive = opts.maxLive ?? 20000;
    this.limits = opts.limits ?? DEFAULT_LIMITS;
    this.created = new WindowCounter(this.limits.gamesPerHour, 3600_000);
    this.coldLoads = new TokenBuckets(this.limits.coldLoads.perSecond, this.limits.coldLoads.burst);
    this.lobby = new Lobby(this.storage);
    this.talk = new Talk(this);
  }

  async start(): Promise<void> {
    await this.storage.listen((ch) => {
      if (ch.chat) { void this.talk.remote(ch.chat).catch(() => {}); return; }
      void this.refresh(ch.gameId).catch(() => {});
      void this.remoteLobbyChange(ch.gameId).catch(() => {});
    });
  }

  /** Another process changed a game: this process's lobby watchers hear of it too. */
  private async remoteLobbyChange(id: string): Promise<void> {
    this.lobby.openChanged();
    const rec = this.live.get(id) ?? await this.storage.getGame(id);
    if (rec) this.lobby.usersChanged(rec.seats.map((s) => s.userId));
  }

  close(): void {
    this.closed = true;
    this.lobby.close();
    for (const t of this.botTimers) clearTimeout(t);
    this.botTimers.clear();
    void shutdownBots();
  }

  liveCount(): number { return this.live.size; }

  /** The game if this process holds it in memory. */
  loaded(id: string): LiveGame | undefined { return this.live.get(id); }

  /** This process's sockets following a game (any side). */
  subscriptions(id: string): Iterable<Subscription> { return this.subs.get(id) ?? []; }

  // ---- loading -------------------------------------------------------------------------------------

  private rulesOf(id: string): AnyGame {
    const g = getGame(id);
    if (!g) throw new ApiError(404, 'unknown-game', `no game called "${id}" is installed on this server`);
    return g;
  }

  /**
   * The game, from memory or else loaded from storage (a full replay of its actions). `from`: the client
   * address asking, whose loads from storage are rate-limited (coldLoads), so that one client opening many
   * long games cannot keep the event loop replaying.
   */
  async load(id: string, from?: string): Promise<LiveGame> {
    const hit = this.live.get(id);
    if (hit) return hit;
    let p = this.loading.get(id);
    if (!p && from !== undefined && !this.coldLoads.take(from)) {
      throw new ApiError(429, 'busy', `too many games opened from this address (at most ${this.limits.coldLoads.perSecond} a second not already open): try again in a moment`);
    }
    if (!p) {
      p = (async () => {
        const rec = await this.storage.getGame(id);
        if (!rec) return undefined;
        const g = new LiveGame(rec.game, rec.seats, this.rulesOf(rec.game.game));
        const actions = rec.game.status === 'open' ? [] : await this.storage.loadActions(id);
        g.rebuild(actions.map((a) => ({ side: a.side, action: a.action, at: a.at })));
        await this.loadNames(rec.seats);
        // A process stopped between storing an action and storing who moves next: put it right now.
        await this.syncToMove(g);
        if (rec.game.status === 'finished' && rec.game.mode === 'online') g.ratings = await this.storage.ratingChanges(id);
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
      result: g.result(),
      ...(finished ? { serverSecret: g.row.serverSecret, seed: g.seed() } : {}),
      actionCount: g.actions.length, createdAt: g.row.createdAt,
      ...(g.row.mode === 'imported' ? { shared: !!g.row.shared } : {}),
      private: !!g.row.private, toMove: this.sidesToMove(g),
      drawOffer: g.row.status === 'active' && g.row.drawOffer?.at === g.actions.length ? g.row.drawOffer.side : null,
      ...(g.row.rematch ? { rematch: g.row.rematch } : {}),
      ...(g.ratings ? { ratings: g.ratings.map((r) => ({ side: r.side, before: r.before, after: r.after })) } : {}),
    };
  }

  /** Imported games are their owner's until shared: others cannot find or watch them. */
  assertVisible(g: LiveGame, user: UserRow | null): void {
    if (g.row.mode === 'imported' && !g.row.shared && g.row.createdBy !== user?.id) {
      throw new ApiError(404, 'no-such-game', `there is no game "${g.id}" (an imported game is seen only by its owner until shared)`);
    }
  }

  /** Load a game `user` may see. */
  async loadVisible(id: string, user: UserRow | null, from?: string): Promise<LiveGame> {
    const g = await this.load(id, from);
    this.assertVisible(g, user);
    return g;
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
    this.assertVisible(g, user);
    if (side === OBSERVER) return;
    if (!g.sides.includes(side)) throw new ApiError(400, 'bad-side', `this game has no side "${side}" (sides: ${g.sides.join(', ')})`);
    const seat = g.seat(side);
    if (!user) throw new ApiError(401, 'login-required', 'sign in to play');
    if (!seat || seat.userId !== user.id) throw new ApiError(403, 'not-your-seat', `you do not hold the ${side} seat in this game`);
  }

  /** `user` holds `side` (not an observer's). */
  authorizeSeat(g: LiveGame, user: UserRow | null, side: string): void {
    if (side === OBSERVER) throw new ApiError(403, 'observer', 'observers cannot act');
    this.authorizeSide(g, user, side);
  }

  onEnd(hook: EndHook): void { this.endHooks.push(hook); }

  private async ended(g: LiveGame): Promise<void> {
    for (const h of this.endHooks) await h(g).catch(() => { /* a hook's failure must not undo the end */ });
  }

  /** End an active game outside its rules (endings.ts), unless it moved on meanwhile (409, nothing changed). */
  async finishOutside(g: LiveGame, result: GameResult): Promise<void> {
    if (!(await this.storage.finishGame(g.id, g.actions.length, result))) {
      await this.resync(g);
      this.broadcast(g);
      throw new ApiError(409, 'stale', 'the game moved on meanwhile; nothing was changed: look again');
    }
    g.row.status = 'finished';
    g.row.result = result;
    g.row.drawOffer = null;
    this.broadcast(g);
    await this.syncToMove(g);
    await this.ended(g);
  }

  async setDrawOffer(g: LiveGame, offer: DrawOffer | null): Promise<void> {
    if (!(await this.storage.setDrawOffer(g.id, g.actions.length, offer))) {
      await this.resync(g);
      this.broadcast(g);
      throw new ApiError(409, 'stale', 'the game moved on meanwhile; nothing was changed: look again');
    }
    g.row.drawOffer = offer;
    this.broadcast(g);
  }

  /**
   * Make the rematch of finished game `g` for `user` (rematch.ts, inside g.exclusive): same game, options and
   * privacy, sides swapped, both seats held; claimed on the old game first so that it is made once.
   */
  async createRematch(g: LiveGame, user: UserRow): Promise<string> {
    await this.checkCreateLimits(user, 'rematch');
    const id = randomId(9);
    if (!(await this.storage.setRematch(g.id, id))) {
      await this.resync(g);
      if (g.row.rematch) return g.row.rematch;
      throw new ApiError(409, 'stale', 'the game changed meanwhile; try again');
    }
    const secret = newSecret();
    const now = Date.now();
    const holder = (side: string) => g.seat(side)?.userId ?? null;
    const [a, b] = g.sides;
    const swapped: Record<string, string | null> = { [a!]: holder(b!), [b!]: holder(a!) };
    const seats: SeatRow[] = g.sides.map((side) => ({ gameId: id, side, userId: swapped[side] ?? null, bot: null, contribution: null, contributedAt: null }));
    const row: GameRow = {
      id, game: g.row.game, mode: 'online', status: 'open', options: g.row.options, createdBy: user.id, createdAt: now, updatedAt: now,
      commitment: commitmentOf(secret), serverSecret: secret, inviteToken: randomId(12), result: null, actionCount: 0,
      private: !!g.row.private, toMove: [],
    };
    try { await this.storage.createGame(row, seats); } catch (e) { await this.storage.setRematch(g.id, null).catch(() => {}); throw e; }
    this.created.hit(user.id);
    g.row.rematch = id;
    const ng = new LiveGame(row, seats, g.rules);
    ng.rebuild([]);
    this.live.set(id, ng);
    await this.storage.notify({ gameId: g.id, origin: this.nodeId });
    this.broadcast(g);
    this.lobby.usersChanged(seats.map((s) => s.userId));
    return id;
  }

  async viewFor(id: string, user: UserRow | null, side: string, from?: string) {
    const g = await this.load(id, from);
    this.authorizeSide(g, user, side);
    return this.sideMessage(g, user, side, 0);
  }

  // ---- subscriptions -------------------------------------------------------------------------------

  async subscribe(conn: Conn, id: string, side: string, logFrom: number, labels = true): Promise<void> {
    const g = await this.load(id, conn.address);
    this.authorizeSide(g, conn.user, side);
    for (const s of conn.subs) if (s.gameId === id && s.side === side) { conn.subs.delete(s); this.subs.get(id)?.delete(s); }
    if (conn.subs.size >= this.limits.subscriptionsPerSocket) {
      throw new ApiError(429, 'too-many-subscriptions', `one connection follows at most ${this.limits.subscriptionsPerSocket} games and sides at once: unsubscribe first`);
    }
    if (side === OBSERVER && this.observerCount(id) >= this.limits.observersPerGame) {
      throw new ApiError(503, 'too-many-observers', `this game has its ${this.limits.observersPerGame} spectators already: try again later`);
    }
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

  private observerCount(id: string): number {
    let n = 0;
    for (const s of this.subs.get(id) ?? []) if (s.side === OBSERVER) n++;
    return n;
  }

  private push(g: LiveGame, sub: Subscription): void {
    const msg = this.sideMessage(g, sub.conn.user, sub.side, sub.sent, sub.labels);
    sub.sent = msg.log.from + msg.log.entries.length;
    sub.conn.send(msg);
  }

  /**
   * Push the players' views now (before the acknowledgement of the action that caused it); observers are
   * served afterwards (observerPass).
   */
  broadcast(g: LiveGame): void {
    const set = this.subs.get(g.id);
    if (!set) return;
    let observers = false;
    for (const sub of set) {
      if (sub.side === OBSERVER) { observers = true; continue; }
      try { this.push(g, sub); } catch { /* a broken socket is cleaned up on close */ }
    }
    if (observers) this.observersDue(g);
  }

  private observersDue(g: LiveGame): void {
    const due = this.observerDue.get(g.id);
    if (due) { due.dirty = true; return; }
    this.observerDue.set(g.id, { dirty: false });
    setImmediate(() => this.observerPass(g));
  }

  /**
   * Serve a game's observers after the acknowledgement: one pass for all the changes made since the last
   * (coalesced), each distinct message built and serialised once, `fanoutBatch` sockets per event-loop turn
   * so that players' requests are answered in between. A change during the pass asks for one more pass.
   */
  private observerPass(g: LiveGame): void {
    const subs = [...(this.subs.get(g.id) ?? [])].filter((s) => s.side === OBSERVER);
    const built = new Map<string, { text: string; sent: number }>();
    const batch = Math.max(1, this.limits.fanoutBatch);
    const step = (i: number) => {
      if (this.closed) { this.observerDue.delete(g.id); return; }
      for (const sub of subs.slice(i, i + batch)) {
        if (!sub.conn.subs.has(sub)) continue;
        const seated = sub.conn.user && g.seats.some((st) => st.userId === sub.conn.user!.id) ? sub.conn.user.id : '';
        const key = `${sub.sent}|${sub.labels ? 1 : 0}|${seated}`;
        let m = built.get(key);
        if (!m) {
          const msg = this.sideMessage(g, sub.conn.user, OBSERVER, sub.sent, sub.labels);
          built.set(key, (m = { text: JSON.stringify(msg), sent: msg.log.from + msg.log.entries.length }));
        }
        sub.sent = m.sent;
        try { sub.conn.sendText(m.text); } catch { /* closed meanwhile */ }
      }
      if (i + batch < subs.length) { setImmediate(() => step(i + batch)); return; }
      const due = this.observerDue.get(g.id);
      if (due?.dirty) { due.dirty = false; setImmediate(() => this.observerPass(g)); } else this.observerDue.delete(g.id);
    };
    step(0);
  }

  // ---- creating and joining ------------------------------------------------------------------------

  /**
   * Create a game and publish its commitment. Commit first: no player's contribution is taken here; each
   * arrives afterwards (contribute, join), so the server's secret is fixed before any of them. A computer
   * seat's contribution is derived from the secret, hence fixed by the commitment too. The game starts when
   * every seat has contributed.
   */
  async create(user: UserRow, req: { game: string; mode: 'online' | 'hotseat' | 'computer'; side?: string; options?: unknown; bot?: string; private?: boolean }): Promise<GameMeta> {
    const rules = this.rulesOf(req.game);
    let options: unknown;
    try { options = rules.parseOptions(req.options ?? {}); } catch (e) {
      if (e instanceof RuleError) throw new ApiError(400, 'bad-options', e.message, e.rule);
      throw e;
    }
    const sides = rules.info.sides;
    if (req.mode !== 'hotseat' && (!req.side || !sides.includes(req.side))) throw new ApiError(400, 'bad-side', `pick a side: ${sides.join(' or ')}`);
    await this.checkCreateLimits(user, req.mode);
    this.created.hit(user.id);
    const secret = newSecret();
    const now = Date.now();
    const id = randomId(9);
    const seats: SeatRow[] = sides.map((s) => req.mode === 'hotseat' || s === req.side
      ? { gameId: id, side: s, userId: user.id, bot: null, contribution: null, contributedAt: null }
      : req.mode === 'computer'
        ? { gameId: id, side: s, userId: null, bot: req.bot ?? 'random', contribution: botContribution(secret, s), contributedAt: now }
        : { gameId: id, side: s, userId: null, bot: null, contribution: null, contributedAt: null });
    const row: GameRow = {
      id, game: rules.info.id, mode: req.mode, status: 'open', options, createdBy: user.id,
      createdAt: now, updatedAt: now, commitment: commitmentOf(secret), serverSecret: secret,
      inviteToken: randomId(12), result: null, actionCount: 0, private: !!req.private, toMove: [],
    };
    await this.storage.createGame(row, seats);
    if (req.mode === 'online' && !row.private) { this.lobby.openChanged(); await this.storage.notify({ gameId: id, origin: this.nodeId }); }
    this.lobby.usersChanged([user.id]);
    this.names.set(user.id, user.name);
    const g = new LiveGame(row, seats, rules);
    g.rebuild([]);
    this.live.set(id, g);
    this.evictIfNeeded();
    this.scheduleBots(g);
    return this.meta(g, user);
  }

  /** Per-account limits: games created per hour, unfinished games at once, online games waiting at once. */
  private async checkCreateLimits(user: UserRow, mode: string): Promise<void> {
    const L = this.limits;
    const wait = this.created.retryAfter(user.id);
    if (wait > 0) throw new ApiError(429, 'too-many-games', `one account creates at most ${L.gamesPerHour} games an hour: try again in ${wait} s`);
    const n = await this.storage.countUnfinished(user.id);
    if (n.unfinished >= L.unfinishedGames) throw new ApiError(429, 'too-many-games', `you have ${n.unfinished} unfinished games (at most ${L.unfinishedGames}): finish or resign one first`);
    if (mode === 'online' && n.open >= L.openGames) throw new ApiError(429, 'too-many-open-games', `you have ${n.open} online games waiting for an opponent (at most ${L.openGames}) : wait until one is joined`);
  }

  /**
   * The seat holder's contributions to the seed, after the commitment was published (create). Each seat
   * contributes once; the game starts when every seat has.
   */
  async contribute(user: UserRow, id: string, contributions: Record<string, string>, from?: string): Promise<GameMeta> {
    const g = await this.load(id, from);
    return g.exclusive(async () => {
      const entries = Object.entries(contributions);
      if (!entries.length) throw new ApiError(400, 'bad-contribution', 'send at least one contribution');
      for (const [side, c] of entries) {
        if (!g.sides.includes(side)) throw new ApiError(400, 'bad-side', `this game has no side "${side}"`);
        if (!CONTRIBUTION_RE.test(c)) throw new ApiError(400, 'bad-contribution', 'a seed contribution is 16-128 lowercase hex digits');
        const seat = g.seat(side);
        if (!seat || seat.userId !== user.id) throw new ApiError(403, 'not-your-seat', `you do not hold the ${side} seat in this game`);
        if (seat.contribution !== null) throw new ApiError(409, 'already-contributed', `the ${side} seat has contributed already (once per seat)`);
      }
      const at = Math.max(Date.now(), g.row.createdAt);
      for (const [side, c] of entries) {
        if (!(await this.storage.contribute(id, side, user.id, c, at))) { await this.resync(g); throw new ApiError(409, 'already-contributed', `the ${side} seat has contributed already`); }
        const seat = g.seat(side)!;
        seat.contribution = c;
        seat.contributedAt = at;
      }
      await this.startIfReady(g);
      return this.meta(g, user);
    });
  }

  private async startIfReady(g: LiveGame): Promise<void> {
    if (g.seats.every((s) => s.contribution !== null) && g.row.status === 'open') {
      await this.storage.setStatus(g.id, 'active');
      g.row.status = 'active';
      g.rebuild([]);
      this.lobby.openChanged();
    }
    await this.syncToMove(g, true);
    await this.storage.notify({ gameId: g.id, origin: this.nodeId });
    this.broadcast(g);
    this.scheduleBots(g);
  }

  async setShared(user: UserRow, id: string, shared: boolean, from?: string): Promise<GameMeta> {
    const g = await this.load(id, from);
    if (g.row.createdBy !== user.id) throw new ApiError(403, 'not-yours', 'only the player who imported this game can share it');
    if (g.row.mode !== 'imported') throw new ApiError(409, 'not-imported', 'only imported games are shared this way (played games are public)');
    await this.storage.setShared(id, shared);
    g.row.shared = shared;
    return this.meta(g, user);
  }

  /** `token`: the invitation's; a public online game is joined without one (the open-game list), a private one only with it. */
  async join(user: UserRow, id: string, side: string, token: string | undefined, contribution: string, from?: string): Promise<GameMeta> {
    const g = await this.load(id, from);
    return g.exclusive(async () => {
      if (g.row.mode !== 'online') throw new ApiError(409, 'not-joinable', 'only online games take new players');
      if (token === undefined ? g.row.private : token !== g.row.inviteToken) {
        throw new ApiError(403, 'bad-invitation', token === undefined ? 'this game is private: it is joined through its invitation link only' : 'this invitation link is not valid for this game');
      }
      if (!g.sides.includes(side)) throw new ApiError(400, 'bad-side', `this game has no side "${side}"`);
      if (!CONTRIBUTION_RE.test(contribution)) throw new ApiError(400, 'bad-contribution', 'a seed contribution is 16-128 lowercase hex digits');
      if (g.seats.some((s) => s.userId === user.id)) throw new ApiError(409, 'already-seated', 'you already hold a seat in this game (one seat per player)');
      const seat = g.seat(side);
      if (!seat || seat.userId || seat.bot) throw new ApiError(409, 'seat-taken', `the ${side} seat is taken`);
      const at = Math.max(Date.now(), g.row.createdAt);
      const ok = await this.storage.takeSeat(id, side, user.id, contribution, at);
      if (!ok) { await this.resync(g); throw new ApiError(409, 'seat-taken', `the ${side} seat is taken`); }
      seat.userId = user.id;
      seat.contribution = contribution;
      seat.contributedAt = at;
      this.names.set(user.id, user.name);
      await this.startIfReady(g);
      return this.meta(g, user);
    });
  }

  // ---- acting --------------------------------------------------------------------------------------

  async act(user: UserRow | null, id: string, side: string, step: number, action: unknown, from?: string): Promise<{ step: number }> {
    const g = await this.load(id, from);
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
    await this.syncToMove(g);
    if (result) await this.ended(g);
    return { step: next.state.step };
  }

  async undo(user: UserRow | null, id: string, side: string, from?: string): Promise<{ step: number }> {
    const g = await this.load(id, from);
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
      await this.syncToMove(g);
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
      ...(scope !== 'mine' ? { publicOnly: true } : {}),
      limit: LIST_LIMIT,
    });
    const listed = items.map((it) => listedGame(it, user));
    return scope === 'mine' ? sortMine(listed) : listed;
  }

  /** The sides that must act now (none unless the game is in progress). */
  sidesToMove(g: LiveGame): string[] {
    return g.row.status === 'active' && g.state && !g.rules.result(g.state) ? [...g.rules.activeSides(g.state)] : [];
  }

  /** Store who must act when it changed (the lobby's "your turn"), and tell the players' lobbies. */
  private async syncToMove(g: LiveGame, always = false): Promise<void> {
    const now = this.sidesToMove(g);
    const before = g.row.toMove ?? [];
    if (!always && now.length === before.length && now.every((s, i) => s === before[i])) return;
    g.row.toMove = now;
    // Derived data: a failure here must not fail the move already stored (the next load puts it right).
    await this.storage.setToMove(g.id, now).catch(() => {});
    this.lobby.usersChanged(g.seats.map((s) => s.userId));
  }

  async playerNames(g: LiveGame): Promise<Record<string, string>> {
    return Object.fromEntries(g.seats.map((s) => [s.side, s.bot ? `computer (${s.bot})` : s.userId ? this.names.get(s.userId) ?? '?' : '']));
  }

  newContribution(): string {
    return crypto.randomBytes(16).toString('hex');
  }
}
