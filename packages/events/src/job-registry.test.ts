import { describe, expect, it } from 'vitest';
import { buildJobRegistry, JobRegistryError } from './job-registry.ts';

interface Payloads {
  'mail.send': { to: string };
  'payments.reconcile': { checkoutId: string };
}
const NAMES = ['mail.send', 'payments.reconcile'] as const;
const handle = async () => {};

describe('buildJobRegistry', () => {
  it('maps every declared job to its one handler', () => {
    const registry = buildJobRegistry<Payloads>(NAMES, [
      { name: 'mail.send', handle },
      { name: 'payments.reconcile', handle },
    ]);
    expect(Object.keys(registry).sort()).toEqual([...NAMES]);
  });

  it('refuses a job without a handler', () => {
    expect(() => buildJobRegistry<Payloads>(NAMES, [{ name: 'mail.send', handle }])).toThrow(
      new JobRegistryError('Job registry is invalid: no handler for job "payments.reconcile"'),
    );
  });

  it('refuses a job with two handlers', () => {
    expect(() =>
      buildJobRegistry<Payloads>(NAMES, [
        { name: 'mail.send', handle },
        { name: 'mail.send', handle },
        { name: 'payments.reconcile', handle },
      ]),
    ).toThrow(/two handlers for job "mail.send"/);
  });

  it('refuses a handler for a job nobody declared', () => {
    expect(() =>
      buildJobRegistry<Payloads>(
        ['mail.send'],
        [
          { name: 'mail.send', handle },
          { name: 'payments.reconcile', handle },
        ],
      ),
    ).toThrow(/handler for unknown job "payments.reconcile"/);
  });
});
