/** The web client: lobby, game screen (board module or generic action list), hot seat, replay. */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { renderEntry } from '../core/log.js';
import * as api from './api.js';
import { lang, setLang, t, type Lang } from './i18n.js';
import { signal, useSignal, useSignals } from './signal.js';
import * as sock from './socket.js';
import { Announcer, focusPrompt } from './announce.js';
import { boards, optionLabels } from './games/index.js';
import { DocsScreen, RuleLinks } from './rules.js';
import type { BoardModule, OptionLabels } from './games/types.js';
import type { CatalogGame, GameMeta, LogEntry, View } from './types.js';
import { MyGames, OpenGames, PrivateToggle, TurnWatcher } from './lobby.js';
import { EndingControls } from './game-extras.js';
import { TalkPanel } from './talk.js';
import { PlayerScreen, RatingsScreen } from './ratings.js';
import { HistoryBar, past } from './history.js';

const user = signal<api.Me | undefined>(undefined);
const route = signal<string>(location.hash || '#/');
window.addEventListener('hashchange', () => route.set(location.hash || '#/'));
const go = (h: string) => { location.hash = h; };
/** Games that exercise the engine interface rather than entertain: never the new-game form's default. */
const TEST_GAMES = new Set(['highcard', 'goofspiel']);

function useCatalog(): CatalogGame[] | null {
  const [c, setC] = useState<CatalogGame[] | null>(null);
  useEffect(() => { void api.catalog().then(setC); }, []);
  return c;
}

function sideName(side: string, l: Lang): string {
  const ja: Record<string, string> = { north: '北', south: '南', american: 'アメリカ', british: 'イギリス', observer: '観戦者' };
  return l === 'ja' ? ja[side] ?? side : side.charAt(0).toUpperCase() + side.slice(1);
}

export function App() {
  const r = useSignal(route);
  const u = useSignal(user);
  const l = useSignal(lang);
  useEffect(() => { void api.me().then((m) => user.set(m)).catch(() => user.set(null)); }, []);
  // The socket learns who is signed in when it connects: a new one after signing in or out.
  useEffect(() => { if (u !== undefined) sock.renewLobby(); }, [u?.id]);
  let page: ComponentChildren;
  const m = /^#\/(\w+)\/?([^/]*)\/?([^/]*)/.exec(r);
  if (u === undefined) page = <p>{t('connecting')}</p>;
  else if (m?.[1] === 'game' && m[2]) page = <GameScreen key={`game-${m[2]}`} id={m[2]} />; // keyed: a new game is a new page (no state of the last one)
  else if (m?.[1] === 'join' && m[2] && m[3]) page = <JoinScreen key={`join-${m[2]}`} id={m[2]} token={m[3]} />;
  else if (m?.[1] === 'replay' && m[2]) page = <ReplayScreen key={`replay-${m[2]}`} id={m[2]} />;
  else if (m?.[1] === 'ratings') page = <RatingsScreen key="ratings" game={m[2] ?? ''} />;
  else if (m?.[1] === 'player' && m[2]) page = <PlayerScreen key={`player-${m[2]}`} name={decodeURIComponent(m[2])} />;
  else if (m?.[1] === 'docs' && m[2]) page = <DocsScreen key={`docs-${m[2]}`} name={m[2]} rule={m[3] ?? ''} lang={l} />;
  else page = <Lobby />;
  return (
    <div class={`app lang-${l}`}>
      <header class="topbar">
        <a href="#/" class="brand">Muster</a>
        <span class="spacer" />
        <a href="#/ratings" class="link" data-testid="ratings-link">{l === 'ja' ? 'レーティング' : 'Ratings'}</a>
        {u && <span class="who" data-testid="who">{u.name}</span>}
        {u && <button class="link" onClick={() => void api.logout().then(() => { user.set(null); go('#/'); })}>{t('signOut')}</button>}
        <button class="link" data-testid="lang" lang={l === 'en' ? 'ja' : 'en'} onClick={() => setLang(l === 'en' ? 'ja' : 'en')}>{l === 'en' ? '日本語' : 'English'}</button>
      </header>
      <ErrorToast />
      {u && <TurnWatcher />}
      <main>{page}</main>
    </div>
  );
}

function ErrorToast() {
  const e = useSignal(sock.lastError);
  const [, tick] = useState(0);
  useEffect(() => { if (e) { const tm = setTimeout(() => tick((n) => n + 1), 6000); return () => clearTimeout(tm); } return undefined; }, [e]);
  if (!e || Date.now() - e.at > 6000) return null;
  return <div class="toast" role="alert" data-testid="error">{e.message}</div>;
}

function AuthForm() {
  const [name, setName] = useState('');
  const [pw, setPw] = useState('');
  const [err, setErr] = useState('');
  const submit = async (kind: 'login' | 'register') => {
    setErr('');
    try { user.set(kind === 'login' ? await api.login(name, pw) : await api.registerUser(name, pw)); } catch (e) { setErr((e as Error).message); }
  };
  return (
    <form class="card auth" onSubmit={(e) => { e.preventDefault(); void submit('login'); }}>
      <label>{t('name')} <input name="name" value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} autocomplete="username" /></label>
      <label>{t('password')} <input name="password" type="password" value={pw} onInput={(e) => setPw((e.target as HTMLInputElement).value)} autocomplete="current-password" /></label>
      <div class="row">
        <button type="submit" data-testid="login">{t('signIn')}</button>
        <button type="button" data-testid="register" onClick={() => void submit('register')}>{t('register')}</button>
      </div>
      {err && <p class="error" role="alert">{err}</p>}
    </form>
  );
}

function Lobby() {
  const u = useSignal(user);
  const l = useSignal(lang);
  const cat = useCatalog();
  const [mine, setMine] = useState<api.ListItem[]>([]);
  const [recent, setRecent] = useState<api.ListItem[]>([]);
  const [gameId, setGameId] = useState('');
  const [mode, setMode] = useState<'online' | 'hotseat' | 'computer'>('online');
  const [side, setSide] = useState('');
  const [level, setLevel] = useState<'random' | 'easy' | 'normal' | 'hard'>('easy');
  const [err, setErr] = useState('');
  const [imported, setImported] = useState('');
  const [opts, setOpts] = useState<Record<string, unknown>>({});
  const [priv, setPriv] = useState(false);
  useEffect(() => {
    if (u) void api.listGames('mine').then(setMine).catch(() => {});
    void api.listGames('recent').then(setRecent).catch(() => {});
  }, [u]);
  // the first real game by default, not a test game
  const g = cat?.find((x) => x.id === (gameId || (cat.find((c) => !TEST_GAMES.has(c.id)) ?? cat[0])?.id)) ?? null;
  const chosenSide = side && g?.sides.includes(side) ? side : g?.sides[0] ?? '';
  const create = async () => {
    if (!g) return;
    setErr('');
    try {
      const body = mode === 'hotseat'
        ? { game: g.id, mode }
        : { game: g.id, mode, side: chosenSide, ...(mode === 'computer' ? { bot: level } : {}), ...(mode === 'online' && priv ? { private: true } : {}) };
      const meta = await api.createGame(Object.keys(opts).length ? { ...body, options: opts } : body);
      // The server has shown its commitment (meta.commitment): only now does this browser contribute.
      await api.contribute(meta.id, mode === 'hotseat' ? g.sides : [chosenSide]);
      go(`#/game/${meta.id}`);
    } catch (e) { setErr((e as Error).message); }
  };
  const importFile = async (f: File) => {
    try {
      const r = await api.call<{ id: string }>('POST', '/api/games/import', JSON.parse(await f.text()));
      setImported(r.id);
      go(`#/replay/${r.id}`);
    } catch (e) { setErr((e as Error).message); }
  };
  return (
    <div class="lobby">
      <h1 class="page-title">{u ? t('lobby') : t('welcome')}</h1>
      {!u && <AuthForm />}
      {u && cat && (
        <section class="card">
          <h2>{t('newGame')}</h2>
          <label>{t('game')}{' '}
            <select data-testid="game-select" value={g?.id} onChange={(e) => { setGameId((e.target as HTMLSelectElement).value); setOpts({}); }}>
              {cat.map((c) => <option value={c.id}>{c.title[l]}</option>)}
            </select>
          </label>
          {g?.notice && <p class="notice"><RuleLinks text={g.notice[l]} game={g.id} lang={l} /></p>}
          {g && <OptionsForm defaults={g.defaultOptions} value={opts} onChange={setOpts} lang={l} labels={optionLabels[g.id]} />}
          <fieldset>
            <legend>{t('mode')}</legend>
            {(['online', 'hotseat', 'computer'] as const).map((m) => (
              <label class="radio"><input type="radio" name="mode" value={m} checked={mode === m} data-testid={`mode-${m}`} onChange={() => setMode(m)} /> {t(m)}</label>
            ))}
          </fieldset>
          {mode !== 'hotseat' && g && (
            <fieldset>
              <legend>{t('side')}</legend>
              {g.sides.map((s) => (
                <label class="radio"><input type="radio" name="side" value={s} checked={chosenSide === s} data-testid={`side-${s}`} onChange={() => setSide(s)} /> {sideName(s, l)}</label>
              ))}
            </fieldset>
          )}
          {mode === 'online' && <PrivateToggle value={priv} onChange={setPriv} />}
          {mode === 'computer' && (
            <label>{t('level')}{' '}
              <select data-testid="level" value={level} onChange={(e) => setLevel((e.target as HTMLSelectElement).value as typeof level)}>
                {(['random', 'easy', 'normal', 'hard'] as const).map((k) => <option value={k}>{t(`bot_${k}`)}</option>)}
              </select>
            </label>
          )}
          <button data-testid="create" onClick={() => void create()}>{t('create')}</button>
          {err && <p class="error" role="alert">{err}</p>}
        </section>
      )}
      {u && (
        <section class="card">
          <h2>{t('myGames')}</h2>
          <MyGames fallback={mine} />
          <label class="import">{t('importGame')} <input type="file" accept="application/json,.json" onChange={(e) => { const f = (e.target as HTMLInputElement).files?.[0]; if (f) void importFile(f); }} /></label>
          {imported && <p>{imported}</p>}
        </section>
      )}
      <OpenGames signedIn={!!u} />
      <section class="card">
        <h2>{t('watch')}</h2>
        <GameList items={recent.filter((x) => x.status !== 'open')} />
      </section>
    </div>
  );
}

/** A game's options, generically from its defaultOptions: a checkbox per boolean, a field per number or text, a list where the game's labels give choices; labels from the client's per-game optionLabels, else the key split into words. */
function OptionsForm({ defaults, value, onChange, lang: l, labels }: { defaults: unknown; value: Record<string, unknown>; onChange: (v: Record<string, unknown>) => void; lang: Lang; labels?: OptionLabels | undefined }) {
  const d = defaults && typeof defaults === 'object' ? Object.entries(defaults as Record<string, unknown>).filter(([, x]) => ['boolean', 'number', 'string'].includes(typeof x)) : [];
  if (d.length === 0) return null;
  // The game's own words when the client has them; otherwise the key split into words.
  const label = (k: string) => labels?.[k]?.[l] ?? k.replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase();
  const set = (k: string, x: unknown, def: unknown) => { const n = { ...value }; if (x === def) delete n[k]; else n[k] = x; onChange(n); };
  return (
    <details class="options" data-testid="options">
      <summary>{l === 'ja' ? 'オプション' : 'Options'}{Object.keys(value).length ? ` (${Object.keys(value).length})` : ''}</summary>
      {d.map(([k, def]) => {
        const cur = k in value ? value[k] : def;
        const choices = labels?.[k]?.choices;
        if (choices?.some((c) => c.value === def)) {
          return <label>{label(k)} <select data-testid={`opt-${k}`} value={String(cur)} onChange={(e) => { const c = choices.find((x) => String(x.value) === (e.target as HTMLSelectElement).value); if (c) set(k, c.value, def); }}>
            {choices.map((c) => <option value={String(c.value)}>{c[l]}</option>)}
          </select></label>;
        }
        if (typeof def === 'boolean') return <label class="radio"><input type="checkbox" data-testid={`opt-${k}`} checked={cur as boolean} onChange={(e) => set(k, (e.target as HTMLInputElement).checked, def)} /> {label(k)}</label>;
        if (typeof def === 'number') return <label>{label(k)} <input type="number" data-testid={`opt-${k}`} value={String(cur)} style="width:6em" onInput={(e) => { const x = Number((e.target as HTMLInputElement).value); if (Number.isFinite(x)) set(k, x, def); }} /></label>;
        return <label>{label(k)} <input data-testid={`opt-${k}`} value={String(cur)} style="width:10em" onInput={(e) => set(k, (e.target as HTMLInputElement).value, def)} /></label>;
      })}
    </details>
  );
}

function GameList({ items }: { items: api.ListItem[] }) {
  const l = useSignal(lang);
  if (items.length === 0) return <p class="muted">{t('noGames')}</p>;
  return (
    <ul class="games">
      {items.map((it) => (
        <li>
          <a href={it.status === 'finished' ? `#/replay/${it.id}` : `#/game/${it.id}`}>{it.title[l]}</a>{' '}
          <span class="muted">{it.seats.map((s) => `${sideName(s.side, l)}: ${s.bot ? t('computerSeat') : s.player ?? t('free')}`).join(` ${t('vs')} `)} · {t(`status_${it.status}` as 'status_open')}</span>
          {it.status === 'finished' && <> · <a href={`#/game/${it.id}`}>{t('open')}</a></>}
        </li>
      ))}
    </ul>
  );
}

function JoinScreen({ id, token }: { id: string; token: string }) {
  const u = useSignal(user);
  const l = useSignal(lang);
  const [meta, setMeta] = useState<GameMeta | null>(null);
  const [err, setErr] = useState('');
  useEffect(() => { void api.gameMeta(id).then(setMeta).catch((e) => setErr((e as Error).message)); }, [id, u]);
  if (err) return <p class="error">{err}</p>;
  if (!meta) return <p>{t('connecting')}</p>;
  if (meta.yourSides.length > 0 || meta.status !== 'open') { go(`#/game/${id}`); return null; }
  return (
    <section class="card">
      <h1 class="page-title">{t('joinTitle')}: {meta.title[l]}</h1>
      {meta.notice && <p class="notice"><RuleLinks text={meta.notice[l]} game={meta.game} lang={l} /></p>}
      {!u && <><p>{t('signInToJoin')}</p><AuthForm /></>}
      {u && meta.seats.filter((s) => !s.player && !s.bot).map((s) => (
        <button data-testid={`join-${s.side}`} onClick={() => void api.joinGame(id, s.side, token).then(() => go(`#/game/${id}`)).catch((e) => setErr((e as Error).message))}>
          {t('join')} {sideName(s.side, l)}
        </button>
      ))}
    </section>
  );
}

function useBoard(gameId: string | undefined): BoardModule | null | undefined {
  const [b, setB] = useState<BoardModule | null | undefined>(undefined);
  useEffect(() => {
    if (!gameId) return;
    const load = boards[gameId];
    if (!load) { setB(null); return; }
    void load().then(setB).catch(() => setB(null));
  }, [gameId]);
  return b;
}

function GameScreen({ id }: { id: string }) {
  const u = useSignal(user);
  const l = useSignal(lang);
  const online = useSignal(sock.connected);
  const cat = useCatalog();
  const [meta0, setMeta0] = useState<GameMeta | null>(null);
  const [err, setErr] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => { void api.gameMeta(id).then(setMeta0).catch((e) => setErr((e as Error).message)); }, [id, u]);
  // Commit first: a seat of ours still without its contribution (the lobby's request after creating the game
  // did not get through) contributes now; the commitment was shown when the game was created.
  useEffect(() => {
    const missing = meta0?.status === 'open' ? meta0.yourSides.filter((s) => meta0.contributions[s] === null) : [];
    if (missing.length) void api.contribute(id, missing).then(setMeta0).catch((e) => setErr((e as Error).message));
  }, [meta0?.id, meta0?.status]);
  const mySides = meta0?.yourSides ?? [];
  const subSides = mySides.length ? mySides : ['observer'];
  useEffect(() => {
    if (!meta0) return;
    if (boards[meta0.game]) sock.noLabels.add(id);
    const offs = subSides.map((s) => sock.subscribe(id, s));
    return () => offs.forEach((f) => f());
  }, [id, meta0?.id, subSides.join(',')]);
  const states = useSignals(subSides.map((s) => sock.sideState(id, s)));
  const first = states.find((x) => x) ?? null;
  const meta = first?.meta ?? meta0;
  const board = useBoard(meta?.game);
  const pastAll = useSignal(past);
  if (err) return <p class="error">{err}</p>;
  if (!meta || !cat) return <p>{t('connecting')}</p>;
  const catalog = cat.find((c) => c.id === meta.game)!;
  const active: string[] = first?.view?.active ?? [];
  const hotseat = mySides.length > 1;
  // Which side's view is on screen: your seat; in hot seat the active side once its player confirms.
  let side = mySides.length === 1 ? mySides[0]! : mySides.length === 0 ? 'observer' : shown ?? '';
  let handOver: string | null = null;
  if (hotseat && meta.status === 'active') {
    const want = active.find((s) => mySides.includes(s)) ?? shown ?? mySides[0]!;
    if (want !== shown) handOver = want;
  }
  if (hotseat && meta.status === 'finished') side = shown ?? mySides[0]!;
  const st = states[subSides.indexOf(side)] ?? null;
  // Looking back (history.tsx): the side's own earlier view, read-only, instead of the live one.
  const looking = pastAll && pastAll.game === id && pastAll.side === side ? pastAll : null;
  const view: View | null = looking ? looking.view : st?.view ?? null;
  const shownLog = looking ? looking.log : st?.log ?? [];
  const doAct = async (action: unknown) => {
    if (!view) return;
    setBusy(true);
    try { await sock.act(id, side, view.step, action); focusPrompt(); } catch { /* shown by the toast */ } finally { setBusy(false); }
  };
  const canAct = !looking && side !== 'observer' && !!view && view.actions.length > 0;
  const Board = board?.Board;
  const inviteUrl = meta.invite ? `${location.origin}/#/join/${meta.id}/${meta.invite}` : '';
  return (
    <div class="game">
      <div class="game-head">
        <h1>{meta.title[l]}</h1>
        {meta.notice && <p class="notice" data-testid="notice"><RuleLinks text={meta.notice[l]} game={meta.game} lang={l} /></p>}
        <StatusLine meta={meta} view={view} side={side} lang={l} />
        {side && !handOver && meta.status !== 'open' && <HistoryBar game={id} side={side} step={meta.actionCount} />}
        {!online && <p class="warn">{t('offline')}</p>}
      </div>
      {meta.status === 'open' && inviteUrl && (
        <div class="card invite">
          <label>{t('invite')}
            <input readOnly value={inviteUrl} data-testid="invite-link" onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </label>
          <button onClick={() => void navigator.clipboard?.writeText(inviteUrl)}>{t('copy')}</button>
        </div>
      )}
      {handOver ? (
        <div class="handover card" data-testid="handover">
          <h2>{t('handOver')} {sideName(handOver, l)}</h2>
          <p>{t('hidden')}</p>
          <button data-testid="handover-confirm" onClick={() => setShown(handOver)}>{t('showMine', { side: sideName(handOver, l) })}</button>
        </div>
      ) : (
        <div class="game-body">
          <div class="board-area">
            {view && Board && <Board view={view} side={side} meta={meta} lang={l} catalog={catalog} log={shownLog} busy={busy} {...(canAct ? { act: doAct } : {})} />}
            {view && board === null && <ActionList view={view} labels={st?.labels?.[l] ?? null} act={canAct ? doAct : undefined} busy={busy} />}
          </div>
          <aside class="side-panel">
            <Seats meta={meta} lang={l} />
            {side !== 'observer' && meta.status === 'active' && (
              <button data-testid="undo" disabled={!st?.undo || busy} onClick={() => void sock.undo(id, side).catch(() => {})}>{t('undo')}</button>
            )}
            <EndingControls meta={meta} side={side} />
            <TalkPanel meta={meta} side={side} />
            <Fairness meta={meta} />
            {meta.status === 'finished' && (
              <p><a href={`/api/games/${meta.id}/export`} download>{t('exportGame')}</a> · <a href={`#/replay/${meta.id}`}>{t('replay')}</a></p>
            )}
            <LogPanel log={shownLog} catalog={catalog} lang={l} board={board} />
          </aside>
          <Announcer log={st?.log ?? []} catalog={catalog} lang={l} board={board} step={view?.step ?? 0} />
        </div>
      )}
    </div>
  );
}

function StatusLine({ meta, view, side, lang: l }: { meta: GameMeta; view: View | null; side: string; lang: Lang }) {
  if (meta.status === 'open') return <p class="status" data-testid="status">{t('status_open')}</p>;
  const res = view?.result ?? meta.result;
  if (res) {
    return <p class="status" data-testid="status">{t('gameOver')}: {res.winner ? `${sideName(res.winner, l)} ${t('winner')}` : t('draw')}</p>;
  }
  const active = view?.active ?? [];
  const mine = active.includes(side);
  const bot = useBotProgress(meta, view, mine);
  return (
    <p class={`status ${mine ? 'mine' : ''}`} data-testid="status">
      {mine ? `${t('yourTurn')} (${sideName(side, l)})` : bot
        ? <span data-testid="bot-progress">{t('botThinking', { side: sideName(bot.side, l), n: String(bot.move) })}{bot.of ? ` ${t('botOf', { m: String(bot.of) })}` : ''} · {t('botFor', { s: String(bot.seconds) })}</span>
        : active.length ? `${t('theirTurn')} ${active.map((s) => sideName(s, l)).join(', ')}` : ''}
    </p>
  );
}

/**
 * While a computer seat is to act (and this player is not): which of its decisions in a row it is on, about how many
 * such a turn of its has taken so far in this game (the mean of its turns seen here), and the seconds since its turn
 * began. A DIXIE battle turn is many decisions of up to a second each (level normal): the player sees it advance.
 */
function useBotProgress(meta: GameMeta, view: View | null, mine: boolean): { side: string; move: number; of: number; seconds: number } | null {
  const botSide = !mine && view && !view.result ? view.active.find((s) => meta.seats.some((x) => x.side === s && x.bot)) : undefined;
  const [turn, setTurn] = useState<{ side: string; step: number; at: number } | null>(null);
  const [lengths, setLengths] = useState<number[]>([]);
  const [, tick] = useState(0);
  const step = view?.step ?? 0;
  useEffect(() => {
    if (botSide && (!turn || turn.side !== botSide)) setTurn({ side: botSide, step, at: Date.now() });
    if (!botSide && turn) { setLengths((ls) => [...ls, Math.max(1, step - turn.step)]); setTurn(null); }
  }, [botSide, step]);
  useEffect(() => {
    if (!botSide) return;
    const h = setInterval(() => tick((x) => x + 1), 1000);
    return () => clearInterval(h);
  }, [botSide]);
  if (!botSide) return null;
  const start = turn && turn.side === botSide ? turn : { step, at: Date.now() };
  const move = step - start.step + 1;
  const mean = lengths.length ? Math.round(lengths.reduce((a, b) => a + b, 0) / lengths.length) : 0;
  return { side: botSide, move, of: mean >= move ? mean : 0, seconds: Math.floor((Date.now() - start.at) / 1000) };
}

function Seats({ meta, lang: l }: { meta: GameMeta; lang: Lang }) {
  return (
    <div class="seats">
      <h2>{t('seats')}</h2>
      <ul>{meta.seats.map((s) => <li>{sideName(s.side, l)}: {s.bot ? t('computerSeat') : s.player ?? t('free')}{s.you ? ' ★' : ''}</li>)}</ul>
    </div>
  );
}

function Fairness({ meta }: { meta: GameMeta }) {
  return (
    <details class="fair">
      <summary>{t('commitment')}: <code data-testid="commitment">{meta.commitment.slice(0, 16)}…</code></summary>
      <p class="muted">{t('fair')}</p>
      <p><code>{meta.commitment}</code></p>
      {meta.serverSecret && <p>{t('secret')}: <code data-testid="secret">{meta.serverSecret}</code></p>}
    </details>
  );
}

export function LogPanel({ log, catalog, lang: l, board }: { log: LogEntry[]; catalog: CatalogGame; lang: Lang; board?: BoardModule | null | undefined }) {
  const cat = catalog.messages[l] ?? catalog.messages.en;
  const words = board?.logEntry;
  const lines = useMemo(() => log.map((e) => renderEntry(words ? words(e, l) : e, cat)), [log, cat, words, l]);
  return (
    <div class="log">
      <h2>{t('log')}</h2>
      {/* Scrolls: a keyboard player reaches it with Tab and scrolls it with the arrows. */}
      <ol data-testid="log" reversed tabIndex={0} aria-label={t('log')}>
        {lines.map((x, i) => <li key={i}><RuleLinks text={x} game={catalog.id} title={catalog.title[l]} lang={l} /></li>).reverse()}
      </ol>
    </div>
  );
}

function ActionList({ view, labels, act, busy }: { view: View; labels: string[] | null; act: ((a: unknown) => void) | undefined; busy: boolean }) {
  if (view.actions.length === 0) return <p class="muted">{t('noActions')}</p>;
  return (
    <div class="actions">
      <h2>{t('actions')}</h2>
      {view.actions.map((a, i) => (
        <button disabled={!act || busy} data-testid={`action-${i}`} onClick={() => act?.(a)}>{labels?.[i] ?? JSON.stringify(a)}</button>
      ))}
    </div>
  );
}

function ReplayScreen({ id }: { id: string }) {
  const l = useSignal(lang);
  const cat = useCatalog();
  const [side, setSide] = useState('observer');
  const [at, setAt] = useState<number | null>(null);
  const [data, setData] = useState<{ at: number; total: number; meta: GameMeta; view: View; log: LogEntry[]; last: { text: { en: string; ja: string }; side: string } | null } | null>(null);
  const [err, setErr] = useState('');
  useEffect(() => {
    void api.call('GET', `/api/games/${id}/replay?side=${side}${at !== null ? `&at=${at}` : ''}`).then(setData).catch((e) => setErr((e as Error).message));
  }, [id, side, at]);
  const board = useBoard(data?.meta.game);
  if (err) return <p class="error">{err}</p>;
  if (!data || !cat) return <p>{t('connecting')}</p>;
  const catalog = cat.find((c) => c.id === data.meta.game)!;
  const Board = board?.Board;
  const n = data.at;
  return (
    <div class="game replay">
      <div class="game-head">
        <h1>{data.meta.title[l]} — {t('replay')}</h1>
        {data.meta.notice && <p class="notice"><RuleLinks text={data.meta.notice[l]} game={data.meta.game} lang={l} /></p>}
        <div class="row replay-controls">
          <button onClick={() => setAt(0)}>⏮ {t('first')}</button>
          <button data-testid="replay-prev" onClick={() => setAt(Math.max(0, n - 1))}>◀ {t('prev')}</button>
          <span data-testid="replay-pos">{t('step')} {n} {t('of')} {data.total}</span>
          <button data-testid="replay-next" onClick={() => setAt(Math.min(data.total, n + 1))}>{t('next')} ▶</button>
          <button onClick={() => setAt(data.total)}>{t('last')} ⏭</button>
          {/* An imported game is seen only by its owner until shared (only the owner can see it unshared). */}
          {data.meta.mode === 'imported' && (data.meta.shared
            ? <span class="muted" data-testid="shared">{t('shared')}</span>
            : <button data-testid="share" onClick={() => void api.call<{ game: GameMeta }>('POST', `/api/games/${id}/share`, { shared: true }).then((r) => setData({ ...data, meta: r.game })).catch((e) => setErr((e as Error).message))}>{t('share')}</button>)}
          <label>{t('viewAs')}{' '}
            <select value={side} onChange={(e) => setSide((e.target as HTMLSelectElement).value)}>
              {['observer', ...data.meta.sides].map((s) => <option value={s}>{sideName(s, l)}</option>)}
            </select>
          </label>
        </div>
        {data.last && <p class="muted">{sideName(data.last.side, l)}: {data.last.text[l]}</p>}
      </div>
      <div class="game-body">
        <div class="board-area">
          {Board ? <Board view={data.view} side={side} meta={data.meta} lang={l} catalog={catalog} log={data.log} busy={false} /> : <pre class="raw">{JSON.stringify(data.view.state, null, 1)}</pre>}
        </div>
        <aside class="side-panel">
          <Fairness meta={data.meta} />
          <LogPanel log={data.log} catalog={catalog} lang={l} board={board} />
        </aside>
      </div>
    </div>
  );
}
