/**
 * `muster odds liberty FILE [--side S] [--hex H]`: exact battle odds as JSON (issue 19, src/odds/).
 *
 * FILE is either a Muster position file (muster-position/1): the odds are computed from the view of `--side`
 * (default: the attacker of the battle) of the battle in `--hex` (default: the battle being fought, else the
 * only contest), never from the hidden state; or a battle description `{ "game": "liberty", "battle": … }`
 * (src/odds/liberty.ts `LibertyBattle`). DIXIE: `muster odds dixie FILE` with `{ "game": "dixie", "fire": … }`
 * or `{ "game": "dixie", "morale": … }` (src/odds/dixie.ts).
 */
import fs from 'node:fs';
import type { Command } from 'commander';

export interface OddsCliOptions {
  side?: string; hex?: string; attackerRetreatsAfter?: string; defenderRetreatsWhenLosing?: boolean;
  noAttackerRetreat?: boolean; noDefenderRetreat?: boolean; pretty?: boolean;
}

/** The odds for a parsed file (exported for the tests and the protocol). */
export async function oddsForFile(gameId: string, raw: unknown, o: OddsCliOptions = {}): Promise<unknown> {
  const file = raw as Record<string, unknown>;
  if (gameId === 'liberty') {
    const { libertyOdds } = await import('../odds/liberty.js');
    const policy = {
      ...(o.attackerRetreatsAfter !== undefined ? { attackerRetreatsAfterRound: Number(o.attackerRetreatsAfter) } : {}),
      ...(o.defenderRetreatsWhenLosing ? { defenderRetreatsWhenLosing: true } : {}),
      ...(o.noAttackerRetreat || o.noDefenderRetreat ? { retreatPossible: { attacker: !o.noAttackerRetreat, defender: !o.noDefenderRetreat } } : {}),
    };
    if (file && typeof file === 'object' && 'battle' in file) {
      const b = file.battle as import('../odds/liberty.js').LibertyBattle;
      return libertyOdds({ ...b, policy: { ...(b.policy ?? {}), ...policy } });
    }
    const { loadPosition } = await import('../core/position.js');
    const { liberty, compiledFor } = await import('../games/liberty/index.js');
    const { libertyOddsForView } = await import('../odds/liberty-view.js');
    const { state, options } = loadPosition(liberty, raw);
    const s = state as import('../games/liberty/state.js').LibertyState;
    const c = compiledFor((options as { pack?: string }).pack);
    let hex: number;
    if (o.hex !== undefined) {
      const h = c.map.hexIndex[o.hex] ?? c.map.townName.indexOf(o.hex);
      if (h === undefined || h < 0) throw new Error(`no hex ${o.hex}`);
      hex = h;
    } else if (s.battle) hex = s.battle.hex;
    else if (s.contests.length === 1) hex = s.contests[0]!.hex;
    else throw new Error(`say which battle with --hex (${s.contests.length} battles in this position)`);
    const k = s.battle?.hex === hex ? s.battle.attacker : s.contests.find((x) => x.hex === hex)?.attacker;
    const side = o.side ?? k;
    if (side !== 'british' && side !== 'american') throw new Error('--side must be british or american');
    return libertyOddsForView(c, liberty.view(s, side), hex, policy);
  }
  if (gameId === 'dixie') {
    const { dixieOdds } = await import('../odds/dixie.js');
    return dixieOdds(file);
  }
  throw new Error(`no odds for game ${gameId} (liberty, dixie)`);
}

export function registerOdds(program: Command): void {
  program
    .command('odds <game> <file>')
    .description('exact battle odds (Liberty battle, DIXIE fire / morale check) from a position file or a battle description, as JSON')
    .option('--side <side>', 'the side whose view is used (Liberty position files; default: the attacker)')
    .option('--hex <hex>', 'the battle hex (id or town name; default: the battle being fought, else the only battle)')
    .option('--attacker-retreats-after <n>', "policy: the attacker's blocks retreat from round n+1 on (0-2)")
    .option('--defender-retreats-when-losing', "policy: a defender's block retreats when the defender has fewer steps")
    .option('--no-attacker-retreat', 'the attacker has no legal retreat (blocks that must retreat are captured)')
    .option('--no-defender-retreat', 'the defender has no legal retreat')
    .option('--pretty', 'indent the JSON')
    .action(async (game: string, path: string, opts: Record<string, unknown>) => {
      let raw: unknown;
      try { raw = JSON.parse(fs.readFileSync(path, 'utf8')); } catch (e) {
        process.stderr.write(`cannot read ${path}: ${(e as Error).message}\n`);
        process.exitCode = 2;
        return;
      }
      // commander's --no-x flags arrive as x: false
      const o: OddsCliOptions = {
        side: opts.side as string | undefined, hex: opts.hex as string | undefined,
        attackerRetreatsAfter: opts.attackerRetreatsAfter as string | undefined,
        defenderRetreatsWhenLosing: !!opts.defenderRetreatsWhenLosing,
        noAttackerRetreat: opts.attackerRetreat === false, noDefenderRetreat: opts.defenderRetreat === false,
      };
      try {
        const t0 = performance.now();
        const r = await oddsForFile(game, raw, o) as Record<string, unknown>;
        const out = { ...r, ms: Math.round((performance.now() - t0) * 100) / 100 };
        process.stdout.write(JSON.stringify(out, null, opts.pretty ? 2 : 0) + '\n');
      } catch (e) {
        process.stderr.write(`odds: ${(e as Error).message}\n`);
        process.exitCode = 1;
      }
    });
}

/** A one-line summary of Liberty odds (the `odds` command of `muster play`). */
export function libertyOddsLine(o: import('../odds/liberty.js').LibertyOdds): string {
  const pc = (v: number) => `${(v * 100).toFixed(1)}%`;
  return `odds (exact): attacker holds ${pc(o.attackerHolds)}, defender holds ${pc(o.defenderHolds)} (undecided after round 3: ${pc(o.outcomes.undecidedAfterRound3)}); ` +
    `expected steps lost: attacker ${o.attacker.expectedStepsLost.toFixed(2)}, defender ${o.defender.expectedStepsLost.toFixed(2)}` +
    (o.attacker.hiddenBlocks + o.defender.hiddenBlocks > 0 ? '; assuming the unrevealed blocks are any of those still unseen' : '');
}

/** `odds [HEX]` typed at the `muster play` prompt: the odds of a Liberty battle from the player's own view. */
export async function playOddsLine(gameId: string, view: unknown, arg: string, options: unknown): Promise<string> {
  if (gameId !== 'liberty') return 'odds: only Liberty battles here (muster odds dixie FILE for a DIXIE fire)';
  try {
    const { compiledFor } = await import('../games/liberty/index.js');
    const { locId } = await import('../games/liberty/compile.js');
    const { libertyOddsForView } = await import('../odds/liberty-view.js');
    const c = compiledFor((options as { pack?: string } | null)?.pack);
    const v = view as import('../games/liberty/view.js').LibertyView;
    let hex: number;
    if (arg) {
      const h = c.map.hexIndex[arg] ?? c.map.townName.findIndex((n) => !!n && n.toLowerCase() === arg.toLowerCase());
      if (h === undefined || h < 0) return `odds: no hex ${arg}`;
      hex = h;
    } else if (v.battle) hex = v.battle.hex;
    else if (v.contests.length === 1) hex = v.contests[0]!.hex;
    else return v.contests.length ? `odds: say which battle: odds HEX (${v.contests.map((k) => c.map.townName[k.hex] || locId(c, k.hex)).join(', ')})` : 'odds: no battle to compute now';
    return libertyOddsLine(libertyOddsForView(c, v, hex));
  } catch (e) {
    return `odds: ${(e as Error).message}`;
  }
}
