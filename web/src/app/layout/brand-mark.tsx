/** The star logo, drawn inline so it needs no request and follows the theme colours. */
export function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <path
        d="M16 5.5l3.1 6.6 7.2.9-5.3 5 1.4 7.1L16 21.6l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z"
        fill="var(--color-gold)"
      />
    </svg>
  );
}
