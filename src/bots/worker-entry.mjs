// Entry of a bot worker thread. Worker threads do not inherit the TypeScript loader that the main thread
// registered (tsx through `--import tsx` or its register API), so this plain-JS file registers tsx's ESM
// hooks in the worker, then loads the TypeScript worker body.
import { register } from 'tsx/esm/api';

register();
await import('./worker-thread.ts');
