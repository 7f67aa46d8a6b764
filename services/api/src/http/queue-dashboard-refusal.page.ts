import type { Language } from '@wishwall/contracts/constants';

const TEXTS = {
  en: {
    title: 'The queue dashboard is for operators',
    unauthorized:
      'It opens from the operators’ console, for ten minutes at a time. If you are an operator, open the console and choose “Open the queue dashboard” there.',
    forbidden:
      'Only Wishwall’s operators, signed in with their authenticator app, can see the queues. Your session is not one of theirs.',
    console: 'Go to the operators’ console',
    home: 'Back to the wall',
  },
  es: {
    title: 'El panel de colas es para operadores',
    unauthorized:
      'Se abre desde la consola de operadores, durante diez minutos cada vez. Si eres operador, abre la consola y elige «Abrir el panel de colas».',
    forbidden:
      'Solo los operadores de Wishwall, con sesión iniciada con su aplicación de autenticación, pueden ver las colas. Tu sesión no es una de ellas.',
    console: 'Ir a la consola de operadores',
    home: 'Volver al muro',
  },
} as const;

/**
 * What a browser that opens `/admin/queues` without the dashboard's cookie (or as someone
 * other than an operator) reads: a page in the site's look and the visitor's language, instead
 * of the error envelope's JSON, which API clients still get.
 */
export function queueDashboardRefusalPage(
  language: Language,
  reason: 'unauthorized' | 'forbidden',
): string {
  const t = TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${t.title} · Wishwall</title>
    <style>
      body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.55; color: #1c1a33; background: #f5f4fb; }
      main { max-width: 34rem; margin: 4rem auto; padding: 24px; border: 1px solid #e2dff0; border-radius: 16px; background: #fff; box-shadow: 0 4px 16px rgb(28 26 51 / 6%); }
      h1 { margin-top: 0; font-size: 1.5rem; line-height: 1.25; }
      .actions { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 20px; }
      a { display: inline-block; padding: 10px 18px; border: 1px solid #e2dff0; border-radius: 10px; color: #1c1a33; font-weight: 600; text-decoration: none; }
      a.primary { border-color: #3f37c9; background: #3f37c9; color: #fff; }
      a:focus-visible { outline: 3px solid rgb(63 55 201 / 55%); outline-offset: 2px; }
      @media (width < 600px) { main { margin: 1rem; } }
    </style>
  </head>
  <body>
    <main>
      <h1>${t.title}</h1>
      <p>${t[reason]}</p>
      <p class="actions">
        <a class="primary" href="/${language}/admin">${t.console}</a>
        <a href="/${language}">${t.home}</a>
      </p>
    </main>
  </body>
</html>
`;
}
