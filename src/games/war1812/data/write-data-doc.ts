/** Regenerates the tables in docs/war1812-data.md from the shipped pack (the hand-written parts are kept). */
import { readFileSync, writeFileSync } from 'node:fs';
import { dataMarkdown, spliceGenerated } from './data-doc.js';
import { defaultWar1812Pack } from './pack.js';

const doc = new URL('../../../../docs/war1812-data.md', import.meta.url);
writeFileSync(doc, spliceGenerated(readFileSync(doc, 'utf8'), dataMarkdown(defaultWar1812Pack())));
console.log(`wrote ${doc.pathname}`);
