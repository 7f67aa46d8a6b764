/** The success envelope every route returns (docs/product.md#answers). */
export function ok<T>(data: T, message = 'OK') {
  return { status: true as const, data, message };
}
