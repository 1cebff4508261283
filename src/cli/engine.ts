/** `muster engine`: the JSON-lines engine protocol on stdin/stdout. */
import { createInterface } from 'node:readline';
import { ProtocolSession } from '../core/protocol.js';
import { getGame, listGames } from '../games/registry.js';

export async function runEngine(input = process.stdin, output = process.stdout): Promise<void> {
  const session = new ProtocolSession({ getGame, listGames });
  const rl = createInterface({ input, crlfDelay: Infinity });
  for await (const line of rl) {
    if (!line.trim()) continue;
    output.write(JSON.stringify(session.handleLine(line)) + '\n');
    if (session.closed) break;
  }
  rl.close();
}
