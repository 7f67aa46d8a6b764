/**
 * The state a server-rendered page hands to the client travels as JSON in a
 * `<script type="application/json">`: data, not code, so the CSP keeps `script-src 'self'`.
 * Wish texts are user input; a `</script>` or `<!--` inside one must not end or change the
 * element, so every `<` (and, for good measure, `>`, `&` and the two JavaScript line
 * separators) is written as a `\u` escape, which JSON.parse reads back as the same character.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

export const HYDRATION_STATE_ID = 'hydration-state';

export function serializeHydrationState(state: unknown): string {
  return JSON.stringify(state).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The element a server-rendered page carries its state in, to put before the entry script. */
export function hydrationStateElement(state: unknown): string {
  return `<script type="application/json" id="${HYDRATION_STATE_ID}">${serializeHydrationState(state)}</script>`;
}

/** The state the server left in the page, or undefined when it left none (or none readable). */
export function parseHydrationState(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
