/** Canonical JSON (sorted keys) and a small portable 64-bit hash (two FNV-1a lanes) over it. */
export function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return '[' + v.map((x) => canonicalJson(x === undefined ? null : x)).join(',') + ']';
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalJson(o[k])).join(',') + '}';
}

export function hashString(s: string): string {
  let h1 = 0x811c9dc5, h2 = 0xcbf29ce4;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x0100019d) ^ (h1 >>> 15);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

/**
 * A 64-bit structural hash of a JSON-like value, equal for values whose canonical JSON is equal (keys in
 * any order, undefined members ignored), without building the string: the search bots key their trees
 * by it thousands of times a second. `keyOrder: 'as-is'` skips sorting object keys (faster): equal values
 * built by the same code hash equal, which is all a search tree's transpositions need.
 */
export function hashValue(v: unknown, keyOrder: 'sorted' | 'as-is' = 'sorted'): string {
  const h = [0x811c9dc5, 0xcbf29ce4];
  mixValue(h, v, keyOrder === 'sorted');
  return (h[0]! >>> 0).toString(16).padStart(8, '0') + (h[1]! >>> 0).toString(16).padStart(8, '0');
}

function mix(h: number[], x: number): void {
  h[0] = Math.imul(h[0]! ^ x, 0x01000193);
  h[1] = Math.imul(h[1]! ^ x, 0x0100019d) ^ (h[0]! >>> 15);
}

function mixString(h: number[], s: string): void {
  mix(h, 0x5f5f0000 | s.length);
  for (let i = 0; i < s.length; i++) mix(h, s.charCodeAt(i));
}

function mixValue(h: number[], v: unknown, sort: boolean): void {
  switch (typeof v) {
    case 'number':
      if (Number.isInteger(v) && Math.abs(v) < 0x40000000) mix(h, 0x6e000000 ^ (v | 0)), mix(h, 1);
      else mixString(h, JSON.stringify(v));
      return;
    case 'string': mixString(h, v); mix(h, 2); return;
    case 'boolean': mix(h, v ? 3 : 4); return;
    case 'undefined': mix(h, 5); return;
    case 'object':
      if (v === null) { mix(h, 5); return; }
      if (Array.isArray(v)) {
        mix(h, 6);
        for (const x of v) mixValue(h, x, sort);
        mix(h, 7);
        return;
      }
      {
        const o = v as Record<string, unknown>;
        const keys = Object.keys(o);
        if (sort && keys.length > 1) keys.sort();
        mix(h, 8);
        for (const k of keys) {
          if (o[k] === undefined) continue;
          mixString(h, k);
          mixValue(h, o[k], sort);
        }
        mix(h, 9);
      }
      return;
    default: mixString(h, String(v));
  }
}
