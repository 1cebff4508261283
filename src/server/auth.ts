/**
 * Accounts and sessions: scrypt password hashes (node:crypto, salted, parameters stored with the hash) and
 * random session tokens in an HttpOnly cookie; the database keeps only the token's sha256.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { sha256 } from './fair.js';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

export interface ScryptParams { N: number; r: number; p: number }
export const DEFAULT_SCRYPT: ScryptParams = { N: 16384, r: 8, p: 1 };

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, 32, { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r });
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const salt = Buffer.from(parts[4]!, 'base64');
  const want = Buffer.from(parts[5]!, 'base64');
  const got = await scrypt(password, salt, want.length, { N, r, p, maxmem: 256 * N * r });
  return crypto.timingSafeEqual(got, want);
}

export function newSessionToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}
export const tokenHash = (token: string): string => sha256(token);

export const SESSION_COOKIE = 'muster_session';
export const SESSION_DAYS = 30;
