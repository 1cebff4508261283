/**
 * Chat and notes (issue 20). Each game has two chat channels: the players' (seat holders only; none in hot
 * seat or against the computer, where there is nobody to talk to) and the spectators' (anyone watching who
 * holds no seat). While a game is in progress its players never read the spectators' channel, which may
 * discuss what one side hides from the other; after the end they may read it too. The players' channel stays
 * theirs (spectators never read it). Notes are one text per player per game, read and
 * written by that player alone. Everything is length-limited, rate-limited per account, capped per game,
 * stored as plain text (clients render it as text, never as HTML) and exported only to its owners.
 */
import { ApiError } from './errors.js';
import type { Hub } from './hub.js';
import type { LiveGame } from './live.js';
import { TokenBuckets } from './rate.js';
import { randomId } from './fair.js';
import type { ChatChannel, ChatRow, UserRow } from './storage/types.js';

export const TALK_LIMITS = {
  /** Characters in one chat message, and in a player's notes on one game. */
  chatChars: 500,
  noteChars: 10_000,
  /** Messages one account may send (token bucket: a burst, then one every few seconds). */
  chatPerSecond: 0.5,
  chatBurst: 8,
  /** Note saves one account may make. */
  notesPerSecond: 1,
  notesBurst: 10,
  /** Messages kept per game and channel: beyond, the channel is full (the database cannot be filled). */
  chatPerGame: 2000,
  /** Messages sent when a chat is opened. */
  history: 200,
};

export interface ChatOut { id: string; channel: ChatChannel; from: string; side: string | null; text: string; at: number }

const out = (m: ChatRow): ChatOut => ({ id: m.id, channel: m.channel, from: m.userName, side: m.side, text: m.text, at: m.at });

/** Plain text: Unicode normalised, control characters other than line breaks removed, ends trimmed. */
export function cleanText(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.normalize('NFC').replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
}

let seq = 0;
/** Ids that sort by time, then by arrival within this process. */
const chatId = (at: number) => `${at.toString(36).padStart(9, '0')}${(seq++ % 1296).toString(36).padStart(2, '0')}${randomId(4)}`;

export class Talk {
  private chatRate = new TokenBuckets(TALK_LIMITS.chatPerSecond, TALK_LIMITS.chatBurst);
  private noteRate = new TokenBuckets(TALK_LIMITS.notesPerSecond, TALK_LIMITS.notesBurst);

  constructor(private hub: Hub) {}

  private seated(g: LiveGame, user: UserRow | null): boolean {
    return !!user && g.seats.some((s) => s.userId === user.id);
  }

  /** May `user` read `channel` of this game now? */
  mayRead(g: LiveGame, user: UserRow | null, channel: ChatChannel): boolean {
    if (channel === 'players') return this.seated(g, user);
    return !this.seated(g, user) || g.row.status === 'finished';
  }

  private assertChannel(g: LiveGame, user: UserRow | null, channel: ChatChannel, write: boolean): void {
    if (channel === 'players') {
      if (!this.seated(g, user)) throw new ApiError(403, 'not-a-player', "only this game's players read and write its players' chat");
      if (write && g.row.mode !== 'online') {
        throw new ApiError(409, 'no-chat', 'this game has one player: there is nobody to chat with');
      }
    } else if (!this.mayRead(g, user, channel)) {
      throw new ApiError(403, 'spectators-only', "a game's players do not read its spectators' chat until the game is over");
    }
  }

  async history(user: UserRow | null, id: string, channel: ChatChannel, from?: string): Promise<ChatOut[]> {
    const g = await this.hub.loadVisible(id, user, from);
    this.assertChannel(g, user, channel, false);
    return (await this.hub.storage.chat(id, channel, TALK_LIMITS.history)).map(out);
  }

  async post(user: UserRow, id: string, channel: ChatChannel, raw: string, from?: string): Promise<ChatOut> {
    const g = await this.hub.loadVisible(id, user, from);
    this.assertChannel(g, user, channel, true);
    if (channel === 'spectators' && g.row.mode === 'imported') throw new ApiError(409, 'no-chat', 'an imported game has no chat');
    const text = cleanText(raw);
    if (!text) throw new ApiError(400, 'empty', 'the message is empty');
    if (text.length > TALK_LIMITS.chatChars) throw new ApiError(400, 'too-long', `a chat message has at most ${TALK_LIMITS.chatChars} characters (this one has ${text.length})`);
    if (!this.chatRate.take(user.id)) throw new ApiError(429, 'rate-limited', 'you are sending chat messages too fast: wait a few seconds');
    const at = Date.now();
    const side = channel === 'players' ? g.seats.find((s) => s.userId === user.id)?.side ?? null : null;
    const row: ChatRow = { id: chatId(at), gameId: id, channel, userId: user.id, userName: user.name, side, text, at };
    if (!(await this.hub.storage.addChat(row, TALK_LIMITS.chatPerGame))) {
      throw new ApiError(429, 'chat-full', `this game's chat holds its ${TALK_LIMITS.chatPerGame} messages already`);
    }
    this.deliver(g, row);
    await this.hub.storage.notify({ gameId: id, origin: this.hub.nodeId, chat: row }).catch(() => {});
    return out(row);
  }

  /** Send a message to this process's sockets that follow the game and may read its channel (once a socket). */
  deliver(g: LiveGame, row: ChatRow): void {
    const text = JSON.stringify({ t: 'chat', game: g.id, messages: [out(row)] });
    const done = new Set<unknown>();
    for (const sub of this.hub.subscriptions(g.id)) {
      if (done.has(sub.conn) || !this.mayRead(g, sub.conn.user, row.channel)) continue;
      done.add(sub.conn);
      try { sub.conn.sendText(text); } catch { /* closed */ }
    }
  }

  /** A message stored by another process: pass it on here. */
  async remote(row: ChatRow): Promise<void> {
    const g = this.hub.loaded(row.gameId);
    if (g) this.deliver(g, row);
  }

  private async playerGame(user: UserRow, id: string, from?: string): Promise<LiveGame> {
    const g = await this.hub.loadVisible(id, user, from);
    if (!this.seated(g, user)) throw new ApiError(403, 'not-a-player', 'notes are kept by the players of a game, each their own');
    return g;
  }

  async note(user: UserRow, id: string, from?: string): Promise<string> {
    await this.playerGame(user, id, from);
    return this.hub.storage.note(id, user.id);
  }

  async setNote(user: UserRow, id: string, raw: string, from?: string): Promise<void> {
    await this.playerGame(user, id, from);
    const text = cleanText(raw);
    if (text.length > TALK_LIMITS.noteChars) throw new ApiError(400, 'too-long', `notes on a game have at most ${TALK_LIMITS.noteChars} characters (these have ${text.length})`);
    if (!this.noteRate.take(user.id)) throw new ApiError(429, 'rate-limited', 'notes are being saved too often: wait a moment');
    await this.hub.storage.setNote(id, user.id, text, Date.now());
  }

  /** What an export adds for `user`: their chat and notes if they played the game, else nothing. */
  async exportFor(g: LiveGame, user: UserRow | null): Promise<{ player: string; chat: ChatOut[]; spectatorChat: ChatOut[]; notes: string } | null> {
    if (!user || !this.seated(g, user)) return null;
    const [chat, spectatorChat, notes] = await Promise.all([
      this.hub.storage.chat(g.id, 'players', TALK_LIMITS.chatPerGame),
      g.row.status === 'finished' ? this.hub.storage.chat(g.id, 'spectators', TALK_LIMITS.chatPerGame) : Promise.resolve([]),
      this.hub.storage.note(g.id, user.id),
    ]);
    return { player: user.name, chat: chat.map(out), spectatorChat: spectatorChat.map(out), notes };
  }
}
