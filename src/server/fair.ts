/**
 * Fair dice by commitment. At creation the server draws a secret and publishes sha256(secret) (the
 * commitment). Every seat holder adds a random contribution of its own (a computer seat's contribution is
 * derived from the secret, so it too is fixed before anyone else's). The game's seed is
 *   sha256("muster-seed/1|" + secret + "|" + contribution of each side, in the game's side order)
 * so no single party can choose it: the server committed before seeing the contributions, and the players do
 * not know the secret. The secret is revealed when the game ends, and `muster verify` replays the game.
 */
import crypto from 'node:crypto';

export const sha256 = (s: string): string => crypto.createHash('sha256').update(s).digest('hex');

export function newSecret(): string {
  return crypto.randomBytes(32).toString('hex');
}
export function commitmentOf(secret: string): string {
  return sha256(`muster-commit/1|${secret}`);
}
export function botContribution(secret: string, side: string): string {
  return sha256(`muster-bot/1|${secret}|${side}`).slice(0, 32);
}
export function deriveSeed(secret: string, sides: readonly string[], contributions: Record<string, string | null | undefined>): string {
  return sha256(`muster-seed/1|${secret}|${sides.map((s) => contributions[s] ?? '').join('|')}`);
}
/** Contributions are hex strings of 16 to 128 digits. */
export const CONTRIBUTION_RE = /^[0-9a-f]{16,128}$/;

export function randomId(bytes = 9): string {
  return crypto.randomBytes(bytes).toString('base64url');
}
