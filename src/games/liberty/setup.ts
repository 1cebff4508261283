/**
 * Setup (12.0): blocks placed from the pack's setup list at the strengths shown; the other blocks form each
 * side's face-down pool (drawn at random, so no order is stored), and the French blocks not set up wait face
 * up in the French pool until entry (9.0). Then the 1775 cards are dealt (3.0).
 */
import type { LogEntry } from '../../core/log.js';
import { createRng, type Seed } from '../../core/rng.js';
import { dealYear } from './cards.js';
import { initialControl } from './control.js';
import { parseLoc } from './compile.js';
import type { Compiled, LibertyOptions, LibertyState } from './state.js';
import { LOC } from './state.js';

export function emptyState(c: Compiled, seed: Seed, options: LibertyOptions): LibertyState {
  const n = c.blocks.count;
  const z = () => new Array<number>(n).fill(0);
  return {
    rng: createRng(seed), step: 0,
    year: c.pack.rules.startYear, turn: 1, phase: 'card', p1: null, mover: null, weather: 0, frenchEntered: false,
    loc: new Array<number>(n).fill(LOC.POOL), steps: c.blocks.maxSteps.slice(),
    revealed: z(), moved: z(), forcedMarch: z(), viaRiver: z(), reserve: z(),
    hands: [[], []], played: [-1, -1], points: 0, drawing: false, drawn: -1, group: null,
    sideUse: {}, contests: [], battle: null, winter: null, control: [],
    pack: options.pack ?? 'default', entries: [], placed: [], history: [[], []], handSize: 0,
    optional: {
      escalatingFrenchEntry: options.escalatingFrenchEntry, supplyCardPrisonerExchange: options.supplyCardPrisonerExchange,
      bwiImmobileUntilFrenchEntry: options.bwiImmobileUntilFrenchEntry, extraCardPerYear: options.extraCardPerYear,
      indianHomeDefence: options.indianHomeDefence, drawBand: options.drawBand,
    },
    result: null,
  };
}

/** The pack's setup list as (block, location, steps), resolved once per pack (names → indexes). */
const placementsCache = new WeakMap<Compiled, [number, number, number][]>();
function setupPlacements(c: Compiled): [number, number, number][] {
  let list = placementsCache.get(c);
  if (!list) {
    list = c.pack.setup.placements.map((p): [number, number, number] => {
      const b = c.blocks.index[p.block];
      const at = parseLoc(c, p.at);
      if (b === undefined || at === undefined) throw new Error(`setup: unknown block or place ${p.block} @ ${p.at}`);
      return [b, at, p.steps];
    });
    placementsCache.set(c, list);
  }
  return list;
}

export function setupState(c: Compiled, seed: Seed, options: LibertyOptions, log: LogEntry[] | null): LibertyState {
  const s = emptyState(c, seed, options);
  for (let b = 0; b < c.blocks.count; b++) if (c.blocks.french[b]) s.loc[b] = LOC.FRENCH_POOL;
  for (const [b, at, steps] of setupPlacements(c)) {
    s.loc[b] = at;
    s.steps[b] = steps;
  }
  s.year = c.pack.setup.year ?? c.pack.rules.startYear;
  initialControl(c, s);
  log?.push({ key: 'lib.setup', params: { year: s.year }, rule: 'liberty 12.0' });
  dealYear(c, s, log);
  return s;
}
