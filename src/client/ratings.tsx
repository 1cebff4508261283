/** The ratings page (a game kind's Elo table) and a player's page (ratings, records, recent rated games). */
import { useEffect, useState } from 'preact/hooks';
import * as api from './api.js';
import { lang, type Lang } from './i18n.js';
import { useSignal } from './signal.js';
import type { CatalogGame } from './types.js';

const W = {
  en: {
    ratings: 'Ratings', player: 'Player', rating: 'Elo', games: 'Games', wins: 'Won', losses: 'Lost', draws: 'Drawn', forfeits: 'Lost on time',
    none: 'No rated games yet.', recent: 'Recent rated games', game: 'Game', note: 'Online games between two players are rated (Elo, 1500 to start); hot-seat and computer games are not.',
  },
  ja: {
    ratings: 'レーティング', player: 'プレイヤー', rating: 'Elo', games: '対局', wins: '勝', losses: '敗', draws: '分', forfeits: '時間切れ負け',
    none: 'レーティング対象の対局はまだありません。', recent: '最近の対局', game: 'ゲーム', note: '二人のプレイヤーによるオンライン対局が対象です（Elo、初期値 1500）。ホットシートとコンピュータ戦は対象外。',
  },
} as const;
const w = (k: keyof typeof W.en, l: Lang) => W[l][k];

interface Rating { userName: string; game: string; rating: number; games: number; wins: number; losses: number; draws: number; forfeits: number }

export function RatingsScreen({ game }: { game: string }) {
  const l = useSignal(lang);
  const [cat, setCat] = useState<CatalogGame[]>([]);
  const [rows, setRows] = useState<Rating[] | null>(null);
  useEffect(() => { void api.catalog().then(setCat); }, []);
  const g = game || cat[0]?.id || '';
  useEffect(() => { if (g) void api.call<{ players: Rating[] }>('GET', `/api/ratings?game=${encodeURIComponent(g)}`).then((r) => setRows(r.players)).catch(() => setRows([])); }, [g]);
  return (
    <section class="card ratings" data-testid="ratings">
      <h1 class="page-title">{w('ratings', l)}</h1>
      <label>{w('game', l)}{' '}
        <select data-testid="ratings-game" value={g} onChange={(e) => { location.hash = `#/ratings/${(e.target as HTMLSelectElement).value}`; }}>
          {cat.map((c) => <option value={c.id}>{c.title[l]}</option>)}
        </select>
      </label>
      <p class="muted">{w('note', l)}</p>
      {rows && rows.length === 0 && <p class="muted">{w('none', l)}</p>}
      {rows && rows.length > 0 && (
        <table data-testid="ratings-table" cellPadding="4">
          <thead><tr><th>#</th><th>{w('player', l)}</th><th>{w('rating', l)}</th><th>{w('games', l)}</th><th>{w('wins', l)}</th><th>{w('losses', l)}</th><th>{w('draws', l)}</th><th>{w('forfeits', l)}</th></tr></thead>
          <tbody>{rows.map((r, i) => (
            <tr><td>{i + 1}</td><td><a href={`#/player/${encodeURIComponent(r.userName)}`}>{r.userName}</a></td><td>{Math.round(r.rating)}</td><td>{r.games}</td><td>{r.wins}</td><td>{r.losses}</td><td>{r.draws}</td><td>{r.forfeits}</td></tr>
          ))}</tbody>
        </table>
      )}
    </section>
  );
}

export function PlayerScreen({ name }: { name: string }) {
  const l = useSignal(lang);
  const [data, setData] = useState<{ player: { name: string }; ratings: Rating[]; recent: any[] } | null>(null);
  const [err, setErr] = useState('');
  const [cat, setCat] = useState<CatalogGame[]>([]);
  useEffect(() => { void api.catalog().then(setCat); }, []);
  useEffect(() => { void api.call('GET', `/api/players/${encodeURIComponent(name)}`).then(setData).catch((e) => setErr((e as Error).message)); }, [name]);
  if (err) return <p class="error">{err}</p>;
  if (!data) return null;
  const title = (id: string) => cat.find((c) => c.id === id)?.title[l] ?? id;
  return (
    <section class="card player" data-testid="player">
      <h1 class="page-title">{data.player.name}</h1>
      {data.ratings.length === 0 ? <p class="muted">{w('none', l)}</p> : (
        <table data-testid="player-ratings" cellPadding="4">
          <thead><tr><th>{w('game', l)}</th><th>{w('rating', l)}</th><th>{w('games', l)}</th><th>{w('wins', l)}</th><th>{w('losses', l)}</th><th>{w('draws', l)}</th><th>{w('forfeits', l)}</th></tr></thead>
          <tbody>{data.ratings.map((r) => (
            <tr><td><a href={`#/ratings/${r.game}`}>{title(r.game)}</a></td><td>{Math.round(r.rating)}</td><td>{r.games}</td><td>{r.wins}</td><td>{r.losses}</td><td>{r.draws}</td><td>{r.forfeits}</td></tr>
          ))}</tbody>
        </table>
      )}
      {data.recent.length > 0 && <>
        <h2>{w('recent', l)}</h2>
        <ul class="games">{data.recent.map((g) => (
          <li><a href={`#/replay/${g.id}`}>{g.title[l]}</a> <span class="muted">{g.seats.map((s: { side: string; player: string | null }) => `${s.side}: ${s.player ?? '?'}`).join(' – ')}{g.result ? ` · ${g.result.winner ?? w('draws', l)}` : ''}</span></li>
        ))}</ul>
      </>}
    </section>
  );
}
