/**
 * A documentation-range address (RFC 5737) per call, for `X-Forwarded-For`: the system under
 * test trusts it (as behind nginx), so each call of this stands for one more client.
 */
export function anAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `198.51.${byte()}.${byte()}`;
}
