/** The import worker's body: verifies one export (a full replay) per message, off the server's event loop. */
import { isMainThread, parentPort } from 'node:worker_threads';
import { getGame } from '../games/registry.js';
import { verifyExport } from './export.js';

parentPort!.on('message', (m: { id: number; raw: unknown }) => {
  try {
    parentPort!.postMessage({ id: m.id, ok: true, report: verifyExport(m.raw, getGame), offThread: !isMainThread });
  } catch (e) {
    parentPort!.postMessage({ id: m.id, ok: false, error: (e as Error).message });
  }
});
