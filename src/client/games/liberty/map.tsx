/**
 * The Liberty map: the pack's SVG with, per place, a focusable target (hex or box) holding the stacks standing
 * there as compact tokens (top block and count, never over a neighbouring hex). Pan and zoom with
 * @panzoom/panzoom: drag, mouse wheel, pinch, the ＋ / − / ⤢ buttons and the keys + − 0. Targets are real
 * buttons for the keyboard: Tab or the arrow keys move between them, Enter or Space activates, Escape cancels.
 */
import Panzoom from '@panzoom/panzoom/dist/panzoom.es.js';
import type { PanzoomObject } from '@panzoom/panzoom';
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { renderLibertySvg, townNameLines, TOWN_NAME_SIZE } from '../../../games/liberty/data/render.js';
import type { BlockView, LibertyView } from '../../../games/liberty/view.js';
import { shortBlockLabel } from './labels.js';
import { layout, SIZE, type Pt } from './layout.js';
import { boxTokens, hexTokens, type TokenSpot } from './stacks.js';
import { C, blockName, locLabel, pack, sideName, tr, type Act, type Lang } from './words.js';

const L = layout(pack);
const MAP_SVG = { en: renderLibertySvg(pack, { setup: false, size: SIZE, lang: 'en' }), ja: renderLibertySvg(pack, { setup: false, size: SIZE, lang: 'ja' }) };
const VB = (/viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(MAP_SVG.en) ?? ['', '740', '1450']).slice(1).map(Number) as [number, number];
const inner = (svg: string) => svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
/** The map's own mention of the data notes links to the notes the site serves. */
const linkNotes = (svg: string, words: string) => svg.replace(/docs\/liberty-data\.md( 参照)?/, `<a href="#/docs/liberty-data"><tspan text-decoration="underline">${words}</tspan></a>`);
const MAP_INNER = { en: linkNotes(inner(MAP_SVG.en), 'the data notes'), ja: linkNotes(inner(MAP_SVG.ja), '資料を参照') };
const HALF = new Set(pack.hexes.filter((h) => h.half).map((h) => (h.row - 1) * C.map.cols + (h.col - 1)));
const centreOf = (loc: number): Pt => { const c = L.hexCorners(loc, SIZE); return { x: (c[0]!.x + c[3]!.x) / 2, y: (c[1]!.y + c[4]!.y) / 2 }; };
/** Town names over the tokens standing in a town (the map's own lines), per language. */
const townNames = (lang: Lang) => new Map(pack.hexes.filter((h) => h.town).map((h) => {
  const loc = (h.row - 1) * C.map.cols + (h.col - 1);
  return [loc, townNameLines(h, lang === 'ja' ? h.town!.nameJa ?? h.town!.name : h.town!.name, L.hexSpot(loc), SIZE)] as const;
}));
const TOWN_NAMES = { en: townNames('en'), ja: townNames('ja') };

export const SIDE_COLOUR = { british: '#b3261e', american: '#1f4e9c' } as const;
export const FRENCH = '#4a7fd0';
export const blockColour = (b: BlockView) => (b.id !== undefined && C.blocks.data[b.id]?.nation === 'french' ? FRENCH : SIDE_COLOUR[b.side]);

/** The place's point in map units, for centring: a hex's contents spot, a box's middle. */
export function placePoint(loc: number): Pt | null {
  const box = L.boxes[loc];
  if (box) return { x: box.x + box.w / 2, y: box.y + box.h / 2 };
  return loc >= 0 && loc < C.map.hexCount ? L.hexSpot(loc) : null;
}

export interface MapProps {
  v: LibertyView;
  lang: Lang;
  byLoc: Map<number, BlockView[]>;
  /** Places offered now (hexes, boxes) with their actions. */
  locTargets: Map<number, Act[]>;
  /** Blocks with an action now (they make their place a target that opens the stack). */
  blockTargets: Set<number>;
  /** The selected or moving block (drawn with a yellow edge). */
  marked: number;
  /** Where to look first: the places to keep in view (targets, the battle). */
  focus: number[];
  onPlace: (loc: number) => void;
  /** Anything drawn over the map inside its frame (the opened stack, the battle sheet on a phone). */
  children?: ComponentChildren;
}

export function LibertyMap({ v, lang, byLoc, locTargets, blockTargets, marked, focus, onPlace, children }: MapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const pz = useRef<PanzoomObject | null>(null);
  const drag = useRef({ x: 0, y: 0, moved: false });

  /** Scale and pan so that map point p sits in the frame's middle (panzoom: scale about the canvas centre, then translate). */
  const centreOn = (p: Pt, scale: number, animate = false) => {
    const f = frame.current, z = pz.current;
    if (!f || !z) return;
    const fw = f.clientWidth, fh = f.clientHeight;
    const x = (fw / 2 - VB[0] / 2) / scale + VB[0] / 2 - p.x;
    const y = (fh / 2 - VB[1] / 2) / scale + VB[1] / 2 - p.y;
    z.zoom(scale, { animate: false, force: true });
    z.pan(x, y, { animate, force: true });
  };
  const fitScale = () => { const f = frame.current; return f ? Math.min(f.clientWidth / VB[0], f.clientHeight / VB[1]) : 1; };
  /** The default zoom: the map's width fills the frame, never smaller than 0.85 (blocks stay readable on a phone). */
  const playScale = () => { const f = frame.current; return f ? Math.max(0.85, Math.min(1.4, f.clientWidth / VB[0])) : 1; };
  const lookAt = (locs: number[], animate = false) => {
    const pts = locs.map(placePoint).filter((p): p is Pt => !!p);
    const z = pz.current;
    if (!z) return;
    if (!pts.length) { centreOn({ x: VB[0] / 2, y: VB[1] / 3 }, playScale(), animate); return; }
    const xs = pts.map((p) => p.x), ys = pts.map((p) => p.y);
    const f = frame.current!;
    const w = Math.max(...xs) - Math.min(...xs) + 160, h = Math.max(...ys) - Math.min(...ys) + 160;
    const s = Math.max(fitScale(), Math.min(playScale(), f.clientWidth / w, f.clientHeight / h));
    centreOn({ x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 }, s, animate);
  };

  useLayoutEffect(() => {
    const f = frame.current, c = canvas.current;
    if (!f || !c) return;
    const z = Panzoom(c, { maxScale: 4, minScale: 0.2, step: 0.25, cursor: 'grab', canvas: true, handleStartEvent: (e: Event) => { e.preventDefault(); } });
    pz.current = z;
    const wheel = (e: WheelEvent) => { z.zoomWithWheel(e); };
    f.addEventListener('wheel', wheel, { passive: false });
    // A drag that ends over a target is a pan, not a click on it.
    const down = (e: PointerEvent) => { drag.current = { x: e.clientX, y: e.clientY, moved: false }; };
    const move = (e: PointerEvent) => { if (Math.hypot(e.clientX - drag.current.x, e.clientY - drag.current.y) > 6) drag.current.moved = true; };
    const click = (e: MouseEvent) => { if (drag.current.moved) { e.stopPropagation(); e.preventDefault(); drag.current.moved = false; } };
    f.addEventListener('pointerdown', down, true);
    f.addEventListener('pointermove', move, true);
    f.addEventListener('click', click, true);
    lookAt(focus);
    return () => { f.removeEventListener('wheel', wheel); f.removeEventListener('pointerdown', down, true); f.removeEventListener('pointermove', move, true); f.removeEventListener('click', click, true); z.destroy(); };
  }, []);
  // A new decision whose places are out of view brings them into view (e.g. a battle, a retreat).
  const focusKey = focus.join(',');
  useEffect(() => {
    const f = frame.current;
    if (!f || !focus.length) return;
    const fr = f.getBoundingClientRect();
    const outside = focus.some((loc) => {
      const el = f.querySelector(`[data-loc="${loc}"]`);
      if (!el) return false;
      const r = el.getBoundingClientRect();
      const cx = r.x + r.width / 2, cy = r.y + r.height / 2;
      return cx < fr.left + 10 || cx > fr.right - 10 || cy < fr.top + 10 || cy > fr.bottom - 10;
    });
    if (outside) lookAt(focus, true);
  }, [focusKey]);

  /** Arrow keys: to the nearest target in that direction; + − 0 zoom; Escape is the board's (it cancels). */
  const onKey = (e: KeyboardEvent) => {
    const z = pz.current;
    if (!z) return;
    if (e.key === '+' || e.key === '=') { z.zoomIn(); e.preventDefault(); return; }
    if (e.key === '-') { z.zoomOut(); e.preventDefault(); return; }
    if (e.key === '0') { centreOn({ x: VB[0] / 2, y: VB[1] / 2 }, fitScale()); e.preventDefault(); return; }
    const dir = ({ ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] } as Record<string, [number, number]>)[e.key];
    if (!dir) return;
    e.preventDefault();
    const here = document.activeElement as Element | null;
    const all = Array.from(frame.current!.querySelectorAll<SVGGElement>('[data-nav]'));
    if (!here || !all.includes(here as SVGGElement)) {
      // the frame itself has focus: the arrows pan
      const s = z.getScale(), p = z.getPan();
      z.pan(p.x - (dir[0] * 80) / s, p.y - (dir[1] * 80) / s, { force: true });
      return;
    }
    const r0 = here.getBoundingClientRect();
    const c0 = { x: r0.x + r0.width / 2, y: r0.y + r0.height / 2 };
    let best: SVGGElement | null = null, bestD = Infinity;
    for (const el of all) {
      if (el === here) continue;
      const r = el.getBoundingClientRect();
      const dx = r.x + r.width / 2 - c0.x, dy = r.y + r.height / 2 - c0.y;
      const along = dx * dir[0] + dy * dir[1];
      if (along <= 1) continue;
      const d = along + 2 * Math.abs(dx * dir[1] + dy * dir[0]);
      if (d < bestD) { bestD = d; best = el; }
    }
    best?.focus();
  };
  /** A focused place out of view (Tab) is brought into view. */
  const onFocusIn = (e: FocusEvent) => {
    const el = e.target as Element;
    const loc = Number(el.getAttribute?.('data-loc'));
    if (!el.hasAttribute?.('data-loc') || !frame.current || !pz.current) return;
    frame.current.scrollTop = 0; frame.current.scrollLeft = 0; // focusing may scroll the frame; panzoom pans instead
    const fr = frame.current.getBoundingClientRect(), r = el.getBoundingClientRect();
    if (r.x < fr.left || r.right > fr.right || r.y < fr.top || r.bottom > fr.bottom) {
      const p = placePoint(loc);
      if (p) centreOn(p, pz.current.getScale());
    }
  };

  const names = TOWN_NAMES[lang];
  const places = new Set<number>([...byLoc.keys(), ...locTargets.keys()].filter((l) => (l >= 0 && l < C.map.hexCount) || L.boxes[l]));
  // targets first in the tab order, in map order (north to south)
  const order = [...places].sort((a, b) => Number(isTarget(b)) - Number(isTarget(a)) || a - b);
  function isTarget(loc: number) { return locTargets.has(loc) || (byLoc.get(loc) ?? []).some((b) => b.id !== undefined && blockTargets.has(b.id)); }
  const battleLoc = v.battle?.hex ?? -1;

  return (
    <div class="lib-frame" ref={frame} data-testid="map-frame" tabIndex={0} aria-label={tr(lang, 'Map: drag to pan, wheel or + − to zoom, arrows to move between choices', '地図: ドラッグで移動、ホイールまたは＋−で拡大縮小、矢印キーで選択肢間を移動')}
      onKeyDown={onKey} onFocusIn={onFocusIn}>
      <div class="lib-canvas" ref={canvas} style={{ width: `${VB[0]}px`, height: `${VB[1]}px` }}>
        <svg class="lib-map" width={VB[0]} height={VB[1]} viewBox={`0 0 ${VB[0]} ${VB[1]}`} role="group" aria-label={tr(lang, 'Liberty map', 'リバティの地図')}>
          <g aria-hidden="true" dangerouslySetInnerHTML={{ __html: MAP_INNER[lang] }} />
          {/* control of towns: an inner hex outline in the controlling side's colour, visible around the tokens */}
          {v.control.map((c, h) => (C.map.hasTown[h] && c ? <polygon points={pts(L.hexCorners(h, SIZE - 5))} fill="none" stroke={c === 1 ? SIDE_COLOUR.british : SIDE_COLOUR.american} stroke-width="3" opacity="0.75" pointer-events="none" /> : null))}
          {battleLoc >= 0 && battleLoc < C.map.hexCount && <polygon points={pts(L.hexCorners(battleLoc, SIZE - 2))} fill="none" stroke="#ff3b00" stroke-width="4" stroke-dasharray="6 3" pointer-events="none" />}
          {locTargets.size > 0 && <rect x="0" y="0" width={VB[0]} height={VB[1]} fill="#000" opacity="0.12" pointer-events="none" />}
          {order.map((loc) => <Place key={loc} loc={loc} lang={lang} list={byLoc.get(loc) ?? []} acts={locTargets.get(loc)} target={isTarget(loc)}
            blockTargets={blockTargets} marked={marked} onPlace={onPlace} />)}
          {/* the names of towns with tokens in them, over the tokens (as the map writes them) */}
          <g pointer-events="none" aria-hidden="true">
            {[...byLoc.keys()].flatMap((loc) => (names.get(loc) ?? []).map((l) => (
              <text x={l.x} y={l.y} font-size={TOWN_NAME_SIZE} text-anchor="middle" font-weight="bold" fill="#2b2118"
                stroke="#fffaf0" stroke-width="2.5" paint-order="stroke" stroke-linejoin="round"
                textLength={l.fit} lengthAdjust={l.fit === undefined ? undefined : 'spacingAndGlyphs'}>{l.text}</text>
            )))}
          </g>
        </svg>
      </div>
      <div class="lib-zoom" data-testid="zoom">
        <button data-testid="zoom-in" title={tr(lang, 'Zoom in (+)', '拡大 (+)')} aria-label={tr(lang, 'Zoom in', '拡大')} onClick={() => pz.current?.zoomIn()}>＋</button>
        <button data-testid="zoom-out" title={tr(lang, 'Zoom out (−)', '縮小 (−)')} aria-label={tr(lang, 'Zoom out', '縮小')} onClick={() => pz.current?.zoomOut()}>－</button>
        <button data-testid="zoom-fit" title={tr(lang, 'Whole map (0)', '地図全体 (0)')} aria-label={tr(lang, 'Whole map', '地図全体')} onClick={() => centreOn({ x: VB[0] / 2, y: VB[1] / 2 }, fitScale(), true)}>⤢</button>
        {focus.length > 0 && <button data-testid="zoom-choices" title={tr(lang, 'Show my choices', '選択肢を表示')} aria-label={tr(lang, 'Show my choices', '選択肢を表示')} onClick={() => lookAt(focus, true)}>◎</button>}
      </div>
      {children}
    </div>
  );
}

interface PlaceProps { loc: number; lang: Lang; list: BlockView[]; acts: Act[] | undefined; target: boolean; blockTargets: Set<number>; marked: number; onPlace: (loc: number) => void }

/** One hex or box: its highlight when offered, the tokens of the stacks there; a button when it does something. */
function Place({ loc, lang, list, acts, target, blockTargets, marked, onPlace }: PlaceProps) {
  const box = L.boxes[loc];
  const sides = (['british', 'american'] as const).map((s) => list.filter((b) => b.side === s)).filter((x) => x.length > 0);
  const spots: TokenSpot[] = box ? boxTokens(box, sides.length) : sides.length ? hexTokens(centreOf(loc), L.hexSpot(loc), SIZE, sides.length, HALF.has(loc)) : [];
  const name = locLabel(loc, lang);
  const content = sides.map((s) => `${sideName(s[0]!.side, lang)} ${s.length}`).join(', ');
  const label = `${name}${content ? ` — ${content}` : ''}${acts ? tr(lang, ' — a choice', ' — 選択肢') : ''}`;
  const activate = () => onPlace(loc);
  const onKey = (e: KeyboardEvent) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); activate(); } };
  const shape = box
    ? <rect class="lib-hl" x={box.x} y={box.y} width={box.w} height={box.h} rx="6" />
    : <polygon class="lib-hl" points={pts(L.hexCorners(loc, SIZE - 2))} />;
  return (
    <g class={`lib-place${acts ? ' lib-loc target' : ''}${target ? ' is-target' : ''}`} data-loc={loc} data-testid={acts ? `loc-${loc}` : `place-${loc}`}
      data-target={target ? '1' : undefined} data-nav={target ? '1' : undefined}
      role="button" tabIndex={target ? 0 : -1} aria-label={label} onClick={activate} onKeyDown={onKey}>
      <title>{label}</title>
      {shape}
      {sides.map((s, k) => <Token list={s} at={spots[k]!} lang={lang} blockTargets={blockTargets} marked={marked} />)}
      {box ? <rect class="lib-focus" x={box.x - 2} y={box.y - 2} width={box.w + 4} height={box.h + 4} rx="8" /> : <polygon class="lib-focus" points={pts(L.hexCorners(loc, SIZE - 1))} />}
    </g>
  );
}

/** A stack as one token: its top block (a target or marked block first, else the strongest face-up), a count. */
function Token({ list, at, lang, blockTargets, marked }: { list: BlockView[]; at: TokenSpot; lang: Lang; blockTargets: Set<number>; marked: number }) {
  const rank = (b: BlockView) => (b.id === marked ? 3 : b.id !== undefined && blockTargets.has(b.id) ? 2 : b.id !== undefined ? 1 : 0) * 100 + (b.steps ?? 0);
  const top = [...list].sort((a, b) => rank(b) - rank(a))[0]!;
  const n = list.length;
  const T = at.size;
  const faceUp = top.id !== undefined;
  const d = faceUp ? C.blocks.data[top.id!] : undefined;
  const colour = blockColour(top);
  const hot = list.some((b) => b.id !== undefined && blockTargets.has(b.id));
  const sel = list.some((b) => b.id === marked && marked >= 0);
  const short = d ? shortBlockLabel(d, lang) || d.id.slice(0, 6) : '';
  const fs = Math.max(6, Math.round(T * 0.26 * 10) / 10);
  const tip = list.map((b) => (b.id !== undefined ? `${blockName(b.id, lang)} (${b.steps})` : tr(lang, 'face down', '伏せ'))).join(', ');
  return (
    <g class="lib-token" transform={`translate(${at.x},${at.y})`} data-side={top.side} data-count={n} data-top={faceUp ? top.id : undefined}>
      <title>{tip}</title>
      {n > 2 && <rect x="3" y="3" width={T} height={T} rx="3" fill={colour} opacity="0.55" />}
      {n > 1 && <rect x="1.5" y="1.5" width={T} height={T} rx="3" fill="#fbf5e6" stroke={colour} stroke-width="1.5" />}
      <rect width={T} height={T} rx="3" fill={faceUp ? '#fbf5e6' : colour} stroke={sel ? '#ffd400' : hot ? '#f5a700' : colour} stroke-width={sel || hot ? 3 : 1.5} />
      {faceUp && <rect x="0.75" y="0.75" width={T - 1.5} height={T * 0.18} fill={colour} />}
      {faceUp && <text x={T / 2} y={T * 0.6} text-anchor="middle" font-size={T * 0.4} font-weight="bold" fill="#222">{top.steps}</text>}
      {faceUp && T >= 20 && <text x={T / 2} y={T - 2.5} text-anchor="middle" font-size={fs} font-weight="700" fill="#222"
        {...(short.length * fs * 0.62 > T - 2 ? { textLength: T - 2, lengthAdjust: 'spacingAndGlyphs' } : {})}>{short}</text>}
      {!faceUp && <text x={T / 2} y={T * 0.62} text-anchor="middle" font-size={T * 0.36} font-weight="bold" fill="#fff" opacity="0.85">{top.side === 'british' ? 'GB' : 'US'}</text>}
      {n > 1 && <g class="lib-count"><circle cx={T - 5} cy="6" r={T >= 20 ? 7 : 5} fill="#222" /><text x={T - 5} y={T >= 20 ? 9.2 : 8.5} text-anchor="middle" font-size={T >= 20 ? 9.5 : 7} font-weight="bold" fill="#fff">{n}</text></g>}
    </g>
  );
}

export const pts = (p: Pt[]) => p.map((q) => `${q.x.toFixed(1)},${q.y.toFixed(1)}`).join(' ');
