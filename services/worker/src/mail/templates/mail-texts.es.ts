import type { MailTexts } from './mail-texts.en.ts';

export const es: MailTexts = {
  greeting: (name) => `Hola, ${name}:`,
  signOff: 'El equipo de Wishwall',
  footer: 'Recibes este correo porque tienes una cuenta en Wishwall.',
  linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  welcome: {
    subject: 'Te damos la bienvenida a Wishwall',
    heading: '¡Te damos la bienvenida a Wishwall!',
    body: [
      'Tu cuenta está lista. Publica tu deseo en el muro, reacciona a los deseos de los demás e invita a tus amigos.',
      'El deseo con más «me gusta» gana el premio del sorteo.',
    ],
    action: 'Ir al muro',
  },
  emailVerification: {
    subject: 'Confirma tu dirección de correo electrónico',
    heading: 'Confirma tu dirección de correo electrónico',
    body: (email) =>
      `Confirma que ${email} es tu dirección de correo abriendo el siguiente enlace.`,
    action: 'Confirmar mi correo',
    expiry: (hours) => `El enlace solo se puede usar una vez y caduca en ${hours} horas.`,
    notYou: 'Si no lo has pedido tú, ignora este correo: nada cambia sin el enlace.',
  },
  twoFactorCode: {
    subject: 'Tu código de verificación de Wishwall',
    heading: 'Tu código de verificación',
    bodyLogin: 'Introduce este código para terminar de iniciar sesión:',
    bodyEnable: 'Introduce este código para activar la autenticación en dos pasos:',
    bodyStepUp:
      'Introduce este código para confirmar que eres tú antes de una acción en la consola de operadores:',
    validity: (minutes) =>
      `El código es válido durante ${minutes} minutos y solo se puede usar una vez.`,
    notYou:
      'Si no has sido tú, puede que alguien conozca tu contraseña: cámbiala ahora y no compartas nunca este código. Wishwall nunca te lo pedirá.',
  },
  accountClosed: {
    subject: 'Se ha cerrado tu cuenta de Wishwall',
    heading: 'Tu cuenta se ha cerrado',
    greeting: 'Hola:',
    body: (when) =>
      `Tu cuenta de Wishwall se cerró el ${when}. Se borraron tu nombre, tu dirección de correo, tu imagen, tu país y tus preferencias, y se cerraron todas las sesiones.`,
    wishStays:
      'El deseo que publicaste y tus reacciones siguen en el muro como «Un antiguo miembro».',
    forfeited: (amount) =>
      `El saldo de ${amount} USD, por debajo del mínimo de retirada, se cedió como confirmaste.`,
    giftsReturned: (count) =>
      count === 1
        ? 'Un deseo regalado que no habías usado volvió a quien te lo regaló.'
        : `${count} deseos regalados que no habías usado volvieron a quienes te los regalaron.`,
    again: 'Puedes volver a registrarte con esta dirección cuando quieras.',
    notYou: 'Si no has sido tú, contáctanos de inmediato.',
    action: 'Contactar con nosotros',
  },
  passwordChanged: {
    subject: 'Se ha cambiado tu contraseña de Wishwall',
    heading: 'Tu contraseña ha cambiado',
    body: (when) =>
      `La contraseña de tu cuenta de Wishwall se cambió el ${when}. Si fuiste tú, no tienes que hacer nada más.`,
    notYou: 'Si no has sido tú, contáctanos de inmediato para que podamos proteger tu cuenta.',
    action: 'Contactar con nosotros',
  },
  secondFactorChanged: {
    subject: 'Ha cambiado la seguridad de acceso de tu cuenta de Wishwall',
    heading: 'Tu segundo factor ha cambiado',
    change: {
      email_on: 'Se activaron los códigos por correo para iniciar sesión.',
      email_off: 'Se desactivaron los códigos por correo para iniciar sesión.',
      app_on: 'Se activó una aplicación de autenticación para iniciar sesión.',
      app_off:
        'Se desactivó la aplicación de autenticación: sus códigos y los códigos de recuperación ya no sirven.',
      recovery_codes_renewed:
        'Se crearon nuevos códigos de recuperación para tu aplicación de autenticación: los anteriores ya no sirven.',
      recovery_code_used:
        'Se usó un código de recuperación para iniciar sesión; no volverá a funcionar.',
      passkey_added:
        'Se añadió una llave de acceso a tu cuenta: ya puede iniciar sesión, sola o tras tu contraseña.',
      passkey_removed: 'Se quitó una llave de acceso de tu cuenta: ya no inicia sesión.',
    },
    when: (when) => `Ocurrió el ${when}. Si fuiste tú, no tienes que hacer nada más.`,
    notYou:
      'Si no has sido tú, cambia tu contraseña de inmediato y contáctanos para que podamos proteger tu cuenta.',
    action: 'Contactar con nosotros',
  },
  payoutDestinationChanged: {
    subject: 'Se ha cambiado tu cuenta de cobro de Wishwall',
    heading: 'Se ha cambiado tu cuenta de PayPal para cobros',
    body: (when, destination) =>
      `El ${when}, la cuenta de PayPal a la que se pagan tus retiros de Wishwall pasó a ser ${destination}.`,
    hold: (until) => `Por tu seguridad, los nuevos retiros esperan hasta el ${until}.`,
    notYou: 'Si no fuiste tú, contáctanos de inmediato para que podamos proteger tu cuenta.',
    action: 'Contáctanos',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de Wishwall',
    heading: 'Elige una contraseña nueva',
    body: 'Alguien, esperamos que tú, ha pedido restablecer la contraseña de tu cuenta de Wishwall. Abre el enlace de abajo para elegir una nueva.',
    action: 'Elegir una contraseña nueva',
    expiry: (minutes) => `El enlace funciona una sola vez y caduca en ${minutes} minutos.`,
    sessions: 'Al elegir una contraseña nueva se cierran todas las demás sesiones de tu cuenta.',
    notYou: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
  emailChanged: {
    subject: 'Se ha cambiado el correo de tu cuenta de Wishwall',
    heading: 'Tu correo electrónico ha cambiado',
    body: (email, when) =>
      `El ${when} el correo de tu cuenta de Wishwall se cambió a ${email}. El correo de la cuenta llega ahora allí.`,
    notYou:
      'Si no has sido tú, abre el enlace de abajo: la cuenta vuelve a esta dirección, se cierran todas sus sesiones y te enviamos un enlace para elegir una contraseña nueva.',
    action: 'Deshacer el cambio',
    expiry: (hours) => `El enlace funciona una sola vez y durante ${hours} horas.`,
  },
  emailInUse: {
    subject: 'Alguien ha intentado usar tu correo en Wishwall',
    heading: 'Esta dirección ya tiene una cuenta',
    body: 'Alguien ha pedido pasar otra cuenta de Wishwall a este correo. Ya pertenece a tu cuenta, así que no ha cambiado nada y no se ha enviado ningún enlace.',
    forgot:
      'Si has olvidado tu contraseña, elige «¿Has olvidado tu contraseña?» al iniciar sesión.',
    action: 'Iniciar sesión',
  },
  giftReceived: {
    subject: (giver) => `${giver} te ha regalado un deseo en Wishwall`,
    heading: '¡Te han regalado un deseo!',
    greetingWithoutName: 'Hola:',
    body: (giver) =>
      `${giver} te ha regalado un deseo en Wishwall: puedes publicar tu propio deseo en el muro sin pagar y participar en el sorteo de hasta 10.000 $.`,
    bodyRegister:
      'Crea tu cuenta con esta dirección de correo: el regalo la está esperando. Después escribe tu deseo y publícalo.',
    bodyPublish: 'Inicia sesión, escribe tu deseo y publícalo: el regalo lo paga.',
    actionRegister: 'Crear mi cuenta',
    actionPublish: 'Publicar mi deseo',
    footer:
      'Recibes este correo porque un usuario de Wishwall ha regalado un deseo a esta dirección.',
  },
  contactMessage: {
    subject: (subject) => `Contacto: ${subject}`,
    heading: 'Nuevo mensaje de la página de contacto',
    greeting: 'Hola, operadores:',
    from: (name, email, language) =>
      `De: ${name} <${email}>, que escribe en ${language}. Responde a este correo para contestarle.`,
    subjectLine: (subject) => `Asunto: ${subject}`,
    footer: 'Recibes este correo porque esta dirección es el CONTACT_TO de Wishwall.',
  },
  contactAcknowledgement: {
    subject: 'Hemos recibido tu mensaje',
    heading: 'Gracias por escribirnos',
    body: (when) =>
      `Hemos recibido el mensaje que enviaste desde tu cuenta de Wishwall por nuestra página de contacto el ${when}. Alguien del equipo de Wishwall te responderá por correo electrónico, normalmente en dos días laborables.`,
  },
  withdrawalRequested: {
    subject: 'Hemos recibido tu solicitud de retiro',
    body: (amount, destination) =>
      `Has pedido retirar ${amount} a la cuenta de PayPal ${destination}. El importe queda retenido de tu saldo mientras un operador revisa la solicitud; una vez aprobada se envía a PayPal, y te escribimos en cada paso.`,
    notYou: 'Si no lo pediste tú, cambia tu contraseña de inmediato y contáctanos.',
    action: 'Abrir mi billetera',
  },
  withdrawalDecided: {
    subject: {
      approved: 'Tu retiro ha sido aprobado',
      rejected: 'Tu retiro ha sido rechazado',
      processing: 'PayPal está procesando tu retiro',
      failed: 'Tu retiro no se pudo pagar',
      paid: 'Tu retiro ha sido pagado',
    },
    reversedSubject: 'PayPal ha revertido tu pago',
    reversed: (amount) =>
      `PayPal ha revertido el pago de ${amount} después de hacerlo, y el importe ha vuelto a tu billetera.`,
    body: {
      approved: (amount) =>
        `Tu retiro de ${amount} ha sido aprobado. Sigue retenido de tu saldo hasta que se pague.`,
      rejected: (amount) =>
        `Tu retiro de ${amount} ha sido rechazado y el importe ha vuelto a tu billetera.`,
      processing: (amount) =>
        `Tu retiro de ${amount} se ha enviado a PayPal, que aún lo está procesando (por ejemplo, hasta que la cuenta de PayPal lo reclame). Te escribiremos de nuevo cuando se pague o se devuelva.`,
      failed: (amount) =>
        `PayPal no pudo pagar tu retiro de ${amount} y el importe ha vuelto a tu billetera. Revisa tu dirección de PayPal e inténtalo de nuevo.`,
      paid: (amount) => `Tu retiro de ${amount} se ha pagado a tu cuenta de PayPal.`,
    },
    reason: (reason) => `Motivo: ${reason}`,
    action: 'Abrir mi billetera',
  },
  raffleWon: {
    subject: (round) => `Tu deseo ha ganado la ronda ${round} del sorteo de Wishwall`,
    heading: 'Tu deseo ha ganado el sorteo',
    body: (round, likes, prize) =>
      `Tu deseo ha ganado la ronda ${round} del sorteo con ${likes} me gusta. El premio es de ${prize}.`,
    claim:
      'Responde a este correo en un plazo de 30 días para recibirlo: un operador registra el pago, y la página del premio lo muestra una vez pagado.',
    action: 'Ver el resultado',
  },
};
