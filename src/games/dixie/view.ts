/**
 * Views, built by construction: a side sees its own cards, every face-up card, and for each enemy face-down card
 * only that a card is there (no id); the enemy reserve and both decks only as counts. During deployment (3.2 and
 * the 14.0 night) the enemy's new placements are not shown until both sides have finished. Decoys (13.6) look
 * like any face-down card.
 */
import { OBSERVER } from '../../core/engine.js';
import { createRng, shuffle, type Seed } from '../../core/rng.js';
import { type DixieState, type Side, type Opts, type BCard, type Phase, type Pending, type Melee, SIDES, other, posName, posByName, sideOf, lineOf, codeOf, def, cardWithFlags } from './state.js';
import { seriesOf } from './deck.js';

export interface ViewCard {
  side: Side;
  /** absent for an enemy face-down card */
  id?: number;
  up: boolean;
  hits?: number;
  fired?: boolean;
  moves?: number;
  engagedMove?: boolean;
  disengagedMove?: boolean;
  decoy?: boolean;
  flank?: boolean;
  /** an enemy face-down card this side has been shown (Signal Station) */
  seen?: boolean;
}
export interface ViewPosition { name: string; line: Side; code: string; holder: Side; cards: ViewCard[] }
export interface DixieView {
  viewer: Side | 'observer';
  phase: Phase;
  turnOf: Side;
  turn: number;
  day: number;
  options: Opts;
  positions: ViewPosition[];
  reserve: Record<Side, number[] | null>;
  reserveCount: Record<Side, number>;
  deckCount: Record<Side, number>;
  laterCount: Record<Side, number>;
  dead: number[];
  specials: { id: number; side: Side; at: string | null; until: number; ph: string }[];
  /** Hits waiting for their owner; `support`: from the owner's own supporting artillery (13.5: an immediate morale check). */
  pending: { to: Side; at: string; n: number; longRange?: boolean; only?: number; support?: boolean }[];
  melee: (Omit<Melee, 'at'> & { at: string }) | null;
  meleePositions: string[];
  combatDone: string[];
  combatAt: string | null;
  flank: { at: string; count: number; ids: number[] | null } | null;
  flankFailed: number[];
  /** 13.3: flank positions attacked this turn (public: the attack was) */
  flankDone: string[];
  /** 9.0: the side that may now play its enemy-turn specials (public: the window opens by the series, not the hand) */
  enemyTurnWindow: Side | null;
  /** 8.4: the card that just moved and may make its second move now (its owner's view only: it may be face down) */
  lastMover: number | null;
  reserveMoves: Record<string, number>;
  done: Record<Side, boolean>;
  seen: number[];
  noReinforce: Record<Side, number>;
  /** 13.7: each side's designated army commander: public, as only a leader face up on the battlefield is designated */
  commanders: Record<Side, number | null>;
  endOfDay: boolean;
  /** 14.0: this turn is only the morale step that closes the day */
  dusk: boolean;
  total: Record<Side, number>;
  result: DixieState['win'];
}

export function view(s: DixieState, who: string): DixieView {
  const me = who === OBSERVER ? null : (who as Side);
  const nm = (p: number) => posName(s, p);
  const hiddenNew = s.phase === 'deploy';
  const newCount: Record<Side, number> = { CSA: 0, USA: 0 };
  const positions: ViewPosition[] = s.pos.map((st, p) => ({
    name: nm(p), line: lineOf(s, p), code: codeOf(s, p), holder: s.hold[p]!,
    cards: st.flatMap((c: BCard): ViewCard[] => {
      const side = sideOf(c.id);
      const mine = side === me;
      if (!mine && hiddenNew && c.nw) { newCount[side]++; return []; }
      if (!mine && !c.up) {
        return [me && s.seen[me].includes(c.id) ? { side, id: c.id, up: false, seen: true } : { side, up: false }];
      }
      const v: ViewCard = { side, id: c.id, up: !!c.up };
      if (c.h) v.hits = c.h;
      if (c.f) v.fired = true;
      if (c.m) v.moves = c.m;
      if (c.e) v.engagedMove = true;
      if (c.d) v.disengagedMove = true;
      if (c.fl) v.flank = true;
      if (c.dc && mine) v.decoy = true;
      return [v];
    }),
  }));
  const rc = (x: Side) => s.res[x].length + newCount[x];
  return {
    viewer: me ?? 'observer',
    phase: s.phase, turnOf: s.side, turn: s.turn, day: s.day, options: { ...s.o },
    positions,
    reserve: { CSA: me === 'CSA' ? [...s.res.CSA] : null, USA: me === 'USA' ? [...s.res.USA] : null },
    reserveCount: { CSA: rc('CSA'), USA: rc('USA') },
    deckCount: { CSA: s.deck.CSA.length, USA: s.deck.USA.length },
    laterCount: { CSA: s.later.CSA.length, USA: s.later.USA.length },
    dead: [...s.dead],
    specials: s.sp.map((a) => ({ id: a.id, side: a.side, at: a.at >= 0 ? nm(a.at) : null, until: a.until, ph: a.ph })),
    pending: s.pq.map((pd: Pending) => ({ to: pd.to, at: nm(pd.at), n: pd.n, ...(pd.lr ? { longRange: true } : {}), ...(pd.only !== undefined ? { only: pd.only } : {}), ...(pd.im ? { support: true } : {}) })),
    melee: s.ml ? { ...s.ml, at: nm(s.ml.at), ...(s.ml.wd ? { wd: [...s.ml.wd] } : {}) } : null,
    meleePositions: s.mp.map(nm),
    combatDone: s.cd.map(nm),
    combatAt: s.ca >= 0 ? nm(s.ca) : null,
    flank: s.fg ? { at: nm(s.fg.at), count: s.fg.ids.length, ids: me === s.side ? [...s.fg.ids] : null } : null,
    flankFailed: me === s.side ? [...s.fx] : [],
    flankDone: s.fd.map(nm),
    enemyTurnWindow: s.ew,
    lastMover: s.phase === 'move' && me === s.side && s.lm >= 0 ? s.lm : null,
    reserveMoves: me === s.side ? { ...s.rv } : {},
    done: { ...s.done },
    seen: me ? s.seen[me].filter((id) => s.pos.some((st) => st.some((c) => c.id === id && !c.up))) : [],
    noReinforce: { ...s.nr },
    commanders: { ...s.ac },
    endOfDay: !!s.eod,
    dusk: !!s.dusk,
    total: { ...s.total },
    result: s.win ? { ...s.win } : null,
  };
}

/**
 * Determinization for search: a full state consistent with `v`, the unseen cards drawn from the cards of the series
 * this side has not seen. Never reads the true hidden state.
 */
export function sampleState(v: DixieView, side: Side, seed: Seed): DixieState {
  const rng = createRng(seed);
  const n = v.options.n;
  const known = new Set<number>();
  const note = (id: number | undefined) => { if (id !== undefined) known.add(id % 1000); };
  for (const p of v.positions) for (const c of p.cards) note(c.id);
  for (const x of SIDES) for (const id of v.reserve[x] ?? []) note(id);
  v.dead.forEach(note); v.specials.forEach((a) => note(a.id)); (v.flank?.ids ?? []).forEach(note);
  // 13.7: a designated commander was face up when designated; one not in sight is in his side's reserve (or a decoy)
  const cmdHidden = (x: Side): number | null => {
    const id = v.commanders[x];
    return id !== null && !known.has(id % 1000) ? id : null;
  };
  const hiddenCmd = { CSA: cmdHidden('CSA'), USA: cmdHidden('USA') };
  for (const x of SIDES) note(hiddenCmd[x] ?? undefined);
  const pools: Record<Side, number[]> = {
    CSA: shuffle(rng, seriesOf('CSA', v.options.hist).filter((no) => !known.has(no))),
    USA: shuffle(rng, seriesOf('USA', v.options.hist).filter((no) => !known.has(no))),
  };
  const take = (x: Side, k: number, pred?: (id: number) => boolean): number[] => {
    const out: number[] = [];
    for (let i = 0; i < pools[x].length && out.length < k; ) {
      const id = pools[x][i]!;
      if (!pred || pred(id)) { out.push(id); pools[x].splice(i, 1); } else i++;
    }
    while (out.length < k) out.push(pools[x].shift() ?? 0);
    return out;
  };
  const isU = (id: number) => { const t = def(id).type; return t === 'infantry' || t === 'cavalry' || t === 'artillery'; };
  const pos: BCard[][] = v.positions.map((p) => p.cards.map((c) => {
    return cardWithFlags(c.id ?? take(c.side, 1, isU)[0]!, c);
  }));
  const opp = other(side);
  const res: Record<Side, number[]> = { CSA: [], USA: [] };
  res[side] = [...(v.reserve[side] ?? [])];
  const hc = hiddenCmd[opp];
  res[opp] = hc !== null && v.reserveCount[opp] > 0 ? [hc, ...take(opp, v.reserveCount[opp] - 1)] : take(opp, v.reserveCount[opp]);
  const deck: Record<Side, number[]> = { CSA: take('CSA', v.deckCount.CSA), USA: take('USA', v.deckCount.USA) };
  const later: Record<Side, number[]> = { CSA: take('CSA', v.laterCount.CSA), USA: take('USA', v.laterCount.USA) };
  const P = (x: string) => posByName(n, x);
  const fg = v.flank ? { at: P(v.flank.at), ids: v.flank.ids ? [...v.flank.ids] : res[opp].slice(0, v.flank.count) } : null;
  const s: DixieState = {
    rng, step: 0, o: { ...v.options }, phase: v.phase, side: v.turnOf, turn: v.turn, day: v.day,
    deck, res, later, pos, hold: v.positions.map((p) => p.holder), dead: [...v.dead],
    sp: v.specials.map((a) => ({ id: a.id, side: a.side, at: a.at === null ? -1 : P(a.at), until: a.until, ph: a.ph })),
    done: { ...v.done }, cd: v.combatDone.map(P), ca: v.combatAt === null ? -1 : P(v.combatAt),
    pq: v.pending.map((pd) => ({ to: pd.to, at: P(pd.at), n: pd.n, ...(pd.longRange ? { lr: 1 as const } : {}), ...(pd.only !== undefined ? { only: pd.only } : {}), ...(pd.support ? { im: 1 as const } : {}) })),
    ml: v.melee ? { ...v.melee, at: P(v.melee.at) } : null, mp: v.meleePositions.map(P), fg, fx: [...v.flankFailed], fd: v.flankDone.map(P), lm: v.lastMover ?? -1, ew: v.enemyTurnWindow,
    rv: { ...v.reserveMoves }, seen: { CSA: side === 'CSA' ? [...v.seen] : [], USA: side === 'USA' ? [...v.seen] : [] },
    nr: { ...v.noReinforce }, ac: { ...v.commanders }, ...(v.endOfDay ? { eod: 1 as const } : {}), ...(v.dusk ? { dusk: 1 as const } : {}), total: { ...v.total }, win: v.result ? { ...v.result } : null,
  };
  // During deployment the enemy's hidden placements are back in its reserve; its 'done' flag stays as seen.
  return s;
}
