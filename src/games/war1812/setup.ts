/**
 * Setup (war1812 3.0). Chart: British Starting Forces (Force Display expeditions A-E, the port chart's ER and
 * Kingston squadrons, the on-map places); the rest of the setup is design (the data pack, docs/war1812-data.md).
 * The game starts in June-July 1812 (war declared 18 June 1812).
 */
import type { LogEntry } from '../../core/log.js';
import { createRng, shuffle, type Seed } from '../../core/rng.js';
import { KIND, type Compiled } from './compile.js';
import { startTurn } from './sequence.js';
import { unitIndex, type Side, type Stack, type War1812State } from './state.js';
import { emptyUnits } from './stacks.js';

export const START_YEAR = 1812;
export const START_TURN = 3;

export function setupState(c: Compiled, seed: Seed, pack: string, log: LogEntry[] | null): War1812State {
  const stacks: Stack[] = [];
  const placed = new Set<number>();
  for (const sd of c.pack.setup) {
    const side: Side = sd.side === 'british' ? 0 : 1;
    for (const f of sd.forces) {
      const u = emptyUnits();
      for (const [k, v] of Object.entries(f.units)) u[unitIndex(k)]! += v ?? 0;
      const leaders = (f.leaders ?? []).map((id) => c.leaderIndex[id]!);
      leaders.forEach((l) => placed.add(l));
      const at = c.index[f.at]!;
      const id = f.expedition ?? '';
      const same = id === '' ? stacks.find((st) => st.id === '' && st.side === side && st.at === at) : undefined;
      if (same) { for (let i = 0; i < u.length; i++) same.u[i]! += u[i]!; continue; }
      stacks.push({ id, side, at, leaders, u });
    }
  }
  const pool: [number[], number[]] = [[], []];
  c.leaders.forEach((_, i) => {
    if (placed.has(i) || c.lNap[i] || c.lYear[i]! > START_YEAR) return;
    pool[c.lSide[i] as Side].push(i);
  });
  const s: War1812State = {
    rng: createRng(seed), step: 0,
    year: START_YEAR, turn: START_TURN, phase: 'play', active: 1, first: 1,
    hands: [[], []], deck: [], discard: [], removed: [],
    stacks,
    control: c.owner.map((o, i) => (c.kind[i] === KIND.LAND ? o : -1)),
    fort: c.fort0.slice(),
    flags: new Array<number>(c.n).fill(0),
    roads: [],
    blockade: new Array<number>(c.seas.length).fill(0),
    tribes: c.tribes.map((t) => t.status0),
    peace: [c.pack.params.britishStart, c.pack.params.americanStart],
    pool,
    appear: [], raisedOps: {}, raisedUnits: {}, builds: [],
    ops: null, mover: null,
    nap: 0, napTurn: [0, 0, 0, 0], wellington: 0, napPending: 0, coastalRaiders: false,
    lastCards: 0, ghent: null, layup: 0, result: null, pack,
  };
  s.deck = shuffle(s.rng, c.cardIds.filter((id) => c.cYear[id]! <= START_YEAR));
  log?.push({ key: 'w.setup', params: { year: START_YEAR }, rule: 'war1812 3.0' });
  startTurn(c, s, log);
  return s;
}
