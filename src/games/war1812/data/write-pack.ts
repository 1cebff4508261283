/** Rewrites war1812.pack.json from reconstruction.ts (maintainers only: it overwrites any hand correction). */
import { writeFileSync } from 'node:fs';
import { buildReconstructedPack, formatPack } from './reconstruction.js';

const out = new URL('./war1812.pack.json', import.meta.url);
writeFileSync(out, formatPack(buildReconstructedPack()));
console.log(`wrote ${out.pathname}`);
