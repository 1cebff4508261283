/** Weather (4.0): Player 2 rolls one die after the cards; 1 North, 2 South, 3+ no effect. The effects are
 *  applied where attacks are checked (movement.ts `weatherForbids`). */
import type { LogEntry } from '../../core/log.js';
import { rollD6 } from '../../core/rng.js';
import type { LibertyState } from './state.js';
import { enemyOf } from './state.js';

export function rollWeather(s: LibertyState, log: LogEntry[] | null): void {
  s.weather = rollD6(s.rng);
  const key = s.weather === 1 ? 'lib.weatherNorth' : s.weather === 2 ? 'lib.weatherSouth' : 'lib.weatherFair';
  log?.push({ key, params: { side: enemyOf(s.p1!), die: s.weather }, rule: 'liberty 4.0' });
}
