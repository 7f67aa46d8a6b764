import { describe, expect, it } from 'vitest';
import { loginRedirect, safeReturnPath } from './return-path.ts';

describe('loginRedirect', () => {
  it('sends the visitor to the language home and remembers path and query', () => {
    expect(loginRedirect({ pathname: '/es/config', search: '?tab=security' }, 'es')).toEqual({
      to: '/es',
      returnTo: '/es/config?tab=security',
    });
  });

  it('remembers a path without a query as it is', () => {
    expect(loginRedirect({ pathname: '/en/config', search: '' }, 'en').returnTo).toBe('/en/config');
  });
});

describe('safeReturnPath', () => {
  it('keeps an in-site path with its query', () => {
    expect(safeReturnPath('/en/config?tab=preferences')).toBe('/en/config?tab=preferences');
  });

  it.each([null, undefined, '', 'config', 'https://evil.example/x', '//evil.example', '/\\evil'])(
    'refuses %j',
    (value) => {
      expect(safeReturnPath(value)).toBeNull();
    },
  );
});
