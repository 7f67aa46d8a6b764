/**
 * An address as a list shows it: the first letter of the name and the domain, the rest hidden
 * ("f•••@example.com"): enough for its owner to recognise, not to read over a shoulder. Used
 * for a gift's receiver on the giver's statement and for a PayPal account in the mails and the
 * wallet. Something that is not an address shows as "•••".
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
