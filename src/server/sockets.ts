/**
 * Back-pressure and limits on every WebSocket (issue 21): how many sockets one address and one account may
 * hold, how fast an address may open them, how many messages a socket and an address may send, and how much
 * unsent output a socket may pile up (a client that does not read is dropped and its buffers freed). It also
 * knows each socket's session, so that logging out, changing the password or the session's expiry ends that
 * session's sockets at once.
 */
import type { WebSocket } from 'ws';
import type { ServerLimits } from './limits.js';
import { TokenBuckets, WindowCounter } from './rate.js';

export interface SocketInfo {
  socket: WebSocket;
  address: string;
  userId: string | null;
  /** sha256 of the session token, when the socket was opened signed in. */
  session: string | null;
  /** When that session expires (ms). */
  expiresAt: number;
  /** Set once the socket is being closed: its further messages are ignored unread. */
  closing: boolean;
}

/** Close codes sent to the client (4000-4999 are the application's). */
export const CLOSE = { rate: 4008, signedOut: 4001, backlog: 4009 } as const;

export class SocketGuard {
  private byAddress = new Map<string, number>();
  private byUser = new Map<string, number>();
  private bySession = new Map<string, Set<SocketInfo>>();
  private all = new Set<SocketInfo>();
  private opens: WindowCounter;
  private socketRate: TokenBuckets;
  private addressRate: TokenBuckets;
  private sweeper: NodeJS.Timeout;

  constructor(private readonly limits: ServerLimits) {
    this.opens = new WindowCounter(limits.socketOpensPerMinute, 60_000);
    this.socketRate = new TokenBuckets(limits.socketMessages.perSecond, limits.socketMessages.burst);
    this.addressRate = new TokenBuckets(limits.addressMessages.perSecond, limits.addressMessages.burst);
    // Sessions that expire while their socket stays quiet are ended by this sweep.
    this.sweeper = setInterval(() => this.endExpired(Date.now()), 15_000);
    this.sweeper.unref();
  }

  /** Why a new socket from `address` (signed in as `userId`) is refused, or null to accept it. */
  refusal(address: string, userId: string | null): { status: number; code: string; message: string } | null {
    if ((this.byAddress.get(address) ?? 0) >= this.limits.socketsPerAddress) {
      return { status: 429, code: 'too-many-sockets', message: `at most ${this.limits.socketsPerAddress} connections from one address` };
    }
    if (userId && (this.byUser.get(userId) ?? 0) >= this.limits.socketsPerAccount) {
      return { status: 429, code: 'too-many-sockets', message: `at most ${this.limits.socketsPerAccount} connections for one account` };
    }
    const wait = this.opens.retryAfter(address);
    if (wait > 0) return { status: 429, code: 'too-many-connections', message: `too many new connections from this address: try again in ${wait} s` };
    return null;
  }

  add(info: SocketInfo): void {
    this.opens.hit(info.address);
    this.all.add(info);
    this.byAddress.set(info.address, (this.byAddress.get(info.address) ?? 0) + 1);
    if (info.userId) this.byUser.set(info.userId, (this.byUser.get(info.userId) ?? 0) + 1);
    if (info.session) {
      let set = this.bySession.get(info.session);
      if (!set) this.bySession.set(info.session, (set = new Set()));
      set.add(info);
    }
  }

  remove(info: SocketInfo): void {
    if (!this.all.delete(info)) return;
    dec(this.byAddress, info.address);
    if (info.userId) dec(this.byUser, info.userId);
    this.socketRate.delete(socketKey(info));
    if (info.session) {
      const set = this.bySession.get(info.session);
      set?.delete(info);
      if (set && !set.size) this.bySession.delete(info.session);
    }
  }

  /** May this socket's next message be handled? False: the socket or its address is over its rate. */
  allow(info: SocketInfo): boolean {
    return this.socketRate.take(socketKey(info)) && this.addressRate.take(info.address);
  }

  /** Send unless the socket's unsent output is over the cap; then drop it (its buffers are freed). */
  send(info: SocketInfo, text: string): boolean {
    const s = info.socket;
    if (s.readyState !== s.OPEN) return false;
    if (s.bufferedAmount + text.length > this.limits.sendBufferBytes) {
      info.closing = true;
      s.terminate();
      return false;
    }
    s.send(text);
    return true;
  }

  /** Tell the client why, then close; a client that does not complete the close is cut off shortly after. */
  end(info: SocketInfo, code: number, error: { code: string; message: string }): void {
    if (info.closing) return;
    info.closing = true;
    const s = info.socket;
    if (s.readyState === s.OPEN && s.bufferedAmount < this.limits.sendBufferBytes) s.send(JSON.stringify({ t: 'error', ...error }));
    s.close(code, error.code);
    // Read no more of what a flooding client still sends (its frames would only be parsed to be dropped).
    s.pause();
    setTimeout(() => s.terminate(), 500).unref();
  }

  endSession(session: string, why = 'signed out'): void {
    for (const info of [...(this.bySession.get(session) ?? [])]) this.end(info, CLOSE.signedOut, { code: 'signed-out', message: `${why}: sign in again` });
  }

  endUser(userId: string, why: string): void {
    for (const info of [...this.all]) if (info.userId === userId) this.end(info, CLOSE.signedOut, { code: 'signed-out', message: `${why}: sign in again` });
  }

  endExpired(now: number): void {
    for (const info of [...this.all]) if (info.session && info.expiresAt <= now) this.end(info, CLOSE.signedOut, { code: 'signed-out', message: 'your session expired: sign in again' });
  }

  count(): number { return this.all.size; }

  close(): void { clearInterval(this.sweeper); }
}

const ids = new WeakMap<SocketInfo, number>();
let nextId = 1;
function socketKey(info: SocketInfo): string {
  let id = ids.get(info);
  if (id === undefined) ids.set(info, (id = nextId++));
  return String(id);
}

function dec(m: Map<string, number>, k: string): void {
  const n = (m.get(k) ?? 0) - 1;
  if (n > 0) m.set(k, n); else m.delete(k);
}
