/**
 * DIXIE: Gettysburg card table: the enemy line on top, the Middle Ground, your line below (3 or 5 positions, 13.8),
 * your reserve (hand) face up, the enemy's as card backs, decks, day/turn/step, the last dice rolled (from the
 * structured log), and every decision by clicking: pick a card, then a highlighted position; cards and positions
 * the engine does not offer are greyed and do nothing. Step commands (finish deployment, roll morale, end combat,
 * end movement, melee choices) are buttons that exist only when offered.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { BoardProps } from '../types.js';
import { actionKey } from '../../util.js';
import { renderEntry } from '../../../core/log.js';
import type { LogEntry } from '../../types.js';
import type { DixieView, ViewCard, ViewPosition } from '../../../games/dixie/view.js';
import type { DixieAction } from '../../../games/dixie/actions.js';
import type { CardDef } from '../../../games/dixie/data/schema.js';
import { logWords } from '../../../games/dixie/log-words.js';
import raw from '../../../games/dixie/data/gettysburg.json' with { type: 'json' };
import { actionVerb, cardWords, positionWords } from './words.js';
import { TARGET, arrowTarget } from './keys.js';

type Side = 'CSA' | 'USA';
type Lang = 'en' | 'ja';
const CARDS = new Map<number, CardDef>((raw as unknown as { cards: CardDef[] }).cards.map((c) => [c.no, c]));
const cardDef = (id: number): CardDef | undefined => CARDS.get(id % 1000);

/**
 * Log entries in words: card ids become card names from the public card list (src/games/dixie/log-words.ts,
 * shared with `muster play`). Only ids the entry already carries are rewritten (an entry reaches a side only if
 * that side may see those cards), so no hidden card is named here.
 */
export function logEntry(e: LogEntry, lang: Lang): LogEntry {
  return logWords(e, lang, cardDef);
}

const L = {
  en: {
    day: 'Day', turn: 'Battle turn', of: '', step: { deploy: 'Deployment', morale: 'Morale step', combat: 'Combat step', move: 'Movement step', over: 'Battle over' },
    yourReserve: 'Your reserve', enemyReserve: 'Enemy reserve', deck: 'Reinforcements', later: 'later days', dead: 'Eliminated', middle: 'Middle Ground',
    heldBy: 'held by', dice: 'Dice', noDice: 'No dice rolled yet.', specials: 'Specials in play', cards: 'cards', hits: 'hits', fired: 'fired', moved: 'moved',
    faceDown: 'face down', decoy: 'decoy', flank: 'flank', seen: 'seen', done: 'finished deploying', waiting: 'still deploying',
    cancel: 'Cancel', asDecoy: 'as a decoy', reserve: 'Reserve', melee: 'Melee', choices: 'Choices for', you: 'you', enemy: 'enemy',
    hint: {
      deploy: 'Deploy: pick a card of your reserve, then a highlighted position. The enemy sees your cards only when both have finished.',
      morale: 'Morale: roll the checks for your hit cards (you may play a morale special first).',
      combat: 'Combat: pick a unit that may fire, then its target position; or end the combat step.',
      move: 'Movement: pick a card, then where it goes (reserve, your line, the facing enemy position); end the movement step to draw reinforcements.',
      overfull: 'A position of yours is over the stack limit (3.1): move a card out of it before ending the movement step (8.0).',
      hits: 'Place the hits: click one of your highlighted cards.',
      melee: 'Melee: fight on or withdraw.',
      wait: 'Waiting for the other side.',
      over: 'The battle is over.',
    },
    moraleNone: 'No hits to check: on to combat (5.0)',
    cmd: { 'deploy-done': 'Finish deployment', morale: 'Roll morale checks', 'end-combat': 'End combat step', 'end-move': 'End movement (reinforcements)', 'melee-continue': 'Fight on', 'melee-withdraw': 'Withdraw', 'flank-go': 'Launch the flank attack' } as Record<string, string>,
    notice: 'Card values are the project\'s reconstruction from the historical order of battle, not the publisher\'s card data.',
    hitOk: 'hit', miss: 'miss', pass: 'holds', fail: 'fails', armyCommander: 'Army commander (13.7)',
    keys: 'Keys: Tab to a highlighted card, Enter or Space to choose it, the arrow keys between the places it may go, Enter to send it there, Escape to put it back.',
  },
  ja: {
    day: '日目', turn: '戦闘ターン', of: '', step: { deploy: '配置', morale: '士気ステップ', combat: '戦闘ステップ', move: '移動ステップ', over: '戦闘終了' },
    yourReserve: 'あなたの予備', enemyReserve: '敵の予備', deck: '増援デッキ', later: '翌日以降', dead: '除去', middle: '中間地帯',
    heldBy: '占領:', dice: 'ダイス', noDice: 'まだダイスは振られていません。', specials: '使用中のスペシャル', cards: '枚', hits: '命中', fired: '射撃済', moved: '移動済',
    faceDown: '裏向き', decoy: '囮', flank: '側面', seen: '確認済', done: '配置終了', waiting: '配置中',
    cancel: '取消', asDecoy: '囮として', reserve: '予備', melee: '混戦', choices: '選択肢:', you: 'あなた', enemy: '敵',
    hint: {
      deploy: '配置: 予備のカードを選び、強調されたポジションをクリック。両軍が終えるまで敵には見えません。',
      morale: '士気: 命中を受けたカードの士気チェックを行います(先に士気のスペシャルを使えます)。',
      combat: '戦闘: 射撃できるユニットを選び、目標のポジションをクリック。または戦闘ステップを終了。',
      move: '移動: カードを選び、移動先(予備、自軍ライン、正面の敵ポジション)をクリック。移動ステップを終えると増援を引きます。',
      overfull: '自軍ポジションがスタック制限(3.1)を超えています。移動ステップを終える前にカードを移動させてください(8.0)。',
      hits: '命中の割り当て: 強調された自軍カードをクリック。',
      melee: '混戦: 続けるか後退するか。',
      wait: '相手の手番です。',
      over: '戦闘は終了しました。',
    },
    moraleNone: '命中なし: 戦闘ステップへ (5.0)',
    cmd: { 'deploy-done': '配置終了', morale: '士気チェック', 'end-combat': '戦闘ステップ終了', 'end-move': '移動終了(増援)', 'melee-continue': '混戦を続ける', 'melee-withdraw': '後退する', 'flank-go': '側面攻撃を実行' } as Record<string, string>,
    notice: 'カードの数値は史実の戦闘序列からのプロジェクトによる再構成であり、発売元のカードデータではありません。',
    hitOk: '命中', miss: '外れ', pass: '成功', fail: '失敗', armyCommander: '総指揮官 (13.7)',
    keys: 'キー操作: Tab で強調されたカードへ、Enter または Space で選択、矢印キーで行き先を移動、Enter で決定、Escape で取り消し。',
  },
};

const TYPE = {
  en: { infantry: 'INF', cavalry: 'CAV', artillery: 'ART', horse: 'H-ART', leader: 'LEADER', terrain: 'TERRAIN', special: 'SPECIAL' },
  ja: { infantry: '歩兵', cavalry: '騎兵', artillery: '砲兵', horse: '騎砲', leader: '指揮官', terrain: '地形', special: '特殊' },
};

function shortName(c: CardDef): string {
  return c.name.replace(/'s (Cavalry Brigade|Brigade|Battery|Artillery)\b.*$/, '').replace(/ \(.*\)$/, '');
}

function effectText(c: CardDef): string {
  const sg = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  if (c.type === 'terrain') {
    return c.effects.map((e) => e.kind === 'morale' ? `${e.who === 'defender' ? 'Def' : 'Att'} morale ${sg(e.value)}`
      : e.kind === 'fire' ? `${e.who === 'defender' ? 'Def' : 'Att'} ${e.unit ?? ''} fire ${sg(e.dice)}d`
      : `incoming ${e.range ?? ''} ${sg(e.dice)}d`).join('; ');
  }
  if (c.type === 'special') {
    return c.effects.map((e) => {
      switch (e.kind) {
        case 'fire': return `fire ${sg(e.dice)}d`;
        case 'enemyFire': return `enemy fire ${sg(e.dice)}d`;
        case 'shield': return `shield ${sg(e.dice)}d`;
        case 'morale': return `morale ${sg(e.value)}`;
        case 'leaderHit': return `leader hit ×${e.hits}`;
        case 'draw': return `draw ${e.cards}`;
        case 'noReinforce': return 'no reinforcements';
        case 'stack': return `stack +${e.value}`;
        case 'reveal': return 'reveal';
        case 'endDay': return 'night falls';
      }
      return '';
    }).join('; ');
  }
  return '';
}

/** The face of a card the viewer may see. */
function Face({ id, lang, melee }: { id: number; lang: Lang; melee: boolean }) {
  const c = cardDef(id);
  if (!c) return <div class="dx-face" aria-hidden="true"><b>#{id}</b></div>;
  const T = TYPE[lang];
  let kind: string = T[c.type as keyof typeof T] ?? c.type;
  let stats = '';
  if (c.type === 'infantry') stats = `F${c.fire.f}${melee ? ` M${c.fire.melee}` : ''}`;
  else if (c.type === 'cavalry') stats = `F${c.fire.attack}/${c.fire.defend}${melee ? ` M${c.fire.melee}` : ''}`;
  else if (c.type === 'artillery') { if (c.horse) kind = T.horse; stats = `L${c.fire.long} S${c.fire.short}${melee ? ` M${c.fire.melee}` : ''}`; }
  const unit = c.type === 'infantry' || c.type === 'cavalry' || c.type === 'artillery';
  return (
    <div class="dx-face" aria-hidden="true">
      <div class="dx-top"><span class="dx-kind">{kind}</span><span class="dx-no">{id % 1000}</span></div>
      <div class="dx-name" title={c.name}>{shortName(c)}</div>
      {unit && <div class="dx-stats"><span class="dx-cv">CV{c.cv}</span><span class="dx-mor">{c.morale}</span><span>{stats}</span></div>}
      {c.type === 'leader' && <div class="dx-stats"><span>{'★'.repeat(c.stars)}</span><span>A{c.attack} D{c.defense}</span>{c.stack ? <span>+{c.stack}</span> : null}</div>}
      {c.type === 'terrain' && <div class="dx-eff">{c.terrain}: {effectText(c)}</div>}
      {c.type === 'special' && <div class="dx-eff">{c.timing}: {effectText(c)}</div>}
    </div>
  );
}

/** How a card acts: `ok` offered (a focusable button), `sel` the selected one, `toggle` a selection (aria-pressed); `onClick(kbd)` says whether a key did it. */
interface CardUI { ok: boolean; sel: boolean; onClick?: (kbd: boolean) => void; testid: string; toggle?: boolean }

/** A card on the table or in the hand; `ac`: the side's designated army commander (13.7, public), shown as a badge. */
export function Card({ c, me, lang, melee, ui, ac = false }: { c: ViewCard; me: Side | null; lang: Lang; melee: boolean; ui: CardUI; ac?: boolean }) {
  const t = L[lang];
  const mine = me !== null && c.side === me;
  const back = c.id === undefined;
  const cls = ['dx-card', `dx-${c.side}`, back ? 'dx-back' : '', mine && !c.up ? 'dx-down' : '', ui.ok ? 'target' : '', ui.sel ? 'dx-sel' : '', !ui.ok && ui.onClick === undefined && mine ? 'dx-idle' : ''].filter(Boolean).join(' ');
  const marks = [c.fired ? t.fired : '', c.moves ? t.moved : '', mine && !c.up ? t.faceDown : '', c.decoy ? t.decoy : '', c.flank ? t.flank : '', c.seen ? t.seen : ''].filter(Boolean);
  const def = back ? undefined : cardDef(c.id!);
  // The face is drawn for the eye; a screen reader reads the same in words (words.ts), from the view only.
  const words = cardWords(c, def, { lang, melee, name: def ? shortName(def) : '', effects: def && (def.type === 'terrain' || def.type === 'special') ? effectText(def) : '', marks, commander: ac });
  const activate = ui.ok ? ui.onClick : undefined;
  return (
    <div class={cls} data-testid={ui.testid} role={ui.ok ? 'button' : undefined} tabIndex={ui.ok ? 0 : undefined} aria-pressed={ui.ok && ui.toggle ? ui.sel : undefined}
      aria-disabled={!ui.ok} data-dx-target={ui.ok ? '' : undefined} data-kind={def?.type} onClick={activate ? () => activate(false) : undefined}
      onKeyDown={activate ? (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); activate(true); } } : undefined}>
      <span class="sr-only">{words}</span>
      {back ? <div class="dx-backface" aria-hidden="true">{c.side}</div> : <Face id={c.id!} lang={lang} melee={melee} />}
      {ac && <div class="dx-ac" data-testid="dx-ac" title={t.armyCommander} aria-hidden="true">★</div>}
      {c.hits ? <div class="dx-hits" title={t.hits} aria-hidden="true">{'●'.repeat(c.hits)}</div> : null}
      {marks.length > 0 && <div class="dx-marks" aria-hidden="true">{marks.join(' · ')}</div>}
    </div>
  );
}

/** Where an action sends its card, if anywhere. */
function dest(a: DixieAction): string | null {
  if ('to' in a) return a.to;
  if ('at' in a && a.at !== undefined) return a.at;
  return null;
}

const DICE_KEYS = new Set(['dx.fire', 'dx.moralePass', 'dx.moraleFail', 'dx.leaderRoll', 'dx.flankPass', 'dx.flankFail']);

function Die({ n, good }: { n: number; good: boolean | null }) {
  return <span class={`dx-die ${good === null ? '' : good ? 'dx-good' : 'dx-bad'}`}>{n}</span>;
}

function DicePanel({ log, lang, catalog }: { log: LogEntry[]; lang: Lang; catalog: Record<string, string> }) {
  const t = L[lang];
  // The dice since the start of the current battle turn (or the last few), newest first.
  let from = 0;
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.key === 'dx.turn') { from = i; break; }
  let rolls = log.slice(from).filter((e) => DICE_KEYS.has(e.key));
  if (rolls.length === 0) rolls = log.filter((e) => DICE_KEYS.has(e.key)).slice(-6);
  rolls = rolls.slice(-12).reverse();
  return (
    <div class="dx-dice" data-testid="dx-dice">
      <h2>{t.dice}</h2>
      {rolls.length === 0 && <p class="muted">{t.noDice}</p>}
      {rolls.map((e) => {
        const p = (e.params ?? {}) as Record<string, unknown>;
        let dice: JSX.Element[] = [];
        if (e.key === 'dx.fire' && Array.isArray(p.dice)) dice = (p.dice as number[]).map((d) => <Die n={d} good={d <= Number(p.f)} />);
        else if (typeof p.die === 'number') dice = [<Die n={p.die} good={e.key === 'dx.leaderRoll' ? p.die !== 6 : e.key.endsWith('Pass')} />];
        return (
          <div class="dx-roll">
            <span class="dx-dicerow">{dice}</span>
            <span class="dx-rolltext">{renderEntry(logEntry(e, lang), catalog)}</span>
          </div>
        );
      })}
    </div>
  );
}

const CSS = `
.dx-board { --dx-w: 96px; font-size: 12px; }
.dx-board.dx-n5 { --dx-w: 78px; }
.dx-head { display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: baseline; margin-bottom: 6px; }
.dx-head .dx-when { font-weight: 700; font-size: 15px; }
.dx-hint { background: #eef4fa; border-left: 4px solid #2b5d8a; padding: 5px 8px; margin: 4px 0 8px; font-size: 13px; }
.dx-table { background: #355e3b; border-radius: 10px; padding: 8px; color: #fff; }
.dx-line { display: grid; gap: 6px; }
.dx-pos { background: rgba(255,255,255,.08); border: 2px solid rgba(255,255,255,.25); border-radius: 8px; padding: 4px; min-height: 96px; }
.dx-pos.dx-enemyline { background: rgba(0,0,0,.12); }
.dx-pos.target { border-color: #f5c542; background: rgba(245,197,66,.22); cursor: pointer; }
.dx-pos.dx-dim { background: rgba(0,0,0,.22); border-color: transparent; }
.dx-pos.dx-fight { box-shadow: inset 0 0 0 2px #e0533d; }
.dx-poshead { display: flex; justify-content: space-between; gap: 4px; font-weight: 700; font-size: 12px; margin-bottom: 3px; }
.dx-holder { font-weight: 400; font-size: 11px; background: #b83a26; border-radius: 4px; padding: 0 4px; }
.dx-stack { display: flex; flex-wrap: wrap; gap: 4px; }
.dx-mid { text-align: center; letter-spacing: .3em; font-size: 11px; color: #cfe3c9; padding: 6px 0; border-top: 1px dashed rgba(255,255,255,.35); border-bottom: 1px dashed rgba(255,255,255,.35); margin: 6px 0; }
.dx-card { position: relative; width: var(--dx-w); min-height: 78px; border-radius: 6px; background: #fffdf5; color: #222; border: 2px solid #999; padding: 3px 4px; line-height: 1.2; }
.dx-card.dx-CSA { border-color: #7d7d7d; background: #f1efe9; }
.dx-card.dx-CSA .dx-kind { background: #6b6b6b; }
.dx-card.dx-USA { border-color: #2b4f85; background: #f3f6fc; }
.dx-card.dx-USA .dx-kind { background: #2b4f85; }
.dx-card.dx-down { border-style: dashed; }
.dx-card.dx-down::after { content: ''; position: absolute; inset: 0; background: repeating-linear-gradient(135deg, transparent 0 6px, rgba(0,0,0,.05) 6px 9px); border-radius: 4px; pointer-events: none; }
.dx-card.target { border-color: #f5c542; box-shadow: 0 0 0 2px #f5c542; cursor: pointer; }
.dx-card.dx-sel { box-shadow: 0 0 0 3px #e0533d; border-color: #e0533d; }
.dx-card.dx-idle { filter: grayscale(.5) brightness(.94); }
.dx-back { background: repeating-linear-gradient(45deg, #6b2430 0 6px, #7d2f3b 6px 12px) !important; border-color: #d9c6a0 !important; }
.dx-back.dx-USA { background: repeating-linear-gradient(45deg, #1f3c66 0 6px, #2b4f85 6px 12px) !important; }
.dx-backface { color: #f3e7c8; font-weight: 700; text-align: center; padding-top: 26px; letter-spacing: .1em; }
.dx-top { display: flex; justify-content: space-between; align-items: center; }
.dx-kind { color: #fff; border-radius: 3px; padding: 0 3px; font-size: 10px; font-weight: 700; }
.dx-no { color: #555; font-size: 10px; }
.dx-name { font-weight: 700; font-size: 11.5px; margin: 2px 0; overflow: hidden; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; line-height: 1.15; }
.dx-stats { display: flex; flex-wrap: wrap; gap: 4px; font-size: 11px; }
.dx-cv { font-weight: 700; }
.dx-mor { border: 1px solid #888; border-radius: 3px; padding: 0 2px; }
.dx-eff { font-size: 10px; color: #444; }
.dx-hits { color: #c0281c; font-size: 12px; letter-spacing: 1px; }
.dx-marks { font-size: 9.5px; color: #5a4a20; }
.dx-ac { position: absolute; top: -7px; left: -7px; width: 16px; height: 16px; line-height: 15px; text-align: center; font-size: 11px; border-radius: 50%; background: #f5c542; color: #5a3d00; border: 1px solid #8a6a10; cursor: help; }
.dx-bottom { display: grid; grid-template-columns: minmax(0, 1fr) 260px; gap: 10px; margin-top: 10px; }
.dx-reserve { background: #fff; border-radius: 10px; padding: 6px 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
.dx-reserve h2, .dx-dice h2 { margin: 2px 0 6px; font-size: 13px; }
.dx-reserve.target-area { outline: 3px solid #f5c542; cursor: pointer; }
.dx-hand { display: flex; flex-wrap: wrap; gap: 4px; }
.dx-backs { display: flex; align-items: center; gap: 6px; margin: 4px 0; }
.dx-minback { width: 14px; height: 20px; border-radius: 2px; margin-right: -8px; border: 1px solid #d9c6a0; background: #7d2f3b; display: inline-block; }
.dx-minback.dx-USA { background: #2b4f85; }
.dx-dice { background: #fff; border-radius: 10px; padding: 6px 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); max-height: 360px; overflow: auto; }
.dx-roll { margin: 3px 0 6px; }
.dx-dicerow { display: inline-flex; flex-wrap: wrap; gap: 2px; margin-right: 4px; }
.dx-die { display: inline-block; width: 20px; height: 20px; line-height: 18px; text-align: center; font-weight: 700; border: 1px solid #333; border-radius: 4px; background: #fff; }
.dx-die.dx-good { background: #cfeccc; border-color: #2b7a2b; }
.dx-die.dx-bad { background: #f6d3cf; border-color: #a33; }
.dx-rolltext { font-size: 11px; color: #444; }
.dx-cmds { display: flex; flex-wrap: wrap; gap: 6px; margin: 6px 0; }
.dx-cmds button.dx-primary { background: #2b5d8a; color: #fff; border-color: #2b5d8a; }
.dx-panel { background: #fff8e1; border: 1px solid #e6c970; border-radius: 8px; padding: 6px 8px; margin: 6px 0; display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.dx-info { font-size: 12px; color: #333; display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 4px 0; }
.dx-notice { font-size: 11px; color: #6b6b6b; margin-top: 6px; }
.dx-posbtn { font: inherit; font-weight: 700; min-height: 24px; padding: 0 8px; border-radius: 4px; border: 1px solid #1d1d1f; background: #f5c542; color: #1d1d1f; cursor: pointer; }
.dx-reserve h2 .dx-posbtn { margin-left: 8px; }
/* The keyboard's place, on the green table as on white: a yellow ring with a dark edge. */
.dx-board :focus-visible { outline: 3px solid #ffd75e; outline-offset: 2px; box-shadow: 0 0 0 6px #1d1d1f; }
.dx-hint:focus-visible { outline-color: #2b5d8a; box-shadow: none; }
@media (max-width: 900px) { .dx-bottom { grid-template-columns: 1fr; } .dx-board { --dx-w: 88px; } .dx-board.dx-n5 { --dx-w: 70px; } }
`;

export function Board({ view, side, act, busy, lang, catalog, log }: BoardProps) {
  const v = view.state as DixieView;
  const actions = view.actions as DixieAction[];
  const t = L[lang];
  const me: Side | null = side === 'CSA' || side === 'USA' ? side : null;
  const bottom: Side = me ?? 'CSA';
  const top: Side = bottom === 'CSA' ? 'USA' : 'CSA';
  const n = v.options.n;
  const [picked, setSel] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // A card chosen by a key sends the focus on to its first target (a mouse player's focus stays put).
  const byKey = useRef(false);
  const canAct = !!act && !busy && actions.length > 0;
  const send = (a: DixieAction) => { setSel(null); act?.(a); };
  const byCard = new Map<number, DixieAction[]>();
  for (const a of actions) if ('card' in a) { const l = byCard.get(a.card) ?? []; l.push(a); byCard.set(a.card, l); }
  // A choice survives the other side's moves (simultaneous deployment) as long as the card still has actions.
  const sel = picked !== null && byCard.has(picked) && canAct ? picked : null;
  const hitting = actions.length > 0 && actions.every((a) => a.type === 'hit');
  const selActs = sel !== null ? byCard.get(sel) ?? [] : [];
  const cardUI = (id: number | undefined, testid: string): CardUI => {
    if (id === undefined || !canAct) return { ok: false, sel: false, testid };
    const acts = byCard.get(id) ?? [];
    if (acts.length === 0) return { ok: false, sel: false, testid };
    if (hitting) return { ok: true, sel: false, testid, onClick: () => send(acts[0]!) };
    return { ok: true, sel: sel === id, toggle: true, testid, onClick: (kbd) => { byKey.current = kbd && sel !== id; setSel(sel === id ? null : id); } };
  };
  // Positions (and the reserve) the selected card may go to or act on.
  const destActs = (name: string) => selActs.filter((a) => dest(a) === name);
  const meleeAt = new Map<string, DixieAction>();
  for (const a of actions) if (a.type === 'melee') meleeAt.set(a.at, a);
  const col = (p: ViewPosition, i: number) => (p.line === 'CSA' ? i : i - n);
  const lineOf = (x: Side) => {
    const ps = v.positions.map((p, i) => ({ p, c: col(p, i) })).filter((e) => e.p.line === x);
    ps.sort((a, b) => (bottom === 'CSA' ? a.c - b.c : b.c - a.c));
    return ps.map((e) => e.p);
  };
  const cmds = actions.filter((a) => !('card' in a) && a.type !== 'melee');
  // 5.0: the morale step opens every turn; with no hit on the side's cards it is a pass, and the button says so
  const ownHits = v.positions.some((p) => p.cards.some((c) => c.side === me && (c.hits ?? 0) > 0));
  const overfull = v.phase === 'move' && !!me && view.active.includes(me) && !actions.some((a) => a.type === 'end-move');
  const hint = v.result ? t.hint.over : !me || !view.active.includes(me) ? t.hint.wait : hitting ? t.hint.hits : v.melee?.ask === me ? t.hint.melee : overfull ? t.hint.overfull : t.hint[v.phase as 'deploy'] ?? '';
  const fighting = new Set([v.combatAt, v.melee?.at].filter(Boolean) as string[]);

  const posCell = (p: ViewPosition, enemyLine: boolean) => {
    const acts = destActs(p.name);
    const ok = canAct && acts.length > 0;
    const dim = sel !== null && !ok;
    const cards = [...p.cards].sort((a, b) => (a.side === b.side ? 0 : a.side === top ? -1 : 1));
    const go = ok ? acts.find((a) => !('decoy' in a && a.decoy)) ?? acts[0]! : null;
    return (
      <div class={`dx-pos ${enemyLine ? 'dx-enemyline' : ''} ${ok ? 'target' : ''} ${dim ? 'dx-dim' : ''} ${fighting.has(p.name) ? 'dx-fight' : ''}`}
        data-testid={`dx-pos-${p.name}`} role="group" aria-label={positionWords(p.name, p.line, p.holder, p.cards.length, me, lang)} aria-disabled={!ok}
        onClick={go ? () => send(go) : undefined}>
        <div class="dx-poshead">
          {go
            ? <button class="dx-posbtn" data-dx-target="" data-testid={`dx-go-${p.name}`} onClick={(e) => { e.stopPropagation(); send(go); }}><span class="sr-only">{actionVerb(go, selName, lang)} </span>{p.name}</button>
            : <span>{p.name}</span>}
          {p.holder !== p.line && <span class="dx-holder">{t.heldBy} {p.holder}</span>}
          {meleeAt.has(p.name) && canAct && (
            <button class="dx-meleebtn" data-testid={`dx-melee-${p.name}`} onClick={(e) => { e.stopPropagation(); send(meleeAt.get(p.name)!); }}>{t.melee}</button>
          )}
        </div>
        <div class="dx-stack">
          {cards.map((c, i) => <Card c={c} me={me} lang={lang} melee={v.options.melee} ac={isCmdr(c)} ui={cardUI(c.id, c.id !== undefined ? `dx-card-${c.id}` : `dx-back-${p.name}-${i}`)} />)}
        </div>
      </div>
    );
  };
  const grid = { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` };
  const reserveActs = destActs('reserve');
  const reserveOk = canAct && reserveActs.length > 0;
  const myRes = me ? [...(v.reserve[me] ?? [])].sort((a, b) => a - b) : [];
  const cat = catalog.messages[lang] ?? catalog.messages.en;
  const selDef = sel !== null ? cardDef(sel) : undefined;
  const selName = selDef ? shortName(selDef) : String(sel ?? '');
  // 13.7: each side's designated army commander (public); a badge on his card, and named here as he may be in a reserve
  const cmdr = (x: Side) => v.commanders?.[x] ?? null;
  const isCmdr = (c: ViewCard) => c.id !== undefined && cmdr(c.side) === c.id;
  const cmdrName = (x: Side) => { const id = cmdr(x); const d = id !== null ? cardDef(id) : undefined; return id === null ? '—' : d ? shortName(d) : String(id); };
  useEffect(() => {
    if (sel === null || !byKey.current) return;
    byKey.current = false;
    // The first place it may go on the table, else the reserve, else the first choice of the panel.
    const first = ['.dx-table .dx-posbtn', '[data-testid=dx-go-reserve]', '[data-testid=dx-act-0]'].map((q) => root.current?.querySelector<HTMLElement>(q)).find(Boolean);
    first?.focus();
  }, [sel]);
  // Escape puts the chosen card back (the focus with it); arrows move between the targets (keys.ts).
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && sel !== null) {
      e.preventDefault();
      const id = sel;
      setSel(null);
      requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(`[data-testid="dx-res-${id}"], [data-testid="dx-card-${id}"]`)?.focus());
      return;
    }
    const el = e.target as HTMLElement;
    if (!root.current || !el.matches(TARGET)) return;
    const next = arrowTarget(root.current, el, e.key);
    if (next) { e.preventDefault(); next.focus(); }
  };
  return (
    <div class={`dx-board ${n === 5 ? 'dx-n5' : ''}`} data-testid="board" ref={root} onKeyDown={onKey}>
      <style>{CSS}</style>
      <div class="dx-head">
        <span class="dx-when" data-testid="dx-when">
          {v.day ? (lang === 'ja' ? `${v.day}${t.day} · ` : `${t.day} ${v.day} · `) : ''}{t.turn} {v.turn} · {v.turnOf} · {t.step[v.phase]}
        </span>
        {v.phase === 'deploy' && <span>CSA: {v.done.CSA ? t.done : t.waiting} · USA: {v.done.USA ? t.done : t.waiting}</span>}
        {v.endOfDay && <span>🌙</span>}
      </div>
      <div class="dx-hint" data-testid="dx-hint" data-prompt="" tabIndex={-1}>{hint}</div>
      {canAct && cmds.length > 0 && (
        <div class="dx-cmds">
          {cmds.map((a) => <button class="dx-primary" data-testid={`dx-cmd-${a.type}`} onClick={() => send(a)}>{a.type === 'morale' && !ownHits ? t.moraleNone : t.cmd[a.type] ?? a.type}</button>)}
        </div>
      )}
      {sel !== null && selActs.length > 0 && (
        <div class="dx-panel" data-testid="dx-panel" role="group" aria-label={`${t.choices} ${selName}`}>
          <b>{t.choices} {selDef ? shortName(selDef) : sel}:</b>
          {selActs.map((a, i) => <button data-testid={`dx-act-${i}`} onClick={() => send(a)}>{labelOf(a, lang)}</button>)}
          <button onClick={() => setSel(null)}>{t.cancel}</button>
        </div>
      )}
      <div class="dx-table">
        <div class="dx-line" style={grid}>{lineOf(top).map((p) => posCell(p, true))}</div>
        <div class="dx-mid">{t.middle}</div>
        <div class="dx-line" style={grid}>{lineOf(bottom).map((p) => posCell(p, false))}</div>
      </div>
      <div class="dx-info" data-testid="dx-decks">
        <span>{t.deck}: CSA {v.deckCount.CSA} · USA {v.deckCount.USA}{v.options.hist ? ` (${t.later}: CSA ${v.laterCount.CSA} · USA ${v.laterCount.USA})` : ''}</span>
        <span>{t.dead}: CSA {v.dead.filter((id) => (cardDef(id)?.side ?? '') === 'CSA').length} · USA {v.dead.filter((id) => (cardDef(id)?.side ?? '') === 'USA').length}</span>
        {v.specials.length > 0 && <span>{t.specials}: {v.specials.map((a) => `${cardDef(a.id) ? shortName(cardDef(a.id)!) : a.id} (${a.side}${a.at ? ` @ ${a.at}` : ''})`).join(', ')}</span>}
        {(cmdr('CSA') !== null || cmdr('USA') !== null) && <span data-testid="dx-commanders">{t.armyCommander}: CSA {cmdrName('CSA')} · USA {cmdrName('USA')}</span>}
        {v.pending.map((pd) => <span class="warn">{pd.to}: {pd.n} {t.hits} @ {pd.at}</span>)}
      </div>
      <div class="dx-bottom">
        <div class={`dx-reserve ${reserveOk ? 'target-area' : ''}`} data-testid="dx-reserve" onClick={reserveOk ? () => send(reserveActs[0]!) : undefined}>
          <div class="dx-backs" data-testid="dx-enemy-reserve">
            <b>{t.enemyReserve} ({me ? (me === 'CSA' ? 'USA' : 'CSA') : top}):</b>
            <span aria-hidden="true">{Array.from({ length: Math.min(v.reserveCount[me ? (me === 'CSA' ? 'USA' : 'CSA') : top], 30) }, () => <span class={`dx-minback dx-${me ? (me === 'CSA' ? 'USA' : 'CSA') : top}`} />)}</span>
            <span style="margin-left:10px">{v.reserveCount[me ? (me === 'CSA' ? 'USA' : 'CSA') : top]} {t.cards}</span>
          </div>
          {me ? (
            <>
              <h2>{t.yourReserve} ({me}): {myRes.length} {t.cards}
                {reserveOk && <button class="dx-posbtn" data-dx-target="" data-testid="dx-go-reserve" onClick={(e) => { e.stopPropagation(); send(reserveActs[0]!); }}>
                  <span class="sr-only">{actionVerb(reserveActs[0]!, selName, lang)} </span>{t.reserve}</button>}
              </h2>
              <div class="dx-hand">
                {myRes.map((id) => <Card c={{ side: me, id, up: true }} me={me} lang={lang} melee={v.options.melee} ac={cmdr(me) === id} ui={cardUI(id, `dx-res-${id}`)} />)}
              </div>
            </>
          ) : (
            <div class="dx-backs"><b>{t.reserve} ({bottom}):</b> {v.reserveCount[bottom]} {t.cards}</div>
          )}
        </div>
        <DicePanel log={log} lang={lang} catalog={cat} />
      </div>
      <p class="dx-notice" data-testid="dx-notice">{t.notice}</p>
      <p class="dx-notice" data-testid="dx-keys">{t.keys}</p>
    </div>
  );
}

function labelOf(a: DixieAction, lang: Lang): string {
  const ja = lang === 'ja';
  switch (a.type) {
    case 'deploy': return `→ ${a.at}${a.decoy ? ` (${L[lang].asDecoy})` : ''}`;
    case 'fire': return `${ja ? '射撃' : 'fire'} → ${a.at}${a.target !== undefined ? ` (${cardDef(a.target) ? shortName(cardDef(a.target)!) : a.target})` : ''}`;
    case 'move': return `→ ${a.to === 'reserve' ? L[lang].reserve : a.to}`;
    case 'terrain': return `${ja ? '地形' : 'terrain'} → ${a.at}`;
    case 'special': return `${ja ? '使用' : 'play'}${a.at ? ` → ${a.at}` : ''}`;
    case 'flank': return `${ja ? '側面攻撃' : 'flank attack'} → ${a.at}`;
    case 'reveal': return ja ? '表にする' : 'reveal';
    case 'hit': return ja ? '命中' : 'take the hit';
    case 'commander': return ja ? '総指揮官に指定' : 'designate army commander';
    default: return a.type;
  }
}
