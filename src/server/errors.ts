/** Every refusal the server gives: an HTTP status, a stable code, a clear message and, for rules, the rule. */
export class ApiError extends Error {
  constructor(public status: number, public code: string, message: string, public rule?: string) {
    super(message);
    this.name = 'ApiError';
  }
  toJSON() {
    return { code: this.code, message: this.message, ...(this.rule ? { rule: this.rule } : {}) };
  }
}
