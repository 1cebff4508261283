/**
 * Exact odds of one DIXIE fire and the morale checks it causes (rules 7.1-7.3, 6.0, 11.3 as implemented in
 * src/games/dixie/fire.ts and morale.ts), by enumeration over the dice: no sampling.
 *
 *  - fire (7.1, 7.2): `dice` d6 (the engine's fireDice: CV plus terrain, leader and special modifiers), a hit on a
 *    roll ≤ the firepower; every 6 rolled hits the enemy leader in the position (11.3);
 *  - hits (7.3): one at a time to the owner's unit card with the fewest hits (policy among equals: the highest
 *    morale value, then the highest CV, then the first listed); a card with more hits than its CV is destroyed
 *    at once; hits with no card left are lost;
 *  - morale (6.0): one die per hit on the card, a natural 1 passes, a natural 6 fails, otherwise a pass at or
 *    under the morale value, so P(pass) = clamp(value, 1, 5) / 6 per die; one failure routs the card;
 *  - the leader (11.3) rolls a die per leader hit and dies on a 6.
 *
 * The morale values are inputs (the engine's moraleValue: CV, A/B/C/D, leader, terrain, specials); a leader's
 * death may change them (11.2, disorder 8.3): not modelled. Decoys (13.6), counter-battery targets (13.4) and
 * supporting-fire hits (13.5) are not modelled either.
 */
export interface DixieCard { name: string; cv: number; morale: number; hits?: number }
/** A face-down card of the target: one of `target.candidates`, drawn without replacement with the other hidden ones. */
export interface HiddenCard { hidden: true; hits?: number }
export interface DixieFireInput {
  /** Omit for a morale check of the hits already on the cards. */
  fire?: { dice: number; firepower: number };
  target: { cards: (DixieCard | HiddenCard)[]; leader?: boolean; leaderHits?: number; candidates?: DixieCard[] };
}
export interface DixieCardOdds { name: string; pDestroyed: number; pRouted: number; pStays: number; expectedHits: number }
export interface DixieOdds {
  game: 'dixie'; method: 'exact';
  /** P(hits = k), k = 0..dice (the fire's hits before allocation). */
  hits: number[];
  expectedHits: number;
  /** P(the leader is killed) when a leader is in the position. */
  pLeaderKilled: number;
  /** P(at least one card is destroyed or routed). */
  pRout: number;
  /** P(no unit card of the side is left in the position). */
  pCleared: number;
  cards: DixieCardOdds[];
  policy: string;
  assumptions: string[];
  total: number;
}

/** P(one morale die passes) against `value` (6.0: natural 1 passes, natural 6 fails). */
export const passChance = (value: number): number => Math.min(5, Math.max(1, value)) / 6;

function checkInput(x: DixieFireInput): void {
  const int = (v: unknown, lo: number, hi: number) => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
  if (!x || typeof x !== 'object' || !x.target || !Array.isArray(x.target.cards)) throw new Error('odds dixie: expected { fire?: { dice, firepower }, target: { cards: [...] } }');
  if (x.fire && (!int(x.fire.dice, 0, 30) || !int(x.fire.firepower, 0, 6))) throw new Error('odds dixie: fire.dice 0-30 and fire.firepower 0-6');
  const known = x.target.cards.filter((c): c is DixieCard => !('hidden' in c && c.hidden));
  const nh = x.target.cards.length - known.length;
  if (nh > 0 && (!Array.isArray(x.target.candidates) || x.target.candidates.length < nh)) throw new Error('odds dixie: hidden cards need target.candidates (at least as many)');
  for (const c of [...known, ...(x.target.candidates ?? [])]) if (!int(c.cv, 0, 12) || !int(c.morale, -10, 20) || (c.hits !== undefined && !int(c.hits, 0, 20))) throw new Error(`odds dixie: bad card ${JSON.stringify(c)}`);
}

/** 7.3: where k new hits go (the policy among equals: highest morale value, highest CV, first listed). */
export function allocateHits(cards: DixieCard[], k: number): { hits: number[]; gone: boolean[] } {
  const order = cards.map((_, i) => i).sort((a, b) => cards[b]!.morale - cards[a]!.morale || cards[b]!.cv - cards[a]!.cv || a - b);
  const h = cards.map((c) => c.hits ?? 0), gone = cards.map(() => false);
  for (let t = 0; t < k; t++) {
    let best = -1;
    for (const i of order) if (!gone[i] && (best < 0 || h[i]! < h[best]!)) best = i;
    if (best < 0) break;
    h[best]!++;
    if (h[best]! > cards[best]!.cv) gone[best] = true; // 7.3: destroyed at once
  }
  return { hits: h, gone };
}

export function dixieOdds(raw: unknown): DixieOdds {
  const x = ((raw as { fire?: unknown; morale?: unknown }).morale ?? raw) as DixieFireInput;
  checkInput(x);
  const slots = x.target.cards;
  const hiddenAt = slots.map((c, i) => ('hidden' in c && c.hidden ? i : -1)).filter((i) => i >= 0);
  if (hiddenAt.length === 0) return solveDixie(x, slots as DixieCard[]);
  // exact average over the face-down cards: every ordered draw of candidates (types by CV and morale value)
  const types = new Map<string, { c: DixieCard; n: number }>();
  for (const c of x.target.candidates!) { const k = `${c.cv}|${c.morale}`; const t = types.get(k); if (t) t.n++; else types.set(k, { c, n: 1 }); }
  const T = [...types.values()];
  let total = x.target.candidates!.length;
  let acc: DixieOdds | null = null;
  const cards = slots.map((c) => ('hidden' in c && c.hidden ? null : c)) as (DixieCard | null)[];
  const addScaled = (o: DixieOdds, w: number): void => {
    if (!acc) { acc = { ...o, hits: o.hits.map((v) => v * w), expectedHits: o.expectedHits * w, pLeaderKilled: o.pLeaderKilled * w, pRout: o.pRout * w, pCleared: o.pCleared * w, total: o.total * w, cards: o.cards.map((c) => ({ ...c, pDestroyed: c.pDestroyed * w, pRouted: c.pRouted * w, pStays: c.pStays * w, expectedHits: c.expectedHits * w })) }; return; }
    const a = acc as DixieOdds;
    o.hits.forEach((v, i) => (a.hits[i]! += v * w));
    a.expectedHits += o.expectedHits * w; a.pLeaderKilled += o.pLeaderKilled * w; a.pRout += o.pRout * w; a.pCleared += o.pCleared * w; a.total += o.total * w;
    o.cards.forEach((c, i) => { const d = a.cards[i]!; d.pDestroyed += c.pDestroyed * w; d.pRouted += c.pRouted * w; d.pStays += c.pStays * w; d.expectedHits += c.expectedHits * w; });
  };
  const rec = (j: number, w: number): void => {
    if (j === hiddenAt.length) {
      const o = solveDixie(x, cards as DixieCard[]);
      hiddenAt.forEach((i) => (o.cards[i]!.name = '(hidden)'));
      addScaled(o, w);
      return;
    }
    const i = hiddenAt[j]!, hits = (slots[i] as HiddenCard).hits;
    for (const t of T) {
      if (t.n === 0) continue;
      const p = t.n / total;
      t.n--; total--;
      cards[i] = { name: '(hidden)', cv: t.c.cv, morale: t.c.morale, ...(hits ? { hits } : {}) };
      rec(j + 1, w * p);
      t.n++; total++;
    }
  };
  rec(0, 1);
  const out = acc! as DixieOdds;
  out.assumptions = [...out.assumptions, 'assuming the unrevealed cards are any of those still unseen (the candidates given), equally likely'];
  return out;
}

function solveDixie(x: DixieFireInput, cards: DixieCard[]): DixieOdds {
  const n = x.fire?.dice ?? 0, F = x.fire?.firepower ?? 0;
  // joint distribution of (hits, sixes) over the dice
  const face = [1, 2, 3, 4, 5, 6].map((d) => ({ hit: d <= F ? 1 : 0, six: d === 6 ? 1 : 0 }));
  let joint = new Map<string, number>([['0,0', 1]]);
  for (let i = 0; i < n; i++) {
    const next = new Map<string, number>();
    for (const [k, p] of joint) {
      const [h, s] = k.split(',').map(Number) as [number, number];
      for (const f of face) { const kk = `${h + f.hit},${s + f.six}`; next.set(kk, (next.get(kk) ?? 0) + p / 6); }
    }
    joint = next;
  }
  const hits = new Array<number>(n + 1).fill(0);
  let pLeader = 0;
  for (const [k, p] of joint) {
    const [h, s] = k.split(',').map(Number) as [number, number];
    hits[h]! += p;
    if (x.target.leader) pLeader += p * (1 - (5 / 6) ** (s + (x.target.leaderHits ?? 0)));
  }
  if (x.target.leader && n === 0) pLeader = 1 - (5 / 6) ** (x.target.leaderHits ?? 0);
  const out = cards.map((c) => ({ name: c.name, pDestroyed: 0, pRouted: 0, pStays: 0, expectedHits: 0 }));
  let pRout = 0, pCleared = 0, total = 0, eHits = 0;
  for (let k = 0; k <= n; k++) {
    const pk = hits[k]!;
    eHits += k * pk;
    if (pk === 0) continue;
    const { hits: h, gone } = allocateHits(cards, k);
    let allStay = 1, allGone = 1;
    cards.forEach((c, i) => {
      out[i]!.expectedHits += pk * h[i]!;
      if (gone[i]) { out[i]!.pDestroyed += pk; allStay = 0; return; }
      const stay = passChance(c.morale) ** h[i]!;
      out[i]!.pStays += pk * stay; out[i]!.pRouted += pk * (1 - stay);
      allStay *= stay; allGone *= 1 - stay;
    });
    pRout += pk * (1 - allStay);
    pCleared += pk * (cards.length ? allGone : 1);
    total += pk;
  }
  return {
    game: 'dixie', method: 'exact', hits, expectedHits: eHits, pLeaderKilled: x.target.leader ? pLeader : 0, pRout, pCleared, cards: out,
    policy: 'hits go one at a time to the unit card with the fewest hits; among equals the owner gives it to the card with the highest morale value, then the highest CV, then the first listed',
    assumptions: [
      'the dice and firepower are those of the fire (CV and every modifier applied); the morale values are the cards\' values now (a leader killed in the fire may change them: not modelled)',
      'no decoys, no counter-battery target, no supporting-fire hits',
    ],
    total,
  };
}
