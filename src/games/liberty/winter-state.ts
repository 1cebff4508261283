/** Winter sub-state (11.x). Owned by winter.ts; placeholder until it defines it. */
export interface WinterState {
  step: 'victory' | 'french-entry' | 'disband' | 'attrition' | 'exchange';
}
