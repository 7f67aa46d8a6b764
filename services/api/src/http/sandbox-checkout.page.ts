import { decimalOfCents } from '@wishwall/domain/wish-price';
import type { SandboxCheckoutRow } from '@wishwall/db/tables/sandbox-checkout.table';
import { escapeHtml } from '@wishwall/security/escape-html';

const TEXTS = {
  en: {
    title: 'Local test checkout',
    notice: 'This is a local test checkout. No money moves and no card is needed.',
    item: 'Publish your wish on Wishwall',
    pay: 'Pay',
    cancel: 'Cancel',
    done: 'This checkout is already settled.',
  },
  es: {
    title: 'Pago de prueba local',
    notice: 'Este es un pago de prueba local. No se mueve dinero ni se necesita tarjeta.',
    item: 'Publica tu deseo en Wishwall',
    pay: 'Pagar',
    cancel: 'Cancelar',
    done: 'Este pago ya está resuelto.',
  },
} as const;

/** The sandbox's stand-in for a provider's hosted checkout page, in the checkout's language. */
export function sandboxCheckoutPage(checkout: SandboxCheckoutRow): string {
  const t = checkout.language === 'es' ? TEXTS.es : TEXTS.en;
  const action = `/v1/sandbox/checkout/${encodeURIComponent(checkout.reference)}`;
  const price = `${decimalOfCents(checkout.amount_cents)} ${checkout.currency.toUpperCase()}`;
  const buttons =
    checkout.status === 'open'
      ? `<form method="post" action="${escapeHtml(action)}/pay"><button type="submit" class="pay">${t.pay} ${escapeHtml(price)}</button></form>
      <form method="post" action="${escapeHtml(action)}/cancel"><button type="submit">${t.cancel}</button></form>`
      : `<p>${t.done}</p>`;
  return `<!doctype html>
<html lang="${checkout.language === 'es' ? 'es' : 'en'}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${t.title} · Wishwall</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; }
      .notice { background: #fff4ce; border: 1px solid #e0b400; padding: 0.75rem; border-radius: 6px; }
      form { display: inline-block; margin: 1rem 0.5rem 0 0; }
      button { font-size: 1rem; padding: 0.6rem 1.2rem; border-radius: 6px; border: 1px solid #888; cursor: pointer; }
      .pay { background: #2f6fed; color: #fff; border-color: #2f6fed; }
    </style>
  </head>
  <body>
    <h1>${t.title}</h1>
    <p class="notice" role="note">${t.notice}</p>
    <p>${t.item}: <strong>${escapeHtml(price)}</strong></p>
    ${buttons}
  </body>
</html>
`;
}
