/** HTTP calls to the server; every failure comes back as { code, message, rule? }. */
import type { CatalogGame, GameMeta } from './types.js';

export interface ApiFailure { code: string; message: string; rule?: string }
export class ApiErr extends Error {
  constructor(public info: ApiFailure) { super(info.message); }
}

export async function call<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(path, {
    method,
    headers: body !== undefined ? { 'content-type': 'application/json' } : {},
    credentials: 'same-origin',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const data = await r.json().catch(() => ({ ok: false, error: { code: 'bad-response', message: `HTTP ${r.status}` } }));
  if (!r.ok || data?.ok === false) throw new ApiErr(data?.error ?? { code: 'http', message: `HTTP ${r.status}` });
  return data as T;
}

export function contribution(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export type Me = { id: string; name: string } | null;
export const me = () => call<{ user: Me }>('GET', '/api/me').then((r) => r.user);
export const login = (name: string, password: string) => call<{ user: Me }>('POST', '/api/login', { name, password }).then((r) => r.user);
export const registerUser = (name: string, password: string) => call<{ user: Me }>('POST', '/api/register', { name, password }).then((r) => r.user);
export const logout = () => call('POST', '/api/logout', {});
let catalogCache: Promise<CatalogGame[]> | null = null;
export const catalog = () => (catalogCache ??= call<{ games: CatalogGame[] }>('GET', '/api/catalog').then((r) => r.games));
export const gameMeta = (id: string) => call<{ game: GameMeta }>('GET', `/api/games/${id}`).then((r) => r.game);
export interface ListItem { id: string; game: string; title: { en: string; ja: string }; mode: string; status: string; result: any; seats: { side: string; player: string | null; bot: boolean; you: boolean }[] }
export const listGames = (scope: 'mine' | 'recent') => call<{ games: ListItem[] }>('GET', `/api/games?scope=${scope}`).then((r) => r.games);
export const createGame = (b: unknown) => call<{ game: GameMeta }>('POST', '/api/games', b).then((r) => r.game);
/** Commit first: this browser's contributions, sent once the game (and so the server's commitment) exists. */
export const contribute = (id: string, sides: string[]) =>
  call<{ game: GameMeta }>('POST', `/api/games/${id}/contribute`, { contributions: Object.fromEntries(sides.map((s) => [s, contribution()])) }).then((r) => r.game);
/** `token`: the invitation link's; a game from the open-game list is joined without one. */
export const joinGame = (id: string, side: string, token?: string) =>
  call<{ game: GameMeta }>('POST', `/api/games/${id}/join`, { side, ...(token ? { token } : {}), contribution: contribution() }).then((r) => r.game);
