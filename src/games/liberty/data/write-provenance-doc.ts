/** Regenerates the provenance tables in docs/liberty-data.md from the shipped pack (hand-written parts kept). */
import { readFileSync, writeFileSync } from 'node:fs';
import { defaultLibertyPack } from './pack.js';
import { provenanceMarkdown, spliceGenerated } from './provenance-doc.js';

const doc = new URL('../../../../docs/liberty-data.md', import.meta.url);
writeFileSync(doc, spliceGenerated(readFileSync(doc, 'utf8'), provenanceMarkdown(defaultLibertyPack)));
console.log(`wrote ${doc.pathname}`);
