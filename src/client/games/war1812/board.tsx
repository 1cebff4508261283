/**
 * The War of 1812 board: the map drawn from the data pack's coordinates (map.ts) with the current controller
 * of every place, forts and their level, objective stars, tribes, blockades, built roads; expeditions,
 * garrisons and squadrons as markers that open on click (the Force Display is open information: leaders with
 * their ratings and units by type); the turn track with the Napoleon windows, the Peace Track with its result
 * bands, the hand of cards, the current prompt. Every legal action is a click: a card's Event / OPs button, a
 * highlighted place, marker, sea zone or road on the map, or a button in the side panel (describeAction text);
 * everything else is greyed. Only the side's view is used.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { War1812Action } from '../../../games/war1812/sequence.js';
import type { War1812View } from '../../../games/war1812/view.js';
import { commander } from '../../../games/war1812/stacks.js';
import { FLAG, LAND_UNITS, NATIVE, SPANISH, U, type Stack } from '../../../games/war1812/state.js';
import { NAPOLEON_DATES } from '../../../games/war1812/napoleon.js';
import type { BoardProps } from '../types.js';
import { renderEntry } from '../../../core/log.js';
import { baseMap, FRAME, pack, POS, type Pt } from './map.js';
import {
  battleExplained, C, cardText, cardTitle, COMBAT_KEY, describe, leaderName, leaderRatings, logEntry as wordsLogEntry, NATIVE_COLOUR,
  battleLine, lakeLine, modsText, phaseName, resultsByDie, SIDE_COLOUR, sideName, spaceName, SPANISH_COLOUR, tr, TURN_NAMES, TURN_SHORT, unitName,
  wildernessChance, wildernessLine, type Lang,
} from './words.js';
import type { LogEntry } from '../../types.js';
import { STYLE } from './style.js';

type A = War1812Action;
type Menu = { title: string; items: { label: string; run: () => void; testid?: string }[] };

export function logEntry(e: LogEntry, lang: Lang): LogEntry {
  return wordsLogEntry(e, lang);
}

const landSP = (st: Stack) => { let n = 0; for (let t = 0; t < LAND_UNITS; t++) n += st.u[t]!; return n; };
const shipCount = (st: Stack) => st.u[U.GUNBOAT]! + st.u[U.SCHOONER]! + st.u[U.BRIG]! + st.u[U.SHIP]!;
const ctrlColour = (c: number) => (c === 0 ? SIDE_COLOUR[0] : c === 1 ? SIDE_COLOUR[1] : c === NATIVE ? NATIVE_COLOUR : c === SPANISH ? SPANISH_COLOUR : '#999');
const ti = (year: number, turn: number) => (year - 1812) * 5 + turn;

/** Map regions a player jumps to (lon/lat boxes, in SVG units through POS of a few places). */
function regionBox(ids: string[], pad = 60) {
  const pts = ids.map((id) => POS[C.index[id]!]).filter(Boolean) as Pt[];
  const xs = pts.map((p) => p.x), ys = pts.map((p) => p.y);
  return { x: Math.min(...xs) - pad, y: Math.min(...ys) - pad, w: Math.max(...xs) - Math.min(...xs) + 2 * pad, h: Math.max(...ys) - Math.min(...ys) + 2 * pad };
}
const REGIONS: { key: string; en: string; ja: string; box: { x: number; y: number; w: number; h: number } }[] = [
  { key: 'all', en: 'Whole map', ja: '全体', box: FRAME },
  { key: 'north', en: 'Great Lakes', ja: '五大湖', box: regionBox(['detroit', 'montreal', 'fort-meigs', 'kingston', 'albany'], 50) },
  { key: 'east', en: 'Atlantic coast', ja: '大西洋岸', box: regionBox(['boston', 'washington', 'norfolk', 'philadelphia', 'albany'], 70) },
  { key: 'south', en: 'The South', ja: '南部', box: regionBox(['new-orleans', 'nashville', 'savannah', 'mobile'], 60) },
];

const NARROW_START = regionBox(['york', 'kingston', 'buffalo'], 70);

/** An SVG map control a keyboard reaches and works as a button does (issue 25): Tab, Enter / Space, a name. */
function svgButton(label: string, fn: () => void) {
  return {
    tabIndex: 0, role: 'button' as const, 'aria-label': label,
    onKeyDown: (e: { key: string; preventDefault(): void; stopPropagation(): void }) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); e.stopPropagation(); fn(); } },
  };
}

/** Arrow keys on the map: the focus moves to the nearest control in that direction. */
function arrowFocus(e: KeyboardEvent) {
  const dir = ({ ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] } as Record<string, [number, number]>)[e.key];
  const svg = e.currentTarget as SVGSVGElement;
  const from = document.activeElement as Element | null;
  if (!dir || !from || !svg.contains(from) || from === svg) return;
  const c = (el: Element) => { const r = el.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; };
  const o = c(from);
  let best: Element | null = null, bestScore = Infinity;
  for (const el of Array.from(svg.querySelectorAll('[tabindex="0"]'))) {
    if (el === from) continue;
    const p = c(el), dx = p.x - o.x, dy = p.y - o.y;
    const along = dx * dir[0] + dy * dir[1];
    if (along <= 0) continue;
    const across = Math.abs(dx * dir[1] - dy * dir[0]);
    const score = along + 2 * across;
    if (score < bestScore) { bestScore = score; best = el; }
  }
  if (best) { e.preventDefault(); (best as SVGElement).focus(); }
}

function push<K>(m: Map<K, A[]>, k: K, a: A) { const l = m.get(k); if (l) l.push(a); else m.set(k, [a]); }

export function Board({ view, side, act, busy, lang, log, catalog }: BoardProps) {
  const v = view.state as War1812View;
  const actions = view.actions as A[];
  const enabled = !!act && !busy;
  const me = side === 'british' ? 0 : side === 'american' ? 1 : -1;
  const [selSpace, setSelSpace] = useState<number | null>(null);
  const [selStack, setSelStack] = useState<string | null>(null);
  const [menu, setMenu] = useState<Menu | null>(null);
  const [shiftFrom, setShiftFrom] = useState<number | null>(null);
  const [roadMode, setRoadMode] = useState(false);
  const [center, setCenter] = useState<{ sp: number; n: number } | null>(null);
  const goTo = (sp: number) => { setSelSpace(sp); setSelStack(null); setCenter((c) => ({ sp, n: (c?.n ?? 0) + 1 })); };
  useEffect(() => { setMenu(null); setShiftFrom(null); setRoadMode(false); }, [view.step]);
  // The page moves the focus to the prompt after each action (announce.tsx); Escape brings it back there too.
  const promptRef = useRef<HTMLParagraphElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => { if (menu) menuRef.current?.querySelector('button')?.focus({ preventScroll: true }); }, [menu]);
  const escape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || (!menu && shiftFrom === null && !roadMode && selSpace === null)) return;
    e.preventDefault();
    setMenu(null); setShiftFrom(null); setRoadMode(false); setSelSpace(null); setSelStack(null);
    promptRef.current?.focus({ preventScroll: true });
  };
  const run = (a: A) => { setMenu(null); setShiftFrom(null); setRoadMode(false); act?.(a); };

  // The legal actions sorted by where they are clicked.
  const t = useMemo(() => {
    const spaces = new Map<number, A[]>(); // map places (and lake / sea spaces)
    const stacks = new Map<string, A[]>(); // expedition markers (activate), by stack id of the side
    const cards = new Map<number, A[]>();
    const shifts = new Map<number, A[]>(); // by from
    const roads = new Map<number, A[]>();
    const zones = new Map<number, A[]>(); // sea zone number
    const buttons: A[] = [];
    for (const a of actions) {
      switch (a.type) {
        case 'play': push(cards, a.card, a); break;
        case 'activate': push(stacks, a.stack, a); break;
        case 'fort': case 'raise': case 'place': push(spaces, a.at, a); break;
        case 'build': case 'port': case 'repair': push(spaces, a.port, a); break;
        case 'move': case 'river': case 'trail': case 'sea': push(spaces, a.to, a); break;
        case 'shift': push(shifts, a.from, a); break;
        case 'road': push(roads, a.conn, a); break;
        case 'blockade': case 'privateers': push(zones, a.zone, a); break;
        default: buttons.push(a);
      }
    }
    return { spaces, stacks, cards, shifts, roads, zones, buttons };
  }, [actions]);

  const mover = v.mover ? v.stacks[v.mover.stack] : undefined;
  // Map targets now: the spaces of the actions, or the destinations of a leaderless move being chosen.
  const spaceTargets = new Map<number, A[]>();
  if (shiftFrom !== null) for (const a of t.shifts.get(shiftFrom) ?? []) push(spaceTargets, (a as { to: number }).to, a);
  else if (!roadMode) {
    for (const [k, l] of t.spaces) for (const a of l) push(spaceTargets, k, a);
    for (const [k, l] of t.shifts) for (const a of l) push(spaceTargets, k, a);
  }
  // Roads are shown on request (they are many), or when they are all there is to choose on the map.
  const showRoads = roadMode || (t.roads.size > 0 && t.spaces.size === 0 && t.shifts.size === 0 && t.zones.size === 0);
  const targetsOn = enabled && (spaceTargets.size > 0 || t.stacks.size > 0 || t.zones.size > 0 || (showRoads && t.roads.size > 0));
  // Where the choices are on the map (the view moves there when none of them is in sight).
  const focus: Pt[] = !enabled ? [] : [
    ...[...spaceTargets.keys()].map((sp) => POS[sp]!),
    ...[...t.zones.keys()].map((z) => POS[C.seas[z]!]!),
    ...v.stacks.filter((st) => st.side === me && st.id !== '' && t.stacks.has(st.id)).map((st) => POS[st.at]!),
    ...(showRoads ? [...t.roads.keys()].flatMap((ci) => [POS[C.conns[ci]!.a]!, POS[C.conns[ci]!.b]!]) : []),
  ];

  // What each offered move brings, as the engine previews it in the view (chart: Wilderness Movement; 8.x battles; 6.8).
  const previews = useMemo(() => {
    const wild = new Map<number, War1812View['moves'][number]['wilderness'] & object>();
    const attacks = new Map<number, string>();
    const byMove = new Map<string, string>();
    for (const m of v.moves ?? []) {
      const bits: string[] = [];
      if (m.wilderness) { wild.set(m.to, m.wilderness); bits.push(wildernessLine(m.wilderness, lang)); }
      if (m.battle) { const l = battleLine(m.battle, lang); attacks.set(m.to, l); bits.push(l); }
      if (m.lake) { const l = lakeLine(m.lake, lang); attacks.set(m.to, l); bits.push(l); }
      if (m.deserters) bits.push(tr(lang, `${m.deserters} militia roll for desertion on crossing the border (6.8)`, `民兵${m.deserters}が越境で脱走判定(6.8)`));
      if (bits.length) byMove.set(`${m.type}:${m.to}`, bits.join(' — '));
    }
    return { wild, attacks, byMove };
  }, [v, lang]);
  const { wild, attacks } = previews;
  const moveNote = (a: A) => ('to' in a && typeof a.to === 'number' ? previews.byMove.get(`${a.type}:${a.to}`) : undefined);

  const openSpace = (sp: number, title?: string) => {
    const list = spaceTargets.get(sp) ?? [];
    if (!enabled || list.length === 0) { setSelSpace(sp); setSelStack(null); return; }
    if (shiftFrom !== null) {
      if (list.length === 1) { run(list[0]!); return; }
      setMenu({ title: spaceName(sp, lang), items: list.map((a) => ({ label: describe(a, lang), run: () => run(a) })) });
      return;
    }
    const direct = list.filter((a) => a.type !== 'shift');
    const hasShift = list.some((a) => a.type === 'shift');
    // a move into a battle or with a wilderness roll is confirmed with its odds in view; anything else runs at once
    const risky = direct.some((a) => moveNote(a) !== undefined);
    if (direct.length === 1 && !hasShift && !risky) { run(direct[0]!); return; }
    const items: Menu['items'] = direct.map((a) => { const n = moveNote(a); return { label: describe(a, lang) + (n ? ` — ${n}` : ''), run: () => run(a) }; });
    if (hasShift) items.push({ label: tr(lang, 'Move 1 SP from here without a leader (1 OP)… then click where', 'ここから指揮官なしで1ポイント移動(1 OP)… 次に移動先をクリック'), run: () => { setMenu(null); setShiftFrom(sp); }, testid: 'menu-shift' });
    items.push({ label: tr(lang, 'Only show what is here', 'ここにあるものを表示するだけ'), run: () => { setMenu(null); setSelSpace(sp); setSelStack(null); }, testid: 'menu-info' });
    setMenu({ title: title ?? spaceName(sp, lang), items });
  };
  const clickStack = (st: Stack) => {
    const list = st.side === me && st.id !== '' ? t.stacks.get(st.id) ?? [] : [];
    if (enabled && list.length) { run(list[0]!); return; }
    setSelSpace(st.at); setSelStack(`${st.side}:${st.id}`);
  };

  // Stacks and markers by space.
  const bySpace = new Map<number, Stack[]>();
  for (const st of v.stacks) { const l = bySpace.get(st.at) ?? []; l.push(st); bySpace.set(st.at, l); }
  const appearBy = new Map<string, number>();
  for (const m of v.appear) appearBy.set(`${m.side}:${m.at}`, (appearBy.get(`${m.side}:${m.at}`) ?? 0) + 1);

  const res = view.result as { reason?: string; params?: Record<string, string | number> } | null | undefined;
  const resultText = res?.reason ? renderEntry({ key: res.reason, params: res.params ?? {} }, catalog.messages[lang] ?? catalog.messages.en).replace(/\.$/, '').replace(/。$/, '') : '';
  const prompt = promptFor(v, actions, side, lang, shiftFrom, roadMode, resultText);
  const lastRolls = useMemo(() => recentRolls(log), [log]);

  return (
 <div class="w18" onKeyDown={escape} data-testid="board" data-step={view.step} data-turn={`${v.year}.${v.turn}`} data-phase={v.phase} data-active={v.active}>
      <style>{STYLE}</style>
      <Provenance lang={lang} />
      {v.ghent && <Ghent v={v} log={log} lang={lang} result={resultText} />}
      <div class="w18-tracks">
        <TurnTrack v={v} lang={lang} />
        <PeaceTrack v={v} lang={lang} />
      </div>
      <p class={`w18-prompt ${actions.length && act ? 'mine' : ''}`} data-testid="prompt" ref={promptRef} tabIndex={-1}
        onKeyDown={(e) => { if (e.key === 'Enter' && enabled && actions.length === 1) { e.preventDefault(); run(actions[0]!); } }}>{prompt}</p>
      {menu && (
        <div class="w18-menu card" data-testid="menu" ref={menuRef} role="group" aria-labelledby="w18-menu-title">
          <strong id="w18-menu-title">{menu.title}</strong>
          {menu.items.map((it, i) => <button data-testid={it.testid ?? `menu-${i}`} onClick={it.run}>{it.label}</button>)}
          <button data-testid="menu-cancel" onClick={() => setMenu(null)}>{tr(lang, 'Cancel', 'キャンセル')}</button>
        </div>
      )}
      <div class="w18-main">
        <div class="w18-mapcol">
          <MapView lang={lang} focus={focus} stepKey={view.step} center={center}>
            {/* roads built in play (5.7): stage roads */}
            {v.roads.map((ci) => { const k = C.conns[ci]; if (!k) return null; const a = POS[k.a]!, b = POS[k.b]!; return <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#6b3a12" stroke-width="4.5" />; })}
            {/* sea zones: blockade level */}
            {C.seas.map((sp, z) => <SeaZone sp={sp} z={z} level={v.blockade[z] ?? 0} lang={lang} />)}
            {/* places: controller, fort, stars scored, burned / captured, tribes */}
            {C.kind.map((k, sp) => (k === 0 ? <Place sp={sp} v={v} lang={lang} onClick={() => openSpace(sp)} /> : null))}
            {C.tribes.map((tb, i) => <TribeBadge home={tb.home} status={v.tribes[i] ?? 0} lang={lang} />)}
            {/* ships on the stocks (5.9) */}
            {v.builds.map((b, i) => { const p = POS[b.port]!; return <text x={p.x - 8} y={p.y + 28 + i * 0} font-size="9" text-anchor="end" fill={SIDE_COLOUR[b.side]} font-weight="bold"><title>{tr(lang, `${unitName(b.unit, lang)} building, ${b.steps} card(s) to go`, `${unitName(b.unit, lang)}建造中、あと${b.steps}`)}</title>⚒{b.steps}</text>; })}
            {/* grey what cannot be chosen */}
            {targetsOn && <rect class="w18-veil" x={FRAME.x} y={FRAME.y} width={FRAME.w} height={FRAME.h} fill="#2a2a2a" opacity="0.16" pointer-events="none" />}
            {/* stacks */}
            {[...bySpace.entries()].map(([sp, list]) => <Stacks sp={sp} list={list} v={v} me={me} lang={lang} targets={enabled ? t.stacks : new Map()} selected={selStack} onClick={clickStack} appear={appearBy} />)}
            {[...appearBy.entries()].filter(([k]) => !bySpace.has(Number(k.split(':')[1]))).map(([k, n]) => {
              const [sd, sp] = k.split(':').map(Number) as [number, number];
              return <Stacks sp={sp} list={[]} v={v} me={me} lang={lang} targets={new Map()} selected={null} onClick={clickStack} appear={new Map([[`${sd}:${sp}`, n]])} />;
            })}
            {/* targets */}
            {enabled && showRoads && [...t.roads.keys()].map((ci) => {
              const k = C.conns[ci]!; const a = POS[k.a]!, b = POS[k.b]!;
              return <line class="target w18-road" data-testid={`road-${ci}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#ffb300" stroke-width="9" stroke-linecap="round" opacity="0.9" onClick={() => run(t.roads.get(ci)![0]!)}
                {...svgButton(describe(t.roads.get(ci)![0]!, lang), () => run(t.roads.get(ci)![0]!))}><title>{describe(t.roads.get(ci)![0]!, lang)}</title></line>;
            })}
            {enabled && [...t.zones.entries()].map(([z, list]) => {
 const p = POS[C.seas[z]!]!;
              const pick = () => (list.length === 1 ? run(list[0]!) : setMenu({ title: spaceName(C.seas[z]!, lang), items: list.map((a) => ({ label: describe(a, lang), run: () => run(a) })) }));
              return <ellipse class="target w18-zone" {...svgButton(list.map((a) => describe(a, lang)).join('; '), pick)} data-testid={`zone-${z}`} cx={p.x} cy={p.y} rx="66" ry="21" fill="#ffe066" fill-opacity="0.35" stroke="#f5a700" stroke-width="4"
                onClick={pick}><title>{list.map((a) => describe(a, lang)).join('\n')}</title></ellipse>;
            })}
            {enabled && [...spaceTargets.entries()].map(([sp, list]) => {
              const p = POS[sp]!;
              const r = C.kind[sp] === 0 ? 15 : 30;
              const w = wild.get(sp);
              return (
                <g class="target w18-target" data-testid={`sp-${sp}`} onClick={(e) => { e.stopPropagation(); openSpace(sp); }}
                  {...svgButton(`${spaceName(sp, lang)}: ${list.map((a) => describe(a, lang) + (moveNote(a) ? ` — ${moveNote(a)}` : '')).join(' / ')}`, () => openSpace(sp))}>
                  <title>{spaceName(sp, lang)}: {list.map((a) => describe(a, lang) + (moveNote(a) ? ` — ${moveNote(a)}` : '')).join(' / ')}</title>
                  <circle cx={p.x} cy={p.y} r={r} fill="#ffe066" fill-opacity="0.35" stroke="#f59f00" stroke-width="4" />
                  {attacks.has(sp) && <text x={p.x + r} y={p.y - r + 2} font-size="13" font-weight="bold" fill="#8b1a1a" stroke="#fff" stroke-width="3" paint-order="stroke">⚔</text>}
                  {w && <text x={p.x} y={p.y - r - 3} text-anchor="middle" font-size="11" font-weight="bold" fill="#7a3e00" stroke="#fff" stroke-width="3" paint-order="stroke">⚄ {wildernessChance(w)}%</text>}
                </g>
              );
            })}
            {shiftFrom !== null && <circle cx={POS[shiftFrom]!.x} cy={POS[shiftFrom]!.y} r="17" fill="none" stroke="#2e7d32" stroke-width="4" stroke-dasharray="5 3" pointer-events="none" />}
            {selSpace !== null && <circle cx={POS[selSpace]!.x} cy={POS[selSpace]!.y} r="19" fill="none" stroke="#111" stroke-width="2.5" stroke-dasharray="4 3" pointer-events="none" />}
          </MapView>
          <Legend lang={lang} />
        </div>
        <div class="w18-panel">
          <Choices v={v} t={t} enabled={enabled} lang={lang} run={run} roadMode={roadMode} setRoadMode={setRoadMode} shiftFrom={shiftFrom} setShiftFrom={setShiftFrom} actions={actions} />
          {selSpace !== null && <SpaceDetails sp={selSpace} v={v} lang={lang} selStack={selStack} me={me} onClose={() => { setSelSpace(null); setSelStack(null); }} />}
          <Hand v={v} t={t.cards} enabled={enabled} lang={lang} run={run} me={me} />
          <Rolls entries={lastRolls} lang={lang} />
          <Counts v={v} lang={lang} />
          <ForceDisplay v={v} lang={lang} goTo={goTo} />
          <PortChart v={v} lang={lang} goTo={goTo} />
        </div>
      </div>
    </div>
  );
}

/* ---------------- map frame with pan and zoom ---------------- */

/** The box round some points, at least `min` wide, with the aspect of the map frame. */
function boxAround(pts: Pt[], min = 420) {
  const xs = pts.map((p) => p.x), ys = pts.map((p) => p.y);
  let x0 = Math.min(...xs) - 50, x1 = Math.max(...xs) + 50, y0 = Math.min(...ys) - 50, y1 = Math.max(...ys) + 50;
  if (x1 - x0 < min) { const c = (x0 + x1) / 2; x0 = c - min / 2; x1 = c + min / 2; }
  if (y1 - y0 < min * 0.7) { const c = (y0 + y1) / 2; y0 = c - min * 0.35; y1 = c + min * 0.35; }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

function MapView({ lang, focus, stepKey, center, children }: { lang: Lang; focus: Pt[]; stepKey: number; center: { sp: number; n: number } | null; children: preact.ComponentChildren }) {
  const ref = useRef<SVGSVGElement>(null);
  const [vb, setVb] = useState(REGIONS[1]!.box);
  const drag = useRef<{ x: number; y: number; vb: typeof vb; moved: boolean; id: number } | null>(null);
  const suppress = useRef(false);
  const base = useMemo(() => baseMap(lang), [lang]);
  /** A box widened or heightened round its centre to the shape of the map on screen (no empty bands). */
  const fit = (b: { x: number; y: number; w: number; h: number }) => {
    const el = ref.current;
    if (!el) return b;
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) return b;
    const want = r.width / r.height;
    const out = b.w / b.h > want ? { x: b.x, y: b.y - (b.w / want - b.h) / 2, w: b.w, h: b.w / want } : { x: b.x - (b.h * want - b.w) / 2, y: b.y, w: b.h * want, h: b.h };
    // kept inside the map's frame where it fits
    if (out.w <= FRAME.w) out.x = Math.min(Math.max(out.x, FRAME.x), FRAME.x + FRAME.w - out.w);
    if (out.h <= FRAME.h) out.y = Math.min(Math.max(out.y, FRAME.y), FRAME.y + FRAME.h - out.h);
    return out;
  };
  const show = (b: { x: number; y: number; w: number; h: number }) => setVb(fit(b));
  // a phone starts closer in, on Lake Ontario
  useEffect(() => { const w = ref.current?.getBoundingClientRect().width ?? 1000; setVb((b) => fit(w < 600 ? NARROW_START : b)); }, []);
  // A place picked in a list: the map centres on it (closer in if the whole map is shown).
  useEffect(() => {
    if (!center) return;
    const p = POS[center.sp]!;
    setVb((b) => { const w = Math.min(b.w, 700), h = b.h * (w / b.w); return { x: p.x - w / 2, y: p.y - h / 2, w, h }; });
  }, [center?.n]);
  // A new decision whose choices are all out of sight: show them.
  useEffect(() => {
    if (!focus.length) return;
    const inView = focus.some((p) => p.x >= vb.x && p.x <= vb.x + vb.w && p.y >= vb.y && p.y <= vb.y + vb.h);
    if (!inView) show(boxAround(focus));
  }, [stepKey, focus.length]);
  const scale = () => { const el = ref.current; if (!el) return 1; const r = el.getBoundingClientRect(); return Math.max(vb.w / r.width, vb.h / r.height); };
  const zoom = (f: number, cx?: number, cy?: number) => setVb((b) => {
    const w = Math.min(FRAME.w * 1.1, Math.max(160, b.w * f)), h = b.h * (w / b.w);
    const px = cx ?? b.x + b.w / 2, py = cy ?? b.y + b.h / 2;
    return { x: px - ((px - b.x) * w) / b.w, y: py - ((py - b.y) * h) / b.h, w, h };
  });
  const toSvg = (clientX: number, clientY: number) => {
    const el = ref.current!; const r = el.getBoundingClientRect(); const k = scale();
    const ox = (r.width * k - vb.w) / 2, oy = (r.height * k - vb.h) / 2;
    return { x: vb.x - ox + (clientX - r.left) * k, y: vb.y - oy + (clientY - r.top) * k };
  };
  return (
    <div class="w18-mapwrap">
      <div class="w18-zoom" data-testid="zoom">
        <button data-testid="zoom-in" title={tr(lang, 'Zoom in', '拡大')} onClick={() => zoom(1 / 1.4)}>＋</button>
        <button data-testid="zoom-out" title={tr(lang, 'Zoom out', '縮小')} onClick={() => zoom(1.4)}>－</button>
        {REGIONS.map((r) => <button data-testid={`region-${r.key}`} onClick={() => show(r.box)}>{r[lang]}</button>)}
        {focus.length > 0 && <button data-testid="zoom-choices" class="w18-fitchoices" onClick={() => show(boxAround(focus))}>{tr(lang, 'Show my choices', '選択肢を表示')}</button>}
      </div>
      <svg ref={ref} class="w18-map" viewBox={`${vb.x} ${vb.y} ${vb.w} ${vb.h}`} role="group" aria-label={tr(lang, 'War of 1812 map: Tab or the arrow keys reach the highlighted choices', '1812年戦争マップ: Tabまたは矢印キーで光っている選択肢へ')}
        onKeyDown={arrowFocus}
        font-family="DejaVu Sans, system-ui, sans-serif"
        onWheel={(e) => { e.preventDefault(); const p = toSvg(e.clientX, e.clientY); zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y); }}
        onPointerDown={(e) => { if (e.button !== 0) return; drag.current = { x: e.clientX, y: e.clientY, vb, moved: false, id: e.pointerId }; }}
        onPointerMove={(e) => {
          const d = drag.current; if (!d) return;
          const dx = e.clientX - d.x, dy = e.clientY - d.y;
          if (!d.moved && Math.hypot(dx, dy) < 6) return;
          if (!d.moved) { d.moved = true; try { ref.current?.setPointerCapture(d.id); } catch { /* gone */ } }
          const k = scale();
          setVb({ ...d.vb, x: d.vb.x - dx * k, y: d.vb.y - dy * k });
        }}
        onPointerUp={() => { if (drag.current?.moved) suppress.current = true; drag.current = null; }}
        onPointerCancel={() => { drag.current = null; }}
        onClickCapture={(e) => { if (suppress.current) { suppress.current = false; e.stopPropagation(); e.preventDefault(); } }}>
        <defs><clipPath id="w18-clip"><rect x={FRAME.x} y={FRAME.y} width={FRAME.w} height={FRAME.h} /></clipPath></defs>
        <rect x={FRAME.x - 2000} y={FRAME.y - 2000} width={FRAME.w + 4000} height={FRAME.h + 4000} fill="#a9cbe3" />
        <g clip-path="url(#w18-clip)">
          <g dangerouslySetInnerHTML={{ __html: base }} />
          {children}
        </g>
        <rect x={FRAME.x} y={FRAME.y} width={FRAME.w} height={FRAME.h} fill="none" stroke="#2b2118" stroke-width="1.5" pointer-events="none" />
      </svg>
    </div>
  );
}

/* ---------------- map pieces ---------------- */

function Place({ sp, v, lang, onClick }: { sp: number; v: War1812View; lang: Lang; onClick: () => void }) {
  const p = POS[sp]!;
  const ctrl = v.control[sp] ?? -1;
  const fill = ctrlColour(ctrl);
  const loc = C.loc[sp]!;
  const st = { stroke: '#1a1a1a', 'stroke-width': 1.2 };
  const flags = v.flags[sp] ?? 0;
  const fort = v.fort[sp] ?? 0;
  let sym;
  const { x, y } = p;
  switch (loc) {
    case 1: sym = <><rect x={x - 8} y={y - 8} width="16" height="16" fill={fill} {...st} /><rect x={x - 3.5} y={y - 3.5} width="7" height="7" fill="#fff" /></>; break;
    case 2: sym = <><circle cx={x} cy={y} r="7" fill={fill} {...st} /><circle cx={x} cy={y} r="2.6" fill="#fff" /></>; break;
    case 3: sym = <circle cx={x} cy={y} r="5.2" fill={fill} {...st} />; break;
    case 4: sym = <polygon points={`${x},${y - 7} ${x + 6.5},${y + 5} ${x - 6.5},${y + 5}`} fill={fill} {...st} />; break;
    case 5: sym = <polygon points={[0, 1, 2, 3, 4].map((i) => { const a = ((-90 + i * 72) * Math.PI) / 180; return `${x + 6.5 * Math.cos(a)},${y + 6.5 * Math.sin(a)}`; }).join(' ')} fill={fill} {...st} />; break;
    default: sym = <circle cx={x} cy={y} r="3.5" fill="#fff" stroke={fill} stroke-width="2" />;
  }
  const ctrlWord = ctrl === 0 || ctrl === 1 ? sideName(ctrl, lang) : ctrl === NATIVE ? tr(lang, 'Native', '先住民') : ctrl === SPANISH ? tr(lang, 'Spanish', 'スペイン') : '';
  return (
    <g class="w18-place" data-testid={`place-${C.ids[sp]}`} onClick={onClick} role="img" aria-label={`${spaceName(sp, lang)} — ${ctrlWord}${fort ? tr(lang, `, fort ${fort}`, `、砦${fort}`) : ''}`}>
      <title>{spaceName(sp, lang)} — {ctrlWord}{fort ? tr(lang, `, fort ${fort}`, `、砦${fort}`) : ''}</title>
      <circle cx={x} cy={y} r="11" fill="transparent" />
      {sym}
      {fort > 0 && <><rect x={x + 5} y={y - 15} width="11" height="11" fill="#333" stroke="#fff" stroke-width="0.8" /><text x={x + 10.5} y={y - 6.3} font-size="9" text-anchor="middle" fill="#fff" font-weight="bold">{fort}</text></>}
      {(flags & FLAG.STAR_B) ? <circle cx={x - 10} cy={y - 11} r="8.5" fill="none" stroke={SIDE_COLOUR[0]} stroke-width="2.2" /> : null}
      {(flags & FLAG.STAR_A) ? <circle cx={x - 10} cy={y - 11} r="8.5" fill="none" stroke={SIDE_COLOUR[1]} stroke-width="2.2" /> : null}
      {(flags & FLAG.BURNED) ? <text x={x} y={y + 4} font-size="13" text-anchor="middle" fill="#d84315" font-weight="bold">✷</text> : null}
      {(flags & FLAG.PORT_DESTROYED) ? <text x={x - 6} y={y + 17} font-size="12" text-anchor="end" fill="#b00" font-weight="bold">✕</text> : null}
      {(flags & FLAG.CAPTURED) && loc === 1 ? <rect x={x - 11} y={y - 11} width="22" height="22" fill="none" stroke={fill} stroke-width="2" stroke-dasharray="3 2" /> : null}
    </g>
  );
}

function TribeBadge({ home, status, lang }: { home: number; status: number; lang: Lang }) {
  const p = POS[home]!;
  const word = status === 1 ? tr(lang, 'hostile', '敵対') : status === 2 ? tr(lang, 'subjugated', '屈服') : tr(lang, 'neutral', '中立');
  const fill = status === 1 ? '#c0281e' : status === 2 ? '#555' : '#6b8e23';
  const w = word.length * (lang === 'ja' ? 10 : 5.8) + 8;
  return (
    <g pointer-events="none">
      <rect x={p.x - w / 2} y={p.y - 30} width={w} height="12" rx="6" fill={fill} stroke="#fff" stroke-width="0.8" />
      <text x={p.x} y={p.y - 21} font-size="9" text-anchor="middle" fill="#fff" font-weight="bold">{word}</text>
    </g>
  );
}

function SeaZone({ sp, z, level, lang }: { sp: number; z: number; level: number; lang: Lang }) {
  const p = POS[sp]!;
  const word = level === 2 ? tr(lang, 'FULL BLOCKADE', '完全封鎖') : level === 1 ? tr(lang, 'blockade (partial)', '部分封鎖') : tr(lang, 'no blockade', '封鎖なし');
  const fill = level === 2 ? '#8b1a1a' : level === 1 ? '#d9822b' : '#5b86ab';
  const w = word.length * (lang === 'ja' ? 11 : 6.2) + 10;
  return (
    <g data-testid={`blockade-${z}`} data-level={level} pointer-events="none">
      <rect x={p.x - w / 2} y={p.y + 19} width={w} height="15" rx="7" fill={fill} opacity={level ? 1 : 0.75} />
      <text x={p.x} y={p.y + 30} font-size="10" text-anchor="middle" fill="#fff" font-weight="bold">{word}</text>
    </g>
  );
}

/** A stack's tag: "A 6" (expedition marker and SP), "• 3" (garrison), "⚓2" (lake ships), "+F" / "+R" (invasion fleet, coastal raiders), "+2?" (unit-appearance markers). */
function stackTag(st: Stack): string {
  const sp = landSP(st), ships = shipCount(st);
  const parts: string[] = [];
  parts.push(st.id !== '' ? st.id : '•');
  if (sp) parts.push(String(sp));
  if (ships) parts.push(`⚓${ships}`);
  if (st.u[U.FLEET]) parts.push('+F');
  if (st.u[U.RAIDERS]) parts.push('+R');
  if (!sp && !ships && st.leaders.length) parts.push(`(${st.leaders.length}L)`);
  return parts.join(' ');
}

/** Places whose markers go on the left, their neighbour being close on the right (as the docs map's set-up tags). */
const TAG_LEFT = new Set(['queenston', 'fort-erie', 'amherstburg', 'kingston', 'montreal', 'york', 'prescott']);

function Stacks({ sp, list, v, me, lang, targets, selected, onClick, appear }: {
  sp: number; list: Stack[]; v: War1812View; me: number; lang: Lang; targets: Map<string, A[]>; selected: string | null; onClick: (st: Stack) => void; appear: Map<string, number>;
}) {
  const p = POS[sp]!;
  const lake = C.kind[sp] !== 0;
  // expeditions first, then garrisons; each side's in turn
  const sorted = [...list].sort((a, b) => (a.id === '' ? 1 : 0) - (b.id === '' ? 1 : 0) || a.side - b.side);
  const moverIdx = v.mover ? v.mover.stack : -1;
  const rows: preact.JSX.Element[] = [];
  let k = 0;
  const left = TAG_LEFT.has(C.ids[sp]!);
  const y0 = lake ? p.y + 12 : p.y + 4;
  const xAt = (w: number) => (lake ? p.x - 30 : left ? p.x - 9 - w : p.x + 9);
  for (const st of sorted) {
    const tag = stackTag(st);
    const w = tag.length * 6.4 + 8;
    const x0 = xAt(w);
    const y = y0 + k * 14;
    const exp = st.id !== '';
    const targ = st.side === me && exp && targets.has(st.id);
    const isMover = v.stacks.indexOf(st) === moverIdx;
    const sel = selected === `${st.side}:${st.id}` || isMover;
    const col = SIDE_COLOUR[st.side]!;
    rows.push(
      <g class={`w18-stack ${targ ? 'target' : ''}`} data-testid={exp ? `stack-${st.side}-${st.id}` : `garrison-${st.side}-${sp}`} data-target={targ ? '1' : undefined}
        onClick={(e) => { e.stopPropagation(); onClick(st); }}
        {...(targ ? svgButton(`${tr(lang, 'Activate', '活性化')}: ${stackTitle(st, lang).replace(/\n/g, ', ')}`, () => onClick(st)) : { role: 'img' as const, 'aria-label': stackTitle(st, lang).replace(/\n/g, ', ') })}>
        <title>{stackTitle(st, lang)}</title>
        <rect x={x0} y={y} width={w} height="13" rx={exp ? 2.5 : 6.5} fill={exp ? col : '#fffdf7'} stroke={sel ? '#ffd400' : targ ? '#ff9800' : exp ? '#fff' : col}
          stroke-width={sel || targ ? 3 : exp ? 0.8 : 1.6} />
        <text x={x0 + 4} y={y + 10} font-size="10" font-weight="bold" fill={exp ? '#fff' : col}>{tag}</text>
      </g>,
    );
    k++;
  }
  for (const sd of [0, 1]) {
    const n = appear.get(`${sd}:${sp}`) ?? 0;
    if (!n) continue;
    const own = sd === me;
    const units = own ? v.appear.filter((m) => m.side === sd && m.at === sp).map((m) => unitName(m.unit, lang)) : [];
    const tag = `+${n}?`;
    const w = tag.length * 6.4 + 8;
    const x0 = xAt(w);
    const y = y0 + k * 14;
    rows.push(
      <g class="w18-appear" data-testid={`appear-${sd}-${sp}`}>
        <title>{tr(lang, `${n} ${sideName(sd, lang)} unit-appearance marker(s): they become units at the end of the turn`, `${sideName(sd, lang)}の部隊登場マーカー${n}個: ターン終了時に部隊になる`)}{units.length ? ` (${units.join(', ')})` : ''}</title>
        <rect x={x0} y={y} width={w} height="13" rx="2" fill="#fff" stroke={SIDE_COLOUR[sd]} stroke-width="1.4" stroke-dasharray="3 2" />
        <text x={x0 + 4} y={y + 10} font-size="10" font-weight="bold" fill={SIDE_COLOUR[sd]}>{tag}</text>
      </g>,
    );
    k++;
  }
  return <g>{rows}</g>;
}

function stackTitle(st: Stack, lang: Lang): string {
  const head = st.id !== '' ? tr(lang, `${sideName(st.side, lang)} expedition ${st.id}`, `${sideName(st.side, lang)} 派遣隊${st.id}`) : tr(lang, `${sideName(st.side, lang)} garrison`, `${sideName(st.side, lang)} 守備隊`);
  const leaders = st.leaders.map((l) => `${leaderName(l, lang)} (${leaderRatings(l, lang)})`);
  const units = st.u.map((n, i) => (n ? `${n} ${unitName(i, lang)}` : '')).filter(Boolean);
  return [head, ...leaders, units.join(', ')].filter(Boolean).join('\n');
}

/* ---------------- tracks ---------------- */

function TurnTrack({ v, lang }: { v: War1812View; lang: Lang }) {
  const now = ti(v.year, v.turn);
  const extra = (v.nap === 1 && now > (v.napTurn[1] ?? 99)) || (v.nap === 3 && now > (v.napTurn[3] ?? 99));
  const napAt = (k: number) => (v.nap >= k ? v.napTurn[k]! : ti(...NAPOLEON_DATES[k - 1]!));
  const marks = new Map<number, string[]>();
  const mark = (i: number, s: string) => { const l = marks.get(i) ?? []; l.push(s); marks.set(i, l); };
  const napWords = [tr(lang, 'Napoleon abdicates', 'ナポレオン退位'), tr(lang, 'escapes Elba', 'エルバ脱出'), tr(lang, 'Waterloo', 'ワーテルロー')];
  for (let k = 1; k <= 3; k++) mark(napAt(k), `N${k}${v.nap >= k ? '✓' : '?'}`);
  if (v.nap >= 1) { mark(v.napTurn[1]! + 1, tr(lang, '+Nap.1', '+ナポ1')); mark(v.napTurn[1]! + 2, tr(lang, '+Nap.2', '+ナポ2')); }
  return (
    <div class="w18-turns" data-testid="track">
      <div class="w18-turns-head">
        <strong>{v.year} · {TURN_NAMES[lang][v.turn - 1]}</strong> · {phaseName(v.phase, lang)}
        {v.phase !== 'over' && <> · <span style={{ color: SIDE_COLOUR[v.active === 'british' ? 0 : 1], fontWeight: 700 }}>{tr(lang, `${sideName(v.active, lang)} to act`, `${sideName(v.active, lang)}の番`)}</span></>}
      </div>
      <table class="w18-turn-grid">
        <tbody>
          {[1812, 1813, 1814, 1815].map((y) => (
            <tr>
              <th>{y}</th>
              {[1, 2, 3, 4, 5].map((tn) => {
                const i = ti(y, tn);
                const m = marks.get(i);
                const cls = i === now ? 'now' : i < now ? 'past' : i < ti(1812, 3) ? 'pre' : '';
                return <td class={cls} title={`${TURN_NAMES[lang][tn - 1]} ${y}${m ? ` — ${m.join(', ')}` : ''}`}>{TURN_SHORT[lang][tn - 1]}{m && <span class="w18-nap">{m.join(' ')}</span>}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div class="w18-napline">
        {tr(lang, 'Napoleon', 'ナポレオン')}: {v.nap === 0 ? tr(lang, 'at war in Europe', '欧州で交戦中') : napWords.slice(0, v.nap).join(' → ')}
        {extra && <> · <strong>{tr(lang, 'British +2 cards and play first', 'イギリス軍+2枚・先攻')}</strong></>}
        {v.wellington === 1 ? <> · {tr(lang, 'Wellington in America', 'ウェリントン来援')}</> : v.wellington === 2 ? <> · {tr(lang, 'Wellington held in Europe', 'ウェリントンは欧州に')}</> : null}
        {v.coastalRaiders && <> · {tr(lang, 'coastal raiders ready', '沿岸襲撃者準備')}</>}
      </div>
    </div>
  );
}

function PeaceTrack({ v, lang }: { v: War1812View; lang: Lang }) {
  const p = C.pack.params;
  const boxes = Array.from({ length: p.trackMax + 1 }, (_, i) => i);
  const band = (i: number) => (i <= p.britishDecisive ? 'bd' : i <= p.britishMarginal ? 'bm' : i >= p.americanDecisive ? 'ad' : i >= p.americanMarginal ? 'am' : 'sq');
  const bands: [string, string, string, number, number][] = [
    ['bd', 'British decisive', 'イギリス決定的勝利', 0, p.britishDecisive], ['bm', 'British marginal', 'イギリス辛勝', p.britishDecisive + 1, p.britishMarginal],
    ['sq', 'Status quo (draw)', '戦前の状態(引分)', p.britishMarginal + 1, p.americanMarginal - 1], ['am', 'American marginal', 'アメリカ辛勝', p.americanMarginal, p.americanDecisive - 1],
    ['ad', 'American decisive', 'アメリカ決定的勝利', p.americanDecisive, p.trackMax],
  ];
  return (
    <div class="w18-peace" data-testid="peace">
      <div class="w18-peace-head" title={tr(lang, 'The markers advance toward each other: war weariness moves both, and each side\'s successes push the enemy\'s marker toward its own end. Where they meet, peace is declared; the box where the pair ends after Ghent decides the war.', 'マーカーは互いに近づく: 厭戦は両方を進め、戦果は敵のマーカーを自軍側へ進める。出会うと和平が宣言され、ガン交渉後にペアのいるボックスで戦争の結果が決まる。')}>
        <strong>{tr(lang, 'Peace Track', '和平トラック')}</strong>
        <span> {tr(lang, 'successes push the enemy marker toward your end; where they meet decides the war', '戦果は敵マーカーを自軍側へ。出会った所で結果が決まる')}</span>
        {v.ghent && <span> · {tr(lang, `Ghent: British ${v.ghent.numbers[0]}, American ${v.ghent.numbers[1]}, shift ${v.ghent.shift}, box ${v.ghent.box}`, `ガン交渉: 英${v.ghent.numbers[0]}、米${v.ghent.numbers[1]}、移動${v.ghent.shift}、ボックス${v.ghent.box}`)}</span>}
      </div>
      <div class="w18-peace-boxes">
        {boxes.map((i) => (
          <div class={`w18-box ${band(i)}`} data-testid={`peace-box-${i}`}>
            <span class="n">{i}</span>
            {v.peace[0] === i && <span class="mk gb" data-testid="peace-british" title={tr(lang, 'British peace marker', 'イギリス軍和平マーカー')}>GB</span>}
            {v.peace[1] === i && <span class="mk us" data-testid="peace-american" title={tr(lang, 'American peace marker', 'アメリカ軍和平マーカー')}>US</span>}
            {v.ghent && v.ghent.box === i && <span class="mk pair" data-testid="peace-pair" title={tr(lang, 'The pair of markers after peace (Ghent)', '和平後のマーカーのペア(ガン)')}>⚖</span>}
          </div>
        ))}
      </div>
      <div class="w18-bands">
        {bands.map(([k, en, ja, a, b]) => <span class="w18-bandkey"><span class={`w18-sw ${k}`} />{tr(lang, en, ja)} {a === b ? a : `${a}–${b}`}</span>)}
      </div>
    </div>
  );
}

/* ---------------- side panel ---------------- */

function Choices({ v, t, enabled, lang, run, roadMode, setRoadMode, shiftFrom, setShiftFrom, actions }: {
  v: War1812View; t: { buttons: A[]; roads: Map<number, A[]>; stacks: Map<string, A[]>; zones: Map<number, A[]>; spaces: Map<number, A[]>; shifts: Map<number, A[]>; cards: Map<number, A[]> };
  enabled: boolean; lang: Lang; run: (a: A) => void; roadMode: boolean; setRoadMode: (b: boolean) => void; shiftFrom: number | null; setShiftFrom: (n: number | null) => void;
  actions: A[];
}) {
  if (!actions.length || (actions.every((a) => a.type === 'play') && !v.ops && !v.mover)) return null;
  const o = v.ops;
  const mover = v.mover ? v.stacks[v.mover.stack] : undefined;
  const picks = t.buttons.filter((a) => a.type === 'pick' || a.type === 'drop');
  const kinds = t.buttons.filter((a) => (a.type as string) === 'choose');
  const other = t.buttons.filter((a) => a.type !== 'pick' && a.type !== 'drop' && (a.type as string) !== 'choose');
  const activations = [...t.stacks.values()].flat();
  return (
    <div class="w18-choices card" data-testid="choices">
      {o && v.phase === 'ops' && (
        <p class="w18-opsline" data-testid="ops-left">
          {tr(lang, `${cardTitle(o.card, lang)}: ${o.left} of ${o.value} OPs left`, `${cardTitle(o.card, lang)}: 作戦ポイント 残り${o.left}/${o.value}`)}
          {o.leader >= 0 && <><br /><strong>{tr(lang, `Drawn: ${leaderName(o.leader, lang)} (${leaderRatings(o.leader, lang)}) — click a highlighted place for him`, `引いた指揮官: ${leaderName(o.leader, lang)}(${leaderRatings(o.leader, lang)})— 光っている場所をクリック`)}</strong></>}
        </p>
      )}
      {mover && v.phase === 'move' && (
        <div class="w18-moverline" data-testid="mover">
          <strong>{mover.id ? tr(lang, `Expedition ${mover.id}`, `派遣隊${mover.id}`) : tr(lang, 'Garrison', '守備隊')}</strong> {tr(lang, 'at', '@')} {spaceName(mover.at, lang)}: {tr(lang, `${v.mover!.mp} MP left`, `残り${v.mover!.mp} MP`)}
          <StackBody st={mover} lang={lang} />
          {v.moves.some((m) => m.wilderness || m.battle || m.lake || m.deserters) && (
            <ul class="w18-wild" data-testid="move-preview">
              {v.moves.filter((m) => m.wilderness || m.battle || m.lake || m.deserters).map((m) => (
                <li data-testid={`preview-${m.type}-${m.to}`}>
                  {m.battle || m.lake ? '⚔ ' : m.wilderness ? '⚄ ' : ''}<strong>{describe({ type: m.type, to: m.to } as A, lang)}</strong>
                  {m.wilderness && <div>{wildernessLine(m.wilderness, lang)}</div>}
                  {m.battle && <div>{battleLine(m.battle, lang)}</div>}
                  {m.battle && <div class="muted">{tr(lang, 'Your roll → hits and * against them: ', '自軍の出目→与える損害と*: ')}{resultsByDie(m.battle.aResults, lang)}</div>}
                  {m.lake && <div>{lakeLine(m.lake, lang)}</div>}
                  {m.deserters > 0 && <div>{tr(lang, `${m.deserters} militia roll for desertion first (6.8: 0 none go on, 1–3 half, 4–9 all)`, `民兵${m.deserters}がまず脱走判定(6.8: 0は全員残留、1–3は半数、4–9は全員進む)`)}</div>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {enabled && activations.length > 0 && (
        <div class="w18-group">
          <span class="muted">{tr(lang, 'Activate (or click its marker):', '活性化(マーカーのクリックでも可):')}</span>
          {activations.map((a) => {
            const id = (a as { stack: string }).stack;
            const st = v.stacks.find((x) => x.side === (v.active === 'british' ? 0 : 1) && x.id === id);
            const cmd = st ? commander(C, st.leaders) : -1;
            return <button data-testid={`cmd-activate-${id}`} onClick={() => run(a)} title={st ? stackTitle(st, lang) : ''}>
              {describe(a, lang)}{st ? ` — ${cmd >= 0 ? `${leaderName(cmd, lang)}, ` : ''}${spaceName(st.at, lang)}, ${landSP(st) ? `${landSP(st)} SP` : shipCount(st) ? `⚓${shipCount(st)}` : ''}` : ''}
            </button>;
          })}
        </div>
      )}
      {enabled && kinds.length > 0 && (
        <div class="w18-group">
          <span class="muted">{tr(lang, 'Spend OPs on:', '作戦ポイントの用途:')}</span>
          {kinds.map((a) => <button data-testid={`cmd-choose-${(a as unknown as { what: string }).what}`} onClick={() => run(a)}>{describe(a, lang)}</button>)}
        </div>
      )}
      {enabled && picks.length > 0 && (
        <div class="w18-group">
          <span class="muted">{tr(lang, 'Pick up / drop here:', 'ここで加える/残す:')}</span>
          {picks.map((a) => <button data-testid={`cmd-${a.type}-${(a as { unit: number }).unit}`} onClick={() => run(a)}>{describe(a, lang)}</button>)}
        </div>
      )}
      {enabled && t.roads.size > 0 && (
        <div class="w18-group">
          <button data-testid="cmd-roads" class={roadMode ? 'on' : ''} onClick={() => { setRoadMode(!roadMode); setShiftFrom(null); }}>
            {roadMode ? tr(lang, 'Cancel road building', '道路建設をやめる') : tr(lang, `Build a stage road (2 OPs)… ${t.roads.size} links`, `舗装道路を建設(2 OP)… ${t.roads.size}区間`)}
          </button>
          {roadMode && <span class="muted"> {tr(lang, 'click a highlighted link on the map', '地図上の光っている区間をクリック')}</span>}
        </div>
      )}
      {enabled && shiftFrom !== null && <div class="w18-group"><span>{tr(lang, `Leaderless move from ${spaceName(shiftFrom, lang)}: click a highlighted place`, `${spaceName(shiftFrom, lang)}から指揮官なしの移動: 光っている場所をクリック`)}</span> <button onClick={() => setShiftFrom(null)}>{tr(lang, 'Cancel', 'キャンセル')}</button></div>}
      {enabled && other.length > 0 && other.every((a) => a.type === 'napoleon') && <NapoleonForm list={other} lang={lang} run={run} />}
      {enabled && other.length > 0 && !other.every((a) => a.type === 'napoleon') && (
        <div class="w18-group w18-cmds">
          {other.map((a, i) => {
            // the only choice left (stop with no MP, done): emphasised and focused, Enter takes it
            const sole = actions.length === 1;
            return <button data-testid={`cmd-${a.type}${a.type === 'napoleon' ? `-${i}` : ''}`} data-sole={sole ? '1' : undefined}
              class={`${a.type === 'done' || a.type === 'stop' ? 'w18-end' : ''} ${sole ? 'w18-sole' : ''}`}
              ref={sole ? (el: HTMLButtonElement | null) => el?.focus({ preventScroll: true }) : undefined} onClick={() => run(a)}>{describe(a, lang)}{sole ? ' ⏎' : ''}</button>;
          })}
        </div>
      )}
      {enabled && (
        <details class="w18-all" data-testid="all-choices">
          <summary>{tr(lang, `Every choice as a list (${actions.length})`, `すべての選択肢(${actions.length})`)}</summary>
          <div class="w18-alllist">{actions.map((a, i) => <button data-testid={`all-${i}`} onClick={() => run(a)}>{describe(a, lang)}</button>)}</div>
        </details>
      )}
    </div>
  );
}

/** 11.6: the Napoleon reinforcements chosen field by field (regulars with the fleet, Wellington, where the leaders go). */
function NapoleonForm({ list, lang, run }: { list: A[]; lang: Lang; run: (a: A) => void }) {
  type N = { type: 'napoleon'; fleet: number; wellington: boolean; leaders?: string };
  const opts = list as unknown as N[];
  const fleets = [...new Set(opts.map((a) => a.fleet))];
  const wells = [...new Set(opts.map((a) => a.wellington))];
  const leaders = [...new Set(opts.map((a) => a.leaders ?? ''))];
  const [f, setF] = useState(fleets[0]!);
  const [w, setW] = useState(wells[0]!);
  const [l, setL] = useState(leaders[0]!);
  const pick = opts.find((a) => a.fleet === f && a.wellington === w && (a.leaders ?? '') === l);
  const lw: Record<string, [string, string]> = { pool: ['to the leader pool', '指揮官プールへ'], landing: ['with the troops landed', '上陸部隊とともに'], fleet: ['with the invasion fleet', '侵攻艦隊とともに'] };
  return (
    <div class="w18-nap-form" data-testid="napoleon-form">
      <div class="w18-group"><span class="muted">{tr(lang, 'Regulars with the invasion fleet (of 10):', '侵攻艦隊に乗せる正規兵(10のうち):')}</span>
        {fleets.map((x) => <button class={x === f ? 'on' : ''} data-testid={`nap-fleet-${x}`} onClick={() => setF(x)}>{x}</button>)}</div>
      {wells.length > 1 && <div class="w18-group"><span class="muted">{tr(lang, 'The Duke of Wellington:', 'ウェリントン公:')}</span>
        {wells.map((x) => <button class={x === w ? 'on' : ''} data-testid={`nap-wellington-${x ? 'yes' : 'no'}`} onClick={() => setW(x)}>{x ? tr(lang, 'sent to America', 'アメリカへ送る') : tr(lang, 'held in Europe', '欧州に留める')}</button>)}</div>}
      {leaders.length > 1 && <div class="w18-group"><span class="muted">{tr(lang, 'The new leaders go:', '新しい指揮官:')}</span>
        {leaders.map((x) => <button class={x === l ? 'on' : ''} data-testid={`nap-leaders-${x}`} onClick={() => setL(x)}>{lw[x] ? tr(lang, lw[x]![0], lw[x]![1]) : x}</button>)}</div>}
      <button class="w18-end" data-testid="nap-confirm" disabled={!pick} onClick={() => pick && run(pick as unknown as A)}>{pick ? describe(pick as unknown as A, lang) : '—'}</button>
    </div>
  );
}

function StackBody({ st, lang }: { st: Stack; lang: Lang }) {
  return (
    <div class="w18-stackbody">
      {st.leaders.map((l) => <div class="w18-leader" data-testid={`leader-${l}`}><strong>{leaderName(l, lang)}</strong> <span class="muted">{leaderRatings(l, lang)}</span>{commander(C, st.leaders) === l && st.leaders.length > 1 ? <span class="w18-cmdr"> {tr(lang, 'commands', '指揮')}</span> : null}</div>)}
      <div class="w18-units">{st.u.map((n, i) => (n ? <span class="w18-unit">{n} {unitName(i, lang)}</span> : null))}</div>
    </div>
  );
}

function SpaceDetails({ sp, v, lang, selStack, me, onClose }: { sp: number; v: War1812View; lang: Lang; selStack: string | null; me: number; onClose: () => void }) {
  const d = C.pack.spaces[sp]!;
  const ctrl = v.control[sp] ?? -1;
  const list = v.stacks.filter((st) => st.at === sp).sort((a, b) => (selStack === `${b.side}:${b.id}` ? 1 : 0) - (selStack === `${a.side}:${a.id}` ? 1 : 0));
  const locWords: Record<string, [string, string]> = { major: ['major city', '大都市'], minor: ['minor city', '小都市'], country: ['country town', '地方町'], frontier: ['frontier town', '開拓町'], fort: ['fort position', '砦'] };
  const terrWords: Record<string, [string, string]> = { settled: ['settled', '植民地域'], frontier: ['frontier', '開拓地'], wilderness: ['wilderness', 'ウィルダネス'], indian: ['Civilized Indian area', '文明化インディアン地域'] };
  const flags = v.flags[sp] ?? 0;
  const tribe = C.tribeOf[sp]! >= 0 ? C.tribes[C.tribeOf[sp]!] : undefined;
  const z = C.seas.indexOf(sp);
  const markers = v.appear.filter((m) => m.at === sp);
  return (
    <div class="w18-details card" data-testid="details">
      <button class="w18-close" onClick={onClose} aria-label={tr(lang, 'Close', '閉じる')}>×</button>
      <h3>{spaceName(sp, lang)}</h3>
      <p class="muted">
        {[
          d.location ? tr(lang, locWords[d.location]![0], locWords[d.location]![1]) : '',
          d.terrain ? tr(lang, terrWords[d.terrain]![0], terrWords[d.terrain]![1]) : d.kind === 'lake' ? tr(lang, 'lake', '湖') : d.kind === 'sea' ? tr(lang, 'sea zone', '海上ゾーン') : '',
          ctrl === 0 || ctrl === 1 ? tr(lang, `held by the ${sideName(ctrl, lang)}`, `${sideName(ctrl, lang)}の支配`) : ctrl === NATIVE ? tr(lang, 'native land', '先住民の地') : ctrl === SPANISH ? tr(lang, 'Spanish', 'スペイン領') : '',
          v.fort[sp] ? tr(lang, `fort level ${v.fort[sp]}`, `砦レベル${v.fort[sp]}`) : '',
          d.star ? tr(lang, 'objective ★', '目標★') + (flags & FLAG.STAR_B ? tr(lang, ' (taken by the British)', '(英軍が奪取)') : flags & FLAG.STAR_A ? tr(lang, ' (taken by the Americans)', '(米軍が奪取)') : '') : '',
          d.supplySource ? tr(lang, `${sideName(d.supplySource, lang)} supply source`, `${sideName(d.supplySource, lang)}の補給源`) : '',
          d.lakePort ? tr(lang, `port on ${spaceName(C.index[d.lakePort]!, lang)}`, `${spaceName(C.index[d.lakePort]!, lang)}の港`) + (flags & FLAG.PORT_DESTROYED ? tr(lang, ' (destroyed)', '(破壊)') : '') : '',
          tribe ? `${lang === 'ja' ? tribe.nameJa : tribe.name}: ${[tr(lang, 'neutral', '中立'), tr(lang, 'hostile', '敵対'), tr(lang, 'subjugated', '屈服')][v.tribes[C.tribeOf[sp]!] ?? 0]}` : '',
          z >= 0 ? [tr(lang, 'no blockade', '封鎖なし'), tr(lang, 'partial blockade', '部分封鎖'), tr(lang, 'full blockade', '完全封鎖')][v.blockade[z] ?? 0] : '',
          flags & FLAG.BURNED ? tr(lang, 'burned', '焼き討ち済み') : '', flags & FLAG.CAPTURED ? tr(lang, 'captured', '占領') : '',
        ].filter(Boolean).join(' · ')}
      </p>
      <p class="muted w18-src" data-testid="space-prov">{tr(lang, 'Source', '出典')}: {tr(lang, PROV_WORDS[d.prov]?.[0] ?? d.prov, PROV_WORDS[d.prov]?.[1] ?? d.prov)}{'source' in d && d.source ? ` — ${String(d.source)}` : ''}</p>
      {list.length === 0 && markers.length === 0 && <p class="muted">{tr(lang, 'No troops here.', '部隊なし。')}</p>}
      {list.map((st) => (
        <div class={`w18-stackcard ${st.side === 0 ? 'gb' : 'us'}`} data-testid={`detail-${st.side}-${st.id || 'g'}`}>
          <div class="w18-stackhead">{st.id ? tr(lang, `${sideName(st.side, lang)} expedition ${st.id}`, `${sideName(st.side, lang)} 派遣隊${st.id}`) : tr(lang, `${sideName(st.side, lang)} garrison (no leader)`, `${sideName(st.side, lang)} 守備隊(指揮官なし)`)}</div>
          <StackBody st={st} lang={lang} />
        </div>
      ))}
      {markers.length > 0 && <p>{[0, 1].map((sd) => {
        const mine = markers.filter((m) => m.side === sd);
        if (!mine.length) return null;
        return <span>{tr(lang, `${sideName(sd, lang)} unit-appearance markers: ${mine.length}`, `${sideName(sd, lang)}の部隊登場マーカー: ${mine.length}`)}{sd === me ? ` (${mine.map((m) => unitName(m.unit, lang)).join(', ')})` : ''}. </span>;
      })}</p>}
      {v.builds.filter((b) => b.port === sp).map((b) => <p>{tr(lang, `${sideName(b.side, lang)} ${unitName(b.unit, lang)} on the stocks: ${b.steps} card(s) to launch`, `${sideName(b.side, lang)}の${unitName(b.unit, lang)}建造中: 進水まで${b.steps}`)}</p>)}
    </div>
  );
}

function Hand({ v, t, enabled, lang, run, me }: { v: War1812View; t: Map<number, A[]>; enabled: boolean; lang: Lang; run: (a: A) => void; me: number }) {
  if (me < 0) return null;
  return (
    <div class="w18-hand card" data-testid="hand">
      <h3>{tr(lang, `Your cards (${v.hand.length})`, `手札(${v.hand.length}枚)`)}</h3>
      {v.hand.length === 0 && <p class="muted">{tr(lang, 'No cards in hand.', '手札なし。')}</p>}
      <div class="w18-cards">
        {v.hand.map((id) => {
          const k = C.cards[id];
          const list = t.get(id) ?? [];
          const ev = list.find((a) => a.type === 'play' && a.use === 'event');
          const ops = list.find((a) => a.type === 'play' && a.use === 'ops');
          const sideCls = k?.side === 'british' ? 'gb' : k?.side === 'american' ? 'us' : 'either';
          return (
            <div class={`w18-card ${sideCls} ${enabled && list.length ? 'live' : ''}`} data-testid={`card-${id}`}>
              <div class="w18-card-top"><span class="w18-ops" title={tr(lang, 'Operations Points', '作戦ポイント')}>{k?.ops}</span>
                <span class="w18-card-title">{cardTitle(id, lang)}</span></div>
              <div class="w18-card-side">{k?.side === 'either' ? tr(lang, 'either side\'s event', '両軍のイヴェント') : tr(lang, `${sideName(k?.side ?? '', lang)} event`, `${sideName(k?.side ?? '', lang)}のイヴェント`)}{k?.remove ? tr(lang, ' · removed after its event', '・イヴェント後除去') : ''}{k?.peace ? tr(lang, ' · peace', '・和平') : ''}</div>
              <div class="w18-card-text" title={cardText(id, lang)} tabIndex={0} role="button" aria-expanded="false"
                onClick={(e) => { const el = e.currentTarget as HTMLElement; el.setAttribute('aria-expanded', String(el.classList.toggle('open'))); }}
                onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); (e.currentTarget as HTMLElement).click(); } }}>{cardText(id, lang)}</div>
              {enabled && ops && !ev && k && <div class="w18-card-why">{eventWhy(k, me, v, lang)}</div>}
              <div class="w18-card-btns">
                <button data-testid={`play-${id}-event`} aria-label={`${tr(lang, 'Event', 'イヴェント')}: ${cardTitle(id, lang)}`} disabled={!enabled || !ev} onClick={() => ev && run(ev)} title={!ev ? tr(lang, 'not playable as an event now', '今はイヴェントとしてプレイできない') : ''}>{tr(lang, 'Event', 'イヴェント')}</button>
                <button data-testid={`play-${id}-ops`} aria-label={`${tr(lang, `${k?.ops} OPs`, `作戦${k?.ops}`)}: ${cardTitle(id, lang)}`} disabled={!enabled || !ops} onClick={() => ops && run(ops)}>{tr(lang, `${k?.ops} OPs`, `作戦${k?.ops}`)}</button>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The Force Display (open information): every expedition of both sides with its leaders and units; a click shows it on the map. */
function ForceDisplay({ v, lang, goTo }: { v: War1812View; lang: Lang; goTo: (sp: number) => void }) {
  return (
    <details class="w18-force card" data-testid="force-display">
      <summary><strong>{tr(lang, 'Force Display (both sides)', 'フォース・ディスプレイ(両軍)')}</strong></summary>
      {[0, 1].map((sd) => {
        const exps = v.stacks.filter((st) => st.side === sd && st.id !== '');
        const garrisons = v.stacks.filter((st) => st.side === sd && st.id === '');
        const gsp = garrisons.reduce((n, st) => n + landSP(st), 0);
        return (
          <div class={`w18-force-side ${sd === 0 ? 'gb' : 'us'}`}>
            <h4>{sideName(sd, lang)}: {tr(lang, `${exps.length} expeditions; garrisons ${gsp} SP in ${garrisons.length} places`, `派遣隊${exps.length}、守備隊${garrisons.length}か所${gsp}ポイント`)}</h4>
            {exps.map((st) => (
              <button class="w18-force-row" data-testid={`force-${sd}-${st.id}`} onClick={() => goTo(st.at)}>
                <span class={`w18-chip ${sd === 0 ? 'gb' : 'us'}`}>{st.id}</span> <strong>{spaceName(st.at, lang)}</strong>
                {st.leaders.length > 0 && <> · {st.leaders.map((l) => `${leaderName(l, lang)} ${C.lInit[l]}/${'★'.repeat(C.lRank[l]!)}/${C.lTac[l]}`).join(', ')}</>}
                <br /><span class="muted">{st.u.map((n, i) => (n ? `${n} ${unitName(i, lang)}` : '')).filter(Boolean).join(', ') || tr(lang, 'no units', '部隊なし')}</span>
              </button>
            ))}
          </div>
        );
      })}
      <p class="muted">{tr(lang, 'Leader ratings: initiative / rank / tactics.', '指揮官の数値: 主導力/階級/戦術。')}</p>
    </details>
  );
}

/** 12.x: the peace and the Ghent negotiation step by step, from the log the player received, and the result. */
function Ghent({ v, log, lang, result }: { v: War1812View; log: LogEntry[]; lang: Lang; result: string }) {
  const met = log.find((e) => e.key === 'w.peace')?.params?.box;
  const flags = log.filter((e) => e.key === 'w.flag');
  const moves = log.filter((e) => e.key === 'w.pairMoves' && (e.params as { why?: string })?.why !== 'why-ghent');
  const g = v.ghent!;
  const p = C.pack.params;
  const band = (b: number) => (b <= p.britishDecisive ? tr(lang, 'British decisive', 'イギリス決定的勝利') : b <= p.britishMarginal ? tr(lang, 'British marginal', 'イギリス辛勝')
    : b >= p.americanDecisive ? tr(lang, 'American decisive', 'アメリカ決定的勝利') : b >= p.americanMarginal ? tr(lang, 'American marginal', 'アメリカ辛勝') : tr(lang, 'status quo (a draw)', '戦前の状態(引分)'));
  const diff = Math.abs(g.numbers[0] - g.numbers[1]);
  const toward = g.numbers[0] > g.numbers[1] ? 0 : 1;
  return (
    <section class={`w18-ghent card ${v.phase === 'over' ? 'over' : ''}`} data-testid="ghent" aria-labelledby="w18-ghent-h">
      <h2 id="w18-ghent-h">{v.phase === 'over' ? tr(lang, `The Treaty of Ghent: ${result || band(g.box)}`, `ガン条約: ${result || band(g.box)}`) : tr(lang, 'Peace is declared: the negotiations at Ghent', '和平宣言: ガンでの和平交渉')}</h2>
      <ol>
        {met !== undefined && <li>{tr(lang, `The peace markers met in box ${met} (${band(Number(met))}) [12.1].`, `和平マーカーがボックス${met}(${band(Number(met))})で出会った [12.1]。`)}</li>}
        <li>{tr(lang, `Flags for supply: ${flags.length} place(s) that could not trace supply changed hands [12.2].`, `補給の旗: 補給を引けない${flags.length}か所の支配が変わった [12.2]。`)}</li>
        <li data-testid="ghent-numbers">{tr(lang,
          `Ghent numbers [12.3]: British ${g.numbers[0]}, American ${g.numbers[1]} (each enemy area held: major city 4, minor city 3, country or frontier town 2, other 1, western wilderness 1; +4 per hostile tribe for the British, +2 per subjugated tribe for the Americans). Difference ${diff} ÷ 4, rounded up: the pair moves ${g.shift} box(es)${g.shift ? ` toward the ${sideName(toward, lang)}` : ''}.`,
          `ガンの数値 [12.3]: イギリス軍${g.numbers[0]}、アメリカ軍${g.numbers[1]}(保持する敵地: 大都市4、小都市3、地方町・開拓町2、その他1、西方ウィルダネス1。イギリス軍は敵対部族ごとに+4、アメリカ軍は屈服部族ごとに+2)。差${diff}÷4切り上げ: ペアは${g.shift}ボックス${g.shift ? `${sideName(toward, lang)}側へ` : ''}移動。`)}</li>
        <li>{tr(lang, `Last cards [12.4]: each side plays one more card or none (no peace events)${moves.length ? `; the pair moved ${moves.length} time(s) by them` : ''}.`, `最後のカード [12.4]: 各軍がもう1枚プレイするか、しない(和平イヴェント不可)${moves.length ? `。それによりペアが${moves.length}回移動` : ''}。`)}</li>
        <li><strong>{v.phase === 'over' ? tr(lang, `The pair ends in box ${g.box}: ${band(g.box)} [12.5].`, `ペアはボックス${g.box}で終わった: ${band(g.box)} [12.5]。`)
          : tr(lang, `The pair stands in box ${g.box} (${band(g.box)}); the box it ends in decides the war [12.5].`, `ペアは現在ボックス${g.box}(${band(g.box)})。終わったボックスで戦争の結果が決まる [12.5]。`)}</strong></li>
      </ol>
    </section>
  );
}

/** Where the data come from (the pack's provenance of every value): a player must know what is the publisher's and what is ours. */
function Provenance({ lang }: { lang: Lang }) {
  const count = (l: { prov: string }[]) => {
    const n: Record<string, number> = {};
    for (const x of l) n[x.prov] = (n[x.prov] ?? 0) + 1;
    return (['chart', 'fact', 'design'] as const).filter((k) => n[k]).map((k) => `${n[k]} ${tr(lang, PROV_WORDS[k]![0], PROV_WORDS[k]![1])}`).join(', ');
  };
  return (
    <details class="w18-prov" data-testid="provenance">
      <summary>{tr(lang, 'Reconstruction: only the player-aid charts survive. What is the publisher\'s and what is Muster\'s design ▸', '再構成: 現存するのはプレイヤー補助チャートのみ。出版社のものとMusterの設計の区別 ▸')}</summary>
      <p>{lang === 'ja' ? pack.notice.ja : pack.notice.en}</p>
      <ul>
        <li>{tr(lang, 'Places', '場所')}: {count(pack.spaces)}</li>
        <li>{tr(lang, 'Leaders (who and where)', '指揮官(人物と場所)')}: {count(pack.leaders)}; {tr(lang, 'their ratings off the charts are design', 'チャートにない数値は設計')}</li>
        <li>{tr(lang, 'Routes between places', '場所の間の経路')}: {count(pack.connections)}</li>
        <li>{tr(lang, `Cards: all ${C.cards.filter(Boolean).length} designed from the history of the war`, `カード: ${C.cards.filter(Boolean).length}枚すべて戦史に基づく設計`)}</li>
        <li>{tr(lang, 'Rules: every chart entry is enforced as printed; the rest is designed on them, rule by rule', 'ルール: チャートの全項目を記載どおり適用し、残りはそれに基づき1項目ずつ設計')}</li>
      </ul>
      <p>{tr(lang, 'Every value with its source: ', '各値の出典: ')}<a href="#/docs/war1812-data" data-testid="prov-data">{tr(lang, 'the data notes', 'データ資料')}</a>
        {tr(lang, '; every rule, chart entry or design: ', '、各ルール(チャートか設計か): ')}<a href="#/docs/war1812-rules" data-testid="prov-rules">{tr(lang, 'the rules', 'ルール')}</a>
        {tr(lang, '. Click a place on the map to see its own source.', '。地図上の場所をクリックするとその出典を表示。')}</p>
    </details>
  );
}
const PROV_WORDS: Record<string, [string, string]> = { chart: ['from the surviving charts', '現存チャートから'], fact: ['historical fact (cited)', '史実(出典あり)'], design: ['Muster\'s design', 'Musterの設計'] };

/** The port chart: each lake, the squadrons on it, its ports with their shipyards and the ships on the stocks. */
function PortChart({ v, lang, goTo }: { v: War1812View; lang: Lang; goTo: (sp: number) => void }) {
  return (
    <details class="w18-ports card" data-testid="port-chart">
      <summary><strong>{tr(lang, 'Lakes and ports', '湖と港')}</strong></summary>
      {C.lakes.map((lake) => {
        const onLake = v.stacks.filter((st) => st.at === lake);
        return (
          <div class="w18-lake">
            <h4><button class="link" onClick={() => goTo(lake)}>{spaceName(lake, lang)}</button>{v.turn === 1 ? tr(lang, ' (frozen in winter)', '(冬は凍結)') : ''}</h4>
            {onLake.length > 0 && <p>{tr(lang, 'On the lake', '湖上')}: {onLake.map((st) => `${sideName(st.side, lang)} ${st.id} ⚓${shipCount(st)}`).join('; ')}</p>}
            <ul>
              {(C.portsOfLake[lake] ?? []).map((p) => {
                const f = v.flags[p] ?? 0;
                const ctrl = v.control[p] ?? -1;
                const status = f & FLAG.PORT_DESTROYED ? tr(lang, 'destroyed (3 OPs to repair)', '破壊(修理3 OP)')
                  : C.portCost[p] === 0 || f & FLAG.PORT_ACTIVE ? tr(lang, 'shipyard working', '造船所稼働')
                    : tr(lang, `shipyard closed (${C.portCost[p]} OPs to open)`, `造船所休止(開設${C.portCost[p]} OP)`);
                const ships = v.stacks.filter((st) => st.at === p && shipCount(st) > 0).map((st) => `${st.id || '•'} ⚓${shipCount(st)}`);
                const builds = v.builds.filter((b) => b.port === p).map((b) => tr(lang, `${unitName(b.unit, lang)} (${b.steps} to go)`, `${unitName(b.unit, lang)}(残り${b.steps})`));
                return <li><button class="link" onClick={() => goTo(p)} style={{ color: ctrlColour(ctrl) }}>{spaceName(p, lang)}</button>: {status}{ships.length ? ` · ${ships.join(', ')}` : ''}{builds.length ? ` · ${tr(lang, 'building', '建造中')} ${builds.join(', ')}` : ''}</li>;
              })}
            </ul>
          </div>
        );
      })}
    </details>
  );
}

/** Why a card in hand cannot be played for its event now (the engine offers its OPs only). */
function eventWhy(k: { side: string; peace?: boolean; napoleon?: number; needsNapoleon?: number }, me: number, v: War1812View, lang: Lang): string {
  const mine = me === 0 ? 'british' : 'american';
  if (k.side !== 'either' && k.side !== mine) return tr(lang, `the ${sideName(k.side, lang)} player's event: OPs only`, `${sideName(k.side, lang)}のイヴェント: 作戦ポイントのみ`);
  if (v.ghent && k.peace) return tr(lang, 'no peace event with the last card', '最後のカードでは和平イヴェント不可');
  if (k.napoleon || k.needsNapoleon) return tr(lang, 'Napoleon\'s events come in order', 'ナポレオンのイヴェントは順番どおり');
  return tr(lang, 'its event cannot be played now', '今はイヴェントとしてプレイできない');
}

function Counts({ v, lang }: { v: War1812View; lang: Lang }) {
  const pools = [0, 1].map((sd) => v.pool[sd]!.map((l) => leaderName(l, lang)).join(', ') || '—');
  return (
    <div class="w18-counts card" data-testid="counts">
      <p>{tr(lang, `Deck ${v.deckCount} · discards ${v.discard.length} · removed ${v.removed.length}`, `山札${v.deckCount}・捨て札${v.discard.length}・除去${v.removed.length}`)}
        <br />{tr(lang, `Cards in hand: British ${v.handCounts[0]}, American ${v.handCounts[1]}`, `手札: イギリス軍${v.handCounts[0]}、アメリカ軍${v.handCounts[1]}`)}</p>
      {v.discard.length > 0 && <p class="muted">{tr(lang, 'Last discard', '最後の捨て札')}: {cardTitle(v.discard[v.discard.length - 1]!, lang)}</p>}
      <details><summary>{tr(lang, 'Leader pools', '指揮官プール')}</summary>
        <p><span style={{ color: SIDE_COLOUR[0] }}>{sideName(0, lang)}</span>: {pools[0]}</p>
        <p><span style={{ color: SIDE_COLOUR[1] }}>{sideName(1, lang)}</span>: {pools[1]}</p>
      </details>
    </div>
  );
}

/** The latest rolls of the log (battles, wilderness moves, local militia), explained. */
function recentRolls(log: LogEntry[]): LogEntry[] {
  const keys = new Set(['w.battle', 'w.battleFort', 'w.lakeBattle', 'w.wildernessOk', 'w.wildernessFail', 'w.localMilitia', 'w.warriors', 'w.attackerWins', 'w.defenderWins', 'w.majorBattle', 'w.devastating', 'w.desertion']);
  const out: LogEntry[] = [];
  for (let i = log.length - 1; i >= 0 && out.length < 8; i--) if (keys.has(log[i]!.key)) out.unshift(log[i]!);
  return out;
}

function Rolls({ entries, lang }: { entries: LogEntry[]; lang: Lang }) {
  return (
    <div class="w18-rolls card" data-testid="rolls">
      <h3>{tr(lang, 'Battles and rolls', '戦闘と判定')}</h3>
      {entries.length === 0 && <p class="muted">{tr(lang, 'No battle or wilderness roll yet.', 'まだ戦闘やウィルダネス判定はない。')}</p>}
      {entries.map((e) => {
        const p = (e.params ?? {}) as Record<string, unknown>;
        if (e.key === 'w.battle' || e.key === 'w.battleFort') return <div class="w18-roll battle">{battleExplained(p, lang).map((l, i) => (i === 0 ? <strong>{l}</strong> : <div>{l}</div>))}</div>;
        if (e.key === 'w.wildernessOk' || e.key === 'w.wildernessFail') {
          const m: Record<string, number> = {};
          for (const x of Array.isArray(p.mods) ? (p.mods as string[]) : []) { const [k, n] = x.split(' '); if (k) m[k] = Number(n); }
          const mods = modsText(m, lang);
          return <div class="w18-roll">{tr(lang, `Wilderness move to ${spaceName(Number(p.to), lang)}: roll ${p.die}${mods ? ` ${mods}` : ''} = ${p.total}: ${e.key === 'w.wildernessOk' ? 'success (7+)' : 'failure (below 7): the expedition stays'}`,
            `${spaceName(Number(p.to), lang)}へのウィルダネス移動: 出目${p.die}${mods ? ` ${mods}` : ''} = ${p.total}: ${e.key === 'w.wildernessOk' ? '成功(7以上)' : '失敗(7未満): その場に留まる'}`)}</div>;
        }
        const l = logEntry(e, lang);
        const words = (l.params ?? {}) as Record<string, unknown>;
        return <div class="w18-roll">{simple(e.key, words, lang)}</div>;
      })}
      <details><summary>{tr(lang, 'How combat works (hits and *)', '戦闘の仕組み(損害と*)')}</summary>
        <ul>{COMBAT_KEY[lang].map((l) => <li>{l}</li>)}</ul>
      </details>
    </div>
  );
}

function simple(key: string, p: Record<string, unknown>, lang: Lang): string {
  const sd = (x: unknown) => sideName(String(x), lang);
  switch (key) {
    case 'w.attackerWins': return tr(lang, `${sd(p.side)} win at ${p.at}: inflicted ${p.onD} SP against ${p.onA}.`, `${sd(p.side)}が${p.at}で勝利: 与えた損害${p.onD}対${p.onA}。`);
    case 'w.defenderWins': return tr(lang, `${sd(p.side)} hold ${p.at}: inflicted ${p.onA} SP against ${p.onD}.`, `${sd(p.side)}が${p.at}を守った: 与えた損害${p.onA}対${p.onD}。`);
    case 'w.majorBattle': return tr(lang, `Major battle won by the ${sd(p.side)} (2 more * than the loser).`, `${sd(p.side)}の大規模戦闘の勝利(敗者より*が2つ多い)。`);
    case 'w.devastating': return tr(lang, `Devastating loss for the ${sd(p.side)} at ${p.at}: an expedition wiped out.`, `${sd(p.side)}の破滅的損失(${p.at}): 派遣隊全滅。`);
    case 'w.localMilitia': return tr(lang, `Local militia at ${p.at}: roll ${p.die} → ${p.n} SP join the defence.`, `${p.at}の地方民兵: 出目${p.die} → ${p.n}ポイントが防戦に加わる。`);
    case 'w.warriors': return tr(lang, `Tribal warriors at ${p.at}: roll ${p.die} → ${p.n} SP.`, `${p.at}の部族戦士: 出目${p.die} → ${p.n}ポイント。`);
    case 'w.desertion': return tr(lang, `${sd(p.side)} militia crossing the border: roll ${p.die} → ${p.go} of ${p.n} go on (0: none, 1–3: half, 4–9: all).`, `${sd(p.side)}の民兵の越境: 出目${p.die} → ${p.n}のうち${p.go}が進む(0: なし、1–3: 半数、4–9: 全員)。`);
    case 'w.lakeBattle': return tr(lang, `Lake battle on ${p.at}: attacker ${p.aSP} SP rolls ${p.aDie}+${p.aMod}, defender ${p.dSP} SP rolls ${p.dDie}+${p.dMod}; losses ${p.sunkA} / ${p.sunkD}.`, `${p.at}の湖上戦闘: 攻撃側${p.aSP}ポイント ${p.aDie}+${p.aMod}、防御側${p.dSP}ポイント ${p.dDie}+${p.dMod}; 損失${p.sunkA}/${p.sunkD}。`);
    default: return key;
  }
}

function Legend({ lang }: { lang: Lang }) {
  return (
    <details class="w18-legend" data-testid="legend">
      <summary>{tr(lang, 'Map key', '凡例')}</summary>
      <ul>
        <li><span class="sw" style={{ background: '#2266b0' }} /> {tr(lang, 'river / lake shore (1 MP); dotted blue: Great Lakes / Mississippi line (wilderness roll +2)', '河川・湖岸(1 MP)、青点線: 五大湖・ミシシッピ線(ウィルダネス判定+2)')}</li>
        <li><span class="sw" style={{ background: '#6b3a12', height: '5px' }} /> {tr(lang, 'stage road (1 MP)', '舗装道路(1 MP)')} · <span class="sw dash" style={{ borderColor: '#8a5a2a' }} /> {tr(lang, 'settled / frontier road (2 MP)', '植民地域・開拓道路(2 MP)')}</li>
        <li><span class="sw dot" style={{ borderColor: '#2e7d32' }} /> {tr(lang, 'wilderness trail (Indians, voyageurs, rangers; wilderness roll)', 'ウィルダネス小道(インディアン・猟兵・レインジャー、判定あり)')} · <span class="sw dot" style={{ borderColor: '#c0281e' }} /> {tr(lang, 'Civilized Indian boundary (4 MP)', '文明化インディアン境界(4 MP)')}</li>
        <li>{tr(lang, '■ major city · ● minor city · • country town · ▲ frontier town · ⬟ fort position; colour = who holds it (red British, blue American, brown native, gold Spanish); dark box = fort level; ★ objective (ring = taken)', '■大都市・●小都市・•地方町・▲開拓町・⬟砦、色=支配者(赤英・青米・茶先住民・金スペイン)、黒い箱=砦レベル、★目標(輪=奪取済み)')}</li>
        <li>{tr(lang, 'Markers: "A 6" expedition A with 6 SP (solid); "C (1L)" an expedition of one leader without troops; "• 3" garrison without a leader; ⚓ lake ships, +F invasion fleet, +R coastal raiders; "+2?" unit-appearance markers. Click a marker or a place to see leaders and units.', 'マーカー:「A 6」=派遣隊A・6ポイント、「C (1L)」=部隊のない指揮官1人の派遣隊、「• 3」=指揮官なしの守備隊、⚓=湖上艦船、+F=侵攻艦隊、+R=沿岸襲撃者、「+2?」=部隊登場マーカー。マーカーや場所をクリックすると指揮官と部隊を表示。')}</li>
        <li>{tr(lang, 'Drag to pan, wheel or ＋/－ to zoom. Highlighted (yellow) places are your choices; ⚄ % = chance of success of a wilderness roll.', 'ドラッグで移動、ホイールまたは＋/－で拡大縮小。黄色の場所が選択肢、⚄%=ウィルダネス判定の成功率。')}</li>
      </ul>
    </details>
  );
}

function promptFor(v: War1812View, actions: A[], side: string, lang: Lang, shiftFrom: number | null, roadMode: boolean, result: string): string {
  if (v.phase === 'over') return tr(lang, `The war is over: ${result || 'see the Peace Track'}.`, `戦争終結: ${result || '和平トラックを参照'}。`);
  if (side === 'observer') return tr(lang, `Watching: ${phaseName(v.phase, lang)}, ${sideName(v.active, lang)} to act.`, `観戦中: ${phaseName(v.phase, lang)}、${sideName(v.active, lang)}の番。`);
  if (!actions.length) return tr(lang, `Waiting for the ${sideName(v.active, lang)} player (${phaseName(v.phase, lang)}).`, `${sideName(v.active, lang)}の手番を待っています(${phaseName(v.phase, lang)})。`);
  if (shiftFrom !== null) return tr(lang, `Move 1 SP from ${spaceName(shiftFrom, lang)} without a leader: click a highlighted neighbour.`, `${spaceName(shiftFrom, lang)}から指揮官なしで1ポイント移動: 光っている隣接地をクリック。`);
  if (roadMode) return tr(lang, 'Build a stage road: click a highlighted link on the map.', '舗装道路の建設: 地図上の光っている区間をクリック。');
  switch (v.phase) {
    case 'play': return tr(lang, 'Play a card: press Event (its text) or OPs (its Operations Points) on one of your cards.', 'カードをプレイ: 手札のカードの「イヴェント」または「作戦」を押す。');
    case 'lastcard': return tr(lang, 'Peace is declared: play your last card (no peace events) or play none.', '和平が宣言された: 最後のカードをプレイする(和平イヴェント不可)か、しない。');
    case 'ops': {
      const o = v.ops!;
      const pick = (o as { pick?: string | null }).pick;
      if (pick) {
        const what: Record<string, [string, string]> = {
          fort: ['Fort: click a highlighted place to build or upgrade its fort (the whole card)', '砦: 建設・補強する場所をクリック(カード全体)'],
          raise: ['Raise units: click a highlighted place of yours', '部隊の登場: 光っている自軍の場所をクリック'],
          shift: ['Leaderless move: click the place the SP leave, then where they go', '指揮官なしの移動: 出発地、次に移動先をクリック'],
          road: ['Stage road: click a highlighted link on the map', '舗装道路: 地図上の光っている区間をクリック'],
          blockade: ['Blockade: click a highlighted sea zone', '封鎖: 光っている海上ゾーンをクリック'],
          privateers: ['Privateers: click a highlighted sea zone', '私掠船: 光っている海上ゾーンをクリック'],
          ships: ['Lake ships: click a highlighted port', '湖上艦船: 光っている港をクリック'],
        };
        const w = what[pick];
        if (w) return tr(lang, `${w[0]} (${o.left} OPs left).`, `${w[1]}(残り${o.left} OP)。`);
      }
      if (o.leader >= 0) return tr(lang, `Place ${leaderName(o.leader, lang)}: click a highlighted place.`, `${leaderName(o.leader, lang)}を配置: 光っている場所をクリック。`);
      if (actions.some((a) => (a.type as string) === 'choose')) {
        return tr(lang, `${o.left} OPs to spend: choose what for on the right (then click where on the map), or click a highlighted expedition to activate it (takes the whole card); Done ends the card.`,
          `作戦ポイント残り${o.left}: 右で用途を選び(次に地図上の場所をクリック)、または光っている派遣隊をクリックして活性化(カード全体)。「終了」でカードを終える。`);
      }
      return tr(lang, `${o.left} OPs to spend: click a highlighted place (raise units, fort, shipyard, leaderless move…), a highlighted expedition to activate it (the whole card), a sea zone, or a choice on the right; Done ends the card.`,
        `作戦ポイント残り${o.left}: 光っている場所(部隊の登場、砦、造船、指揮官なしの移動…)、活性化する派遣隊(カード全体)、海上ゾーン、または右の選択肢をクリック。「終了」でカードを終える。`);
    }
    case 'move': {
      const st = v.mover ? v.stacks[v.mover.stack] : undefined;
      if (!actions.some((a) => 'to' in a)) {
        return actions.length === 1
          ? tr(lang, `${st?.id ? `Expedition ${st.id}` : 'The expedition'} can go no further: press Stop (or Enter).`, `${st?.id ? `派遣隊${st.id}` : '派遣隊'}はこれ以上進めない:「移動終了」を押す(またはEnter)。`)
          : tr(lang, `${st?.id ? `Expedition ${st.id}` : 'The expedition'} can go no further: pick up or drop units here, or Stop.`, `${st?.id ? `派遣隊${st.id}` : '派遣隊'}はこれ以上進めない: ここで部隊を加える/残す、または移動終了。`);
      }
      return tr(lang, `Move ${st?.id ? `expedition ${st.id}` : 'the expedition'} (${v.mover?.mp ?? 0} MP left): click a highlighted place, pick up or drop units, or Stop.`,
        `${st?.id ? `派遣隊${st.id}` : '派遣隊'}を移動(残り${v.mover?.mp ?? 0} MP): 光っている場所をクリック、部隊を加える/残す、または移動終了。`);
    }
    case 'activate': return tr(lang, 'The event activates one of your expeditions: click a highlighted marker, or choose none (done).', 'イヴェントで派遣隊を1つ活性化: 光っているマーカーをクリック、または終了。');
    case 'napoleon': return tr(lang, 'Napoleon reinforcements (10 regular SP): choose how many sail with the invasion fleet, whether Wellington comes and where the new leaders go, then confirm.', 'ナポレオン増援(正規兵10ポイント): 侵攻艦隊に乗せる数、ウェリントンを送るか、新しい指揮官の行き先を選び、確定する。');
  }
  return tr(lang, 'Your move.', 'あなたの手番。');
}

