import { canonicalJson } from '../core/json.js';
export const actionKey = (a: unknown): string => canonicalJson(a);
