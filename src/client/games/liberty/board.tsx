/**
 * The Liberty board: the map drawn from the data pack (SVG, no scanned art) with blocks as blocks (your own
 * face up with their strength on top, the enemy's face down until revealed), the hand of cards, the year and
 * turn track, whose turn it is and what is asked, and the battle panel. Every choice is a click on a
 * highlighted target taken from the side's legal actions; everything else is greyed out.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { renderEntry } from '../../../core/log.js';
import { defaultLibertyPack } from '../../../games/liberty/data/pack.js';
import { renderLibertySvg, townNameLines, TOWN_NAME_SIZE } from '../../../games/liberty/data/render.js';
import { compile } from '../../../games/liberty/compile.js';
import { LOC } from '../../../games/liberty/state.js';
import type { LogEntry } from '../../types.js';
import type { BlockView, LibertyView } from '../../../games/liberty/view.js';
import type { BoardProps } from '../types.js';
import { blockNameOf, soleAction, soleChoiceReason } from '../../../games/liberty/sole-choice.js';
import { cardLabel as sharedCardLabel, logWords, placeLabel } from '../../../games/liberty/log-words.js';
import { shortBlockLabel } from './labels.js';
import { layout, SIZE, type Pt } from './layout.js';

const pack = defaultLibertyPack;
const C = compile(pack);
const L = layout(pack);
/** The base map, drawn once per language (town names, river labels and box titles in English or Japanese). */
const MAP_SVG_EN = renderLibertySvg(pack, { setup: false, size: SIZE, lang: 'en' });
const MAP_SVG_JA = renderLibertySvg(pack, { setup: false, size: SIZE, lang: 'ja' });
const VIEWBOX = /viewBox="([^"]+)"/.exec(MAP_SVG_EN)?.[1] ?? '0 0 1000 1400';
const inner = (svg: string) => svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const MAP_INNER_EN = inner(MAP_SVG_EN);
const MAP_INNER_JA = inner(MAP_SVG_JA);
const BLOCK = 22;
/** Town hexes: the name lines the map writes, redrawn over blocks standing there (by hex index), per language. */
const townNames = (lang: 'en' | 'ja') => new Map(pack.hexes.filter((h) => h.town).map((h) => {
  const loc = (h.row - 1) * C.map.cols + (h.col - 1);
  const name = lang === 'ja' ? h.town!.nameJa ?? h.town!.name : h.town!.name;
  return [loc, townNameLines(h, name, L.hexSpot(loc), SIZE)] as const;
}));
const TOWN_NAMES_EN = townNames('en');
const TOWN_NAMES_JA = townNames('ja');

type Act = Record<string, unknown> & { type: string };
const SIDE_COLOUR = { british: '#b3261e', american: '#1f4e9c' } as const;
const FRENCH = '#4a7fd0';

const tr = (lang: 'en' | 'ja', en: string, ja: string) => (lang === 'ja' ? ja : en);

/** About how wide a label is at this font size: a kana or kanji a full em, Latin letters and digits about 0.6. */
function labelWidth(text: string, fontSize: number): number {
  let w = 0;
  for (const ch of text) w += /[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? fontSize : 0.6 * fontSize;
  return w;
}

function blockName(id: number, lang: 'en' | 'ja'): string {
  return blockNameOf(C, id, lang);
}
function locLabel(loc: number, lang: 'en' | 'ja'): string {
  return placeLabel(C, loc, lang);
}
function cardLabel(i: number, lang: 'en' | 'ja'): string {
  return sharedCardLabel(C, i, lang);
}

/**
 * Log entries in words: block ids become block names, card ids "Action 2" / "Supply 3", locations town names
 * (src/games/liberty/log-words.ts, shared with `muster play`). Only ids the entry already carries are rewritten
 * (the engine addresses entries naming hidden blocks or cards to the sides that may see them), so nothing
 * hidden is added.
 */
export function logEntry(e: LogEntry, lang: 'en' | 'ja'): LogEntry {
  return logWords(C, e, lang);
}

/** Where block `k` of `n` at a location is drawn. */
function blockSpot(loc: number, k: number, n: number, lang: 'en' | 'ja'): Pt {
  const box = L.boxes[loc];
  if (box) {
    const perRow = 8;
    return { x: box.x + 12 + (k % perRow) * (BLOCK + 3), y: box.y + 60 + Math.floor(k / perRow) * (BLOCK + 3) };
  }
  const c = L.hexSpot(loc);
  const perRow = Math.min(3, n);
  const rowsN = Math.ceil(n / 3);
  const col = k % 3, row = Math.floor(k / 3);
  // in a town whose name is written below it, the stack stands above the name
  const nameBelow = ((lang === 'ja' ? TOWN_NAMES_JA : TOWN_NAMES_EN).get(loc)?.[0]?.y ?? -Infinity) > c.y;
  const top = nameBelow ? c.y + 12 - rowsN * (BLOCK + 2) : c.y - (rowsN * (BLOCK + 2)) / 2 + 6;
  return { x: c.x - (perRow * (BLOCK + 2)) / 2 + col * (BLOCK + 2), y: top + row * (BLOCK + 2) };
}

export function Board({ view, side, act, busy, lang, log, catalog }: BoardProps) {
  const v = view.state as LibertyView;
  const actions = view.actions as Act[];
  const [selected, setSelected] = useState<number | null>(null);
  const [menu, setMenu] = useState<{ title: string; items: { label: string; run: () => void }[] } | null>(null);
  const labels = (a: Act) => describe(a, lang);
  const enabled = !!act && !busy;
  const run = (a: Act) => { setSelected(null); setMenu(null); act?.(a); };
  // A decision with one choice (a block that must stop, a supply card no block can use): its button is
  // emphasised and focused, Enter takes it, and for a stop the moving block itself is a target too.
  const sole = soleAction(actions);
  const moving = v.group && v.group.block >= 0 ? v.group.block : -1;
  const stopOnly = sole?.type === 'stop' && moving >= 0;
  const soleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!sole || !enabled) return;
    soleRef.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
      const el = e.target as HTMLElement | null;
      if (el && /^(INPUT|TEXTAREA|SELECT|BUTTON|A)$/.test(el.tagName)) return; // those handle Enter themselves
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
  // With a block selected, its destinations become the location targets.
  const selDest = new Map<number, Act[]>();
  if (selected !== null) for (const a of t.blocks.get(selected) ?? []) if (typeof a.to === 'number') push(selDest, a.to, a);
  const locTargets = selected !== null ? selDest : t.locs;

  const choose = (title: string, list: Act[], extra: { label: string; run: () => void }[] = []) => {
    if (!enabled) return;
    if (list.length === 1 && extra.length === 0) { run(list[0]!); return; }
    setMenu({ title, items: [...list.map((a) => ({ label: labels(a), run: () => run(a) })), ...extra] });
  };
  const clickBlock = (id: number) => {
    if (stopOnly && id === moving) { if (enabled) run(sole!); return; }
    const list = t.blocks.get(id) ?? [];
    const direct = list.filter((a) => typeof a.to !== 'number');
    const moves = list.filter((a) => typeof a.to === 'number');
    if (moves.length && !direct.length) { setSelected(id); setMenu(null); return; }
    choose(blockName(id, lang), direct, moves.length ? [{ label: tr(lang, 'Retreat / regroup… (then click a highlighted place)', '退却/再編成…(光っている場所をクリック)'), run: () => { setSelected(id); setMenu(null); } }] : []);
  };

  // Blocks by location, on the board and off it.
  const byLoc = new Map<number, BlockView[]>();
  for (const b of v.blocks) {
    const l = byLoc.get(b.loc) ?? [];
    l.push(b);
    byLoc.set(b.loc, l);
  }
  const battleLoc = v.battle?.hex ?? -1;
  const me = side === 'british' || side === 'american' ? side : null;

  const drawBlock = (b: BlockView, p: Pt) => {
    const faceUp = b.id !== undefined;
    const d = faceUp ? C.blocks.data[b.id!] : undefined;
    const colour = d?.nation === 'french' ? FRENCH : SIDE_COLOUR[b.side];
    const targ = faceUp && enabled && (t.blocks.has(b.id!) || (stopOnly && b.id === moving));
    const sel = faceUp && (selected === b.id || moving === b.id);
    const short = d ? shortBlockLabel(d, lang) || d.id.slice(0, 6) : '';
    return (
      <g transform={`translate(${p.x},${p.y})`} class={targ ? 'target lib-block' : 'lib-block'} data-testid={faceUp ? `block-${b.id}` : undefined}
        data-target={targ ? '1' : undefined} onClick={targ ? (e) => { e.stopPropagation(); clickBlock(b.id!); } : undefined}>
        <title>{faceUp ? `${blockName(b.id!, lang)} — ${b.steps}/${d?.maxSteps} ${d?.fire.letter}${d?.fire.number}` : tr(lang, `${b.side} block (face down)`, `${b.side === 'british' ? 'イギリス' : 'アメリカ'}のブロック(伏せ)`)}</title>
        <rect width={BLOCK} height={BLOCK} rx="3" fill={faceUp ? '#fbf5e6' : colour} stroke={sel ? '#ffd400' : targ ? '#f5a700' : colour}
          stroke-width={sel || targ ? 3 : 2} opacity={b.reserve ? 0.7 : 1} />
        {faceUp && <rect width={BLOCK} height="6" fill={colour} />}
        {faceUp && <text x={BLOCK / 2} y="14.5" text-anchor="middle" font-size="9.5" font-weight="bold" fill="#222">{b.steps}</text>}
        {faceUp && <text x={BLOCK / 2} y={BLOCK - 1.5} text-anchor="middle" font-size="6" font-weight="600" fill="#333" data-testid={`block-label-${b.id}`}
          {...(labelWidth(short, 6) > BLOCK - 2 ? { textLength: BLOCK - 2, lengthAdjust: 'spacingAndGlyphs' } : {})}>{short}</text>}
        {!faceUp && <text x={BLOCK / 2} y="15" text-anchor="middle" font-size="9" fill="#fff" opacity="0.6">{b.side === 'british' ? 'GB' : 'US'}</text>}
      </g>
    );
  };

  const targetsActive = enabled && (locTargets.size > 0 || t.blocks.size > 0);
  const prompt = promptFor(v, actions, side, lang, selected);
  const battleEntries = useMemo(() => {
    let i = log.length - 1;
    while (i >= 0 && log[i]!.key !== 'lib.battle') i--;
    return i >= 0 ? log.slice(i) : [];
  }, [log]);
  const cat = catalog.messages[lang] ?? catalog.messages.en;

  return (
    <div class="lib" data-testid="board" data-step={view.step} data-turn={`${v.year}.${v.turn}`} data-phase={v.phase}>
      <div class="lib-track" data-testid="track">
        {Array.from({ length: pack.rules.endYear - pack.rules.startYear + 1 }, (_, k) => pack.rules.startYear + k).map((y) => (
          <span class={y === v.year ? 'lib-year now' : y < v.year ? 'lib-year past' : 'lib-year'}>{y}</span>
        ))}
        <span class="lib-turn">{tr(lang, `turn ${v.turn} of ${v.handSize}`, `ターン ${v.turn}/${v.handSize}`)} · {phaseName(v.phase, lang)}</span>
        {v.p1 && <span>· {tr(lang, 'Player 1', 'プレイヤー1')}: {sideName(v.p1, lang)}</span>}
        {v.mover && <span>· {sideName(v.mover, lang)} {tr(lang, `${v.points} point(s)`, `${v.points} ポイント`)}</span>}
        {v.weather ? <span>· {tr(lang, 'weather', '天候')} {v.weather}</span> : null}
        {v.frenchEntered && <span>· {tr(lang, 'France at war', 'フランス参戦')}</span>}
        <span>· {tr(lang, 'British supply points', 'イギリスの補給点')}: {britishPoints(v)}</span>
      </div>
      <p class={`lib-prompt ${view.actions.length && act ? 'mine' : ''}`} data-testid="prompt">{prompt}</p>
      <div class="lib-controls">
        {enabled && t.buttons.map((a) => (a === sole
          ? <button ref={soleRef} class="lib-sole" data-testid={`cmd-${a.type}`} data-sole="1" onClick={() => run(a)}>{labels(a)} <kbd>Enter</kbd></button>
          : <button data-testid={`cmd-${a.type}`} onClick={() => run(a)}>{labels(a)}</button>))}
        {selected !== null && <button onClick={() => setSelected(null)}>{tr(lang, 'Cancel', 'キャンセル')}</button>}
      </div>
      {menu && (
        <div class="lib-menu card" data-testid="menu">
          <strong>{menu.title}</strong>
          {menu.items.map((it, i) => <button data-testid={`menu-${i}`} onClick={it.run}>{it.label}</button>)}
          <button onClick={() => setMenu(null)}>{tr(lang, 'Cancel', 'キャンセル')}</button>
        </div>
      )}
      <div class="lib-main">
        <svg class="lib-map" viewBox={VIEWBOX} role="img" aria-label="Liberty map">
          <g dangerouslySetInnerHTML={{ __html: lang === 'ja' ? MAP_INNER_JA : MAP_INNER_EN }} />
          {/* control markers on towns */}
          {v.control.map((c, h) => (C.map.hasTown[h] && c ? <circle cx={L.hexSpot(h).x} cy={L.hexSpot(h).y} r={SIZE * 0.42} fill="none" stroke={c === 1 ? SIDE_COLOUR.british : SIDE_COLOUR.american} stroke-width="3" opacity="0.8" /> : null))}
          {battleLoc >= 0 && battleLoc < C.map.hexCount && <polygon points={pts(L.hexCorners(battleLoc, SIZE - 3))} fill="none" stroke="#ff3b00" stroke-width="4" stroke-dasharray="6 3" />}
          {/* grey everything that is not a target while a choice is asked */}
          {targetsActive && locTargets.size > 0 && <rect x="0" y="0" width="100%" height="100%" fill="#000" opacity="0.12" pointer-events="none" />}
          {[...locTargets.keys()].map((loc) => {
            const list = locTargets.get(loc)!;
            const onClick = enabled ? () => choose(locLabel(loc, lang), list) : undefined;
            const box = L.boxes[loc];
            if (box) return <rect class="target lib-loc" data-testid={`loc-${loc}`} x={box.x} y={box.y} width={box.w} height={box.h} rx="6" fill="#ffe066" opacity="0.45" stroke="#f5a700" stroke-width="3" onClick={onClick}><title>{locLabel(loc, lang)}</title></rect>;
            if (loc < 0 || loc >= C.map.hexCount) return null;
            return <polygon class="target lib-loc" data-testid={`loc-${loc}`} points={pts(L.hexCorners(loc, SIZE - 2))} fill="#ffe066" opacity="0.5" stroke="#f5a700" stroke-width="3" onClick={onClick}><title>{locLabel(loc, lang)}</title></polygon>;
          })}
          {[...byLoc.entries()].filter(([loc]) => (loc >= 0 && loc < C.map.hexCount) || L.boxes[loc]).map(([loc, list]) => (
            <g pointer-events={locTargets.has(loc) && !list.some((b) => b.id !== undefined && t.blocks.has(b.id)) ? 'none' : undefined}>
              {list.map((b, k) => drawBlock(b, blockSpot(loc, k, list.length, lang)))}
            </g>
          ))}
          {/* the names of towns with blocks in them, over the blocks (as the map writes them) */}
          <g pointer-events="none">
            {[...byLoc.keys()].flatMap((loc) => ((lang === 'ja' ? TOWN_NAMES_JA : TOWN_NAMES_EN).get(loc) ?? []).map((l) => (
              <text x={l.x} y={l.y} font-size={TOWN_NAME_SIZE} text-anchor="middle" font-weight="bold" fill="#2b2118"
                stroke="#fffaf0" stroke-width="2.5" paint-order="stroke" stroke-linejoin="round"
                textLength={l.fit} lengthAdjust={l.fit === undefined ? undefined : 'spacingAndGlyphs'}>{l.text}</text>
            )))}
          </g>
        </svg>
        <div class="lib-panel">
          {v.hand && (
            <div class="lib-hand" data-testid="hand">
              <h3>{tr(lang, 'Your cards', '手札')}</h3>
              {v.hand.map((c) => {
                const list = t.cards.get(c) ?? [];
                const ok = enabled && list.length > 0;
                return (
                  <button class={`lib-card ${ok ? 'target' : 'disabled'} ${C.cards[c]?.kind ?? ''}`} data-testid={`card-${c}`} disabled={!ok} onClick={() => choose(cardLabel(c, lang), list)}
                    aria-label={cardLabel(c, lang)} title={cardLabel(c, lang)}>
                    {/* kind on its own line, value large: "アクション 2" no longer breaks inside the word */}
                    <span class="lib-card-kind">{cardLabel(c, lang).replace(/\s*\d+$/, '')}</span>
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
          {v.battle && (
            <div class="lib-battle card" data-testid="battle">
              <h3>{tr(lang, 'Battle', '戦闘')}: {locLabel(v.battle.hex, lang)}</h3>
              <p>{tr(lang, 'Attacker', '攻撃側')}: {sideName(v.battle.attacker, lang)} · {tr(lang, 'round', 'ラウンド')} {v.battle.round}/3 · {tr(lang, 'firing order', '射撃順')} {['A (defender)', 'A (attacker)', 'B (defender)', 'B (attacker)', 'C (defender)', 'C (attacker)'][v.battle.slot] ?? v.battle.slot} · {v.battle.step}{v.battle.hits ? ` · ${v.battle.hits} ${tr(lang, 'hit(s) to apply', '命中を割り当て')}` : ''}</p>
              <p>{v.battle.blocks.map((b) => { const bv = v.blocks.find((x) => x.id === b); return `${blockName(b, lang)}${bv ? ` (${bv.steps})` : ''}`; }).join(', ')}{v.battle.hidden ? ` + ${v.battle.hidden} ${tr(lang, 'face down', '伏せ')}` : ''}</p>
              <ol class="lib-battle-log">{battleEntries.map((e) => <li>{renderEntry(logEntry(e, lang), cat)}</li>)}</ol>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

function OffBoard({ title, list, lang }: { title: string; list: BlockView[] | undefined; lang: 'en' | 'ja' }) {
  if (!list?.length) return null;
  return <p class="muted">{title}: {list.map((b) => (b.id !== undefined ? `${blockName(b.id, lang)}${b.steps ? ` (${b.steps})` : ''}` : '?')).join(', ')}</p>;
}

function push<K>(m: Map<K, Act[]>, k: K, a: Act) {
  const l = m.get(k);
  if (l) l.push(a); else m.set(k, [a]);
}
const pts = (p: Pt[]) => p.map((q) => `${q.x.toFixed(1)},${q.y.toFixed(1)}`).join(' ');

function sideName(s: string, lang: 'en' | 'ja') {
  return lang === 'ja' ? (s === 'british' ? 'イギリス' : s === 'american' ? 'アメリカ' : s) : s.charAt(0).toUpperCase() + s.slice(1);
}
function phaseName(p: string, lang: 'en' | 'ja') {
  const en: Record<string, string> = { card: 'cards (3.0)', supply: 'supply (3.3)', move: 'movement (5.0)', draw: 'reinforcements (6.0)', 'battle-order': 'battles (7.1)', battle: 'battle (7.0)', winter: 'winter (11.0)', over: 'game over' };
  const ja: Record<string, string> = { card: 'カード (3.0)', supply: '補給 (3.3)', move: '移動 (5.0)', draw: '増援 (6.0)', 'battle-order': '戦闘順 (7.1)', battle: '戦闘 (7.0)', winter: '冬 (11.0)', over: '終了' };
  return (lang === 'ja' ? ja : en)[p] ?? p;
}
function britishPoints(v: LibertyView): number {
  let p = 0;
  for (let h = 0; h < C.map.hexCount; h++) if (C.map.townValue[h]! > 0 && v.control[h] === 1) p += C.map.townValue[h]!;
  return p;
}

function describe(a: Act, lang: 'en' | 'ja'): string {
  const b = (k: string) => blockName(a[k] as number, lang);
  const l = (k: string) => locLabel(a[k] as number, lang);
  const ja = lang === 'ja';
  switch (a.type) {
    case 'card': return `${ja ? 'カードを出す' : 'Play'} ${cardLabel(a.card as number, lang)}`;
    case 'return-card': return `${ja ? '戻す' : 'Return'} ${cardLabel(a.card as number, lang)}`;
    case 'supply': return `${ja ? '補給' : 'Add a step to'} ${b('block')}`;
    case 'group': return `${ja ? 'グループ移動:' : 'Move a group from'} ${l('from')}`;
    case 'block': return `${ja ? 'ブロック選択:' : 'Move'} ${b('block')}`;
    case 'step': return `${ja ? '移動:' : 'Step to'} ${l('to')}`;
    case 'river': return `${ja ? '河川移動:' : 'By river to'} ${l('to')}`;
    case 'stop': return ja ? '停止: このブロックはここで止まる' : 'Stop this block here';
    case 'done': return ja ? 'グループ移動終了' : 'End the group move';
    case 'draw': return ja ? '増援を引く' : 'Draw a reinforcement';
    case 'place': return `${ja ? '配置:' : 'Place at'} ${l('to')}`;
    case 'end': return ja ? '終了' : 'End';
    case 'battle': return `${ja ? '戦闘:' : 'Fight the battle at'} ${l('hex')}`;
    case 'disband': return `${ja ? '解散:' : 'Disband'} ${b('block')}`;
    case 'capture': return `${ja ? '捕虜:' : 'Lose'} ${b('block')}`;
    case 'offer': return `${ja ? '交換を提案:' : 'Offer'} ${b('give')} ${ja ? '⇄' : 'for'} ${b('take')}`;
    case 'no-offer': return ja ? '交換しない' : 'No exchange';
    case 'accept': return ja ? '受諾' : 'Accept';
    case 'refuse': return ja ? '拒否' : 'Refuse';
    case 'battle-fire': return `${ja ? '射撃:' : 'Fire with'} ${b('block')}`;
    case 'battle-pass': return `${ja ? '待機:' : 'Hold'} ${b('block')}`;
    case 'battle-retreat': return `${ja ? '退却:' : 'Retreat'} ${b('block')} → ${l('to')}`;
    case 'battle-hit': return `${ja ? '命中を受ける:' : 'Hit on'} ${b('block')}`;
    case 'battle-regroup': return `${ja ? '再編成:' : 'Regroup'} ${b('block')} → ${l('to')}`;
    case 'battle-regroup-done': return ja ? '再編成終了' : 'Regrouping done';
    default: return a.type;
  }
}

export function promptFor(v: LibertyView, actions: Act[], side: string, lang: 'en' | 'ja', selected: number | null): string {
  if (v.result || v.phase === 'over') return tr(lang, 'The game is over.', 'ゲーム終了。');
  if (side === 'observer') return tr(lang, `Watching: ${phaseName(v.phase, lang)}.`, `観戦中: ${phaseName(v.phase, lang)}。`);
  if (actions.length === 0) return tr(lang, 'Waiting for the other side.', '相手の手番を待っています。');
  const sole = soleAction(actions);
  // Why a single-choice decision is single (shared with the text board): the block that must stop, the unusable supply card.
  const why = soleChoiceReason(C, v, actions, lang);
  if (why?.type === 'stop') return why.text + tr(lang, '. Press Stop (or Enter, or click the block).', '。「停止」を押す(Enter、またはブロックをクリック)。');
  if (why?.type === 'end') return why.text + tr(lang, '. Press End (or Enter).', '。「終了」を押す(またはEnter)。');
  if (selected !== null) return tr(lang, `${blockName(selected, lang)}: click a highlighted place.`, `${blockName(selected, lang)}: 光っている場所をクリック。`);
  const types = new Set(actions.map((a) => a.type));
  const has = (t: string) => types.has(t);
  if (sole?.type === 'end' && v.phase === 'move') return tr(lang, 'Nothing more to do this turn: press End (or Enter).', 'このターンにできることはもうない:「終了」を押す(またはEnter)。');
  if (has('card')) return tr(lang, 'Choose this turn\'s card face down: click a highlighted card (3.0).', 'このターンのカードを伏せて選んでください(3.0)。');
  if (has('return-card')) return tr(lang, 'Return one card of your hand (optional rule).', '手札を1枚戻してください(オプション)。');
  if (has('supply')) return tr(lang, 'Supply card: click a highlighted block to add a step, or End (3.3).', 'サプライ: ステップを加えるブロックをクリック、または終了(3.3)。');
  if (has('group')) return tr(lang, 'Action: click a highlighted hex to move a group from it, or draw a reinforcement, or End (5.1, 6.0).', 'アクション: 移動させるグループのヘクスをクリック、増援を引く、または終了(5.1, 6.0)。');
  if (has('block')) return tr(lang, 'Click the next block of the group to move, or end the group move (5.1).', '移動させるブロックをクリック、またはグループ移動終了(5.1)。');
  if (has('step') || has('river')) return tr(lang, 'Click a highlighted hex to move the block there, or stop it (5.1-5.7).', '移動先のヘクスをクリック、または停止(5.1-5.7)。');
  if (has('place')) return tr(lang, 'Click a highlighted place for the drawn block (6.1).', '引いたブロックの配置先をクリック(6.1)。');
  if (has('battle')) return tr(lang, 'Choose the next battle: click a highlighted hex (7.1).', '次の戦闘のヘクスをクリック(7.1)。');
  if (has('battle-hit')) return tr(lang, 'Choose which block takes the hit (7.32).', '命中を受けるブロックをクリック(7.32)。');
  if (has('battle-fire') || has('battle-retreat') || has('battle-pass')) return tr(lang, 'Combat turn: click the highlighted block to fire, hold or retreat (7.21).', '戦闘: 光っているブロックをクリックして射撃・待機・退却(7.21)。');
  if (has('battle-regroup')) return tr(lang, 'Regroup: click a block, then a highlighted hex, or finish (7.5).', '再編成: ブロック、次にヘクスをクリック、または終了(7.5)。');
  if (has('disband')) return tr(lang, 'Winter: click blocks to disband, then End (11.3).', '冬: 解散するブロックをクリックし、終了(11.3)。');
  if (has('capture')) return tr(lang, 'Winter attrition: click the block you lose (11.4).', '冬の消耗: 失うブロックをクリック(11.4)。');
  if (has('offer') || has('no-offer')) return tr(lang, 'Prisoner exchange: choose an offer or none (11.5).', '捕虜交換: 提案を選ぶか、しない(11.5)。');
  if (has('accept')) return tr(lang, 'Accept or refuse the exchange (11.5).', '交換を受諾または拒否(11.5)。');
  return tr(lang, 'Your move.', 'あなたの手番。');
}
