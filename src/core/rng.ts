/**
 * Seeded randomness kept inside the game state (the only source of chance in any game).
 *
 * Generator: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit state, passes PractRand),
 * seeded through cyrb128 so that any string or number gives a well-mixed start. The whole generator state is
 * four uint32 words of plain data, so a state serialises, clones and replays exactly.
 *
 * Chance events: every die goes through `rollD6`, which first consumes `forced` outcomes, and every other
 * draw (shuffles, pool draws) through `randomInt`, which first consumes `picks`. A test, a position file or
 * the engine protocol can therefore say "the next rolls are 1, 1, 6" or "the next draw takes the third block"
 * (OpenSpiel's chance node, fed from outside) without touching the rules.
 */
export interface RngState {
  /** sfc32 words a, b, c, d (uint32). */
  s: [number, number, number, number];
  /** Forced die outcomes, consumed before the generator is asked (front first). */
  forced?: number[];
  /** Forced picks for every other chance draw (`randomInt`: shuffles, pool draws), front first; each must
   *  be below the range it is used for. */
  picks?: number[];
  /** How many chance draws were made: lets a replay prove it consumed the same chance stream. */
  n: number;
}

export type Seed = number | string;

/** cyrb128: a well-known 128-bit string hash (bryc), used only to spread a seed over four words. */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4; h2 ^= h1; h3 ^= h1; h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function createRng(seed: Seed): RngState {
  const r: RngState = { s: cyrb128(String(seed)), n: 0 };
  for (let i = 0; i < 12; i++) nextUint32(r); // warm up: the first outputs of sfc32 are correlated with the seed
  r.n = 0;
  return r;
}

/** One raw sfc32 step. */
export function nextUint32(r: RngState): number {
  const s = r.s;
  let a = s[0], b = s[1], c = s[2], d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0; s[1] = b >>> 0; s[2] = c >>> 0; s[3] = d >>> 0;
  return t >>> 0;
}

/** Uniform integer in [0, n). Multiply-high mapping; the bias for n ≤ 2^16 is below 2^-16 and irrelevant here. */
export function randomInt(r: RngState, n: number): number {
  if (!(n >= 1) || n > 0x100000000 || !Number.isInteger(n)) throw new RangeError(`randomInt: bad range ${n}`);
  if (r.picks && r.picks.length > 0) {
    const v = r.picks.shift()!;
    if (r.picks.length === 0) delete r.picks;
    if (v >= n) throw new RangeError(`forced pick ${v} is out of range for a draw among ${n}`);
    r.n++;
    return v;
  }
  return generatorInt(r, n);
}

function generatorInt(r: RngState, n: number): number {
  r.n++;
  return Math.floor((nextUint32(r) / 0x100000000) * n);
}

/** A six-sided die: the forced queue first, then the generator. */
export function rollD6(r: RngState): number {
  if (r.forced && r.forced.length > 0) {
    const v = r.forced.shift()!;
    if (r.forced.length === 0) delete r.forced;
    r.n++;
    return v;
  }
  return generatorInt(r, 6) + 1;
}

/** Fisher-Yates shuffle in place. */
export function shuffle<T>(r: RngState, a: T[]): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(r, i + 1);
    const t = a[i]!; a[i] = a[j]!; a[j] = t;
  }
  return a;
}

/** Queue forced die outcomes (1-6) to be used by the next rolls. */
export function forceDice(r: RngState, dice: readonly number[]): void {
  for (const d of dice) if (!Number.isInteger(d) || d < 1 || d > 6) throw new RangeError(`forced die ${d} is not 1-6`);
  r.forced = [...(r.forced ?? []), ...dice];
}

/** Queue forced picks (non-negative integers) for the next non-die draws. */
export function forcePicks(r: RngState, picks: readonly number[]): void {
  for (const p of picks) if (!Number.isInteger(p) || p < 0) throw new RangeError(`forced pick ${p} is not a non-negative integer`);
  r.picks = [...(r.picks ?? []), ...picks];
}

export function cloneRng(r: RngState): RngState {
  const c: RngState = { s: [r.s[0], r.s[1], r.s[2], r.s[3]], n: r.n };
  if (r.forced) c.forced = r.forced.slice();
  if (r.picks) c.picks = r.picks.slice();
  return c;
}
