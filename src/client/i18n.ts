/** Interface strings in English and Japanese; the choice is remembered in localStorage. */
import { signal } from './signal.js';

export type Lang = 'en' | 'ja';
const KEY = 'muster.lang';
const initial: Lang = (() => {
  try {
    const v = localStorage.getItem(KEY);
    if (v === 'en' || v === 'ja') return v;
  } catch { /* private mode */ }
  return typeof navigator !== 'undefined' && navigator.language?.startsWith('ja') ? 'ja' : 'en';
})();
export const lang = signal<Lang>(initial);
/** `<html lang>` follows the choice, so a screen reader reads Japanese with a Japanese voice. */
function markDocument(l: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = l;
}
markDocument(initial);
export function setLang(l: Lang): void {
  lang.set(l);
  markDocument(l);
  try { localStorage.setItem(KEY, l); } catch { /* ignore */ }
}

const S = {
  en: {
    appName: 'Muster', lobby: 'Lobby', welcome: 'Welcome to Muster', signIn: 'Sign in', register: 'Create account', signOut: 'Sign out', name: 'Name', password: 'Password',
    newGame: 'New game', game: 'Game', mode: 'Opponent', online: 'A friend online (invite by link)', hotseat: 'A friend at this screen (hot seat)',
    computer: 'The computer', side: 'Your side', create: 'Create', myGames: 'My games', watch: 'Games to watch', open: 'Open',
    noGames: 'No games yet.', botThinking: 'The computer ({side}) is thinking: move {n}', botOf: 'of ~{m}', botFor: '{s} s', waitingFor: 'Waiting for', yourTurn: 'Your move', theirTurn: 'Waiting for', invite: 'Invite a friend: send this link',
    copy: 'Copy', copied: 'Copied', seats: 'Seats', free: 'free', computerSeat: 'computer', commitment: 'Dice commitment',
    secret: 'Revealed secret', seed: 'Seed', result: 'Result', winner: 'wins', draw: 'Drawn', log: 'Log', undo: 'Undo',
    exportGame: 'Export (JSON)', replay: 'Replay move by move', back: 'Lobby', handOver: 'Pass the device to', showMine: 'I am {side}: show my side',
    hidden: 'Hidden until the player confirms.', observing: 'Watching', join: 'Join this game as', joinTitle: 'You are invited',
    signInToJoin: 'Sign in or create an account to take a seat.', actions: 'Your choices', noActions: 'Nothing to do now.',
    connecting: 'Connecting…', offline: 'Connection lost; reconnecting…', first: 'Start', prev: 'Back', next: 'Forward', last: 'End',
    share: 'Share (list it publicly)', shared: 'Shared: others can find and watch it', viewAs: 'View as', observer: 'observer', step: 'Move', of: 'of', importGame: 'Import a game (JSON)', gameOver: 'Game over',
    level: 'Computer level', bot_random: 'Random moves', bot_easy: 'Easy (greedy)', bot_normal: 'Normal (search, 1 s)', bot_hard: 'Hard (search, 5 s)',
    status_open: 'waiting for players', status_active: 'in progress', status_finished: 'finished', vs: 'vs', refresh: 'Refresh',
    fair: 'Fair dice: the seed is sha256 of a server secret (committed by this hash) and every player\'s random contribution. The secret is revealed at the end; check with `muster verify`.',
  },
  ja: {
    appName: 'Muster', lobby: 'ロビー', welcome: 'Muster へようこそ', signIn: 'ログイン', register: 'アカウント作成', signOut: 'ログアウト', name: '名前', password: 'パスワード',
    newGame: '新しいゲーム', game: 'ゲーム', mode: '対戦相手', online: 'オンラインの友人(リンクで招待)', hotseat: '同じ画面の友人(ホットシート)',
    computer: 'コンピュータ', side: 'あなたの陣営', create: '作成', myGames: '自分のゲーム', watch: '観戦できるゲーム', open: '開く',
    noGames: 'まだゲームがありません。', botThinking: 'コンピュータ({side})が考えています: {n}手目', botOf: '(約{m}手中)', botFor: '{s}秒', waitingFor: '待機中:', yourTurn: 'あなたの手番', theirTurn: '相手の手番:', invite: '友人を招待: このリンクを送ってください',
    copy: 'コピー', copied: 'コピーしました', seats: '席', free: '空き', computerSeat: 'コンピュータ', commitment: 'ダイスのコミットメント',
    secret: '公開された秘密値', seed: 'シード', result: '結果', winner: 'の勝利', draw: '引き分け', log: 'ログ', undo: '取り消し',
    exportGame: 'エクスポート(JSON)', replay: '一手ずつ再生', back: 'ロビー', handOver: '端末を渡してください:', showMine: '私は{side}です: 表示する',
    hidden: 'プレイヤーが確認するまで隠されています。', observing: '観戦中', join: 'この陣営で参加:', joinTitle: '招待されています',
    signInToJoin: '席に着くにはログインまたはアカウント作成をしてください。', actions: '選択肢', noActions: '今は何もできません。',
    connecting: '接続中…', offline: '接続が切れました。再接続中…', first: '最初', prev: '戻る', next: '進む', last: '最後',
    share: '共有する(公開一覧に載せる)', shared: '共有中: 他の人も見られます', viewAs: '視点', observer: '観戦者', step: '手', of: '/', importGame: 'ゲームを読み込む(JSON)', gameOver: 'ゲーム終了',
    level: 'コンピュータの強さ', bot_random: 'ランダム', bot_easy: 'やさしい(貪欲法)', bot_normal: 'ふつう(探索 1 秒)', bot_hard: 'むずかしい(探索 5 秒)',
    status_open: 'プレイヤー待ち', status_active: '進行中', status_finished: '終了', vs: '対', refresh: '更新',
    fair: '公正なダイス: シードはサーバの秘密値(このハッシュで事前に約束)と各プレイヤーの乱数から sha256 で作られます。秘密値は終了時に公開され、`muster verify` で確認できます。',
  },
} as const;

export type Key = keyof typeof S.en;
export function t(k: Key, params?: Record<string, string>): string {
  let s: string = S[lang.get()][k] ?? S.en[k];
  if (params) s = s.replace(/\{(\w+)\}/g, (_, p: string) => params[p] ?? `{${p}}`);
  return s;
}
