// Deliberately loose: the server has the last word; this only catches obvious typos early.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The field a server validation error names: `email`, `/email` or `body.email` alike. */
export function fieldNameOf(field: string): string {
  return field.replace(/^(body\.|\/)/, '').split(/[./]/)[0] ?? field;
}
