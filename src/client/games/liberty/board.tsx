/**
 * The Liberty board: the map (pan, zoom, stacks as tokens that open on click), the prompt generated from the
 * side's legal actions with its command buttons, the battle beside the map, the hand of cards and the track.
 * Every choice is a highlighted target taken from the legal actions; choices that end a phase or throw
 * forces away ask for a second click.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { renderEntry } from '../../../core/log.js';
import { LOC } from '../../../games/liberty/state.js';
import type { BlockView, LibertyView } from '../../../games/liberty/view.js';
import { soleAction } from '../../../games/liberty/sole-choice.js';
import type { BoardProps } from '../types.js';
import { RuleLinks } from '../../rules.js';
import { BattlePanel } from './battle.js';
import { LibertyMap, blockColour } from './map.js';
import { promptFor } from './prompt.js';
import { STYLE } from './style.js';
import { britishScore, GameOver } from './score.js';
import { C, CONFIRM_TYPES, blockName, cardLabel, describe, locLabel, pack, phaseName, sideName, tr, type Act, type Lang } from './words.js';

export { logEntry } from './words.js';
export { promptFor } from './prompt.js';

interface Menu { title: string; items: { label: string; run: () => void; testid?: string }[] }

export function Board({ view, side, act, busy, lang, log, catalog }: BoardProps) {
  const v = view.state as LibertyView;
  const actions = view.actions as Act[];
  const [selected, setSelected] = useState<number | null>(null);
  const [menu, setMenu] = useState<Menu | null>(null);
  const [confirm, setConfirm] = useState<{ text: string; yes: string; run: () => void } | null>(null);
  const [stack, setStack] = useState<number | null>(null);
  const enabled = !!act && !busy;
  const close = () => { setSelected(null); setMenu(null); setConfirm(null); setStack(null); };
  const send = (a: Act) => { close(); act?.(a); };
  // Irreversible choices (ending a phase with something left to do, disbanding, losing a block) take a second click.
  const run = (a: Act) => {
    if (!CONFIRM_TYPES.has(a.type) || (a.type !== 'disband' && a.type !== 'capture' && actions.length === 1)) { send(a); return; }
    setMenu(null); setStack(null);
    setConfirm({ text: confirmText(a, v, actions, lang), yes: describe(a, lang), run: () => send(a) });
  };
  useEffect(close, [view.step]);
  // A decision with one choice (a block that must stop, a supply card no block can use): its button is
  // emphasised and focused, Enter takes it, and for a stop the moving block itself is a target too.
  const sole = soleAction(actions);
  const moving = v.group && v.group.block >= 0 ? v.group.block : -1;
  const stopOnly = sole?.type === 'stop' && moving >= 0;
  const soleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!sole || !enabled) return;
    soleRef.current?.focus({ preventScroll: true });
  }, [sole, enabled, view.step]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') { close(); return; }
      if (e.key !== 'Enter' || !sole || !enabled || e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (/^(INPUT|TEXTAREA|SELECT|BUTTON|A)$/.test(el.tagName) || el.getAttribute('role') === 'button')) return; // those handle Enter themselves
      e.preventDefault();
      run(sole);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sole, enabled, view.step]);

  // Targets from the legal actions.
  const t = useMemo(() => {
    const locs = new Map<number, Act[]>();
    const blocks = new Map<number, Act[]>();
    const cards = new Map<number, Act[]>();
    const buttons: Act[] = [];
    for (const a of actions) {
      const has = (k: string) => typeof a[k] === 'number';
      if (has('block') && has('to')) { push(blocks, a.block as number, a); continue; }
      if (has('to')) push(locs, a.to as number, a);
      else if (has('from')) push(locs, a.from as number, a);
      else if (has('hex')) push(locs, a.hex as number, a);
      else if (has('block')) push(blocks, a.block as number, a);
      else if (has('card')) push(cards, a.card as number, a);
      else buttons.push(a);
    }
    return { locs, blocks, cards, buttons };
  }, [actions]);
  // With a block selected, its destinations become the place targets.
  const selDest = new Map<number, Act[]>();
  if (selected !== null) for (const a of t.blocks.get(selected) ?? []) if (typeof a.to === 'number') push(selDest, a.to, a);
  const locTargets = enabled ? (selected !== null ? selDest : t.locs) : new Map<number, Act[]>();
  const blockTargets = new Set<number>(enabled && selected === null ? [...t.blocks.keys(), ...(stopOnly ? [moving] : [])] : []);

  const choose = (title: string, list: Act[], extra: Menu['items'] = []) => {
    if (!enabled) return;
    if (list.length === 1 && extra.length === 0) { run(list[0]!); return; }
    setStack(null);
    setMenu({ title, items: [...list.map((a, i) => ({ label: describe(a, lang), run: () => run(a), testid: `menu-${i}` })), ...extra] });
  };
  const clickBlock = (id: number) => {
    if (stopOnly && id === moving) { if (enabled) run(sole!); return; }
    const list = t.blocks.get(id) ?? [];
    const direct = list.filter((a) => typeof a.to !== 'number');
    const moves = list.filter((a) => typeof a.to === 'number');
    if (moves.length && !direct.length) { setSelected(id); setMenu(null); setStack(null); return; }
    choose(blockName(id, lang), direct, moves.length ? [{ label: tr(lang, 'Retreat / regroup… (then click a highlighted place)', '退却/再編成…(光っている場所をクリック)'), run: () => { setSelected(id); setMenu(null); setStack(null); }, testid: `menu-${direct.length}` }] : []);
  };

  // Blocks by location, on the board and off it.
  const byLoc = new Map<number, BlockView[]>();
  for (const b of v.blocks) {
    const l = byLoc.get(b.loc) ?? [];
    l.push(b);
    byLoc.set(b.loc, l);
  }
  /** A place clicked on the map: its own choices, else the stack standing there opens. */
  const onPlace = (loc: number) => {
    const here = byLoc.get(loc) ?? [];
    const hot = here.filter((b) => b.id !== undefined && blockTargets.has(b.id));
    const la = locTargets.get(loc);
    if (la && (selected !== null || hot.length === 0)) { choose(locLabel(loc, lang), la); return; }
    if (hot.length === 1 && !la && here.filter((b) => b.side === hot[0]!.side).length === 1) { clickBlock(hot[0]!.id!); return; }
    if (here.length) { setMenu(null); setStack(loc); }
  };
  const me = side === 'british' || side === 'american' ? side : null;
  const battleLoc = v.battle?.hex ?? -1;
  const focus = useMemo(() => {
    const f = new Set<number>([...locTargets.keys()]);
    for (const id of blockTargets) { const b = v.blocks.find((x) => x.id === id); if (b) f.add(b.loc); }
    if (battleLoc >= 0) f.add(battleLoc);
    return [...f].filter((l) => l < LOC.POOL).sort((a, b) => a - b);
  }, [view.step, selected, enabled]);
  const prompt = promptFor(v, actions, side, lang, selected);
  const messages = catalog.messages[lang] ?? catalog.messages.en;
  const score = britishScore(v);
  const over = !!v.result || v.phase === 'over';
  const reason = v.result ? renderEntry({ key: v.result.reason, params: v.result.params ?? {}, rule: v.result.rule }, messages) : '';
  const battleBlockActs = new Map([...t.blocks].filter(([id]) => v.battle?.blocks.includes(id)));

  return (
    <div class="lib" data-testid="board" data-step={view.step} data-turn={`${v.year}.${v.turn}`} data-phase={v.phase}>
      <style>{STYLE}</style>
      <div class="lib-bar">
        <div class="lib-track" data-testid="track">
          {Array.from({ length: pack.rules.endYear - pack.rules.startYear + 1 }, (_, k) => pack.rules.startYear + k).map((y) => (
            <span class={y === v.year ? 'lib-year now' : y < v.year ? 'lib-year past' : 'lib-year'}>{y}</span>
          ))}
          <span class="lib-turn">{over ? tr(lang, 'game over', 'ゲーム終了') : `${tr(lang, `turn ${Math.min(v.turn, v.handSize)} of ${v.handSize}`, `ターン ${Math.min(v.turn, v.handSize)}/${v.handSize}`)} · ${phaseName(v.phase, lang)}`}</span>
          {!over && v.p1 && <span>· {tr(lang, 'Player 1', 'プレイヤー1')}: {sideName(v.p1, lang)}</span>}
          {!over && v.mover && <span>· {sideName(v.mover, lang)} {tr(lang, `${v.points} point(s)`, `${v.points} ポイント`)}</span>}
          {!over && v.weather ? <span>· {tr(lang, 'weather', '天候')} {v.weather}</span> : null}
          {v.frenchEntered && <span>· {tr(lang, 'France at war', 'フランス参戦')}</span>}
          <span data-testid="british-points" title={tr(lang, 'Towns by value plus the West Indies the British control (11.1)', '英軍が支配する町の価値と西インド諸島(11.1)')}>· {tr(lang, 'British supply points', 'イギリスの補給点')}: {score.total}{score.westIndies.length ? tr(lang, ` (West Indies ${score.westIndies.reduce((a, x) => a + x.value, 0)} incl.)`, `(西インド諸島 ${score.westIndies.reduce((a, x) => a + x.value, 0)} を含む)`) : ''}</span>
        </div>
        <p class={`lib-prompt ${view.actions.length && act ? 'mine' : ''}`} data-testid="prompt" aria-live="polite"><RuleLinks text={prompt} game="liberty" lang={lang} /></p>
        <div class="lib-controls">
          {enabled && t.buttons.map((a) => (a === sole
            ? <button ref={soleRef} class="lib-sole" data-testid={`cmd-${a.type}`} data-sole="1" onClick={() => run(a)}>{describe(a, lang)} <kbd>Enter</kbd></button>
            : <button data-testid={`cmd-${a.type}`} onClick={() => run(a)}>{describe(a, lang)}</button>))}
          {selected !== null && <button data-testid="cancel" onClick={() => setSelected(null)}>{tr(lang, 'Cancel', 'キャンセル')} <kbd>Esc</kbd></button>}
        </div>
      </div>
      <div class="lib-main">
        <LibertyMap v={v} lang={lang} byLoc={byLoc} locTargets={locTargets} blockTargets={blockTargets} marked={selected ?? moving} focus={focus} onPlace={onPlace}>
          {menu && (
            <div class="lib-menu lib-pop" data-testid="menu" role="dialog" aria-label={menu.title}>
              <strong>{menu.title}</strong>
              {menu.items.map((it) => <button data-testid={it.testid} onClick={it.run}>{it.label}</button>)}
              <button data-testid="menu-cancel" onClick={() => setMenu(null)}>{tr(lang, 'Cancel', 'キャンセル')}</button>
            </div>
          )}
          {confirm && (
            <div class="lib-confirm lib-pop" data-testid="confirm" role="alertdialog" aria-label={confirm.text}>
              <p>{confirm.text}</p>
              <div class="row">
                <button class="danger" data-testid="confirm-yes" ref={(el) => el?.focus({ preventScroll: true })} onClick={confirm.run}>{confirm.yes}</button>
                <button data-testid="confirm-no" onClick={() => setConfirm(null)}>{tr(lang, 'Cancel', 'キャンセル')}</button>
              </div>
            </div>
          )}
          {stack !== null && !menu && !confirm && (
            <Stack loc={stack} list={byLoc.get(stack) ?? []} lang={lang} blockTargets={blockTargets} placeActs={locTargets.get(stack)}
              onBlock={clickBlock} onPlaceAct={(a) => run(a)} onClose={() => setStack(null)} />
          )}
        </LibertyMap>
        <div class="lib-panel">
          {over && v.result && <GameOver v={v} lang={lang} reason={reason} />}
          {v.battle && <BattlePanel v={v} lang={lang} log={log} messages={messages} title={catalog.title[lang]} blockActs={battleBlockActs} enabled={enabled} onBlock={clickBlock} />}
          {v.hand && (
            <div class="lib-hand" data-testid="hand">
              <h3>{tr(lang, 'Your cards', '手札')}</h3>
              {v.hand.map((c) => {
                const list = t.cards.get(c) ?? [];
                const ok = enabled && list.length > 0;
                return (
                  <button class={`lib-card ${ok ? 'target' : 'disabled'} ${C.cards[c]?.kind ?? ''}`} data-testid={`card-${c}`} disabled={!ok} onClick={() => choose(cardLabel(c, lang), list)}
                    aria-label={cardLabel(c, lang)} title={cardLabel(c, lang)}>
                    <span class="lib-card-kind">{cardLabel(c, lang).replace(/\s*\d+$/, '')}</span>{' '}
                    <span class="lib-card-value">{C.cards[c]?.value ?? ''}</span>
                  </button>
                );
              })}
              {v.played >= 0 && <p>{tr(lang, 'Chosen this turn', '今ターンの選択')}: {cardLabel(v.played, lang)}</p>}
            </div>
          )}
          <p class="muted">{tr(lang, 'Cards in hand', '手札の枚数')}: {sideName('british', lang)} {v.handCounts[0]}, {sideName('american', lang)} {v.handCounts[1]}
            {v.phase === 'card' && <> · {tr(lang, 'chosen', '選択済み')}: {[v.hasChosen[0] ? sideName('british', lang) : '', v.hasChosen[1] ? sideName('american', lang) : ''].filter(Boolean).join(', ') || '—'}</>}
          </p>
          <p class="muted">{tr(lang, 'Played', '使用済み')}: {sideName('british', lang)} {v.history[0].map((c) => cardLabel(c, lang)).join(', ') || '—'}; {sideName('american', lang)} {v.history[1].map((c) => cardLabel(c, lang)).join(', ') || '—'}</p>
          <p class="muted">{tr(lang, 'Reinforcement pools (face down)', '増援プール(伏せ)')}: {sideName('british', lang)} {v.poolCounts[0]}, {sideName('american', lang)} {v.poolCounts[1]}</p>
          {v.drawn >= 0 && <p>{tr(lang, 'You drew', '引いたブロック')}: <strong>{blockName(v.drawn, lang)}</strong></p>}
          <OffBoard title={tr(lang, 'Prisoners', '捕虜')} list={byLoc.get(LOC.PRISONER)} lang={lang} />
          <OffBoard title={tr(lang, 'French pool', 'フランス・プール')} list={byLoc.get(LOC.FRENCH_POOL)} lang={lang} />
          {me && <OffBoard title={tr(lang, 'Your pool', '自軍プール')} list={byLoc.get(LOC.POOL)?.filter((b) => b.side === me)} lang={lang} />}
        </div>
      </div>
    </div>
  );
}

/** The words of a confirmation: what the choice throws away or ends, and that Undo can take it back until something is revealed. */
function confirmText(a: Act, v: LibertyView, actions: Act[], lang: Lang): string {
  const undo = tr(lang, ' Undo takes it back until something is revealed.', '何かが公開されるまでは「取り消し」で戻せます。');
  switch (a.type) {
    case 'disband': return tr(lang, `Disband ${blockName(a.block as number, lang)}? It goes back to the pool (11.3).`, `${blockName(a.block as number, lang)}を解散しますか?プールに戻ります(11.3)。`) + undo;
    case 'capture': return tr(lang, `Lose ${blockName(a.block as number, lang)} (11.4)?`, `${blockName(a.block as number, lang)}を失いますか(11.4)?`) + undo;
    case 'end':
      if (v.phase === 'move' && v.points > 0) return tr(lang, `End your turn with ${v.points} point(s) unused?`, `${v.points} ポイントを残してターンを終えますか?`) + undo;
      return tr(lang, `End now? ${actions.length - 1} other choice(s) are still open.`, `今終えますか?まだ ${actions.length - 1} 個の選択肢があります。`) + undo;
    case 'battle-regroup-done': return tr(lang, 'Finish regrouping? The blocks left in the hex stay there (7.5).', '再編成を終えますか?残ったブロックはそのヘクスに留まります(7.5)。');
    default: return `${describe(a, lang)}?`;
  }
}

/** An opened stack: every block standing there as a readable tile; those with a choice now are buttons. */
function Stack({ loc, list, lang, blockTargets, placeActs, onBlock, onPlaceAct, onClose }: {
  loc: number; list: BlockView[]; lang: Lang; blockTargets: Set<number>; placeActs: Act[] | undefined;
  onBlock: (id: number) => void; onPlaceAct: (a: Act) => void; onClose: () => void;
}) {
  return (
    <div class="lib-stack lib-pop" data-testid="stack" role="dialog" aria-label={locLabel(loc, lang)}>
      <div class="row"><strong>{locLabel(loc, lang)}</strong><span class="spacer" /><button class="lib-x" data-testid="stack-close" aria-label={tr(lang, 'Close', '閉じる')} onClick={onClose}>✕</button></div>
      <div class="lib-tiles">
        {list.map((b) => {
          const d = b.id !== undefined ? C.blocks.data[b.id] : undefined;
          const hot = b.id !== undefined && blockTargets.has(b.id);
          return (
            <button class={`lib-tile${hot ? ' target' : ''}`} data-testid={b.id !== undefined ? `tile-${b.id}` : undefined} disabled={!hot}
              style={{ borderColor: blockColour(b), background: d ? undefined : blockColour(b) }} onClick={() => hot && onBlock(b.id!)}>
              {d
                ? <><span class="lib-tile-bar" style={{ background: blockColour(b) }} /><strong>{b.steps}<small>/{d.maxSteps}</small></strong><span class="lib-tile-fire">{d.fire.letter}{d.fire.number}</span><span class="lib-tile-name">{blockName(b.id!, lang)}</span></>
                : <span class="lib-tile-name hidden">{sideName(b.side, lang)}{tr(lang, ' (face down)', '(伏せ)')}</span>}
            </button>
          );
        })}
      </div>
      {placeActs?.map((a, i) => <button data-testid={`stack-act-${i}`} onClick={() => onPlaceAct(a)}>{describe(a, lang)}</button>)}
    </div>
  );
}

function OffBoard({ title, list, lang }: { title: string; list: BlockView[] | undefined; lang: Lang }) {
  if (!list?.length) return null;
  return <p class="muted">{title}: {list.map((b) => (b.id !== undefined ? `${blockName(b.id, lang)}${b.steps ? ` (${b.steps})` : ''}` : '?')).join(', ')}</p>;
}

function push<K>(m: Map<K, Act[]>, k: K, a: Act) {
  const l = m.get(k);
  if (l) l.push(a); else m.set(k, [a]);
}
