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
  h1 = 0x811c9dc5; h2 = 0xcbf29ce4;
  mixValue(v, keyOrder === 'sorted');
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

// The two lanes of the hash being computed: module state, as hashValue runs to completion synchronously.
let h1 = 0, h2 = 0;

function mix(x: number): void {
  h1 = Math.imul(h1 ^ x, 0x01000193);
  h2 = Math.imul(h2 ^ x, 0x0100019d) ^ (h1 >>> 15);
}

/**
 * Short strings (object keys, names) are mixed as their own 64-bit FNV-1a code, computed once: a view repeats
 * the same few keys hundreds of times, and mixing them character by character was most of the hashing time.
 */
const stringCodes = new Map<string, [number, number]>();
function stringCode(s: string): [number, number] {
  let code = stringCodes.get(s);
  if (code) return code;
  let a = 0x811c9dc5 ^ s.length, b = 0xcbf29ce4;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x0100019d) ^ (a >>> 15);
  }
  code = [a, b];
  if (stringCodes.size >= 4096) stringCodes.clear();
  stringCodes.set(s, code);
  return code;
}

function mixString(s: string): void {
  mix(0x5f5f0000 | (s.length & 0xffff));
  if (s.length <= 32) {
    const [a, b] = stringCode(s);
    mix(a); mix(b);
    return;
  }
  for (let i = 0; i < s.length; i++) mix(s.charCodeAt(i));
}

function mixValue(v: unknown, sort: boolean): void {
  switch (typeof v) {
    case 'number':
      if (Number.isInteger(v) && Math.abs(v) < 0x40000000) mix(0x6e000000 ^ (v | 0)), mix(1);
      else mixString(JSON.stringify(v));
      return;
    case 'string': mixString(v); mix(2); return;
    case 'boolean': mix(v ? 3 : 4); return;
    case 'undefined': mix(5); return;
    case 'object':
      if (v === null) { mix(5); return; }
      if (Array.isArray(v)) {
        mix(6);
        for (let i = 0; i < v.length; i++) mixValue(v[i], sort);
        mix(7);
        return;
      }
      {
        const o = v as Record<string, unknown>;
        mix(8);
        if (sort) {
          const keys = Object.keys(o);
          if (keys.length > 1) keys.sort();
          for (const k of keys) mixMember(k, o[k], sort);
        } else {
          for (const k in o) if (Object.prototype.hasOwnProperty.call(o, k)) mixMember(k, o[k], sort);
        }
        mix(9);
      }
      return;
    default: mixString(String(v));
  }
}

function mixMember(k: string, x: unknown, sort: boolean): void {
  if (x === undefined) return;
  mixString(k);
  mixValue(x, sort);
}
