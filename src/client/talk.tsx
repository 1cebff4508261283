/**
 * A game page's chat and notes (issue 20): the players' chat (online games), the spectators' chat for those
 * watching (players read it only once the game is over), and a player's private notes on the game. Text is
 * rendered as text (preact escapes it), never as HTML.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import * as api from './api.js';
import { lang, type Lang } from './i18n.js';
import { useSignal } from './signal.js';
import { chatListeners, lastError } from './socket.js';
import type { GameMeta } from './types.js';

const W = {
  en: {
    chat: 'Chat with your opponent', spectators: "Spectators' chat", send: 'Send', say: 'Message', notes: 'My notes (only you see them)',
    save: 'Save notes', saved: 'Saved', none: 'No messages yet.', afterEnd: "Spectators' chat (open to players once the game is over)",
  },
  ja: {
    chat: '相手とのチャット', spectators: '観戦者チャット', send: '送信', say: 'メッセージ', notes: '自分のメモ（自分だけが見られます）',
    save: 'メモを保存', saved: '保存しました', none: 'メッセージはまだありません。', afterEnd: '観戦者チャット（対局後はプレイヤーも読めます）',
  },
} as const;
const w = (k: keyof typeof W.en, l: Lang) => W[l][k];
const CHAT_MAX = 500;
const NOTES_MAX = 10_000;

interface Msg { id: string; channel: string; from: string; side: string | null; text: string; at: number }

function ChatBox({ gameId, channel, title, canWrite }: { gameId: string; channel: 'players' | 'spectators'; title: string; canWrite: boolean }) {
  const l = useSignal(lang);
  const [msgs, setMsgs] = useState<Msg[]>([]);
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const add = (more: Msg[]) => setMsgs((old) => {
      const seen = new Set(old.map((m) => m.id));
      return [...old, ...more.filter((m) => !seen.has(m.id))].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1));
    });
    const on = (game: string, messages: Msg[]) => { if (game === gameId) add(messages.filter((m) => m.channel === channel)); };
    chatListeners.add(on);
    void api.call<{ messages: Msg[] }>('GET', `/api/games/${gameId}/chat?channel=${channel}`).then((r) => add(r.messages)).catch(() => {});
    return () => { chatListeners.delete(on); };
  }, [gameId, channel]);
  useEffect(() => { list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' }); }, [msgs.length]);
  const send = () => {
    const t = text.trim();
    if (!t) return;
    void api.call('POST', `/api/games/${gameId}/chat`, { channel, text: t }).then(() => setText(''))
      .catch((e) => lastError.set({ message: (e as Error).message, at: Date.now() }));
  };
  return (
    <section class="chat" data-testid={`chat-${channel}`} aria-label={title}>
      <h3>{title}</h3>
      <ol class="chat-lines" ref={list} aria-live="polite" style="max-height:14em;overflow:auto;padding-left:1.2em;margin:0.3em 0">
        {msgs.length === 0 && <li class="muted">{w('none', l)}</li>}
        {msgs.map((m) => <li key={m.id}><b>{m.from}</b>{m.side ? ` (${m.side})` : ''}: <span class="chat-text">{m.text}</span></li>)}
      </ol>
      {canWrite && (
        <form class="row" onSubmit={(e) => { e.preventDefault(); send(); }}>
          <input aria-label={w('say', l)} data-testid={`chat-input-${channel}`} maxLength={CHAT_MAX} value={text} onInput={(e) => setText((e.target as HTMLInputElement).value)} />
          <button type="submit" data-testid={`chat-send-${channel}`}>{w('send', l)}</button>
        </form>
      )}
    </section>
  );
}

function Notes({ gameId }: { gameId: string }) {
  const l = useSignal(lang);
  const [text, setText] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => { void api.call<{ text: string }>('GET', `/api/games/${gameId}/notes`).then((r) => setText(r.text)).catch(() => setText('')); }, [gameId]);
  if (text === null) return null;
  const save = () => void api.call('PUT', `/api/games/${gameId}/notes`, { text }).then(() => setSaved(true))
    .catch((e) => lastError.set({ message: (e as Error).message, at: Date.now() }));
  return (
    <details class="notes" data-testid="notes" open={text.length > 0}>
      <summary>{w('notes', l)}</summary>
      <textarea data-testid="notes-text" rows={5} maxLength={NOTES_MAX} value={text} onInput={(e) => { setText((e.target as HTMLTextAreaElement).value); setSaved(false); }} />
      <div class="row"><button data-testid="notes-save" onClick={save}>{w('save', l)}</button>{saved && <span class="muted" data-testid="notes-saved"> {w('saved', l)}</span>}</div>
    </details>
  );
}

export function TalkPanel({ meta, side }: { meta: GameMeta; side: string }) {
  const l = useSignal(lang);
  const player = meta.yourSides.length > 0;
  const over = meta.status === 'finished';
  return (
    <div class="talk">
      {player && meta.mode === 'online' && <ChatBox gameId={meta.id} channel="players" title={w('chat', l)} canWrite />}
      {(!player || over) && meta.mode !== 'imported' && (
        <ChatBox gameId={meta.id} channel="spectators" title={player ? w('afterEnd', l) : w('spectators', l)} canWrite={side === 'observer' || over} />
      )}
      {player && <Notes gameId={meta.id} />}
    </div>
  );
}
