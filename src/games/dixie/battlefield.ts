/**
 * 3.x The battlefield: positions and reserves (3.0), stacking (3.1, with 10.1 terrain and 11.2 stack bonuses),
 * deployment of the muster face down and terrain face up by position code (3.2, 3.3), and disorder (8.3) when a
 * position is over its limit against its owner's will.
 */
import { type DixieState, type Side, type Log, type Census, R, def, leader, keepFlags, isUnit, isLeader, isTerrain, sideOf, lineOf, leaderAt, terrainAt, unitsOf, other, present, removeFromBoard } from './state.js';
import { stackBonus } from './leaders.js';
import { specialStack } from './specials.js';
import { terrainBlock } from './terrain.js';
import { moraleValue, check } from './morale.js';

/** 3.1 / 10.1 / 11.2: how many stacking cards `side` may have in p. */
export function stackLimit(s: DixieState, p: number, side: Side): number {
  return 4 + stackBonus(s, p, side) + specialStack(s, side, p);
}
/** stackLimit with the side's leader there already known (`lid`, -1: none): from a census. */
export function stackLimitWith(s: DixieState, p: number, side: Side, lid: number): number {
  return 4 + (lid >= 0 ? leader(lid).stack : 0) + specialStack(s, side, p);
}
/** Cards of `side` counting against that limit: its units and decoys, plus every terrain card in the position. */
export function stackCount(s: DixieState, p: number, side: Side): number {
  let n = 0;
  for (const c of s.pos[p]!) if (c.dc ? sideOf(c.id) === side : isTerrain(c.id) || (isUnit(c.id) && sideOf(c.id) === side)) n++;
  return n;
}
/**
 * The count against the limit in words, with what makes the limit (3.1 four, 11.2 the leader's stack bonus, a
 * `stack` special; 10.1 terrain counts): "5 of 5 (4 + 1 stack bonus of Lee)".
 */
export function stackWords(s: DixieState, p: number, side: Side): string {
  const lc = leaderAt(s, p, side), sb = stackBonus(s, p, side), sp = specialStack(s, side, p);
  const parts = [`${stackCount(s, p, side)} of ${stackLimit(s, p, side)} cards`];
  const why: string[] = [];
  if (sb) why.push(`+${sb} stack bonus of ${lc ? def(lc.id).name : 'the leader'} (11.2)`);
  if (sp) why.push(`+${sp} special (12.0)`);
  if (why.length) parts.push(`(4 ${why.join(' ')})`);
  if (terrainAt(s, p).length) parts.push('terrain counts (10.1)');
  return parts.join(' ');
}
export const roomFor = (s: DixieState, p: number, side: Side): number => stackLimit(s, p, side) - stackCount(s, p, side);
/** Over the stack limit (the limit is never below 4, so a count of 4 or less needs no look at leaders and specials). */
export function overLimit(s: DixieState, p: number, side: Side): boolean {
  const n = stackCount(s, p, side);
  return n > 4 && n > stackLimit(s, p, side);
}
/** Whether any position is over either side's limit: when none is, disorder (8.3) has nothing to do. */
export function anyOverLimit(s: DixieState, k: Census): boolean {
  for (let p = 0; p < s.pos.length; p++) {
    const c = 2 * p, u = c + 1;
    if ((k.stack[c]! > 4 && k.stack[c]! > stackLimitWith(s, p, 'CSA', k.leader[c]!)) || (k.stack[u]! > 4 && k.stack[u]! > stackLimitWith(s, p, 'USA', k.leader[u]!))) return true;
  }
  return false;
}

/** Why `side` may not deploy card `id` to p (3.2, 3.3, 13.6, 14.0 night), or null. */
export function deployBlock(s: DixieState, side: Side, id: number, p: number, decoy: boolean): [string, string] | null {
  if (lineOf(s, p) !== side) return [R('3.2'), 'deploy only into your own line'];
  if (present(s, p, other(side))) return [R('14.0'), 'cannot place cards where the enemy is present'];
  const d = def(id);
  if (decoy) {
    if (!s.o.decoys) return [R('13.6'), 'decoys are an advanced rule not in use'];
    if (d.type !== 'leader' && d.type !== 'terrain' && d.type !== 'special') return [R('13.6'), 'only leaders, terrain and specials can be decoys'];
    if (roomFor(s, p, side) < 1) return [R('3.1'), `the position is full: ${stackWords(s, p, side)}`];
    return null;
  }
  if (d.type === 'special') return [R('3.1'), 'special cards are played (12.0), not deployed'];
  if (d.type === 'leader') return leaderAt(s, p, side) ? [R('11.0'), 'one leader per position'] : null;
  if (d.type === 'terrain') {
    const b = terrainBlock(s, side, id, p);
    if (b) return b;
    return roomFor(s, p, side) < 1 ? [R('3.1'), `the position is full: ${stackWords(s, p, side)}`] : null;
  }
  return roomFor(s, p, side) < 1 ? [R('3.1'), `the position is full: ${stackWords(s, p, side)}`] : null;
}

export function deploy(s: DixieState, side: Side, id: number, p: number, decoy: boolean, log: Log): void {
  s.res[side].splice(s.res[side].indexOf(id), 1);
  const up = !decoy && (isLeader(id) || isTerrain(id));
  s.pos[p]!.push({ id, ...(up ? { up: 1 as const } : {}), ...(decoy ? { dc: 1 as const } : {}), nw: 1 });
  log?.push({ key: 'dx.deployCard', params: { side, card: id, at: p }, rule: R('3.2'), to: [side] });
  // The enemy learns of face-up leaders and terrain only when both sides have finished deploying (3.2): see
  // revealDeployment, called from the deploy-done action.
}

/**
 * 8.3: disorder. Every card of an over-stacked side checks morale; failures go to the reserve; repeat if needed.
 * `pending`: positions the moving side has filled over the limit during its movement step and may still put
 * right (8.0: the limit applies once all moves are made); they are not in disorder.
 */
export function disorder(s: DixieState, log: Log, pending: { side: Side; at: number[] } | null = null): void {
  for (let p = 0; p < s.pos.length; p++) {
    for (const side of ['CSA', 'USA'] as const) {
      if (pending && pending.side === side && pending.at.includes(p)) continue;
      let guard = 0;
      while (overLimit(s, p, side) && guard++ < 50) {
        log?.push({ key: 'dx.disorder', params: { side, at: p }, rule: R('8.3') });
        // «スタック超過ポジションの全カード»: every stacking card of the side, decoys (13.6) too, in their order there
        for (const c of s.pos[p]!.filter((x) => sideOf(x.id) === side && (x.dc || isUnit(x.id)))) {
          if (stackCount(s, p, side) <= stackLimit(s, p, side) && guard > 1) break;
          if (c.dc) {
            // A decoy has no morale value: it fails and falls back. To the enemy this is a face-down card failing its
            // check, exactly as a face-down unit's (dx.hiddenFail, dx.toReserveHidden): nothing tells it was a decoy.
            removeFromBoard(s, c.id);
            s.res[side].push(c.id);
            log?.push({ key: 'dx.decoyDisorder', params: { card: c.id, at: p }, rule: R('8.3'), to: [side] });
            log?.push({ key: 'dx.hiddenFail', params: { side }, rule: R('6.0') });
            log?.push({ key: 'dx.toReserveHidden', params: { side }, rule: R('8.3') });
            continue;
          }
          const ok = check(s, moraleValue(s, p, side, c.id, false), log, { card: c.id }, c.up ? undefined : side);
          if (!ok) {
            keepFlags(s, c); // 7.0: a card that fired or moved this turn does not move again from the reserve
            removeFromBoard(s, c.id);
            s.res[side].push(c.id);
            log?.push(c.up ? { key: 'dx.toReserve', params: { card: c.id }, rule: R('8.3') } : { key: 'dx.toReserveHidden', params: { side }, rule: R('8.3') });
          }
        }
      }
      if (overLimit(s, p, side)) {
        // Safety net for a pathological run of passes: the last unit goes back.
        const last = unitsOf(s, p, side).pop();
        if (last) { removeFromBoard(s, last.id); s.res[side].push(last.id); }
      }
    }
  }
}

/** 3.2: once both sides have deployed, each learns where the other placed cards, and which leaders and terrain. */
export function revealDeployment(s: DixieState, log: Log): void {
  for (let p = 0; p < s.pos.length; p++) {
    const st = s.pos[p]!;
    for (let i = 0; i < st.length; i++) {
      const c = st[i]!;
      if (c.nw && c.up) log?.push({ key: 'dx.deployUp', params: { side: sideOf(c.id), card: c.id, at: p }, rule: R('3.1'), to: [other(sideOf(c.id))] });
      else if (c.nw) log?.push({ key: 'dx.deploy', params: { side: sideOf(c.id), at: p }, rule: R('3.2'), to: [other(sideOf(c.id))] });
      if (c.nw === undefined) continue;
      const { nw, ...rest } = c; // a new object rather than a deleted property (a slow object for V8)
      void nw;
      st[i] = rest;
    }
  }
}
