/**
 * Victory (war1812 11.x): the Peace Track. Each side's marker advances toward the other with war weariness;
 * when they meet, peace is declared (12.1). Chart: Victory (every trigger below is a chart entry) and Game End
 * (with the last card, the chart's five triggers move both markers: the pair, 12.4).
 */
import type { LogEntry } from '../../core/log.js';
import type { Compiled } from './compile.js';
import { sideId, type Side, type War1812State } from './state.js';

export type Trigger = 'major-battle' | 'devastating' | 'major-city' | 'star' | 'subjugate' | 'blockade' | 'layup' | 'event' | 'weariness';

/** Move `side`'s marker n boxes toward peace (n < 0: back, a rally); it never passes the other marker (12.1). */
export function advance(c: Compiled, s: War1812State, side: Side, n: number, why: Trigger, rule: string, log: LogEntry[] | null): void {
  if (n === 0 || s.ghent) return;
  const max = c.pack.params.trackMax;
  const before = s.peace[side];
  if (side === 0) s.peace[0] = n > 0 ? Math.min(s.peace[0] + n, s.peace[1]) : Math.max(0, s.peace[0] + n);
  else s.peace[1] = n > 0 ? Math.max(s.peace[1] - n, s.peace[0]) : Math.min(max, s.peace[1] - n);
  if (s.peace[side] !== before) log?.push({ key: n > 0 ? 'w.peaceAdvance' : 'w.peaceBack', params: { side: sideId(side), box: s.peace[side], why: `why-${why}` }, rule });
}

/**
 * A chart trigger won by `beneficiary` (the side the trigger favours). Before peace, it moves one marker as the
 * chart says; during the last cards (12.4) the five triggers the chart lists move the pair one box toward the
 * beneficiary's end instead.
 */
export function trigger(c: Compiled, s: War1812State, why: Trigger, beneficiary: Side, rule: string, log: LogEntry[] | null): void {
  if (s.ghent) {
    if (why === 'major-battle' || why === 'devastating' || why === 'major-city' || why === 'star' || why === 'subjugate') movePair(c, s, beneficiary, 1, why, log);
    return;
  }
  const loser: Side = beneficiary === 0 ? 1 : 0;
  switch (why) {
    case 'star': advance(c, s, beneficiary, -1, why, rule, log); break; // chart: the capturer's marker moves back
    default: advance(c, s, loser, 1, why, rule, log); // the opponent's marker advances
  }
}

/** 12.3 / 12.4: move the pair n boxes toward `toward`'s own end (the British end is box 0). */
export function movePair(c: Compiled, s: War1812State, toward: Side, n: number, why: Trigger | 'ghent', log: LogEntry[] | null): void {
  if (!s.ghent || n <= 0) return;
  const before = s.ghent.box;
  s.ghent.box = toward === 0 ? Math.max(0, before - n) : Math.min(c.pack.params.trackMax, before + n);
  if (s.ghent.box !== before) log?.push({ key: 'w.pairMoves', params: { side: sideId(toward), box: s.ghent.box, why: `why-${why}` }, rule: why === 'ghent' ? 'war1812 12.3' : 'war1812 12.4' });
}

export const peaceMet = (s: War1812State): boolean => s.peace[0] >= s.peace[1];

/** 12.5: the result level of the box where the pair ends. */
export function resultOf(c: Compiled, box: number): { winner: 'british' | 'american' | null; level: string } {
  const p = c.pack.params;
  if (box <= p.britishDecisive) return { winner: 'british', level: 'british-decisive' };
  if (box <= p.britishMarginal) return { winner: 'british', level: 'british-marginal' };
  if (box >= p.americanDecisive) return { winner: 'american', level: 'american-decisive' };
  if (box >= p.americanMarginal) return { winner: 'american', level: 'american-marginal' };
  return { winner: null, level: 'status-quo' };
}
