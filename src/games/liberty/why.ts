/**
 * Issue 22: why a candidate decision is closed. The legal-action code and the refusal explainers share one source
 * of truth: each candidate (a block's next hex, a block to start moving, a sea move, …) is checked by one function
 * that returns W.OK or the code of the first rule that closes it, in the order the rules are applied. The
 * enumeration keeps the candidates whose code is W.OK; a refused action is explained by the code its own
 * candidate gets (`whyText`: the rule and the reason). Codes are small integers so the enumeration pays nothing
 * for them. Every text reads only what the refused side can see (its own blocks, public counts, control, weather,
 * where blocks stand), never a face-down enemy block's identity or strength.
 */
export const W = {
  OK: 0,
  // a block and its move as a whole
  NOT_YOURS: 1, MOVED: 2, NOT_ON_BOARD: 3, FRENCH_NEUTRAL: 4, BWI_OPTIONAL: 5, PINNED: 6,
  ALLOWANCE: 7, FOREST_STOP: 8, SEA_WHOLE_MOVE: 9, SAME_PLACE: 10,
  // a land step
  NOT_ADJACENT: 11, WATER_SIDE: 12, SEA_HEX: 13, INDIAN_WILDERNESS: 14, HEXSIDE_FULL: 15, PINNED_SIDE: 16,
  WEATHER: 17, SEA_ATTACK_ALONE: 18, NO_PLACE: 19,
  // by sea, warships, the West Indies
  NOT_BY_SEA: 20, FROM_PORT_ONLY: 21, TO_PORT_ONLY: 22, NOT_FRIENDLY_PORT: 23, SEA_VIA_BOX: 24, WI_ONLY: 25,
  WI_STACK: 26, WI_NO_ATTACK: 27, SEA_JOINS: 28, SEA_REINFORCE: 29, SEA_NEEDS_WARSHIP: 30, SEA_MAX_LAND: 31,
  NAVAL_RANGE: 32, WARSHIP_LAND: 33,
  // by river
  NOT_RIVER: 34, RIVER_FIRST: 35, RIVER_VIA_ENEMY: 36, RIVER_WARSHIP: 37,
  // retreats (7.4) and regroups (7.5): `p.mode` says which
  BATTLE_HEX: 40, ENEMY_BLOCKS: 41, ENEMY_HEX: 42, NOT_FRIENDLY: 43, ATTACKER_SIDE: 44, DEFENDER_SIDE: 45,
  BEYOND_MOVE: 46, NO_WAY: 47, NOT_IN_BATTLE: 48, RESERVE_ROUND1: 49, ACTED: 50, NOT_YOUR_LETTER: 51,
  NOT_TARGET_NAVAL: 52, NOT_TARGET_BOMBARD: 53, NOT_STRONGEST: 54, NOT_ENGAGED: 55,
  // sea retreats (8.5)
  SEA_FROM_PORT: 60, SEA_TO_BOX: 61, SEA_NOT_FRIENDLY: 62, ATTACKER_BY_SEA: 63, SEA_RETREAT_MAX: 64, SEA_AFTER_WARSHIP: 65, SEA_AT_SEA: 66,
} as const;
export type Why = (typeof W)[keyof typeof W];

/** The rule and the reason of a code (English; params fill in the counts the side can see). */
export function whyText(code: number, p: { limit?: number; used?: number; enemies?: number; mine?: number; weather?: number; max?: number; mode?: 'retreat' | 'regroup'; move?: number; letter?: string; steps?: number } = {}): [string, string] {
  const r = (n: string) => `liberty ${n}`;
  const m = p.mode === 'regroup' ? '7.5' : '7.4';
  const what = p.mode === 'regroup' ? 'a regroup' : 'a retreat';
  switch (code) {
    case W.BATTLE_HEX: return [r(m), `${what} never enters or passes a hex where a battle is to be fought`];
    case W.ENEMY_BLOCKS: return [r(m), `${what} never enters or passes a hex holding enemy blocks`];
    case W.ENEMY_HEX: return [r('7.4'), 'a retreat enters or passes only friendly or neutral hexes (5.3: control as at the start of the turn)'];
    case W.NOT_FRIENDLY: return [r('7.5'), 'a regroup ends in a friendly hex (5.3: control as at the start of the turn), never the Atlantic box'];
    case W.ATTACKER_SIDE: return [r('7.4'), 'the attacker retreats only through hexsides its blocks entered the battle hex by (a shared hexside only if it entered through it last)'];
    case W.DEFENDER_SIDE: return [r('7.4'), 'the defender never retreats through a hexside the attacker used (unless the defender entered through it last)'];
    case W.BEYOND_MOVE: return [r('2.13'), `${what} is a normal move with the block's movement allowance (${p.move ?? 1} hex(es)), never a forced march (5.5)`];
    case W.NO_WAY: return [r(m), `every way there within the block's move is closed (hexes with enemy blocks or battles${p.mode === 'regroup' ? '' : ', enemy hexes'}, hexsides full for you (5.2${p.mode === 'regroup' ? ', counted for the turn' : ', counted per round'}), a forest/marsh hexside where it must stop)`];
    case W.NOT_IN_BATTLE: return [r('7.21'), 'that block is not in this battle'];
    case W.RESERVE_ROUND1: return [r('7.21'), 'a reserve (a block Player 2 moved in to reinforce a battle Player 1 started) has no combat turn in round 1'];
    case W.ACTED: return [r('7.21'), 'that block has had its combat turn this round (one turn per round: fire, retreat or hold)'];
    case W.NOT_YOUR_LETTER: return [r('7.21'), `that block is not of the letter acting now (${p.letter ?? '?'}): A blocks act before B, B before C, the defender's before the attacker's`];
    case W.NOT_TARGET_NAVAL: return [r('8.2'), 'while both sides have warships in the battle every hit goes to enemy warships'];
    case W.NOT_TARGET_BOMBARD: return [r('8.3'), 'a warship\'s hits do not eliminate land blocks: a 1-step land block is no target for them'];
    case W.NOT_STRONGEST: return [r('7.32'), `each hit goes to the strongest block (${p.steps ?? '?'} steps); the owner chooses only among equally strong ones`];
    case W.SEA_FROM_PORT: return [r('8.5'), 'a sea retreat leaves only from a port or a West Indies port'];
    case W.SEA_TO_BOX: return [r('8.5'), 'blocks retreating by sea go to the Atlantic box (9.1: from a West Indies port also to the other one)'];
    case W.SEA_NOT_FRIENDLY: return [r('7.4'), 'a retreat never enters an enemy port: the other West Indies port is not friendly'];
    case W.ATTACKER_BY_SEA: return [r('7.4'), 'the attacker retreats only the way it came: by sea only after a sea attack'];
    case W.SEA_RETREAT_MAX: return [r('8.5'), 'at most three land blocks of a side retreat by sea in a battle round'];
    case W.SEA_AFTER_WARSHIP: return [r('8.5'), 'land blocks ashore retreat by sea only to where a friendly warship retreated by sea, unopposed, earlier in the same battle round'];
    case W.SEA_AT_SEA: return [r('8.5'), 'your land blocks are still at sea (8.4): they retreat by sea only after a friendly warship retreated by sea this round (opposed or not), to where it went, three a round at most'];
    case W.NOT_ENGAGED: return [r('7.32'), 'that block takes no hits now (a reserve in round 1, 7.21, or a land block while the fight is at sea, 8.4)'];
    case W.NOT_YOURS: return [r('5.1'), 'that block is not yours: a player moves only his own blocks'];
    case W.MOVED: return [r('5.1'), 'that block has moved this turn (blocks move once a game turn, retreats and regroups apart), or was placed as a reinforcement this turn (3.2)'];
    case W.NOT_ON_BOARD: return [r('5.1'), 'that block is not on the board (in the pool or a prisoner): only blocks on the map, in the Atlantic box or the West Indies move'];
    case W.FRENCH_NEUTRAL: return [r('9.0'), 'French blocks do nothing before France enters the war'];
    case W.BWI_OPTIONAL: return [r('9.1'), 'optional rule 3: British blocks in the British West Indies do not move before France enters the war'];
    case W.PINNED: return [r('5.4'), `that block is pinned: the ${p.enemies ?? 'attacking'} attacking block(s) there pin as many of your blocks, and you have only ${p.mine ?? 'that many'} unmoved there (the unpinned ones may move first)`];
    case W.ALLOWANCE: return [r('5.5'), 'the block has used its movement allowance and its one forced-march hex'];
    case W.FOREST_STOP: return [r('5.2'), 'the block crossed a forest/marsh hexside with no river: it stops there (Indians excepted, 10.0)'];
    case W.SEA_WHOLE_MOVE: return [r('5.7'), 'a move by sea (or a warship\'s naval move, 8.1) is the block\'s whole move: it starts where the block stands, before any step, and ends the move'];
    case W.SAME_PLACE: return [r('5.1'), 'the block is already there'];
    case W.NOT_ADJACENT: return [r('5.1'), 'a land move goes one hex at a time to a neighbouring hex: that place is not next to the block'];
    case W.WATER_SIDE: return [r('1.1'), 'land blocks do not cross an all-sea hexside (only by sea, 5.7)'];
    case W.SEA_HEX: return [r('1.1'), 'land blocks do not enter an all-sea hex (only by sea, 5.7)'];
    case W.INDIAN_WILDERNESS: return [r('10.0'), 'Indians enter only wilderness hexes (1.4: two or more forest hexsides) and their own town'];
    case W.HEXSIDE_FULL: return [r(p.mode ? m : '5.2'), `that hexside is closed to you ${p.mode === 'retreat' ? 'for the rest of this battle round (7.4: the limits count per round in retreat)' : 'this turn'}: ${p.used ?? 'the maximum'} of your blocks have crossed it${p.mode === 'regroup' ? ' (moves and regroups, 7.5)' : ''}, its limit is ${p.limit ?? 'reached'} (5.2: clear 4, forest/marsh 2, 3 with a river)`];
    case W.PINNED_SIDE: return [r('5.4'), 'unpinned blocks never cross a hexside the pinning (attacking) blocks used'];
    case W.WEATHER: return [r('4.0'), p.weather === 2 ? 'weather 2, South: no attack in or from the south, nor in the West Indies, this turn (other moves are allowed)' : 'weather 1, North: no attack in or from the north this turn (other moves are allowed)'];
    case W.SEA_ATTACK_ALONE: return [r('8.4'), 'your land blocks entered that hex by sea this turn: a sea attack joins no other attack'];
    case W.NO_PLACE: return [r('1.0'), 'there is no such place on the board'];
    case W.NOT_BY_SEA: return [r('5.7'), 'American and Indian blocks never move by sea (nor into the Atlantic box or the West Indies)'];
    case W.FROM_PORT_ONLY: return [r('5.7'), 'a sea move starts in a port (or the Atlantic box, a West Indies port)'];
    case W.TO_PORT_ONLY: return [r('5.7'), 'a sea move ends in a port, the Atlantic box or a West Indies port'];
    case W.NOT_FRIENDLY_PORT: return [r('5.7'), 'from the Atlantic box blocks move only to a friendly port free of enemy blocks, unless in a sea attack (8.4)'];
    case W.SEA_VIA_BOX: return [r('5.7'), 'every sea move between the map and the West Indies goes through the Atlantic box (9.1: directly only between the two West Indies ports)'];
    case W.WI_ONLY: return [r('9.1'), 'the West Indies are occupied only by British (Hessians included) and French blocks, not Loyalists'];
    case W.WI_STACK: return [r('9.1'), `before France enters the war each West Indies port holds at most ${p.max ?? 2} blocks`];
    case W.WI_NO_ATTACK: return [r('9.1'), 'the British may not bring France into the war by attacking the West Indies: no attack there before French entry'];
    case W.SEA_JOINS: return [r('8.4'), 'a sea attack joins no other attack: your blocks entered that hex by land this turn'];
    case W.SEA_REINFORCE: return [r('8.4'), 'a sea attack may not reinforce a friendly hex under attack'];
    case W.SEA_NEEDS_WARSHIP: return [r('8.4'), 'a sea attack includes at least one attacking warship: a warship of yours must sail there first'];
    case W.SEA_MAX_LAND: return [r('8.4'), 'at most three land blocks join one sea attack'];
    case W.NAVAL_RANGE: return [r('8.1'), 'a warship moves through sea hexes to a port within two hexes (three with a forced march, 5.5), or between a port and the Atlantic box'];
    case W.WARSHIP_LAND: return [r('8.1'), 'warships never enter a land hex other than a port'];
    case W.NOT_RIVER: return [r('5.6'), 'no river move leads there: it goes up or down one river (or along a lake shore) for at most two hexes, from the hex where the block starts'];
    case W.RIVER_FIRST: return [r('5.6'), 'a river move is the block\'s whole move: it is made from where the block starts, never after a step (nor with a forced march, 5.5)'];
    case W.RIVER_VIA_ENEMY: return [r('5.6'), 'a river move stops at enemy blocks: it may not pass through their hex'];
    case W.RIVER_WARSHIP: return [r('8.1'), 'warships move through sea hexes only, never by river'];
  }
  return [r('5.1'), 'that move is not open now'];
}
