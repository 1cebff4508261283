/**
 * A RuleError is the answer to any action the rules do not allow, and to malformed input. It names the rule
 * ("liberty 5.2") so that a player learns why, and it is thrown before the state is touched.
 */
export class RuleError extends Error {
  readonly rule: string;
  readonly code: string;
  readonly params: Record<string, unknown>;
  constructor(rule: string, message: string, code = 'illegal', params: Record<string, unknown> = {}) {
    super(`${formatRule(rule)}: ${message}`);
    this.name = 'RuleError';
    this.rule = rule;
    this.code = code;
    this.params = params;
  }
  toJSON() {
    return { name: this.name, code: this.code, rule: this.rule, message: this.message, params: this.params };
  }
}

/** "liberty 7.32" → "Liberty 7.32" for human-readable text. */
export function formatRule(rule: string): string {
  if (!rule) return 'Muster';
  return rule.charAt(0).toUpperCase() + rule.slice(1);
}

/** Throw a RuleError unless the condition holds. */
export function require_(cond: unknown, rule: string, message: string, code = 'illegal'): asserts cond {
  if (!cond) throw new RuleError(rule, message, code);
}
