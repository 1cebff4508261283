// Entry of the import-verifying worker thread: workers do not inherit the main thread's TypeScript loader, so
// this plain-JS file registers tsx's ESM hooks, then loads the TypeScript body (as src/bots/worker-entry.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./import-worker-thread.ts');
