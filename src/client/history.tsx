/**
 * History during play (issue 20): step back through a live game as your side saw it then (the server's
 * /history, your own past views only), then return to the live game. While a past moment is shown the board
 * is read-only; "Live" (or Escape) returns.
 */
import { useEffect } from 'preact/hooks';
import * as api from './api.js';
import { lang, type Lang } from './i18n.js';
import { signal, useSignal } from './signal.js';
import type { LogEntry, View } from './types.js';

export interface Past { game: string; side: string; at: number; total: number; view: View; log: LogEntry[]; last: { text: { en: string; ja: string } } | null }
/** The past moment on screen, or null for the live game. */
export const past = signal<Past | null>(null);

const W = {
  en: { back: '◀ Earlier', forward: 'Later ▶', live: 'Back to the live game', showing: 'Looking back: move {at} of {total} (as you saw it then)', history: 'Look back' },
  ja: { back: '◀ 前へ', forward: '次へ ▶', live: '現在の局面に戻る', showing: '振り返り中: {total} 手中 {at} 手目（当時のあなたの視点）', history: '振り返る' },
} as const;
const w = (k: keyof typeof W.en, l: Lang) => W[l][k];

async function show(game: string, side: string, at: number): Promise<void> {
  const r = await api.call<Past>('GET', `/api/games/${game}/history?side=${encodeURIComponent(side)}&at=${Math.max(0, at)}`);
  past.set({ ...r, game, side });
}

/** The past moment for this game and side, if one is shown. */
export function usePast(game: string, side: string): Past | null {
  const p = useSignal(past);
  return p && p.game === game && p.side === side ? p : null;
}

/** `step`: the number of actions played (the live game's version). */
export function HistoryBar({ game, side, step }: { game: string; side: string; step: number }) {
  const l = useSignal(lang);
  const p = usePast(game, side);
  // Leaving the page returns to the live game.
  useEffect(() => () => past.set(null), [game, side]);
  useEffect(() => {
    if (!p) return;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') past.set(null); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [!!p]);
  if (step === 0 && !p) return null;
  const fail = () => {};
  if (!p) return <button data-testid="history-back" onClick={() => void show(game, side, step - 1).catch(fail)}>{w('history', l)}</button>;
  return (
    <div class="history-bar row" role="group" aria-label={w('history', l)} data-testid="history-bar">
      <button data-testid="history-prev" disabled={p.at === 0} onClick={() => void show(game, side, p.at - 1).catch(fail)}>{w('back', l)}</button>
      <span data-testid="history-pos">{w('showing', l).replace('{at}', String(p.at)).replace('{total}', String(p.total))}</span>
      <button data-testid="history-next" disabled={p.at >= p.total} onClick={() => void show(game, side, p.at + 1).catch(fail)}>{w('forward', l)}</button>
      <button data-testid="history-live" class="primary" onClick={() => past.set(null)}>{w('live', l)}</button>
      {p.last && <span class="muted"> {p.last.text[l]}</span>}
    </div>
  );
}
