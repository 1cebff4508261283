/** Battle sub-state (7.x, 8.x). Owned by combat.ts / naval.ts; placeholder until they define it. */
export interface BattleState {
  hex: number;
  round: number;
}
