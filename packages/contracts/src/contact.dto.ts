import { Type, type Static } from 'typebox';

/** A field that must hold more than blanks. */
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The contact form (docs/product.md#contact-page): every field required. */
export const ContactBody = Type.Object({
  name: Text(120),
  email: Type.String({ format: 'email', maxLength: 254 }),
  subject: Text(200),
  message: Text(CONTACT_MESSAGE_MAX_LENGTH),
  captcha: Text(256),
  captchaToken: Text(256),
});
export type ContactBody = Static<typeof ContactBody>;
