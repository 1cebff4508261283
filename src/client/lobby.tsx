/**
 * The live lobby (issue 20): open games anyone signed in joins with one click, the player's own games with
 * the ones where it is their move marked and first, the count of those in the tab title and favicon, and
 * "next game where it is my move" (button, or the key N anywhere outside a text field).
 */
import { useEffect, useState } from 'preact/hooks';
import * as api from './api.js';
import { lang, type Lang } from './i18n.js';
import { useSignal } from './signal.js';
import * as sock from './socket.js';

const W = {
  en: {
    openGames: 'Open games (waiting for an opponent)', noOpen: 'No open games: create one, or come back later.', join: 'Join as',
    yours: 'yours, waiting', yourMove: 'Your move', nextTurn: 'Next game where it is my move', noTurn: 'It is your move in no game.',
    private: 'Private (only players with the invitation link can join; not listed)', privateTag: 'private', ago: 'ago',
    free: 'free', computer: 'computer', vs: 'vs', options: 'options', none: 'standard', turnKey: 'key N', noGames: 'No games yet.',
    open: 'waiting for an opponent', active: 'in progress', finished: 'finished',
  },
  ja: {
    openGames: '対戦相手募集中のゲーム', noOpen: '募集中のゲームはありません。', join: '参加:',
    yours: 'あなたの募集', yourMove: 'あなたの番', nextTurn: '自分の番のゲームへ', noTurn: 'あなたの番のゲームはありません。',
    private: '非公開（招待リンクでのみ参加可。一覧に載りません）', privateTag: '非公開', ago: '前',
    free: '空き', computer: 'コンピュータ', vs: '対', options: 'オプション', none: '標準', turnKey: 'N キー', noGames: 'ゲームはまだありません。',
    open: '対戦相手待ち', active: '進行中', finished: '終了',
  },
} as const;
type Word = keyof typeof W.en;
const w = (k: Word, l: Lang) => W[l][k];

function age(ms: number, l: Lang): string {
  const m = Math.max(0, Math.round((Date.now() - ms) / 60000));
  const s = m < 60 ? `${m} min` : m < 48 * 60 ? `${Math.round(m / 60)} h` : `${Math.round(m / 1440)} d`;
  return l === 'ja' ? `${s}${w('ago', l)}` : `${s} ${w('ago', l)}`;
}

/** The options that differ from the game's defaults ("standard" when none do). */
function optionsText(o: unknown, defaults: unknown, l: Lang): string {
  const d = (defaults ?? {}) as Record<string, unknown>;
  const e = o && typeof o === 'object' ? Object.entries(o as Record<string, unknown>).filter(([k, v]) => JSON.stringify(d[k]) !== JSON.stringify(v)) : [];
  return e.length ? e.map(([k, v]) => `${k} ${String(v)}`).join(', ') : w('none', l);
}

const side = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Follow the live lobby while mounted. */
export function useLobby(): void {
  useEffect(() => sock.watchLobby(), []);
}

export function OpenGames({ signedIn }: { signedIn: boolean }) {
  const l = useSignal(lang);
  const open = useSignal(sock.lobbyOpen);
  const [defaults, setDefaults] = useState<Record<string, unknown>>({});
  useEffect(() => { void api.catalog().then((c) => setDefaults(Object.fromEntries(c.map((g) => [g.id, g.defaultOptions])))); }, []);
  useLobby();
  const join = (id: string, s: string) => void api.joinGame(id, s).then(() => { location.hash = `#/game/${id}`; })
    .catch((e) => sock.lastError.set({ message: (e as Error).message, at: Date.now() }));
  return (
    <section class="card" data-testid="open-games">
      <h2>{w('openGames', l)}</h2>
      {!open || open.length === 0 ? <p class="muted">{w('noOpen', l)}</p> : (
        <ul class="games">
          {open.map((g) => {
            const mine = g.seats.some((x: { you: boolean }) => x.you);
            const free = g.seats.filter((x: { player: string | null; bot: boolean }) => !x.player && !x.bot);
            return (
              <li data-testid={`open-${g.id}`}>
                <b>{g.title[l]}</b>{' '}
                <span class="muted">{g.seats.map((x: { side: string; player: string | null }) => `${side(x.side)}: ${x.player ?? w('free', l)}`).join(` ${w('vs', l)} `)}
                  {' · '}{w('options', l)}: {optionsText(g.options, defaults[g.game], l)} · {age(g.createdAt, l)}</span>{' '}
                {mine ? <a href={`#/game/${g.id}`}>{w('yours', l)}</a>
                  : signedIn && free.map((x: { side: string }) => <button data-testid={`join-open-${g.id}-${x.side}`} onClick={() => join(g.id, x.side)}>{w('join', l)} {side(x.side)}</button>)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The player's games, pushed live: those where it is their move first and marked. */
export function MyGames({ fallback }: { fallback: api.ListItem[] }) {
  const l = useSignal(lang);
  const mine = useSignal(sock.lobbyMine);
  useLobby();
  const items: any[] = mine?.games ?? fallback;
  if (items.length === 0) return <p class="muted" data-testid="my-games">{w('noGames', l)}</p>;
  return (
    <>
      <NextTurnButton />
      <ul class="games" data-testid="my-games">
        {items.map((it) => (
          <li class={it.yourTurn ? 'your-turn' : ''} data-testid={`mine-${it.id}`}>
            {it.yourTurn && <b class="turn-mark" data-testid="your-turn">▶ {w('yourMove', l)} </b>}
            <a href={it.status === 'finished' ? `#/replay/${it.id}` : `#/game/${it.id}`}>{it.title[l]}</a>{' '}
            <span class="muted">{it.seats.map((s: { side: string; bot: boolean; player: string | null }) => `${side(s.side)}: ${s.bot ? w('computer', l) : s.player ?? w('free', l)}`).join(` ${w('vs', l)} `)} · {w(it.status as 'open', l) ?? it.status}
              {it.private ? ` · ${w('privateTag', l)}` : ''}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function nextTurnGame(): string | null {
  const cur = /^#\/game\/([^/]+)/.exec(location.hash)?.[1];
  const turns = (sock.lobbyMine.get()?.games ?? []).filter((g) => g.yourTurn);
  // From a game where it is my move, the next one after it (so the key cycles through them).
  const i = turns.findIndex((g) => g.id === cur);
  return (turns[(i + 1) % Math.max(1, turns.length)] ?? turns[0])?.id ?? null;
}

export function NextTurnButton() {
  const l = useSignal(lang);
  const mine = useSignal(sock.lobbyMine);
  const n = mine?.turns ?? 0;
  return (
    <button data-testid="next-turn" disabled={n === 0} title={w('turnKey', l)} onClick={() => { const id = nextTurnGame(); if (id) location.hash = `#/game/${id}`; }}>
      {n === 0 ? w('noTurn', l) : `${w('nextTurn', l)} (${n})`}
    </button>
  );
}

/** A red badge with the count on the site's icon (drawn once per count). */
function favicon(n: number): string {
  const c = document.createElement('canvas');
  c.width = c.height = 32;
  const g = c.getContext('2d');
  if (!g) return '';
  g.fillStyle = '#4a3b1f';
  g.fillRect(2, 2, 28, 28);
  g.fillStyle = '#f4e9cf';
  g.font = 'bold 20px serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText('M', 16, 17);
  if (n > 0) {
    g.fillStyle = '#c0392b';
    g.beginPath();
    g.arc(22, 10, 10, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#fff';
    g.font = 'bold 14px sans-serif';
    g.fillText(n > 9 ? '9+' : String(n), 22, 11);
  }
  return c.toDataURL('image/png');
}

/** Signed in: follow the lobby on every page, show the count in the title and icon, N jumps to the next game. */
export function TurnWatcher() {
  const mine = useSignal(sock.lobbyMine);
  useLobby();
  const n = mine?.turns ?? 0;
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = n > 0 ? `(${n}) ${base}` : base;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) { link = document.createElement('link'); link.rel = 'icon'; document.head.appendChild(link); }
    const href = favicon(n);
    if (href) link.href = href;
    link.dataset.turns = String(n);
  }, [n]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.key !== 'n' && e.key !== 'N') return;
      if (e.ctrlKey || e.metaKey || e.altKey || (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))) return;
      const id = nextTurnGame();
      if (id) location.hash = `#/game/${id}`;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}

export function PrivateToggle({ value, onChange }: { value: boolean; onChange: (v: boolean) => void }) {
  const l = useSignal(lang);
  return <label class="radio"><input type="checkbox" data-testid="private" checked={value} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} /> {w('private', l)}</label>;
}
