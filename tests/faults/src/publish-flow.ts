import type { ApiClient } from './api-client.ts';
import type { FaultAccount } from './sign-up.ts';

/**
 * Publishes the user's wish as the web client does with the local sandbox provider: save the
 * draft, start a card checkout, press Pay on the sandbox page, verify on the success page.
 * Answers the wish id once the API acknowledged the publication, undefined if any step failed
 * (a retry starts over: the draft is reused and a new checkout opened).
 */
export async function publishWish(
  client: ApiClient,
  user: FaultAccount,
): Promise<string | undefined> {
  const common = {
    kind: 'publish',
    method: 'POST',
    token: user.token,
    address: user.address,
  } as const;
  const draft = await client.call<{ wish: { id: string } }>({
    ...common,
    path: '/v1/wishes/create',
    body: { content: `A wish from ${user.email}, published through a fault` },
  });
  if (!draft.ok) return undefined;
  const wishId = draft.data.wish.id;
  const checkout = await client.call<{ id: string }>({
    ...common,
    path: '/v1/stripe/create-checkout-session',
    body: { wish: wishId },
  });
  if (!checkout.ok) return undefined;
  const paid = await client.call({
    kind: 'publish',
    method: 'POST',
    path: `/v1/sandbox/checkout/${checkout.data.id}/pay`,
  });
  if (!paid.ok) return undefined;
  const verified = await client.call({
    ...common,
    path: '/v1/stripe/verify-and-save-payment',
    body: { session_id: checkout.data.id, wish_id: wishId },
  });
  return verified.ok ? wishId : undefined;
}
