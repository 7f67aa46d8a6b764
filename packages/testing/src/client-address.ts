/**
 * A private IPv4 address per simulated client (10.0.0.0/8), sent as X-Forwarded-For: a
 * crowd of users arrives from many addresses, not from the load generator's one.
 */
export function clientAddress(index: number): string {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
