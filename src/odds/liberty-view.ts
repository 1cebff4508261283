/**
 * A Liberty battle as one side sees it (its view only, never the state), turned into the odds model's input.
 *
 * The blocks in the hex come from the view: the viewer's own and the enemy's revealed blocks with their steps;
 * the enemy's face-down blocks (before the battle, or reserves before round 2) only as a count with their
 * reserve flags. Those are averaged over the enemy blocks the viewer has not seen (every enemy block that the
 * view does not name: the pool and the face-down blocks on the map), each at its full strength. Ratings come
 * from the game's own rule function (`fireRating`, 2.12 / 2.25 Indians in their town).
 */
import { fireRating } from '../games/liberty/combat.js';
import type { BattleState } from '../games/liberty/battle-state.js';
import type { Compiled, SideId } from '../games/liberty/state.js';
import type { LibertyView } from '../games/liberty/view.js';
import { libertyOdds, type CandidateBlock, type HiddenSpec, type LibertyOdds, type LibertyPolicy, type OddsBlock, type LibertyBattle } from './liberty.js';

const SIDE_INDEX: Record<string, 0 | 1> = { british: 0, american: 1 };

/** The battle in `hex` as `view` shows it, ready for `libertyOdds`. Throws when there is no land battle there. */
export function battleFromView(c: Compiled, view: LibertyView, hex: number, policy: LibertyPolicy = {}): LibertyBattle {
  const bs = view.battle && view.battle.hex === hex ? view.battle : null;
  const contest = view.contests.find((k) => k.hex === hex);
  if (!bs && !contest) throw new Error('odds: there is no battle in that hex (no contest and no battle being fought)');
  const attacker: SideId = (bs?.attacker ?? contest!.attacker) as SideId;
  const att = SIDE_INDEX[attacker]!;
  if (bs?.atSea || contest?.seaAttack) throw new Error('odds: sea attacks are not modelled (land battles only)');
  if (bs && bs.step === 'hits') throw new Error('odds: hits are waiting to be applied; ask again once they are');
  if (bs && (bs.step === 'retreat' || bs.step === 'regroup')) throw new Error('odds: the battle is decided (retreats or regroup under way)');
  const round = bs?.round ?? 1, slot = bs?.slot ?? 0;
  const stub = { hex, att, round, landed: 0, atSea: 0 } as unknown as BattleState;
  const rate = (b: number) => fireRating(c, stub, b);
  const seen = new Set<number>();
  for (const v of view.blocks) if (v.id !== undefined) seen.add(v.id);
  const sides: [OddsBlock[], OddsBlock[]] = [[], []]; // by side index
  const hidden: [{ reserve: boolean }[], { reserve: boolean }[]] = [[], []];
  const here = view.blocks.filter((v) => v.loc === hex).sort((x, y) => (x.id ?? 1e9) - (y.id ?? 1e9));
  for (const v of here) {
    const si = SIDE_INDEX[v.side]!;
    if (v.id === undefined) { hidden[si].push({ reserve: !!v.reserve }); continue; }
    if (c.blocks.warship[v.id]) throw new Error('odds: battles with warships are not modelled (land battles only)');
    const r = rate(v.id);
    sides[si].push({
      name: c.blocks.data[v.id]!.id, steps: v.steps ?? c.blocks.maxSteps[v.id]!, letter: r.letter, number: r.number,
      ...(v.reserve && round < 2 ? { reserve: true } : {}), ...(bs && bs.acted.includes(v.id) ? { acted: true } : {}),
    });
  }
  const hiddenSpec = (si: 0 | 1): HiddenSpec | undefined => {
    if (hidden[si].length === 0) return undefined;
    const candidates: CandidateBlock[] = [];
    for (let b = 0; b < c.blocks.count; b++) {
      if (c.blocks.side[b] !== si || seen.has(b) || c.blocks.warship[b]) continue;
      const r = rate(b);
      candidates.push({ name: c.blocks.data[b]!.id, steps: c.blocks.maxSteps[b]!, letter: r.letter, number: r.number });
    }
    return { blocks: hidden[si].map((h) => ({ reserve: h.reserve && round < 2 })), candidates };
  };
  // 7.21 as startBattle does it: a side whose only blocks are reserves defends with them from round 1
  if (!bs) for (const si of [0, 1] as const) {
    const all = [...sides[si].map((b) => !!b.reserve), ...hidden[si].map((h) => h.reserve)];
    if (all.length > 0 && all.every(Boolean)) { sides[si].forEach((b) => delete b.reserve); hidden[si].forEach((h) => (h.reserve = false)); }
  }
  const def: 0 | 1 = att === 0 ? 1 : 0;
  const ha = hiddenSpec(att), hd = hiddenSpec(def);
  return {
    attacker: sides[att], defender: sides[def], round, slot,
    ...(ha || hd ? { hidden: { ...(ha ? { attacker: ha } : {}), ...(hd ? { defender: hd } : {}) } } : {}),
    policy,
  };
}

/** Exact odds of the battle in `hex` from `view` (the viewer's knowledge only). */
export function libertyOddsForView(c: Compiled, view: LibertyView, hex: number, policy: LibertyPolicy = {}): LibertyOdds & { hex: number; viewer: string; attackerSide: string } {
  const battle = battleFromView(c, view, hex, policy);
  const odds = libertyOdds(battle);
  const attackerSide = view.battle?.hex === hex ? view.battle.attacker : view.contests.find((k) => k.hex === hex)!.attacker;
  if ((battle.hidden?.attacker || battle.hidden?.defender)) odds.assumptions.push('unseen warships are left out of the candidates (land battle)');
  return { hex, viewer: String(view.viewer), attackerSide, ...odds };
}
