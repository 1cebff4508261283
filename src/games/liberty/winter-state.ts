/** Winter sub-state (11.x). Owned by winter.ts. */
import type { SideId } from './data/types.js';

export interface WinterState {
  /** 11.0 in this exact order: victory, French entry roll, disbanding, attrition, prisoner exchange. */
  step: 'victory' | 'french-entry' | 'disband' | 'attrition' | 'exchange';
  /** The side to act in this step (disband, attrition, exchange), or null. */
  side: SideId | null;
  /** 11.5: an offer waiting for the other side's answer. */
  offer: { from: SideId; give: number; take: number } | null;
  /** 11.5: sides that have made (or declined) their offer this winter, bit 1 british, bit 2 american. */
  offered: number;
}
