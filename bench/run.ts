/** `npm run bench -- NAME [args]` runs bench/NAME.ts (each prints machine, Node version, and a last JSON line). */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const name = process.argv[2];
const available = readdirSync(here).filter((f) => f.endsWith('.ts') && f !== 'run.ts').map((f) => f.slice(0, -3));
if (!name || !existsSync(join(here, `${name}.ts`))) {
  console.error(`usage: npm run bench -- NAME   (available: ${available.join(', ') || 'none yet'})`);
  process.exit(2);
}
process.argv.splice(2, 1);
await import(pathToFileURL(join(here, `${name}.ts`)).href);
