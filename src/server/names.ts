/**
 * Account names: stored in Unicode NFKC form (so full-width "ａｄｍｉｎ" is "admin"), looked up case-blind, and
 * refused when their confusable skeleton equals an existing name's (Cyrillic "аdmin" beside "admin"). The
 * skeleton maps lookalike characters to their Latin prototype with the `confusables` package (gc/confusables,
 * built from Unicode's confusables data), then drops accents and case; it is only ever compared, never shown.
 */
import { remove as removeConfusables } from 'confusables';

export const normalizeName = (name: string): string => name.normalize('NFKC').trim();

/** The key a name is looked up by (sign-in): NFKC, lower case. */
export const nameKey = (name: string): string => normalizeName(name).toLowerCase();

export function skeletonOf(name: string): string {
  const base = removeConfusables(normalizeName(name));
  return base.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}
