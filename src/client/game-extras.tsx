/**
 * A game page's online-play controls (issue 20): resign (with a confirmation), draw offers (offer, withdraw,
 * accept, decline), and how a game that ended outside its rules ended.
 */
import { useState } from 'preact/hooks';
import * as api from './api.js';
import { lang, type Lang } from './i18n.js';
import { useSignal } from './signal.js';
import { lastError } from './socket.js';
import type { GameMeta } from './types.js';

const W = {
  en: {
    resign: 'Resign…', sure: 'Resign this game? Your opponent wins.', yes: 'Yes, resign', no: 'No, play on',
    offerDraw: 'Offer a draw', withdraw: 'Withdraw the draw offer', offered: 'You offered a draw.', theyOffer: 'Your opponent offers a draw.',
    accept: 'Accept the draw', decline: 'Decline',
    'muster.resigned': '{side} resigned.', 'muster.agreedDraw': 'Drawn by agreement.', 'muster.outOfTime': '{side} ran out of time.',
    rematch: 'Rematch (sides swapped)', rematchGo: 'A rematch is ready: play it (sides swapped)',
  },
  ja: {
    resign: '投了…', sure: '投了しますか？相手の勝ちになります。', yes: '投了する', no: '続ける',
    offerDraw: '引き分けを提案', withdraw: '提案を取り下げる', offered: '引き分けを提案しました。', theyOffer: '相手が引き分けを提案しています。',
    accept: '引き分けを受ける', decline: '断る',
    'muster.resigned': '{side}が投了しました。', 'muster.agreedDraw': '合意により引き分け。', 'muster.outOfTime': '{side}が持ち時間を使い切りました。',
    rematch: '再戦（陣営を交代）', rematchGo: '再戦の準備ができました：対局する（陣営を交代）',
  },
} as const;
type Word = keyof typeof W.en;
const w = (k: Word, l: Lang) => W[l][k];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "North resigned." for a result that came from outside the rules, else null. */
export function endingText(meta: GameMeta, l: Lang): string | null {
  const r = meta.result;
  if (!r || r.rule !== 'muster' || !(r.reason in W.en)) return null;
  return w(r.reason as Word, l).replace('{side}', cap(String(r.params?.side ?? '')));
}

export function EndingControls({ meta, side }: { meta: GameMeta; side: string }) {
  const l = useSignal(lang);
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const ended = endingText(meta, l);
  if (meta.status !== 'active' || side === 'observer') {
    return <>
      {ended && <p class="ending" data-testid="ending">{ended}</p>}
      {meta.ratings && <p class="rating-change" data-testid="rating-change">Elo: {meta.ratings.map((r) => `${cap(r.side)} ${Math.round(r.before)} → ${Math.round(r.after)}`).join(' · ')}</p>}
      {meta.status === 'finished' && meta.mode === 'online' && meta.yourSides.length > 0 && <RematchButton meta={meta} lang={l} />}
    </>;
  }
  const post = (path: string, body: unknown) => {
    setBusy(true);
    void api.call('POST', `/api/games/${meta.id}/${path}`, body)
      .catch((e) => lastError.set({ message: (e as Error).message, at: Date.now() }))
      .finally(() => { setBusy(false); setConfirm(false); });
  };
  const offer = meta.drawOffer;
  const draws = meta.mode !== 'hotseat';
  return (
    <div class="ending-controls" data-testid="ending-controls">
      {draws && offer && offer !== side && (
        <div class="draw-offer card" role="alert" data-testid="draw-offered">
          <p>{w('theyOffer', l)}</p>
          <button disabled={busy} data-testid="draw-accept" onClick={() => post('draw', { side, answer: 'accept' })}>{w('accept', l)}</button>{' '}
          <button disabled={busy} data-testid="draw-decline" onClick={() => post('draw', { side, answer: 'decline' })}>{w('decline', l)}</button>
        </div>
      )}
      {draws && offer === side && <p class="muted">{w('offered', l)} <button class="link" disabled={busy} onClick={() => post('draw', { side, answer: 'withdraw' })}>{w('withdraw', l)}</button></p>}
      {draws && !offer && <button disabled={busy} data-testid="draw-offer" onClick={() => post('draw', { side, answer: 'offer' })}>{w('offerDraw', l)}</button>}{' '}
      {!confirm ? <button disabled={busy} data-testid="resign" onClick={() => setConfirm(true)}>{w('resign', l)}</button> : (
        <div class="confirm card" role="alertdialog" data-testid="resign-confirm">
          <p>{w('sure', l)}</p>
          <button disabled={busy} data-testid="resign-yes" onClick={() => post('resign', { side })}>{w('yes', l)}</button>{' '}
          <button data-testid="resign-no" onClick={() => setConfirm(false)}>{w('no', l)}</button>
        </div>
      )}
    </div>
  );
}

/**
 * One click each: the first asks for the rematch and opens it, the other opens the one offered; opening it
 * contributes this player's part of the seed (the game page does), and the game starts when both have.
 */
function RematchButton({ meta, lang: l }: { meta: GameMeta; lang: Lang }) {
  const [busy, setBusy] = useState(false);
  const go = () => {
    setBusy(true);
    void api.call<{ game: GameMeta }>('POST', `/api/games/${meta.id}/rematch`, {})
      .then((r) => { location.hash = `#/game/${r.game.id}`; })
      .catch((e) => lastError.set({ message: (e as Error).message, at: Date.now() }))
      .finally(() => setBusy(false));
  };
  const label = meta.rematch ? w('rematchGo', l) : w('rematch', l);
  return <button class={meta.rematch ? 'primary' : ''} disabled={busy} data-testid="rematch" onClick={go}>{label}</button>;
}
