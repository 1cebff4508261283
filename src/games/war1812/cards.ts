/**
 * Card play (war1812 5.1) and events. Chart entries: events move the peace markers "as shown on the card"; with
 * the last card no event that moves the Peace Track may be played (12.4). The deck itself is design
 * (docs/war1812-cards.md): one deck, growing each year, reshuffled from the discards when it runs out (4.3).
 */
import type { LogEntry } from '../../core/log.js';
import { shuffle, randomInt } from '../../core/rng.js';
import { type Compiled } from './compile.js';
import { isSquadron } from './movement.js';
import { napoleonStep } from './napoleon.js';
import { FLAG, LOSS_ORDER, U, sideId, turnIndex, type Side, type War1812State } from './state.js';
import { garrison, hasShips, landSP, takeLosses, tidy } from './stacks.js';
import { advance, trigger } from './victory.js';

/** 4.3: deal n cards to a side, reshuffling the discards into the deck when it runs out. */
export function deal(c: Compiled, s: War1812State, side: Side, n: number, log: LogEntry[] | null): void {
  for (let i = 0; i < n; i++) {
    if (!s.deck.length) {
      if (!s.discard.length) return;
      s.deck = shuffle(s.rng, s.discard);
      s.discard = [];
      log?.push({ key: 'w.reshuffle', params: { n: s.deck.length }, rule: 'war1812 4.3' });
    }
    s.hands[side].push(s.deck.pop()!);
  }
  s.hands[side].sort((a, b) => a - b);
}

/** 4.3: the cards of a new year are shuffled into the deck. */
export function addYearCards(c: Compiled, s: War1812State, year: number, log: LogEntry[] | null): void {
  const add = c.cardIds.filter((id) => c.cYear[id] === year);
  if (!add.length) return;
  s.deck.push(...add);
  shuffle(s.rng, s.deck);
  log?.push({ key: 'w.newCards', params: { year, n: add.length }, rule: 'war1812 4.3' });
}

/** May `side` play this card as its event now (5.1, 11.6, 12.4)? */
export function eventPlayable(c: Compiled, s: War1812State, side: Side, card: number): boolean {
  const k = c.cards[card]!;
  const cs = c.cSide[card]!;
  if (cs !== 2 && cs !== side) return false;
  if (s.ghent && k.peace) return false; // chart: no peace-track event with the last card
  if (s.ghent && side === 0 && c.cEffects[card]!.some((e) => e.do === 'blockade' && e.delta! > 0)) return false; // chart: nor a British blockade
  if (k.needsNapoleon && s.nap < k.needsNapoleon) return false;
  if (k.napoleon) {
    if (s.nap !== k.napoleon - 1) return false;
    if (k.napoleon === 2 && turnIndex(s.year, s.turn) < turnIndex(1814, 5)) return false; // 11.6: months on Elba first
    if (k.napoleon === 3 && turnIndex(s.year, s.turn) <= s.napTurn[2]!) return false;
  }
  return true;
}

/** Carry out a card's event; returns the MP of an activation the event grants (0: none). */
export function applyEvent(c: Compiled, s: War1812State, side: Side, card: number, log: LogEntry[] | null): number {
  const k = c.cards[card]!;
  const enemy: Side = side === 0 ? 1 : 0;
  const S = sideId(side);
  let activate = 0;
  log?.push({ key: 'w.event', params: { side: S, card }, rule: 'war1812 5.1' });
  if (k.napoleon) napoleonStep(c, s, k.napoleon, log);
  for (const e of c.cEffects[card]!) {
    switch (e.do) {
      case 'peace': advance(c, s, e.who === 0 ? side : enemy, e.n!, 'event', 'war1812 11.2', log); break;
      case 'units': case 'ships': {
        const at = e.at!.find((sp) => s.control[sp] === side && !(s.flags[sp]! & FLAG.PORT_DESTROYED && e.do === 'ships'));
        if (at === undefined) { log?.push({ key: 'w.noPlace', params: { side: S }, rule: 'war1812 5.1' }); break; }
        // ships join the side's squadron in that port (5.9), anything else the garrison
        const sq = e.do === 'ships' ? s.stacks.find((st) => st.side === side && st.at === at && st.id !== '' && isSquadron(c, st)) : undefined;
        const g = sq ?? garrison(s, side, at);
        for (let i = 0; i < g.u.length; i++) g.u[i]! += e.units![i]!;
        log?.push({ key: 'w.unitsArrive', params: { side: S, at }, rule: 'war1812 5.1' });
        break;
      }
      case 'leaders':
        for (const l of e.leaders!) {
          if (c.lSide[l] !== side || s.pool[side].includes(l) || s.stacks.some((st) => st.leaders.includes(l))) continue;
          s.pool[side].push(l);
          log?.push({ key: 'w.leaderToPool', params: { leader: l }, rule: 'war1812 10.2' });
        }
        break;
      case 'tribe':
        if (e.tribe! >= 0 && s.tribes[e.tribe!] !== 2) {
          s.tribes[e.tribe!] = e.status!;
          log?.push({ key: e.status === 1 ? 'w.tribeHostile' : 'w.tribeNeutral', params: { tribe: c.tribes[e.tribe!]!.name }, rule: 'war1812 11.4' });
        }
        break;
      case 'draw': deal(c, s, side, e.n!, log); break;
      case 'discard':
        for (let i = 0; i < e.n! && s.hands[enemy].length; i++) {
          const j = randomInt(s.rng, s.hands[enemy].length);
          const lost = s.hands[enemy].splice(j, 1)[0]!;
          s.discard.push(lost);
          log?.push({ key: 'w.discarded', params: { side: sideId(enemy), card: lost }, rule: 'war1812 5.1' });
        }
        break;
      case 'activate': activate = e.mp || c.pack.params.activationMP; break;
      case 'blockade': {
        let z = e.zone!;
        if (z < 0) {
          z = 0;
          for (let i = 0; i < s.blockade.length; i++) {
            const better = e.delta! > 0 ? s.blockade[i]! < 2 && (s.blockade[z]! >= 2 || s.blockade[i]! > s.blockade[z]!) : s.blockade[i]! > s.blockade[z]!;
            if (better) z = i;
          }
        }
        const before = s.blockade[z]!;
        s.blockade[z] = Math.max(0, Math.min(2, before + e.delta!));
        if (s.blockade[z] !== before) log?.push({ key: 'w.blockadeEvent', params: { zone: c.seas[z]!, level: s.blockade[z]! }, rule: 'war1812 5.8' });
        if (before < 2 && s.blockade[z] === 2) trigger(c, s, 'blockade', 0, 'war1812 11.2', log);
        break;
      }
      case 'fort': {
        const at = e.at!.find((sp) => s.control[sp] === side && s.fort[sp]! < 3);
        if (at !== undefined) { s.fort[at]!++; log?.push({ key: 'w.fortUpgraded', params: { side: S, at, level: s.fort[at]! }, rule: 'war1812 5.3' }); }
        break;
      }
      case 'attrition': {
        let best = -1;
        s.stacks.forEach((st, i) => { if (st.side === enemy && st.id !== '' && landSP(st) > (best < 0 ? 0 : landSP(s.stacks[best]!))) best = i; });
        if (best >= 0) {
          const st = s.stacks[best]!;
          const n = takeLosses(st, e.n!, LOSS_ORDER);
          log?.push({ key: 'w.attrition', params: { side: sideId(enemy), stack: st.id, n }, rule: 'war1812 5.1' });
          tidy(s);
        }
        break;
      }
      case 'raiders':
        s.coastalRaiders = true;
        if (s.nap >= 1 && turnIndex(s.year, s.turn) > s.napTurn[1]!) {
          garrison(s, 0, c.quebec).u[U.RAIDERS]!++;
          log?.push({ key: 'w.raidersArrive', params: { at: c.quebec }, rule: 'war1812 11.6' });
        } else log?.push({ key: 'w.raidersReady', params: {}, rule: 'war1812 11.6' });
        break;
    }
  }
  return activate;
}
