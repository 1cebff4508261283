/**
 * Indians (2.25, 10.0). Movement limits live in movement.ts (`canEnterHex`: wilderness or own town;
 * `mustStopAfter`: no stop at forest sides); combat ratings in the combat files. Here: placement when drawn
 * and the year-end capture.
 */
import type { LogEntry } from '../../core/log.js';
import { BRITISH, NEUTRAL } from './control.js';
import { canEnterHex, count } from './movement.js';
import type { Compiled, LibertyState } from './state.js';
import { LOC } from './state.js';

/** 6.1, 10.0: own town if friendly and not enemy-occupied; otherwise any adjacent neutral hex free of the
 *  enemy that the Indian may enter (wilderness). */
export function indianPlacements(c: Compiled, s: LibertyState, b: number): number[] {
  const home = c.blocks.home[b]!;
  if (home < 0) return [];
  // 6.1 「最大で1ヘクス毎に1ブロック」: not where a block was already placed this turn (then it is not possible)
  if (s.control[home] === BRITISH && count(s, c, home, 1) === 0 && !s.placed.includes(home)) return [home];
  const out: number[] = [];
  for (const n of c.map.neighbours[home]!) {
    if (n < 0 || s.control[n] !== NEUTRAL || count(s, c, n, 1) > 0 || s.placed.includes(n)) continue;
    if (canEnterHex(c, s, 'british', b, n)) out.push(n);
  }
  return out.sort((x, y) => x - y);
}

/** 10.0 with 11.3 (issue 23): an enemy block in an Indian town at the end of the year captures its Indian block,
 *  wherever it is (even in the British pool): 「…所属するインディアンのブロックは(イギリス軍の補充プールにいたとしても)捕虜に
 *  なる。捕虜となったブロックは解散する。」, and 11.3 「解散されたブロックは補充プールに戻る」: the captured block disbands at
 *  once, back to the British pool at full strength; it is never a prisoner to exchange (11.5). An Indian already a
 *  prisoner (captured in battle, 7.32, which makes it exchangeable) is left as it is. */
export function captureIndians(c: Compiled, s: LibertyState, log: LogEntry[] | null): void {
  for (let b = 0; b < s.loc.length; b++) {
    if (!c.blocks.indian[b]) continue;
    const home = c.blocks.home[b]!;
    if (home < 0 || s.loc[b] === LOC.PRISONER) continue;
    if (count(s, c, home, 1) > 0) {
      s.loc[b] = LOC.POOL;
      s.steps[b] = c.blocks.maxSteps[b]!;
      s.revealed[b] = 0;
      // The block goes back to the pool face down: the enemy reads the town (which names the tribe), its owner the block
      const town = c.map.townName[home] ?? home;
      log?.push({ key: 'lib.indianCapturedAt', params: { town }, rule: 'liberty 10.0', to: ['american', 'observer'] });
      log?.push({ key: 'lib.indianCaptured', params: { block: c.blocks.data[b]!.id, town }, rule: 'liberty 10.0', to: ['british'] });
    }
  }
}

/** Optional rule 5 (dossier §7.12, Indian home defence): when an American block enters an Indian town, that
 *  tribe's block, if it stands elsewhere on the map and is not engaged with American blocks there, returns home
 *  at once to defend it (at B2, 2.25). The move is free: no action, no hexside limit; the block counts as moved. */
export function indianHomeDefence(c: Compiled, s: LibertyState, side: 'british' | 'american', hex: number, log: LogEntry[] | null): void {
  if (!s.optional.indianHomeDefence || side !== 'american' || hex < 0 || hex >= c.map.hexCount || !c.map.tribeHome[hex]) return;
  for (let b = 0; b < s.loc.length; b++) {
    if (!c.blocks.indian[b] || c.blocks.home[b] !== hex) continue;
    const at = s.loc[b]!;
    if (at === hex || at < 0 || at >= c.map.hexCount || count(s, c, at, 1) > 0) continue;
    s.loc[b] = hex;
    s.moved[b] = 1;
    // The block stays face down: only its owner (the British, who hold the Indians) may read which it is.
    log?.push({ key: 'lib.indianHome', params: { block: c.blocks.data[b]!.id, to: c.map.townName[hex] ?? hex }, rule: 'liberty 10.0', to: ['british'] });
  }
}
