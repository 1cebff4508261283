/** Build the web client with vite when its output is missing or older than its sources. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../..');
export const CLIENT_ROOT = path.join(REPO_ROOT, 'src/client');
export const CLIENT_OUT = path.join(REPO_ROOT, 'dist/client');

function newest(dir: string): number {
  let t = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) t = Math.max(t, newest(p));
    else t = Math.max(t, fs.statSync(p).mtimeMs);
  }
  return t;
}

export function clientIsStale(): boolean {
  const index = path.join(CLIENT_OUT, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return [CLIENT_ROOT, path.join(REPO_ROOT, 'src/core'), path.join(REPO_ROOT, 'src/games')].some((d) => newest(d) > built);
}

export async function buildClient(log: (s: string) => void = () => {}): Promise<void> {
  const { build } = await import('vite');
  log('building the web client (vite)…');
  await build({ configFile: path.join(CLIENT_ROOT, 'vite.config.ts'), logLevel: 'warn' });
  // Touch index.html so that the staleness check sees this build as newer than every source it used.
  const index = path.join(CLIENT_OUT, 'index.html');
  const now = new Date();
  fs.utimesSync(index, now, now);
}

export async function ensureClient(log: (s: string) => void = () => {}): Promise<string | null> {
  if (clientIsStale()) {
    try { await buildClient(log); } catch (e) {
      log(`the web client could not be built: ${(e as Error).message}`);
      if (!fs.existsSync(path.join(CLIENT_OUT, 'index.html'))) return null;
    }
  }
  return CLIENT_OUT;
}
