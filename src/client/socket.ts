/**
 * One WebSocket per page. Subscriptions are (game, side); each keeps the side's view and log. On reconnect
 * every subscription is renewed with the length of the log it holds, and the server sends the current view
 * and the missed entries. Actions carry the version (step) they were made on and wait for the server's ack.
 */
import { signal, type Signal } from './signal.js';
import type { SideState, StateMsg } from './types.js';

export const connected = signal<boolean>(false);
export const lastError = signal<{ message: string; rule?: string; at: number } | null>(null);

const states = new Map<string, Signal<SideState | null>>();
const wanted = new Set<string>();
/** Games whose board module describes actions itself (no labels needed from the server). */
export const noLabels = new Set<string>();
/** The live lobby (server lobby.ts): open games, and the signed-in player's own games with whose turn it is. */
export const lobbyOpen = signal<any[] | null>(null);
export const lobbyMine = signal<{ games: any[]; turns: number } | null>(null);
let lobbyWanted = 0;
/** Chat messages as they arrive (server talk.ts): each listener filters its game and channel. */
export const chatListeners = new Set<(game: string, messages: any[]) => void>();
const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
let ws: WebSocket | null = null;
let nextId = 1;
let backoff = 250;

const key = (game: string, side: string) => `${game}|${side}`;

export function sideState(game: string, side: string): Signal<SideState | null> {
  let s = states.get(key(game, side));
  if (!s) states.set(key(game, side), (s = signal<SideState | null>(null)));
  return s;
}

function connect(): void {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const sock = new WebSocket(`${proto}//${location.host}/ws`);
  ws = sock;
  sock.onopen = () => {
    backoff = 250;
    connected.set(true);
    if (lobbyWanted > 0) sock.send(JSON.stringify({ t: 'lobby' }));
    for (const k of wanted) {
      const [game, side] = k.split('|') as [string, string];
      sock.send(JSON.stringify({ t: 'sub', game, side, logFrom: sideState(game, side).get()?.log.length ?? 0, labels: !noLabels.has(game) }));
    }
  };
  sock.onclose = () => {
    connected.set(false);
    if (ws === sock) ws = null;
    for (const [, p] of pending) p.reject(new Error('connection lost'));
    pending.clear();
    setTimeout(connect, backoff);
    backoff = Math.min(backoff * 2, 5000);
  };
  sock.onmessage = (ev) => {
    const m = JSON.parse(String(ev.data));
    if (m.t === 'state') {
      const msg = m as StateMsg;
      const s = sideState(msg.game, msg.side);
      const old = s.get()?.log ?? [];
      s.set({ meta: msg.meta, view: msg.view, undo: msg.undo, labels: msg.labels, log: old.slice(0, msg.log.from).concat(msg.log.entries) });
    } else if (m.t === 'lobby') {
      lobbyOpen.set(m.open);
    } else if (m.t === 'chat') {
      for (const f of chatListeners) f(m.game, m.messages);
    } else if (m.t === 'mine') {
      lobbyMine.set({ games: m.games, turns: m.turns });
    } else if (m.t === 'ack') {
      pending.get(m.id)?.resolve(m);
      pending.delete(m.id);
    } else if (m.t === 'error') {
      const p = m.id !== undefined ? pending.get(m.id) : undefined;
      if (p) { p.reject(Object.assign(new Error(m.message), { code: m.code, rule: m.rule })); pending.delete(m.id); }
      lastError.set({ message: m.message, ...(m.rule ? { rule: m.rule } : {}), at: Date.now() });
    }
  };
}

function send(m: unknown): boolean {
  if (ws && ws.readyState === WebSocket.OPEN) { ws.send(JSON.stringify(m)); return true; }
  return false;
}

export function subscribe(game: string, side: string): () => void {
  const k = key(game, side);
  wanted.add(k);
  if (!ws) connect();
  else send({ t: 'sub', game, side, logFrom: sideState(game, side).get()?.log.length ?? 0, labels: !noLabels.has(game) });
  return () => {
    wanted.delete(k);
    send({ t: 'unsub', game, side });
  };
}

/** Follow the lobby while the returned function is not called (several components may follow it at once). */
export function watchLobby(): () => void {
  lobbyWanted++;
  if (!ws) connect();
  else if (lobbyWanted === 1) send({ t: 'lobby' });
  return () => {
    lobbyWanted--;
    if (lobbyWanted === 0) { send({ t: 'unlobby' }); lobbyOpen.set(null); lobbyMine.set(null); }
  };
}

/** After signing in or out the server must learn who follows the lobby: a new connection carries the cookie. */
export function renewLobby(): void {
  lobbyMine.set(null);
  if (ws) ws.close();
}

function request(m: Record<string, unknown>): Promise<unknown> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    if (!send({ ...m, id })) { pending.delete(id); reject(new Error('not connected')); }
  });
}

export function act(game: string, side: string, step: number, action: unknown): Promise<unknown> {
  return request({ t: 'act', game, side, step, action });
}
export function undo(game: string, side: string): Promise<unknown> {
  return request({ t: 'undo', game, side });
}
export function reconnectNow(): void {
  ws?.close();
}
