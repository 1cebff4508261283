/**
 * The card-data format of the DIXIE: Gettysburg series (docs/dixie-cards.md). Every field a rule reads is here;
 * terrain and special-card effects are data in a small vocabulary that the engine interprets (terrain.ts,
 * specials.ts). The shipped file is a project-authored reconstruction, not the publisher's card list.
 */
import { z } from 'zod';

export const SideSchema = z.enum(['USA', 'CSA']);
export const MoraleSchema = z.enum(['A', 'B', 'C', 'D']);
export const PosCodeSchema = z.enum(['L', 'C', 'R']);
export const TerrainTypeSchema = z.enum(['Hills', 'Woods', 'Creeks/Ponds', 'Fields']);
const unitKind = z.enum(['infantry', 'cavalry', 'artillery']);
const fr = z.number().int().min(1).max(3);

/** Terrain effects, read by terrain.ts. `who` is relative to the holder (defender) of the terrain's position. */
export const TerrainEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('morale'), who: z.enum(['defender', 'attacker']), value: z.number().int().min(-3).max(3), unit: unitKind.optional() }).strict(),
  z.object({ kind: z.literal('fire'), who: z.enum(['defender', 'attacker']), dice: z.number().int().min(-3).max(3), unit: unitKind.optional(), range: z.enum(['short', 'long']).optional() }).strict(),
  z.object({ kind: z.literal('incoming'), dice: z.number().int().min(-3).max(3), range: z.enum(['long', 'enfilade']).optional() }).strict(),
]);

/** Special-card effects, read by specials.ts. */
export const SpecialEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fire'), dice: z.number().int().min(-3).max(3), unit: unitKind.optional(), range: z.enum(['short', 'long']).optional() }).strict(),
  z.object({ kind: z.literal('enemyFire'), dice: z.number().int().min(-3).max(3) }).strict(),
  z.object({ kind: z.literal('shield'), dice: z.number().int().min(-3).max(3) }).strict(),
  z.object({ kind: z.literal('morale'), value: z.number().int().min(-3).max(3) }).strict(),
  z.object({ kind: z.literal('leaderHit'), hits: z.number().int().min(1).max(3) }).strict(),
  z.object({ kind: z.literal('draw'), cards: z.number().int().min(1).max(3) }).strict(),
  z.object({ kind: z.literal('noReinforce') }).strict(),
  z.object({ kind: z.literal('stack'), value: z.number().int().min(1).max(2) }).strict(),
  z.object({ kind: z.literal('reveal') }).strict(),
  z.object({ kind: z.literal('endDay') }).strict(),
]);

const base = {
  no: z.number().int().min(1).max(999),
  side: SideSchema,
  name: z.string().min(1),
  day: z.number().int().min(1).max(3),
  bp: z.number().int().min(0).max(60),
};
const unitBase = {
  ...base,
  regiment: z.string(),
  brigade: z.string(),
  division: z.string(),
  corps: z.string().min(1),
  state: z.string(),
  cv: z.number().int().min(1).max(4),
  morale: MoraleSchema,
  strength: z.number().int().positive().optional(),
  guns: z.number().int().positive().optional(),
};
export const InfantrySchema = z.object({ ...unitBase, type: z.literal('infantry'), fire: z.object({ f: fr, melee: fr }).strict() }).strict();
export const CavalrySchema = z.object({ ...unitBase, type: z.literal('cavalry'), fire: z.object({ attack: fr, defend: fr, melee: fr }).strict() }).strict();
export const ArtillerySchema = z.object({ ...unitBase, type: z.literal('artillery'), fire: z.object({ long: fr, short: fr, melee: fr }).strict(), horse: z.boolean() }).strict();
export const LeaderSchema = z.object({
  ...base, type: z.literal('leader'), corps: z.string().min(1), division: z.string().nullable(),
  attack: z.number().int().min(0).max(4), defense: z.number().int().min(0).max(4), stack: z.number().int().min(0).max(2),
  stars: z.number().int().min(1).max(4), color: z.enum(['standard', 'cavalry', 'artillery']), wing: z.array(z.string()).optional(),
}).strict();
export const TerrainSchema = z.object({ ...base, type: z.literal('terrain'), position: PosCodeSchema, terrain: TerrainTypeSchema, effects: z.array(TerrainEffectSchema) }).strict();
export const SpecialSchema = z.object({
  ...base, type: z.literal('special'), effect: z.string().min(1),
  timing: z.enum(['morale', 'combat', 'move', 'reinforce']),
  target: z.enum(['own', 'enemy', 'engaged', 'any', 'none']),
  duration: z.enum(['turn', 'enemyTurn', 'persistent']),
  effects: z.array(SpecialEffectSchema).min(1),
  position: PosCodeSchema.optional(),
  historicalOnly: z.boolean().optional(),
  /** 9.0 «敵ターンに使用できるスペシャルカード»: played in the enemy's battle turn (in the step `timing` names), usable there
   *  even when drawn in the reinforcement step just before. No card of the reconstruction has one. */
  enemyTurn: z.boolean().optional(),
}).strict();

export const CardSchema = z.discriminatedUnion('type', [InfantrySchema, CavalrySchema, ArtillerySchema, LeaderSchema, TerrainSchema, SpecialSchema]);
export const CardFileSchema = z.object({
  format: z.literal('dixie-cards/1'),
  series: z.string(),
  provenance: z.enum(['reconstruction', 'publisher', 'owner-corrected']),
  note: z.string().optional(),
  cards: z.array(CardSchema).min(1),
}).strict();

export type CardDef = z.infer<typeof CardSchema>;
export type UnitDef = z.infer<typeof InfantrySchema> | z.infer<typeof CavalrySchema> | z.infer<typeof ArtillerySchema>;
export type LeaderDef = z.infer<typeof LeaderSchema>;
export type TerrainDef = z.infer<typeof TerrainSchema>;
export type SpecialDef = z.infer<typeof SpecialSchema>;
export type TerrainEffect = z.infer<typeof TerrainEffectSchema>;
export type SpecialEffect = z.infer<typeof SpecialEffectSchema>;
export type CardFile = z.infer<typeof CardFileSchema>;
export type DSide = z.infer<typeof SideSchema>;
