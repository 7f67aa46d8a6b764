import type { Resources } from './en.ts';

export const es: Resources = {
  app: {
    name: 'Wishwall',
    tagline: 'Un muro público de deseos',
    home_link: 'Wishwall, ir al muro',
    loading: 'Cargando…',
    skip_to_content: 'Saltar al contenido',
  },
  language: {
    selector_label: 'Idioma',
    switch_to: 'Cambiar a {{name}}',
  },
  counter: {
    wishes_published: 'deseos publicados',
    loading: 'Cargando el contador de deseos',
    unavailable: 'Contador de deseos no disponible',
    progress: 'Deseos publicados respecto a la meta',
    live: 'En directo',
    connecting: 'Conectando con las actualizaciones en directo',
    offline: 'Sin conexión, reconectando',
  },
  home: {
    title: 'Pide un deseo y compártelo con el mundo',
    intro:
      'Wishwall es un muro público de deseos. Publica un deseo de hasta {{max}} caracteres por 1 USD, reacciona a los deseos de los demás y ayuda a que el muro llegue a {{goal}} deseos.',
    raffle_title: 'Un sorteo de 10.000 $',
    raffle:
      'El deseo con más «me gusta» gana el premio del sorteo: hasta 10.000 USD, libres de impuestos. Cada «me gusta» cuenta.',
    wall_soon:
      'El muro está en camino: pronto podrás explorar deseos, publicar el tuyo y reaccionar.',
  },
  sidebar: {
    your_wish_title: 'Tu deseo',
    your_wish_body: 'Pronto podrás iniciar sesión y publicar tu deseo.',
    top_title: 'Top 10 de deseos',
    top_body: 'La clasificación de los deseos con más «me gusta» llegará pronto.',
  },
  pages: {
    wish: 'Deseo',
    config: 'Configuración',
    privacy_policy: 'Política de privacidad',
    cookies_policy: 'Política de cookies',
    terms_and_conditions: 'Términos y condiciones',
    about_us: 'Quiénes somos',
    how_it_works: 'Cómo funciona',
    prize_and_raffle_base: 'Bases del premio y del sorteo',
    contact: 'Contacto',
  },
  coming_soon: {
    body: 'Esta sección estará disponible pronto.',
    back_home: 'Volver al muro',
  },
  footer: {
    nav_label: 'Información y páginas legales',
    note: 'Wishwall: un deseo por persona, un sorteo para todos.',
  },
  error_screen: {
    title: 'Algo salió mal',
    body: 'Un error inesperado detuvo esta página. Recarga para intentarlo de nuevo; si sigue pasando, cuéntanos qué estabas haciendo.',
    reload: 'Recargar',
    report: 'Informar del problema',
  },
  errors: {
    validation_failed: 'Algunos campos no son válidos. Revísalos e inténtalo de nuevo.',
    not_found: 'No encontramos lo que buscabas.',
    route_not_found: 'Esta dirección no existe.',
    wish_not_found: 'Este deseo no existe o aún no está publicado.',
    user_already_has_published_wish:
      'Ya tienes un deseo publicado; solo se permite una publicación por usuario.',
    rate_limited: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    unauthorized: 'Inicia sesión para continuar.',
    forbidden: 'No tienes permiso para hacer esto.',
    conflict: 'Esto cambió mientras tanto. Actualiza la página e inténtalo de nuevo.',
    service_unavailable:
      'El servicio no está disponible temporalmente. Inténtalo de nuevo en unos momentos.',
    internal_error: 'Algo salió mal, inténtalo de nuevo.',
  },
};
