/**
 * What each side sees (war1812 2.6, hidden information): everything on the map and the Force Displays is open
 * (the physical game's charts lie on the table), but never the other hand, the order of the deck, or what the
 * enemy's unit-appearance markers will become (5.4). Observers see neither hand.
 */
import { OBSERVER } from '../../core/engine.js';
import { KIND, type Compiled } from './compile.js';
import { battlePreview, type BattlePreview } from './combat.js';
import { lakeRollModifier } from './lake.js';
import { borderCrossers, isSquadron, moveOptions, wildernessPreview } from './movement.js';
import { sideId, type Appear, type Stack, type War1812State } from './state.js';
import { commander, hasShips, shipSP } from './stacks.js';

/** What an offered move would bring before it is made (6.5, 6.8, 8.x, 9.2): read from open information only. */
export interface MovePreview {
  type: 'move' | 'river' | 'trail' | 'sea';
  to: number;
  /** Chart: Wilderness Movement, the modifiers by name, their sum and the lowest die (0-9) that succeeds. */
  wilderness: { mods: Record<string, number>; total: number; needDie: number } | null;
  /** The land battle this move would start. */
  battle: BattlePreview | null;
  /** The lake battle a squadron sailing here would fight: ship SP and each side's roll modifier. */
  lake: { aSP: number; dSP: number; aMod: number; dMod: number } | null;
  /** Militia (and British fencibles) who roll for desertion on crossing the border (6.8). */
  deserters: number;
}

export interface War1812View {
  viewer: string;
  year: number;
  turn: number;
  phase: War1812State['phase'];
  active: string;
  first: string;
  /** The viewer's own hand (empty for observers). */
  hand: number[];
  handCounts: [number, number];
  deckCount: number;
  discard: number[];
  removed: number[];
  stacks: Stack[];
  control: number[];
  fort: number[];
  flags: number[];
  roads: number[];
  blockade: number[];
  tribes: number[];
  peace: [number, number];
  pool: [number[], number[]];
  /** Unit-appearance markers: `unit` is -1 on the enemy's (hidden). */
  appear: Appear[];
  raisedOps: Record<number, number>;
  /** The viewer's own raising this turn (keys "side:space:unit"). */
  raisedUnits: Record<string, number>;
  builds: War1812State['builds'];
  ops: War1812State['ops'];
  mover: War1812State['mover'];
  nap: number;
  napTurn: number[];
  wellington: number;
  napPending: number;
  coastalRaiders: boolean;
  lastCards: number;
  ghent: War1812State['ghent'];
  layup: number;
  pack: string;
  /** For the side moving an expedition (6.x): each offered move with its rolls and battle; empty otherwise. */
  moves: MovePreview[];
}

function movePreviews(c: Compiled, s: War1812State): MovePreview[] {
  const st = s.stacks[s.mover!.stack]!;
  const out: MovePreview[] = [];
  for (const a of moveOptions(c, s)) {
    if (a.type !== 'move' && a.type !== 'river' && a.type !== 'trail' && a.type !== 'sea') continue;
    let lake: MovePreview['lake'] = null;
    if (isSquadron(c, st) && c.kind[a.to] === KIND.LAKE) {
      const defs = s.stacks.filter((x) => x.side !== st.side && x.at === a.to && hasShips(x));
      if (defs.length) {
        lake = {
          aSP: shipSP(st), dSP: defs.reduce((n, x) => n + shipSP(x), 0),
          aMod: lakeRollModifier(c, commander(c, st.leaders)), dMod: lakeRollModifier(c, commander(c, defs.flatMap((x) => x.leaders))),
        };
      }
    }
    out.push({ type: a.type, to: a.to, wilderness: wildernessPreview(c, s, a), battle: battlePreview(c, s, st, a.to), lake, deserters: borderCrossers(c, st, a.to) });
  }
  return out;
}

export function buildView(c: Compiled, s: War1812State, viewer: string): War1812View {
  const me = viewer === 'british' ? 0 : viewer === 'american' ? 1 : -1;
  const mine = (key: string) => me >= 0 && key.startsWith(`${me}:`);
  const raisedUnits: Record<string, number> = {};
  for (const k in s.raisedUnits) if (mine(k)) raisedUnits[k] = s.raisedUnits[k]!;
  return {
    viewer: viewer === OBSERVER ? OBSERVER : viewer,
    year: s.year, turn: s.turn, phase: s.phase, active: sideId(s.active), first: sideId(s.first),
    hand: me === 0 || me === 1 ? s.hands[me].slice() : [],
    handCounts: [s.hands[0].length, s.hands[1].length],
    deckCount: s.deck.length,
    discard: s.discard.slice(), removed: s.removed.slice(),
    stacks: s.stacks.map((st) => ({ id: st.id, side: st.side, at: st.at, leaders: st.leaders.slice(), u: st.u.slice() })),
    control: s.control.slice(), fort: s.fort.slice(), flags: s.flags.slice(), roads: s.roads.slice(),
    blockade: s.blockade.slice(), tribes: s.tribes.slice(), peace: [s.peace[0], s.peace[1]],
    pool: [s.pool[0].slice(), s.pool[1].slice()],
    appear: s.appear.map((m) => ({ side: m.side, at: m.at, unit: m.side === me ? m.unit : -1 })),
    raisedOps: { ...s.raisedOps }, raisedUnits,
    builds: s.builds.map((b) => ({ ...b })),
    ops: s.ops ? { ...s.ops } : null,
    mover: s.mover ? { ...s.mover } : null,
    nap: s.nap, napTurn: s.napTurn.slice(), wellington: s.wellington, napPending: s.napPending, coastalRaiders: s.coastalRaiders,
    lastCards: s.lastCards, ghent: s.ghent ? { ...s.ghent, numbers: [s.ghent.numbers[0], s.ghent.numbers[1]] } : null,
    layup: s.layup, pack: s.pack,
    moves: s.phase === 'move' && s.mover && s.stacks[s.mover.stack]!.side === me ? movePreviews(c, s) : [],
  };
}
