/**
 * Exact odds of a Liberty land battle (rules 7.1-7.4 as implemented in src/games/liberty/combat.ts), by
 * dynamic programming over the dice: no sampling.
 *
 * The model (docs/odds.md):
 *  - rounds 1-3, each the six slots A-defender, A-attacker, B-defender, B-attacker, C-defender, C-attacker
 *    (7.21); in its slot every eligible block of that side takes its combat turn;
 *  - fire (7.31): one d6 per step, a hit on a roll ≤ the rating number, so a block of n steps and rating k
 *    scores Binomial(n, k/6) hits; the hits of one slot add up (blocks of one side do not lose steps while they
 *    fire, and hits are applied one at a time to the currently strongest enemy block, so the order of the slot's
 *    blocks does not change the result);
 *  - hits (7.32): one at a time to the enemy's strongest engaged block; among equals the owner picks (policy:
 *    the block with the lowest fire number, then the latest letter, then the first listed); a block below
 *    1 step is captured (2.11); hits with no target are lost;
 *  - reserves (7.21): no turn and no hits in round 1; the battle ends when one side has no engaged block; the
 *    loser's reserves then retreat (or are captured when the side cannot retreat);
 *  - after round 3 the attacker retreats (7.2): the defender holds.
 *
 * Naval battles (warships, sea attacks, 8.2-8.6) are not modelled: `oddsForView` refuses them.
 *
 * Every state of the battle is a vector of steps plus the set of blocks that left; states reached by different
 * dice are merged, so the work is the number of distinct states times the hit counts, not the number of dice
 * sequences. The test test/odds/liberty-engine.test.ts checks the model against the engine itself, playing the
 * same battles through combat.ts with forced dice (every hit count of every fire), so that the two cannot
 * drift apart silently.
 */

export type Letter = 'A' | 'B' | 'C';

/** A block as the odds see it: its steps now and its fire rating in this battle (2.12, 2.25). */
export interface OddsBlock {
  name: string;
  steps: number;
  letter: Letter;
  number: number;
  /** A reserve (7.21): out of round 1. */
  reserve?: boolean;
  /** Has had its combat turn in the current round (only when the battle is already under way). */
  acted?: boolean;
}

/** A block the viewer cannot see: one of `candidates` (drawn without replacement with the side's other
 *  hidden blocks), its reserve flag being known from the view. */
export interface HiddenSlot { reserve?: boolean }

export interface CandidateBlock { name: string; steps: number; letter: Letter; number: number }

export interface HiddenSpec { blocks: HiddenSlot[]; candidates: CandidateBlock[] }

export interface LibertyPolicy {
  /** The attacker's blocks retreat at their combat turns from round N+1 on (0-2); 3 (default) = never. */
  attackerRetreatsAfterRound?: number;
  /** A defender's block retreats at its combat turn when the defender has fewer engaged steps than the attacker. */
  defenderRetreatsWhenLosing?: boolean;
  /** Can the side's blocks retreat at all (7.4)? A block that must retreat and cannot is captured. Default true. */
  retreatPossible?: { attacker?: boolean; defender?: boolean };
}

export interface LibertyBattle {
  attacker: OddsBlock[];
  defender: OddsBlock[];
  hidden?: { attacker?: HiddenSpec; defender?: HiddenSpec };
  /** Current round (1-3) and the next slot to play (0-5); default round 1, slot 0. */
  round?: number;
  slot?: number;
  policy?: LibertyPolicy;
}

export interface BlockOdds { name: string; steps: number; pSurvives: number; expectedSteps: number; pCaptured: number }
export interface SideOdds { expectedStepsLost: number; expectedBlocksEliminated: number; blocks: BlockOdds[]; hiddenBlocks: number }

export interface LibertyOdds {
  game: 'liberty';
  method: 'exact';
  /** Who holds the hex after the battle. */
  attackerHolds: number;
  defenderHolds: number;
  outcomes: {
    /** The defender has no block left in the hex (eliminated; its reserves retreated). */
    attackerWins: number;
    /** The attacker has no engaged block left (eliminated, or withdrawn by the policy). */
    defenderWins: number;
    /** Undecided after 3 rounds: the attacker must retreat (7.2). */
    undecidedAfterRound3: number;
  };
  /** P(the battle ends in round r), r = 1..3 (round 3 includes the forced retreat after it). */
  endsInRound: [number, number, number];
  attacker: SideOdds;
  defender: SideOdds;
  policy: string;
  assumptions: string[];
  /** Sum of all outcome probabilities (1 up to rounding). */
  total: number;
}

/* ------------------------------------------------------------------ internals */

const LETTER_INDEX: Record<Letter, number> = { A: 0, B: 1, C: 2 };

interface Blk { side: 0 | 1; steps: number; letter: number; p: number; reserve: boolean; acted: boolean; number: number }

interface Outcome {
  pAtt: number; pDef: number; pR3: number; byRound: [number, number, number];
  /** Per block: P(survives), E[final steps], P(captured). */
  surv: number[]; eSteps: number[]; capt: number[];
}

/** P(k hits) for a slot's firing blocks: the convolution of Binomial(steps, number/6). */
function slotHits(blocks: Blk[], idx: number[], steps: number[]): number[] {
  let dist = [1];
  for (const i of idx) {
    const n = steps[i]!, p = blocks[i]!.p;
    const bin = binomial(n, p);
    const out = new Array<number>(dist.length + n).fill(0);
    for (let a = 0; a < dist.length; a++) for (let b = 0; b <= n; b++) out[a + b]! += dist[a]! * bin[b]!;
    dist = out;
  }
  return dist;
}

const binCache = new Map<string, number[]>();
export function binomial(n: number, p: number): number[] {
  const key = `${n}|${p}`;
  const hit = binCache.get(key);
  if (hit) return hit;
  const out: number[] = [];
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out.push(c * p ** k * (1 - p) ** (n - k));
    c = (c * (n - k)) / (k + 1);
  }
  binCache.set(key, out);
  return out;
}


/** state number → probability: open addressing over typed arrays (a Map of non-small numbers allocates a heap
 *  number per entry; this does not). Iterates in insertion order. */
class StateMap {
  keys: Float64Array; vals: Float64Array; slot: Int32Array; size = 0; mask: number;
  constructor(cap = 64) {
    let c = 16;
    while (c < cap * 2) c <<= 1;
    this.keys = new Float64Array(c); this.vals = new Float64Array(c); this.slot = new Int32Array(c).fill(-1); this.mask = c - 1;
  }
  private hash(k: number): number {
    const lo = k % 4294967296, hi = (k - lo) / 4294967296;
    return (Math.imul(lo | 0, 0x9e3779b1) ^ Math.imul(hi | 0, 0x85ebca6b)) >>> 0;
  }
  add(k: number, p: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    let i = this.hash(k) & this.mask;
    for (;;) {
      const o = this.slot[i]!;
      if (o < 0) { this.slot[i] = this.size; this.keys[this.size] = k; this.vals[this.size] = p; this.size++; return; }
      if (this.keys[o] === k) { this.vals[o]! += p; return; }
      i = (i + 1) & this.mask;
    }
  }
  private grow(): void {
    const n = this.size, keys = this.keys, vals = this.vals;
    const c = keys.length * 2;
    this.keys = new Float64Array(c); this.vals = new Float64Array(c); this.slot = new Int32Array(c).fill(-1); this.mask = c - 1; this.size = 0;
    for (let j = 0; j < n; j++) this.add(keys[j]!, vals[j]!);
  }
}

/** The exact DP over one fully known battle. */
function solve(blocks: Blk[], round0: number, slot0: number, policy: LibertyPolicy): Outcome {
  const n = blocks.length;
  const att = 1 as const, def = 0 as const; // side 1 = attacker, 0 = defender
  const retreatAtt = policy.retreatPossible?.attacker !== false, retreatDef = policy.retreatPossible?.defender !== false;
  const canRetreat = (side: number): boolean => (side === att ? retreatAtt : retreatDef);
  const attAfter = policy.attackerRetreatsAfterRound ?? 3;
  const out: Outcome = { pAtt: 0, pDef: 0, pR3: 0, byRound: [0, 0, 0], surv: new Array(n).fill(0), eSteps: new Array(n).fill(0), capt: new Array(n).fill(0) };
  const order: number[][] = [[], []]; // hit order among equals, per side: lowest number, latest letter, listed first
  for (let i = 0; i < n; i++) order[blocks[i]!.side]!.push(i);
  for (const o of order) o.sort((x, y) => blocks[x]!.number - blocks[y]!.number || blocks[y]!.letter - blocks[x]!.letter || x - y);

  // gone: bit i set = block i left the hex by retreat (alive)
  const engaged = (i: number, steps: number[], gone: number, round: number): boolean =>
    steps[i]! > 0 && !(gone & (1 << i)) && !(round < 2 && blocks[i]!.reserve);
  const hasEngaged = (side: number, steps: number[], gone: number, round: number): boolean => {
    for (let i = 0; i < n; i++) if (blocks[i]!.side === side && engaged(i, steps, gone, round)) return true;
    return false;
  };
  const engagedSteps = (side: number, steps: number[], gone: number, round: number): number => {
    let t = 0;
    for (let i = 0; i < n; i++) if (blocks[i]!.side === side && engaged(i, steps, gone, round)) t += steps[i]!;
    return t;
  };

  const finish = (steps: number[], gone: number, p: number, round: number, winner: number, r3: boolean): void => {
    const loser = winner === att ? def : att;
    const fin = steps.slice();
    // the loser's blocks still in the hex (reserves after round 1; the attacker after round 3) retreat or are captured
    for (let i = 0; i < n; i++) if (blocks[i]!.side === loser && fin[i]! > 0 && !(gone & (1 << i)) && !canRetreat(loser)) fin[i] = 0;
    if (winner === att) out.pAtt += p; else if (r3) out.pR3 += p; else out.pDef += p;
    out.byRound[round - 1]! += p;
    for (let i = 0; i < n; i++) {
      if (fin[i]! > 0) out.surv[i]! += p; else out.capt[i]! += p;
      out.eSteps[i]! += p * fin[i]!;
    }
  };


  // a state is one number: steps of block i in base-8 digit i, then the mask of blocks gone (retreated)
  if (n > 13) throw new Error('odds: at most 13 blocks in one battle');
  const pow: number[] = [];
  for (let i = 0, v = 1; i <= n; i++, v *= 8) pow.push(v);
  const GONE = pow[n]!;
  const encode = (steps: number[], gone: number): number => {
    let k = gone * GONE;
    for (let i = 0; i < n; i++) k += steps[i]! * pow[i]!;
    return k;
  };
  const decode = (k: number, steps: number[]): number => {
    const gone = Math.floor(k / GONE);
    let r = k - gone * GONE;
    for (let i = 0; i < n; i++) { steps[i] = r % 8; r = (r - steps[i]!) / 8; }
    return gone;
  };
  const add = (m: StateMap, k: number, p: number): void => m.add(k, p);
  let cur = new StateMap();
  add(cur, encode(blocks.map((b) => b.steps), 0), 1);
  const steps = new Array<number>(n).fill(0);

  // a battle already decided
  const settle = (m: StateMap, round: number): StateMap => {
    const next = new StateMap(m.size);
    for (let j = 0; j < m.size; j++) {
      const k = m.keys[j]!, p = m.vals[j]!;
      const gone = decode(k, steps);
      const a = hasEngaged(att, steps, gone, round), d = hasEngaged(def, steps, gone, round);
      if (!a) finish(steps, gone, p, round, def, false);
      else if (!d) finish(steps, gone, p, round, att, false);
      else add(next, k, p);
    }
    return next;
  };
  cur = settle(cur, round0);

  const idx: number[] = [];
  const hitCache = new Map<number, number[]>(); // P(hits) of a slot, by firing blocks and steps (the letter is in the blocks)
  for (let round = round0; round <= 3; round++) {
    for (let slot = round === round0 ? slot0 : 0; slot < 6; slot++) {
      const side = (slot & 1) === 0 ? def : att, letter = slot >> 1, enemy = side === att ? def : att;
      const next = new StateMap(cur.size * 4);
      for (let j = 0; j < cur.size; j++) {
        const k = cur.keys[j]!, p = cur.vals[j]!;
        const gone0 = decode(k, steps);
        idx.length = 0;
        for (let i = 0; i < n; i++) {
          const b = blocks[i]!;
          if (b.side !== side || b.letter !== letter || !engaged(i, steps, gone0, round)) continue;
          if (round === round0 && b.acted) continue;
          idx.push(i);
        }
        if (idx.length === 0) { add(next, k, p); continue; }
        // policy: voluntary retreats
        let withdraw = false;
        if (canRetreat(side)) {
          if (side === att && round > attAfter) withdraw = true;
          if (side === def && policy.defenderRetreatsWhenLosing && engagedSteps(def, steps, gone0, round) < engagedSteps(att, steps, gone0, round)) withdraw = true;
        }
        if (withdraw) {
          let gone = gone0;
          for (const i of idx) gone |= 1 << i;
          if (!hasEngaged(side, steps, gone, round)) finish(steps, gone, p, round, enemy, false);
          else add(next, encode(steps, gone), p);
          continue;
        }
        let hk = 0;
        for (const i of idx) hk += (steps[i]! + 1) * pow[i]!; // the firing blocks and their steps
        let dist = hitCache.get(hk);
        if (!dist) { dist = slotHits(blocks, idx, steps); hitCache.set(hk, dist); }
        // the hits one at a time (7.32): the state after h hits is the state after h-1 plus one hit
        const o = order[enemy]!;
        let h = 0, over = false;
        for (; h < dist.length; h++) {
          if (h > 0) {
            let best = -1;
            for (const i of o) if (engaged(i, steps, gone0, round) && (best < 0 || steps[i]! > steps[best]!)) best = i;
            if (best >= 0) steps[best]!--;
            if (!hasEngaged(enemy, steps, gone0, round)) { over = true; break; }
          }
          if (dist[h]! > 0) add(next, encode(steps, gone0), p * dist[h]!);
        }
        if (over) {
          let rest = 0;
          for (let j = h; j < dist.length; j++) rest += dist[j]!;
          finish(steps, gone0, p * rest, round, side, false);
        }
      }
      cur = next;
    }
    if (round < 3) cur = settle(cur, round + 1); // reserves join in round 2 (both sides are engaged still)
  }
  for (let j = 0; j < cur.size; j++) { const gone = decode(cur.keys[j]!, steps); finish(steps, gone, cur.vals[j]!, 3, def, true); } // 7.2: the attacker retreats
  return out;
}

/* ------------------------------------------------------------------ hidden blocks: exact average */

interface TypeGroup { key: string; c: CandidateBlock; count: number }

function groups(cands: CandidateBlock[]): TypeGroup[] {
  const m = new Map<string, TypeGroup>();
  for (const c of cands) {
    const key = `${c.steps}|${c.letter}|${c.number}`;
    const g = m.get(key);
    if (g) g.count++; else m.set(key, { key, c, count: 1 });
  }
  return [...m.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
}

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

/** Every multiset of k blocks from the groups, with its multivariate hypergeometric probability. */
function draws(gs: TypeGroup[], counts: number[], k: number): { take: number[]; p: number }[] {
  const total = counts.reduce((a, b) => a + b, 0);
  const out: { take: number[]; p: number }[] = [];
  const take = new Array(gs.length).fill(0);
  const denom = choose(total, k);
  const rec = (g: number, left: number, w: number): void => {
    if (g === gs.length) { if (left === 0) out.push({ take: take.slice(), p: w / denom }); return; }
    for (let x = 0; x <= Math.min(left, counts[g]!); x++) { take[g] = x; rec(g + 1, left - x, w * choose(counts[g]!, x)); }
    take[g] = 0;
  };
  rec(0, k, 1);
  return out;
}

/** The hidden blocks of a side, split by reserve flag: every assignment of candidate types, with its probability. */
function hiddenAssignments(spec: HiddenSpec | undefined): { blocks: OddsBlock[]; p: number }[] {
  if (!spec || spec.blocks.length === 0) return [{ blocks: [], p: 1 }];
  const gs = groups(spec.candidates);
  const kFront = spec.blocks.filter((b) => !b.reserve).length, kRes = spec.blocks.length - kFront;
  if (spec.blocks.length > spec.candidates.length) throw new Error(`odds: ${spec.blocks.length} hidden blocks but only ${spec.candidates.length} candidates`);
  const out: { blocks: OddsBlock[]; p: number }[] = [];
  const base = gs.map((g) => g.count);
  for (const a of draws(gs, base, kFront)) {
    const rest = base.map((c, i) => c - a.take[i]!);
    for (const r of draws(gs, rest, kRes)) {
      const blocks: OddsBlock[] = [];
      gs.forEach((g, i) => { for (let x = 0; x < a.take[i]!; x++) blocks.push({ ...g.c, name: '(hidden)', reserve: false }); });
      gs.forEach((g, i) => { for (let x = 0; x < r.take[i]!; x++) blocks.push({ ...g.c, name: '(hidden reserve)', reserve: true }); });
      out.push({ blocks, p: a.p * r.p });
    }
  }
  return out;
}

export function describePolicy(p: LibertyPolicy = {}): string {
  const parts: string[] = ['every block fires at its combat turn'];
  const n = p.attackerRetreatsAfterRound ?? 3;
  parts.push(n >= 3 ? 'the attacker never retreats before the end of round 3' : `the attacker's blocks retreat at their turns from round ${n + 1} on`);
  parts.push(p.defenderRetreatsWhenLosing ? "a defender's block retreats at its turn when the defender has fewer engaged steps than the attacker" : 'the defender never retreats voluntarily');
  parts.push('hits among equally strong blocks go to the one with the lowest fire number, then the latest letter, then the first listed');
  return parts.join('; ');
}

/** Exact odds of a Liberty land battle. */
export function libertyOdds(battle: LibertyBattle): LibertyOdds {
  const policy = battle.policy ?? {};
  const round0 = battle.round ?? 1, slot0 = battle.slot ?? 0;
  if (!(round0 >= 1 && round0 <= 3) || !(slot0 >= 0 && slot0 <= 6)) throw new Error('odds: round must be 1-3 and slot 0-6');
  const check = (b: OddsBlock): void => {
    if (!Number.isInteger(b.steps) || b.steps < 0 || b.steps > 6) throw new Error(`odds: bad steps for ${b.name}`);
    if (!(b.letter in LETTER_INDEX) || !Number.isInteger(b.number) || b.number < 0 || b.number > 6) throw new Error(`odds: bad rating for ${b.name}`);
  };
  battle.attacker.forEach(check); battle.defender.forEach(check);
  const ha = hiddenAssignments(battle.hidden?.attacker), hd = hiddenAssignments(battle.hidden?.defender);
  const na = battle.attacker.length, nd = battle.defender.length;
  const acc = { pAtt: 0, pDef: 0, pR3: 0, byRound: [0, 0, 0] as [number, number, number], surv: new Array(na + nd).fill(0), eSteps: new Array(na + nd).fill(0), capt: new Array(na + nd).fill(0) };
  const lost = [0, 0], elim = [0, 0];
  const cache = new Map<string, Outcome>();
  const mk = (b: OddsBlock, side: 0 | 1): Blk => ({ side, steps: b.steps, letter: LETTER_INDEX[b.letter], p: b.number / 6, number: b.number, reserve: !!b.reserve, acted: !!b.acted });
  for (const a of ha) for (const d of hd) {
    const w = a.p * d.p;
    if (w === 0) continue;
    const all: Blk[] = [...battle.attacker.map((b) => mk(b, 1)), ...a.blocks.map((b) => mk(b, 1)), ...battle.defender.map((b) => mk(b, 0)), ...d.blocks.map((b) => mk(b, 0))];
    const key = all.map((b) => `${b.side}${b.steps}${b.letter}${b.number}${b.reserve ? 1 : 0}${b.acted ? 1 : 0}`).join(',');
    let o = cache.get(key);
    if (!o) { o = solve(all, round0, slot0, policy); cache.set(key, o); }
    acc.pAtt += w * o.pAtt; acc.pDef += w * o.pDef; acc.pR3 += w * o.pR3;
    for (let r = 0; r < 3; r++) acc.byRound[r]! += w * o.byRound[r]!;
    const aAll = na + a.blocks.length;
    all.forEach((b, i) => {
      const side = i < aAll ? 0 : 1; // 0 attacker, 1 defender in the accumulators
      lost[side]! += w * (b.steps - o!.eSteps[i]!);
      if (b.steps > 0) elim[side]! += w * o!.capt[i]!;
      // visible blocks: attacker 0..na-1, defender aAll..aAll+nd-1
      const vis = i < na ? i : i >= aAll && i < aAll + nd ? na + (i - aAll) : -1;
      if (vis >= 0) { acc.surv[vis]! += w * o!.surv[i]!; acc.eSteps[vis]! += w * o!.eSteps[i]!; acc.capt[vis]! += w * o!.capt[i]!; }
    });
  }
  const side = (list: OddsBlock[], off: number, s: 0 | 1, hidden: number): SideOdds => ({
    expectedStepsLost: lost[s]!, expectedBlocksEliminated: elim[s]!, hiddenBlocks: hidden,
    blocks: list.map((b, i) => ({ name: b.name, steps: b.steps, pSurvives: acc.surv[off + i]!, expectedSteps: acc.eSteps[off + i]!, pCaptured: acc.capt[off + i]! })),
  });
  const assumptions = [
    'land battle only (no warships, no sea attack)',
    policy.retreatPossible?.attacker === false ? 'the attacker cannot retreat: blocks that must retreat are captured' : 'the attacker has a legal retreat for every block that retreats',
    policy.retreatPossible?.defender === false ? 'the defender cannot retreat: blocks that must retreat are captured' : 'the defender has a legal retreat for every block that retreats',
  ];
  const nh = (x?: HiddenSpec): number => x?.blocks.length ?? 0;
  if (nh(battle.hidden?.attacker) + nh(battle.hidden?.defender) > 0) {
    assumptions.push('assuming the unrevealed blocks are any of those still unseen, equally likely (drawn without replacement), each at its full strength');
  }
  return {
    game: 'liberty', method: 'exact',
    attackerHolds: acc.pAtt, defenderHolds: acc.pDef + acc.pR3,
    outcomes: { attackerWins: acc.pAtt, defenderWins: acc.pDef, undecidedAfterRound3: acc.pR3 },
    endsInRound: acc.byRound,
    attacker: side(battle.attacker, 0, 0, nh(battle.hidden?.attacker)),
    defender: side(battle.defender, na, 1, nh(battle.hidden?.defender)),
    policy: describePolicy(policy), assumptions,
    total: acc.pAtt + acc.pDef + acc.pR3,
  };
}
