/**
 * Occupancy index: blocks per side per location, warships among them, and the blocks at each location in
 * index order, derived from `s.loc`. It replaces the many "scan all 50 blocks" queries of the rules (the
 * hot spot of comparable engines) without putting anything into the state.
 *
 * Correctness does not depend on anyone telling the index about moves: the index remembers the `loc` array
 * it was last synchronised with (`snap`) and every query first compares `s.loc` with it (50 integer
 * compares), moving the blocks that differ. So it is right for any state, a clone, a state a test edited by
 * hand, or another pack (a new pack resets it).
 *
 * Query-heavy code that does not move blocks (legal-action enumeration) may skip those compares: inside
 * `trust(c, s)` … `untrust(prev)` the index is synchronised once and then read as is, for that state only.
 * Never move a block inside a trusted scope.
 */
import type { Compiled, LibertyState } from './state.js';

/** Off-map locations (LOC.* = 1000 … 1020) get slots after the hexes. */
const OFF_MAP_BASE = 1000, OFF_MAP_SLOTS = 21;

let compiled: Compiled | null = null;
let hexCount = 0;
/** Location of each block as last synchronised (NOT_SEEN before the first sync), and its slot. */
const NOT_SEEN = -0x7fffffff;
let snap = new Int32Array(0);
let slotNow = new Int32Array(0);
/** Per slot*2+side: block count, warship count. */
let counts = new Int32Array(0);
let ships = new Int32Array(0);
/** Per slot*2+side: first block (-1 none); per block: next block of the same list. Rebuilt lazily. */
let heads = new Int32Array(0);
let next = new Int32Array(0);
let listsStale = true;
let trusted: LibertyState | null = null;

function slotOf(loc: number): number {
  if (loc >= 0 && loc < hexCount) return loc;
  const k = loc - OFF_MAP_BASE;
  return k >= 0 && k < OFF_MAP_SLOTS ? hexCount + k : -1; // -1: not a place blocks stand (never in valid states)
}

function reset(c: Compiled): void {
  compiled = c;
  hexCount = c.map.hexCount;
  const slots = (hexCount + OFF_MAP_SLOTS) * 2;
  counts = new Int32Array(slots);
  ships = new Int32Array(slots);
  heads = new Int32Array(slots).fill(-1);
  snap = new Int32Array(c.blocks.count).fill(NOT_SEEN);
  slotNow = new Int32Array(c.blocks.count).fill(-1);
  next = new Int32Array(c.blocks.count).fill(-1);
  listsStale = true;
  trusted = null;
}

/** Bring the index in line with s.loc (only the blocks that moved are touched). */
function sync(c: Compiled, s: LibertyState): void {
  if (c !== compiled || s.loc.length !== snap.length) reset(c);
  if (trusted === s) return;
  const L = s.loc;
  for (let b = 0; b < L.length; b++) if (L[b] !== snap[b]) move(b, L[b]!); // usually nothing moved: 50 compares
}

function move(b: number, loc: number): void {
  const side = compiled!.blocks.side, warship = compiled!.blocks.warship;
  const slot = slotOf(loc);
  const old = slotNow[b]!;
  snap[b] = loc;
  if (slot === old) return;
  const si = side[b]!;
  if (old >= 0) { counts[old * 2 + si]!--; if (warship[b]) ships[old * 2 + si]!--; }
  if (slot >= 0) { counts[slot * 2 + si]!++; if (warship[b]) ships[slot * 2 + si]!++; }
  slotNow[b] = slot;
  listsStale = true;
}

function buildLists(): void {
  heads.fill(-1);
  for (let b = slotNow.length - 1; b >= 0; b--) {
    const slot = slotNow[b]!;
    if (slot < 0) { next[b] = -1; continue; }
    const k = slot * 2 + compiled!.blocks.side[b]!;
    next[b] = heads[k]!;
    heads[k] = b;
  }
  listsStale = false;
}

/** Blocks of side (0 british, 1 american) at a location. */
export function countAt(c: Compiled, s: LibertyState, loc: number, sideIdx: number): number {
  sync(c, s);
  const slot = slotOf(loc);
  return slot < 0 ? 0 : counts[slot * 2 + sideIdx]!;
}

/**
 * The whole table, synchronised: counts[hex * 2 + side] for every hex (for loops over all hexes). Valid until
 * the next block move or the next query on another state.
 */
export function hexCounts(c: Compiled, s: LibertyState): Int32Array {
  sync(c, s);
  return counts;
}

/** Blocks of both sides at a location. */
export function countBoth(c: Compiled, s: LibertyState, loc: number): number {
  sync(c, s);
  const slot = slotOf(loc);
  return slot < 0 ? 0 : counts[slot * 2]! + counts[slot * 2 + 1]!;
}

/** Warships of side at a location. */
export function shipsAt(c: Compiled, s: LibertyState, loc: number, sideIdx: number): number {
  sync(c, s);
  const slot = slotOf(loc);
  return slot < 0 ? 0 : ships[slot * 2 + sideIdx]!;
}

/**
 * First block of side at a location (index order), -1 if none; walk on with `nextAt`. The list is valid until
 * the next block move or the next query on another state.
 */
export function firstAt(c: Compiled, s: LibertyState, loc: number, sideIdx: number): number {
  sync(c, s);
  if (listsStale) buildLists();
  const slot = slotOf(loc);
  return slot < 0 ? -1 : heads[slot * 2 + sideIdx]!;
}
export const nextAt = (b: number): number => next[b]!;

/**
 * Read the index without re-checking s.loc until `untrust` (for code that only queries, never moves blocks).
 * Returns the previous trusted state, to be handed back to `untrust` (scopes nest).
 */
export function trust(c: Compiled, s: LibertyState): LibertyState | null {
  const prev = trusted;
  if (prev !== s) { trusted = null; sync(c, s); }
  trusted = s;
  return prev;
}
export function untrust(prev: LibertyState | null): void {
  const inner = trusted;
  trusted = null;
  if (prev && compiled) {
    if (prev !== inner) sync(compiled, prev); // the inner scope indexed another state
    trusted = prev;
  }
}
