/**
 * The engine protocol: JSON lines in, JSON lines out, one reply per request (like UCI for chess engines).
 * Any tool or bot can drive any game through it. The session is trusted with the whole state (it is the
 * engine), but every reply that shows game content shows it as one side sees it.
 *
 * Every reply is `{"id":…, "ok":true, …}` or `{"id":…, "ok":false, "error":{code, rule, message}}`; a bad
 * line never ends the session. See docs/protocol.md.
 */
import { z } from 'zod';
import { apply, checkMayAct, stateHash, viewFor, type AnyGame, type BaseState, OBSERVER } from './engine.js';
import { RuleError } from './errors.js';
import { logFor, type LogEntry } from './log.js';
import { forceDice, forcePicks } from './rng.js';
import { loadPosition, savePosition } from './position.js';

export interface ProtocolEnv {
  getGame(id: string): AnyGame | undefined;
  listGames(): AnyGame[];
}

interface Session {
  game: AnyGame;
  state: BaseState;
  options: unknown;
  seed: string | number | null;
  actions: { side: string; action: unknown }[];
  log: LogEntry[];
}

const Request = z.discriminatedUnion('cmd', [
  z.object({ cmd: z.literal('games') }),
  z.object({ cmd: z.literal('new'), game: z.string(), seed: z.union([z.string(), z.number()]).optional(), options: z.record(z.string(), z.unknown()).optional() }),
  z.object({ cmd: z.literal('load'), position: z.unknown() }),
  z.object({ cmd: z.literal('save') }),
  z.object({ cmd: z.literal('actions'), side: z.string() }),
  z.object({ cmd: z.literal('apply'), side: z.string(), action: z.unknown().optional(), index: z.number().int().min(0).optional() }),
  z.object({ cmd: z.literal('view'), side: z.string() }),
  z.object({ cmd: z.literal('log'), side: z.string(), from: z.number().int().min(0).optional() }),
  z.object({ cmd: z.literal('result') }),
  z.object({ cmd: z.literal('force'), dice: z.array(z.number().int().min(1).max(6)).optional(), picks: z.array(z.number().int().min(0)).optional() }),
  z.object({ cmd: z.literal('hash') }),
  z.object({ cmd: z.literal('record') }),
  z.object({ cmd: z.literal('quit') }),
]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are free-form JSON for the caller
export type Reply = { ok: boolean; [key: string]: any };

function err(code: string, message: string, rule?: string): Reply {
  return { ok: false, error: { code, message, ...(rule ? { rule } : {}) } };
}

export class ProtocolSession {
  private s: Session | null = null;
  closed = false;
  constructor(private env: ProtocolEnv) {}

  /** Handle one input line; always returns exactly one reply object. */
  handleLine(line: string): Reply {
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      return err('bad-json', 'the line is not valid JSON');
    }
    const id = raw && typeof raw === 'object' && 'id' in raw ? (raw as { id: unknown }).id : undefined;
    const withId = (r: Reply): Reply => (id === undefined ? r : { id, ...r });
    const req = Request.safeParse(raw);
    if (!req.success) {
      const cmd = raw && typeof raw === 'object' ? (raw as { cmd?: unknown }).cmd : undefined;
      return withId(err('bad-request', `bad request${cmd ? ` "${String(cmd)}"` : ''}: ` + req.error.issues.map((i) => `${i.path.join('.') || 'cmd'}: ${i.message}`).join('; ')));
    }
    try {
      return withId(this.handle(req.data));
    } catch (e) {
      if (e instanceof RuleError) return withId({ ok: false, error: { code: e.code, rule: e.rule, message: e.message, ...('issues' in e ? { issues: (e as { issues: unknown }).issues } : {}) } });
      return withId(err('internal', (e as Error).message ?? String(e)));
    }
  }

  private need(): Session {
    if (!this.s) throw new RuleError('protocol', 'no game: send "new" or "load" first', 'no-game');
    return this.s;
  }

  private checkSide(s: Session, side: string, allowObserver: boolean): void {
    if (side === OBSERVER && allowObserver) return;
    if (!s.game.info.sides.includes(side)) throw new RuleError('protocol', `unknown side "${side}"; this game has ${s.game.info.sides.join(', ')}${allowObserver ? ', observer' : ''}`, 'bad-side');
  }

  private handle(r: z.infer<typeof Request>): Reply {
    switch (r.cmd) {
      case 'games':
        return { ok: true, games: this.env.listGames().map((g) => ({ id: g.info.id, title: g.info.title, sides: g.info.sides, notice: g.info.notice })) };
      case 'new': {
        const game = this.env.getGame(r.game);
        if (!game) throw new RuleError('protocol', `unknown game "${r.game}"`, 'unknown-game');
        const options = game.parseOptions(r.options ?? {});
        const seed = r.seed ?? Date.now();
        const log: LogEntry[] = [];
        const state = game.setup(seed, options, log);
        this.s = { game, state, options, seed, actions: [], log };
        return { ok: true, game: game.info.id, seed, step: state.step, active: game.activeSides(state) };
      }
      case 'load': {
        const pos = r.position as { game?: unknown } | undefined;
        const game = typeof pos?.game === 'string' ? this.env.getGame(pos.game) : undefined;
        if (!game) throw new RuleError('protocol', `position names no known game (${JSON.stringify(pos?.game)})`, 'unknown-game');
        const { state, options } = loadPosition(game, r.position);
        this.s = { game, state, options, seed: null, actions: [], log: [] };
        return { ok: true, game: game.info.id, step: state.step, active: game.activeSides(state) };
      }
      case 'save': {
        const s = this.need();
        return { ok: true, position: savePosition(s.game, s.state, s.options) };
      }
      case 'actions': {
        const s = this.need();
        this.checkSide(s, r.side, false);
        const actions = s.game.activeSides(s.state).includes(r.side) ? s.game.legalActions(s.state, r.side) : [];
        return { ok: true, side: r.side, actions, text: actions.map((a: unknown) => s.game.describeAction(a, 'en', s.options)) };
      }
      case 'apply': {
        const s = this.need();
        this.checkSide(s, r.side, false);
        let action = r.action;
        if (r.index !== undefined) {
          checkMayAct(s.game, s.state, r.side); // a side that may not act: not-active (issue 22), not an index out of range
          const legal = s.game.legalActions(s.state, r.side);
          if (r.index >= legal.length) throw new RuleError('protocol', `index ${r.index} is out of range (${legal.length} legal actions)`, 'bad-index');
          action = legal[r.index];
        }
        if (action === undefined) throw new RuleError('protocol', 'apply needs "action" or "index"', 'bad-request');
        const res = apply(s.game, s.state, r.side, action);
        s.state = res.state;
        s.actions.push({ side: r.side, action });
        s.log.push(...res.log);
        return { ok: true, step: s.state.step, active: s.game.activeSides(s.state), result: s.game.result(s.state), log: logFor(res.log, r.side) };
      }
      case 'view': {
        const s = this.need();
        this.checkSide(s, r.side, true);
        return { ok: true, view: viewFor(s.game, s.state, r.side) };
      }
      case 'log': {
        const s = this.need();
        this.checkSide(s, r.side, true);
        return { ok: true, log: logFor(s.log.slice(r.from ?? 0), r.side) };
      }
      case 'result': {
        const s = this.need();
        return { ok: true, result: s.game.result(s.state), active: s.game.activeSides(s.state) };
      }
      case 'force': {
        const s = this.need();
        if (!r.dice?.length && !r.picks?.length) throw new RuleError('protocol', 'force needs "dice" and/or "picks"', 'bad-request');
        if (r.dice?.length) forceDice(s.state.rng, r.dice);
        if (r.picks?.length) forcePicks(s.state.rng, r.picks);
        return { ok: true, forced: s.state.rng.forced ?? [], picks: s.state.rng.picks ?? [] };
      }
      case 'hash': {
        const s = this.need();
        return { ok: true, hash: stateHash(s.state), step: s.state.step };
      }
      case 'record': {
        const s = this.need();
        if (s.seed === null) throw new RuleError('protocol', 'a game loaded from a position has no seed record; use "save"', 'no-record');
        return { ok: true, record: { game: s.game.info.id, seed: s.seed, options: s.options, actions: s.actions } };
      }
      case 'quit':
        this.closed = true;
        return { ok: true, bye: true };
    }
  }
}
