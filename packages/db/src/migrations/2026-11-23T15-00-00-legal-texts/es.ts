// Version 1 of the six documents in Spanish, as published on 23 November 2026.

export const LEGAL_TEXTS_ES = {
  privacy: {
    title: 'Política de privacidad',
    summary:
      'Qué datos personales guarda Wishwall, para qué, durante cuánto tiempo y tus derechos.',
    content: `
Wishwall es un muro público donde cada persona registrada puede publicar un deseo breve por 1 USD y participar en el sorteo de un premio. Esta política explica qué datos personales guardamos, para qué y qué puedes pedirnos. Se aplica al sitio web y a los correos que enviamos.

1. Datos que nos das
- Cuenta: tu nombre, dirección de correo, contraseña, país y su prefijo telefónico. La contraseña nunca se guarda: solo conservamos un hash argon2id del que no se puede recuperar.
- Perfil: la foto de avatar que subas (opcional). Sin ella se muestra un dibujo generado a partir de tu cuenta.
- Tu deseo: su texto, cuándo se creó y cuándo se publicó. Un deseo publicado es público, con tu nombre y tu avatar, y después no se puede modificar.
- Reacciones: qué deseos te gustaron, te encantaron o no te gustaron. Las reacciones son públicas en la página del deseo, con tu nombre.
- Regalos: la dirección de correo de la persona a la que regalas un deseo, para que el regalo llegue a su cuenta.
- Mensajes de contacto: el nombre, la dirección de correo, el asunto y el mensaje que envías con el formulario de contacto.
- Preferencias: si aceptas correos comerciales, el boletín y las notificaciones, tu zona horaria y tu idioma preferido.

2. Datos que se generan al usar Wishwall
- Pagos: el proveedor (tarjeta mediante Stripe, o PayPal), su referencia del pago, el importe, la moneda y el estado, reembolsos incluidos. Los números de tarjeta y las credenciales de PayPal los gestiona el proveedor y nunca llegan a nosotros.
- Billetera: cada movimiento de tu saldo (recompensas por referidos, regalos comprados, retiros) queda como un asiento permanente del libro contable, como exige la contabilidad.
- Referidos: qué cuenta invitó a la tuya y las recompensas que generó esa invitación.
- Seguridad: si tu correo está verificado y desde cuándo, si el inicio de sesión en dos pasos está activo, los códigos de un solo uso y los enlaces de verificación (guardados solo como hash y solo hasta que caducan o se usan) y las sesiones cerradas hasta la fecha en que habrían caducado.
- Peticiones: tu dirección IP se usa durante unos minutos para contar peticiones y frenar abusos (límites en el inicio de sesión, el registro, el captcha, el contacto y las operaciones con dinero). No se guarda con tu cuenta.

3. Para qué los usamos
- Para mantener tu cuenta e iniciar sesión de forma segura (contrato).
- Para publicar tu deseo, mostrar reacciones, procesar pagos, pagar recompensas y retiros, y reembolsar pagos duplicados (contrato).
- Para llevar la contabilidad de cada pago y movimiento de billetera (obligación legal).
- Para evitar fraudes y abusos, por ejemplo con captchas, límites de peticiones y correos verificados para retiros y regalos (interés legítimo).
- Para enviarte correos comerciales o el boletín, solo si los activaste en tus preferencias (consentimiento, que puedes retirar cuando quieras en el mismo lugar).
No vendemos tus datos ni mostramos publicidad de terceros basada en ellos.

4. Quién los recibe
- Stripe o PayPal, cuando pagas con ellos, para procesar el pago y, si hace falta, reembolsarlo.
- Nuestro servicio de envío de correo, para entregar enlaces de verificación, códigos de dos pasos, avisos de regalo y respuestas.
- Los operadores de Wishwall, que revisan los retiros, responden a los mensajes de contacto y realizan el sorteo.
Cualquier visitante ve lo que es público: los deseos publicados, el nombre y el avatar de sus autores y las reacciones.

5. Cuánto tiempo los guardamos
- Datos de la cuenta: mientras la cuenta exista. Una cuenta sin verificar cuyo enlace de verificación caducó (24 horas) puede perder su dirección de correo si alguien se registra con ella.
- Pagos y movimientos de billetera: el tiempo que exija la ley contable, también después de cerrar la cuenta.
- Mensajes de contacto: hasta dos años después de terminar la conversación.
- Enlaces de verificación: 24 horas; códigos de dos pasos: 10 minutos.

6. Tus derechos
Puedes pedir una copia de tus datos, su rectificación o su supresión, oponerte a su uso o pedir que lo limitemos, escribiendo desde la página de contacto con el correo de tu cuenta. Un deseo publicado y sus reacciones pueden retirarse si lo pides; los registros de pagos y del libro contable se conservan el tiempo que exija la ley. También puedes reclamar ante tu autoridad de protección de datos.

7. Cookies y almacenamiento local
La política de cookies enumera cada cookie y cada clave de almacenamiento local que usa el sitio.

8. Cambios
Cuando esta política cambie, publicaremos en esta página una nueva versión con su fecha; las versiones anteriores se conservan.
`,
  },
  cookies_privacy: {
    title: 'Política de cookies',
    summary:
      'Cada cookie y clave de almacenamiento local de Wishwall, para qué sirve y cómo elegir.',
    content: `
Esta política enumera todo lo que Wishwall guarda en tu navegador. Usamos una cookie y algunas entradas del almacenamiento local del navegador. Ninguna la pone un tercero y ninguna sirve para seguirte por otros sitios web.

1. Cookie
- i18next: el idioma de la interfaz que elegiste (en o es), para que el sitio se abra en él la próxima vez. Se guarda un año. Esencial.

2. Almacenamiento local
El almacenamiento local se queda en tu navegador y no se envía a nuestro servidor con cada petición. El sitio lee y escribe estas claves:
- token: tu sesión después de iniciarla, para que sigas conectado. Se borra al cerrar sesión; una sesión dura como máximo 7 días. Esencial.
- i18nextLng: el idioma de la interfaz que elegiste, guardado junto a la cookie i18next. Esencial.
- language: reservada para la misma elección; el sitio actual la guarda en i18nextLng y deja vacía esta clave.
- cookieConsent: la elección que hiciste en la barra de cookies (esenciales, rendimiento, funcionalidad, publicidad), para que la barra no vuelva a aparecer. Esencial.
- referral_code: el código de referido del enlace que te trajo a Wishwall, para que la persona que te invitó reciba su recompensa cuando te registres. Esencial para el programa de referidos.
- devAuthEmail: solo en instalaciones de prueba con el acceso rápido de pruebas activado; nunca en el sitio público.

3. Tus opciones
La barra de cookies ofrece tres opciones: aceptar todo, continuar solo con las esenciales o personalizar. En el diálogo de configuración, el almacenamiento esencial está siempre activo, porque sin él el sitio no puede mantener tu sesión ni recordar tu idioma. Puedes activar o desactivar:
- Rendimiento: mediciones anónimas de la velocidad de carga de las páginas. Hoy Wishwall no recoge ninguna; la elección se guarda para cuando lo haga.
- Funcionalidad: recordar comodidades además de lo esencial. Hoy no se usa ningún almacenamiento adicional.
- Publicidad: mostrar el espacio publicitario en la página de inicio y en las páginas de los deseos. Solo muestra anuncios propios de Wishwall (por ejemplo el sorteo o una invitación a anunciarse), servidos desde nuestro sitio, sin scripts de terceros ni seguimiento.
Puedes cambiar tu elección en cualquier momento con el enlace "Configuración de cookies" al pie de cada página. También puedes borrar la cookie y el almacenamiento local desde la configuración de tu navegador; entonces se cerrará tu sesión y se te volverá a preguntar.

4. Proveedores de pago
Al pagar sales de Wishwall hacia la página de Stripe o de PayPal, que ponen sus propias cookies según sus propias políticas.
`,
  },
  terms: {
    title: 'Términos y condiciones',
    summary:
      'Las reglas de uso de Wishwall: cuentas, deseos, pagos, reembolsos, billetera y sorteo.',
    content: `
Estos términos regulan el uso de Wishwall. Al crear una cuenta los aceptas.

1. Cuentas
- Necesitas una cuenta para publicar un deseo, reaccionar, recibir regalos o usar la billetera. Navegar, buscar y leer deseos está abierto a todos.
- Una cuenta por dirección de correo. El registro y el inicio de sesión piden un captcha; el inicio de sesión en dos pasos con un código por correo es opcional.
- Verifica tu dirección de correo con el enlace que te enviamos: hace falta para retirar dinero y para recibir regalos, y otra persona puede registrarse con una dirección sin verificar cuando su enlace de 24 horas ha caducado.
- No compartas tu contraseña. Eres responsable de lo que se haga con tu cuenta.

2. Tu deseo
- Cada usuario puede tener un deseo publicado. El texto tiene como máximo 500 caracteres.
- Un deseo se publica tras un pago de 1 USD (con tarjeta o PayPal) o usando un deseo que te hayan regalado. Una vez publicado es público y no puedes editarlo ni retirarlo.
- No publiques contenido ilegal, de odio, acoso o sexual, que infrinja derechos de otros o que contenga datos personales de otras personas. Los operadores pueden retirar ese deseo sin reembolso.

3. Precio, pago y reembolsos
- Publicar cuesta 1 USD, que se cobra una vez. El pago compra la publicación de tu deseo en el muro y su participación en el sorteo.
- Si el mismo deseo se paga dos veces (por ejemplo en dos pestañas), o pagas un deseo cuando ya tienes otro publicado, el pago sobrante se reembolsa automáticamente y por completo a la misma tarjeta o cuenta de PayPal.
- Salvo los duplicados, un deseo publicado no se reembolsa: el servicio que paga ya se ha prestado.

4. Reacciones
Los usuarios con sesión iniciada pueden dar me gusta, me encanta o no me gusta a los deseos de otras personas: una reacción por deseo, que se puede cambiar o quitar. No puedes reaccionar a tu propio deseo. Las reacciones son públicas.

5. Billetera, referidos, regalos y retiros
- Tu billetera muestra tu saldo, tus recompensas y tus solicitudes de retiro. Los importes están en USD.
- Referidos: cuando alguien se registra con tu enlace de referido, ganas 0,10 centavos de dólar cuando verifica su correo y otros 0,10 centavos cuando se publica su deseo, una vez cada uno.
- Regalos: con un saldo de al menos 1 USD puedes regalar un deseo a alguien por correo. El 1 USD se descuenta de tu saldo; el regalo es irreversible; no puede ser para ti ni para alguien que ya tiene un regalo o un deseo publicado.
- Retiros: puedes solicitar al menos 10 USD y como máximo tu saldo, con el correo verificado y una solicitud a la vez. El importe queda retenido mientras un operador revisa la solicitud; una solicitud aprobada se paga y una rechazada devuelve el importe a tu saldo.

6. Sorteo
Cada deseo publicado participa en el sorteo descrito en la página "Bases del premio y sorteo", que forma parte de estos términos.

7. Funcionamiento del servicio
Trabajamos para que Wishwall esté disponible, pero no garantizamos un servicio sin interrupciones. Podemos suspender cuentas que abusen del servicio, hagan trampa en el sorteo (por ejemplo con cuentas falsas para reunir me gusta o recompensas por referidos) o incumplan estos términos.

8. Cambios
Las nuevas versiones de estos términos se publican en esta página con su fecha. Los cambios importantes se comunican por correo a los usuarios registrados.

9. Contacto
Dudas sobre estos términos: la página de contacto.
`,
  },
  about_us: {
    title: 'Quiénes somos',
    summary:
      'Wishwall es un muro público de deseos, cada uno publicado por 1 USD, con el sorteo de un premio.',
    content: `
Wishwall es un muro público de deseos. Cualquiera puede leerlos; cada persona registrada puede publicar un deseo de hasta 500 caracteres por 1 USD, y cada deseo publicado participa en un sorteo con un premio de hasta 10.000 USD.

Creamos Wishwall en torno a una idea sencilla: un deseo escrito y compartido con un millón de desconocidos se siente más cerca. El contador de la parte superior muestra cuántos deseos hay publicados, frente a nuestra meta de 1.000.000.

Lo que nos importa
- Juego limpio: el sorteo lo deciden los me gusta de personas reales, y las reglas son públicas.
- Dinero honesto: cada céntimo de una billetera queda en un libro contable que no se puede modificar; los pagos duplicados se reembolsan automáticamente.
- Privacidad: guardamos solo lo que el servicio necesita y no mostramos publicidad ni seguimiento de terceros.
- Dos idiomas: todo el sitio está disponible en inglés y en español.

Wishwall lo lleva un pequeño equipo de operadores que revisan los retiros, responden a los mensajes y realizan el sorteo. Para escribirnos, usa la página de contacto: leemos todos los mensajes.
`,
  },
  how_it_works: {
    title: 'Cómo funciona',
    summary:
      'Regístrate, escribe tu deseo, publícalo por 1 USD, reúne me gusta y entra en el sorteo.',
    content: `
1. Crea tu cuenta
Regístrate con tu nombre, correo, contraseña y país, y abre el enlace de verificación que te enviamos (vale 24 horas). Si alguien te invitó, regístrate desde su enlace para que reciba su recompensa.

2. Escribe tu deseo
Escríbelo en el recuadro de la izquierda de la página de inicio: hasta 500 caracteres. Mientras no lo publiques puedes reescribirlo cuantas veces quieras.

3. Publícalo por 1 USD
Paga 1 USD con tarjeta o PayPal. En cuanto se confirma el pago tu deseo aparece en el muro para todos. Si alguien te regaló un deseo, lo publicas sin pagar. Puedes tener un deseo publicado, y después no se puede cambiar. Si pagas dos veces por error, el segundo pago se reembolsa automáticamente.

4. Reacciona a los deseos
Con tu sesión iniciada puedes dar me gusta, me encanta o no me gusta a cualquier deseo menos el tuyo: una reacción por deseo, y pulsar la misma otra vez la quita. El top 10 de la derecha muestra, en directo, los deseos con más me gusta.

5. Gana el sorteo
Cuando un operador realiza el sorteo, gana el deseo publicado con más me gusta, con un premio de hasta 10.000 USD. Comparte el enlace de tu deseo para reunir me gusta. Las reglas están en la página "Bases del premio y sorteo".

6. Invita a otras personas y usa tu billetera
Tu enlace de referido está en tu configuración. Ganas 0,10 centavos de dólar cuando una persona que invitaste verifica su correo y otros 0,10 centavos cuando se publica su deseo. Con 1 USD en tu billetera puedes regalar un deseo a alguien por correo; desde 10 USD puedes solicitar un retiro, que un operador revisa y paga.

7. Protege tu cuenta
En tu configuración puedes activar el inicio de sesión en dos pasos: un código de 6 dígitos enviado por correo en cada inicio de sesión, válido 10 minutos.
`,
  },
  prize_and_raffle_base: {
    title: 'Bases del premio y sorteo',
    summary:
      'Las reglas del sorteo: gana hasta 10.000 USD el deseo publicado con más me gusta al sortearse.',
    content: `
1. Organizador
El sorteo lo organizan los operadores de Wishwall.

2. Quién participa
Cada deseo publicado en Wishwall participa, una vez, desde el momento de su publicación. Publicar cuesta 1 USD, o es gratis con un deseo regalado. Cada persona puede tener un deseo publicado, así que cada persona tiene una participación.

3. Cómo se elige al ganador
Gana el deseo publicado con más me gusta en el momento en que un operador realiza el sorteo. Los me encanta y los no me gusta no cuentan. Si dos o más deseos tienen los mismos me gusta, gana el que se publicó antes. Los deseos sin ningún me gusta no pueden ganar.

4. Premio
El premio es de hasta 10.000 USD, pagado a la persona autora del deseo ganador. El importe se anuncia en esta página antes del sorteo.

5. El sorteo
El sorteo queda registrado, con su fecha y el deseo ganador, y se muestra en esta página. El top 10 de la página de inicio muestra, en directo, qué deseos van en cabeza.

6. Pago del premio
Contactamos con la persona ganadora en el correo verificado de su cuenta. Debe haber verificado esa dirección y responder en un plazo de 30 días; el premio se paga por transferencia bancaria o PayPal a su nombre. Si no responde a tiempo o queda excluida según el punto 7, el premio pasa al siguiente deseo por número de me gusta.

7. Juego limpio
Los me gusta deben venir de personas reales y distintas. Se excluyen las cuentas creadas para inflar los me gusta y los deseos que se beneficien de ellas, así como los deseos retirados según los términos y condiciones. Los operadores no participan.

8. Impuestos
El premio se anuncia libre de impuestos: los impuestos que correspondan en el país del organizador los paga el organizador. Los impuestos que correspondan en el país de la persona ganadora son responsabilidad suya.

9. Aceptación
Publicar un deseo supone aceptar estas bases y los términos y condiciones.
`,
  },
} as const;
