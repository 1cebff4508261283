/** `muster engine`: the JSON-lines engine protocol on stdin/stdout. */
import { createInterface } from 'node:readline';
import { ProtocolSession, type Reply } from '../core/protocol.js';
import { getGame, listGames } from '../games/registry.js';

/**
 * `{"cmd":"odds",…}` (issue 19, docs/odds.md), answered here beside the core protocol (the core knows no game):
 *  - `{"cmd":"odds","side":S,"hex":H?,"policy":{…}?}`: the Liberty battle in hex H (id or town name; default the
 *    battle being fought, else the only one) as side S sees it: the odds read the side's `view` reply only;
 *  - `{"cmd":"odds","battle":{…}}` (Liberty) or `{"cmd":"odds","fire":…,"target":…}` (DIXIE): a description.
 */
export async function oddsReply(session: ProtocolSession, req: Record<string, unknown>): Promise<Reply> {
  try {
    if (req.battle) {
      const { libertyOdds } = await import('../odds/liberty.js');
      return { ok: true, odds: libertyOdds(req.battle as never) };
    }
    if (req.target) {
      const { dixieOdds } = await import('../odds/dixie.js');
      return { ok: true, odds: dixieOdds(req) };
    }
    const saved = session.handleLine(JSON.stringify({ cmd: 'save' }));
    if (!saved.ok) return saved;
    const game = String(saved.position?.game), pack = saved.position?.options?.pack as string | undefined; // nothing else of the save is read
    if (game !== 'liberty') return { ok: false, error: { code: 'bad-request', message: `odds from a position: Liberty only (for ${game}, send a description)` } };
    const side = String(req.side ?? '');
    const v = session.handleLine(JSON.stringify({ cmd: 'view', side }));
    if (!v.ok) return v;
    const { compiledFor } = await import('../games/liberty/index.js');
    const { libertyOddsForView } = await import('../odds/liberty-view.js');
    const c = compiledFor(pack);
    const view = v.view.state as import('../games/liberty/view.js').LibertyView; // the SideView's game view
    let hex: number;
    if (req.hex !== undefined) {
      const h = typeof req.hex === 'number' ? req.hex : c.map.hexIndex[String(req.hex)] ?? c.map.townName.indexOf(String(req.hex));
      if (h === undefined || h < 0) return { ok: false, error: { code: 'bad-request', message: `no hex ${String(req.hex)}` } };
      hex = h;
    } else if (view.battle) hex = view.battle.hex;
    else if (view.contests.length === 1) hex = view.contests[0]!.hex;
    else return { ok: false, error: { code: 'bad-request', message: `say which battle with "hex" (${view.contests.length} battles)` } };
    return { ok: true, odds: libertyOddsForView(c, view, hex, (req.policy ?? {}) as never) };
  } catch (e) {
    return { ok: false, error: { code: 'odds', message: (e as Error).message } };
  }
}

export async function runEngine(input = process.stdin, output = process.stdout): Promise<void> {
  const session = new ProtocolSession({ getGame, listGames });
  const rl = createInterface({ input, crlfDelay: Infinity });
  for await (const line of rl) {
    if (!line.trim()) continue;
    let odds: Record<string, unknown> | null = null;
    try { const r = JSON.parse(line); if (r && typeof r === 'object' && r.cmd === 'odds') odds = r; } catch { /* the session answers bad JSON */ }
    if (odds) {
      const reply = await oddsReply(session, odds);
      output.write(JSON.stringify(odds.id === undefined ? reply : { id: odds.id, ...reply }) + '\n');
      continue;
    }
    output.write(JSON.stringify(session.handleLine(line)) + '\n');
    if (session.closed) break;
  }
  rl.close();
}
