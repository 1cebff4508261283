/**
 * Short labels for block faces: the pack's own `short` / `shortJa` when a block has one (Muster's field, e.g.
 * ワシントン, コンウォリス), else derived from the pack's names, so a corrected pack without them gets labels too:
 * "Howe", "Line 1", "Cont 3", "RN 2", "Wash." — at most about six characters, to fit under the strength on a
 * 22 px block. The full name stays in the block's tooltip.
 */

/** The names of a block the label is made from (a pack's BlockData fits). */
export interface BlockNames { name: string; nameJa?: string; short?: string; shortJa?: string }

/** Word groups with a customary abbreviation (matched at the start of a name, number kept). */
const ABBREV: [RegExp, string][] = [
  [/^royal navy\b/i, 'RN'],
  [/^french navy\b/i, 'FN'],
  [/^french regulars?\b/i, 'FR'],
  [/^british line\b/i, 'Line'],
  [/^continentals?\b/i, 'Cont'],
  [/^hessians?\b/i, 'Hess'],
  [/^loyalists?\b/i, 'Loyal'],
  [/^militia\b/i, 'Mil'],
  [/^light infantry\b/i, 'Light'],
  [/^dragoons?\b/i, 'Drag'],
  [/^rifle corps\b/i, 'Rifles'],
];

/** The customary short forms of the Japanese unit names (英正規軍 → 英正規, ヘッセン傭兵 → ヘッセン). */
const ABBREV_JA: [RegExp, string][] = [
  [/^英正規軍/, '英正規'],
  [/^仏正規軍/, '仏正規'],
  [/^ヘッセン/, 'ヘッセン'],
  [/^ライフル/, 'ライフル'],
  [/^ローザン/, 'ローザン'],
];

const MAX = 8;

export function shortBlockLabel(block: BlockNames, lang?: 'en' | 'ja'): string;
export function shortBlockLabel(name: string, nameJa?: string, lang?: 'en' | 'ja'): string;
export function shortBlockLabel(a: string | BlockNames, b?: string, c?: 'en' | 'ja'): string {
  if (typeof a !== 'string') {
    const lang = (b as 'en' | 'ja' | undefined) ?? 'en';
    const own = lang === 'ja' ? a.shortJa : a.short;
    return own || derived(a.name, a.nameJa, lang);
  }
  return derived(a, b, c ?? 'en');
}

function derived(name: string, nameJa: string | undefined, lang: 'en' | 'ja'): string {
  const num = /\s(\d+)$/.exec(name.trim())?.[1];
  if (lang === 'ja' && nameJa) {
    const base = nameJa.replace(/\s*\d+$/, '');
    for (const [re, ab] of ABBREV_JA) if (re.test(base)) return ab + (num ?? '');
    // leaders and the rest: up to five characters whole (the board squeezes them), else the first three and "."
    return (base.length <= 5 ? base : `${base.slice(0, 3)}.`) + (num ?? '');
  }
  const plain = name.trim().replace(/\s\d+$/, '');
  for (const [re, ab] of ABBREV) if (re.test(plain)) return num ? `${ab} ${num}` : ab;
  // Otherwise the first word ("Lauzun's Legion" → "Lauzun"), cut short with a dot when long.
  const first = (plain.split(/\s+/)[0] ?? plain).replace(/['’]s$/, '').replace(/[^\p{L}\p{N}-]/gu, '');
  const word = first.length <= MAX ? first : `${first.slice(0, 4)}.`;
  return num ? `${word.slice(0, MAX - num.length - 1)} ${num}` : word;
}
