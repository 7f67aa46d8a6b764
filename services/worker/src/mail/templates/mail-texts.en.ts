/**
 * English mail texts, the type source of every language's dictionary: a language that misses
 * a key, or adds one, fails to compile. Texts are plain; the layout escapes them.
 */
export const en = {
  greeting: (name: string) => `Hi ${name},`,
  signOff: 'The Wishwall team',
  footer: 'You receive this e-mail because you have a Wishwall account.',
  linkFallback: "If the button doesn't work, copy this link into your browser:",
  welcome: {
    subject: 'Welcome to Wishwall',
    heading: 'Welcome to Wishwall!',
    body: [
      'Your account is ready. Publish your wish on the wall, react to the wishes of others and invite your friends.',
      'The most-liked wish wins the raffle prize.',
    ],
    action: 'Go to the wall',
  },
  emailVerification: {
    subject: 'Confirm your e-mail address',
    heading: 'Confirm your e-mail address',
    body: (email: string) =>
      `Please confirm that ${email} is your e-mail address by opening the link below.`,
    action: 'Confirm my e-mail address',
    expiry: (hours: number) => `The link works once and expires in ${hours} hours.`,
    notYou: "If you didn't ask for this, ignore this e-mail: nothing changes without the link.",
  },
  twoFactorCode: {
    subject: 'Your Wishwall verification code',
    heading: 'Your verification code',
    bodyLogin: 'Enter this code to finish signing in:',
    bodyEnable: 'Enter this code to turn on two-factor authentication:',
    bodyStepUp: 'Enter this code to confirm it’s you before an action in the operators’ console:',
    validity: (minutes: number) => `The code is valid for ${minutes} minutes and works only once.`,
    notYou:
      "If it wasn't you, someone may know your password: change it now and never share this code. Wishwall will never ask you for it.",
  },
  accountClosed: {
    subject: 'Your Wishwall account was closed',
    heading: 'Your account was closed',
    /** The name is erased with the account: no name to greet. */
    greeting: 'Hello,',
    body: (when: string) =>
      `Your Wishwall account was closed on ${when}. Your name, e-mail address, picture, country and preferences were erased, and every session was signed out.`,
    wishStays: 'A wish you published and your reactions stay on the wall under “A former member”.',
    forfeited: (amount: string) =>
      `The balance of ${amount} USD, below the withdrawal minimum, was given up as you confirmed.`,
    giftsReturned: (count: number) =>
      count === 1
        ? 'A gifted wish you had not used went back to the person who gave it.'
        : `${count} gifted wishes you had not used went back to the people who gave them.`,
    again: 'This address can be used to register again at any time.',
    notYou: "If it wasn't you, contact us at once.",
    action: 'Contact us',
  },
  passwordChanged: {
    subject: 'Your Wishwall password was changed',
    heading: 'Your password was changed',
    body: (when: string) =>
      `The password of your Wishwall account was changed on ${when}. If it was you, there is nothing more to do.`,
    notYou: "If it wasn't you, contact us at once so we can secure your account.",
    action: 'Contact us',
  },
  secondFactorChanged: {
    subject: 'Your Wishwall sign-in security changed',
    heading: 'Your second factor changed',
    change: {
      email_on: 'Codes by e-mail were turned on for signing in.',
      email_off: 'Codes by e-mail were turned off for signing in.',
      app_on: 'An authenticator app was turned on for signing in.',
      app_off: 'The authenticator app was turned off: its codes and recovery codes no longer work.',
      recovery_codes_renewed:
        'New recovery codes were made for your authenticator app: the old ones no longer work.',
      recovery_code_used: 'A recovery code was used to sign in; it will not work again.',
      passkey_added:
        'A passkey was added to your account: it can now sign in, alone or after your password.',
      passkey_removed: 'A passkey was removed from your account: it no longer signs in.',
    },
    when: (when: string) => `This happened on ${when}. If it was you, there is nothing more to do.`,
    notYou:
      "If it wasn't you, change your password at once and contact us so we can secure your account.",
    action: 'Contact us',
  },
  payoutDestinationChanged: {
    subject: 'Your Wishwall payout account was changed',
    heading: 'Your PayPal payout account was changed',
    body: (when: string, destination: string) =>
      `On ${when} the PayPal account your Wishwall withdrawals are paid to became ${destination}.`,
    hold: (until: string) => `For your safety, new withdrawals wait until ${until}.`,
    notYou: "If it wasn't you, contact us at once so we can secure your account.",
    action: 'Contact us',
  },
  passwordReset: {
    subject: 'Reset your Wishwall password',
    heading: 'Set a new password',
    body: 'Someone, hopefully you, asked to reset the password of your Wishwall account. Open the link below to choose a new one.',
    action: 'Set a new password',
    expiry: (minutes: number) => `The link works once and expires in ${minutes} minutes.`,
    sessions: 'Setting a new password signs your account out everywhere else.',
    notYou: "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
  },
  emailChanged: {
    subject: 'Your Wishwall e-mail address was changed',
    heading: 'Your e-mail address was changed',
    body: (email: string, when: string) =>
      `On ${when} the e-mail address of your Wishwall account was changed to ${email}. Mail for the account now goes there.`,
    notYou:
      "If it wasn't you, open the link below: the account comes back to this address, every session is signed out, and we send you a link to set a new password.",
    action: 'Undo the change',
    expiry: (hours: number) => `The link works once and for ${hours} hours.`,
  },
  emailInUse: {
    subject: 'Someone tried to use your e-mail address on Wishwall',
    heading: 'This address already has an account',
    body: 'Someone asked to move another Wishwall account to this e-mail address. It already belongs to your account, so nothing changed and no link was sent.',
    forgot: 'If you forgot your password, choose "Forgot password?" when you log in.',
    action: 'Log in',
  },
  giftReceived: {
    subject: (giver: string) => `${giver} gave you a wish on Wishwall`,
    heading: 'You have been given a wish!',
    greetingWithoutName: 'Hello,',
    body: (giver: string) =>
      `${giver} gave you a wish on Wishwall: you can publish your own wish on the wall without paying, and take part in the raffle of up to $10,000.`,
    bodyRegister:
      'Create your account with this e-mail address: the gift is waiting for it. Then write your wish and publish it.',
    bodyPublish: 'Sign in, write your wish and publish it: the gift pays for it.',
    actionRegister: 'Create my account',
    actionPublish: 'Publish my wish',
    footer: 'You receive this e-mail because a Wishwall user gave a wish to this address.',
  },
  contactMessage: {
    subject: (subject: string) => `Contact: ${subject}`,
    heading: 'New message from the contact page',
    greeting: 'Hello operators,',
    from: (name: string, email: string, language: string) =>
      `From: ${name} <${email}>, writing in ${language}. Reply to this e-mail to answer them.`,
    subjectLine: (subject: string) => `Subject: ${subject}`,
    footer: 'You receive this e-mail because this address is Wishwall’s CONTACT_TO.',
  },
  contactAcknowledgement: {
    subject: 'We received your message',
    heading: 'Thank you for writing to us',
    body: (when: string) =>
      `We received the message you sent from your Wishwall account through our contact page on ${when}. A member of the Wishwall team will answer you by e-mail, usually within two working days.`,
  },
  withdrawalRequested: {
    subject: 'We received your withdrawal request',
    body: (amount: string, destination: string) =>
      `You asked to withdraw ${amount} to the PayPal account ${destination}. The amount is held from your balance while an operator reviews the request; once approved it is sent to PayPal, and we write to you at each step.`,
    notYou: "If you didn't ask for it, change your password at once and contact us.",
    action: 'Open my wallet',
  },
  withdrawalDecided: {
    subject: {
      approved: 'Your withdrawal was approved',
      rejected: 'Your withdrawal was rejected',
      processing: 'PayPal is processing your withdrawal',
      failed: 'Your withdrawal could not be paid',
      paid: 'Your withdrawal was paid',
    },
    reversedSubject: 'PayPal reversed your payout',
    reversed: (amount: string) =>
      `PayPal reversed the payout of ${amount} after paying it, and the amount is back in your wallet.`,
    body: {
      approved: (amount: string) =>
        `Your withdrawal of ${amount} was approved. It stays held from your balance until it is paid.`,
      rejected: (amount: string) =>
        `Your withdrawal of ${amount} was rejected, and the amount is back in your wallet.`,
      processing: (amount: string) =>
        `Your withdrawal of ${amount} was sent to PayPal, which is still processing it (for example until the PayPal account claims it). We will write again when it is paid or returned.`,
      failed: (amount: string) =>
        `PayPal could not pay your withdrawal of ${amount}, and the amount is back in your wallet. Check your PayPal address and try again.`,
      paid: (amount: string) => `Your withdrawal of ${amount} was paid to your PayPal account.`,
    },
    reason: (reason: string) => `Reason: ${reason}`,
    action: 'Open my wallet',
  },
  raffleWon: {
    subject: (round: number) => `Your wish won round ${round} of the Wishwall raffle`,
    heading: 'Your wish won the raffle',
    body: (round: number, likes: number, prize: string) =>
      `Your wish won round ${round} of the raffle with ${likes} likes. The prize is ${prize}.`,
    claim:
      'Answer this e-mail within 30 days to receive it: an operator records the payment, and the prize page shows it once paid.',
    action: 'See the result',
  },
};

export type MailTexts = typeof en;
