/** The success envelope every route returns (DESIGN.md §5). */
export function ok<T>(data: T, message = 'OK') {
  return { status: true as const, data, message };
}
