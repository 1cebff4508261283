/** One line describing the machine, printed first by every benchmark so figures are never read out of context. */
import os from 'node:os';
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
  return `machine: ${cpu} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}; node ${process.version}`;
}
