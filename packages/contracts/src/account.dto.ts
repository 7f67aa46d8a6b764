import { Type, type Static } from 'typebox';

/** 1 means on, 0 off: the wire format for flags (docs/product.md#user). */
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** The largest profile picture the server takes (`invalid_avatar` past it). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const CountryRefDto = Type.Object({ name: Type.String(), country_code: Type.String() });

export const UserWishDto = Type.Object({
  id: Type.String(),
  content: Type.String(),
  status: Type.String(),
  likes: Type.Integer(),
  hearts: Type.Integer(),
  dislikes: Type.Integer(),
});

export const UserDto = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  email_verified_at: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
  wishes: Type.Array(UserWishDto),
  gifted_wishes_as_receiver: Type.Array(Type.Object({ id: Type.String() })),
  /**
   * A gift waits at the account's address until it is verified: the client says so and how to
   * claim it, never offering to pay (docs/product.md#gifts).
   */
  gift_waiting: Type.Boolean(),
  data_user: Type.Object({
    avatar_url: Nullable(Type.String()),
    referral_code: Type.String(),
    country: Nullable(CountryRefDto),
    country_id: Nullable(Type.String()),
    /** Codes by e-mail at sign-in. */
    two_factor_enabled: Flag,
    /** An authenticator app at sign-in (docs/decisions/0047-authenticator-apps.md). */
    totp_enabled: Flag,
    /** At least one passkey (docs/decisions/0053-passkeys.md). */
    passkeys_enabled: Flag,
    /** An operator (admin role): the profile dialog links to the console. */
    operator: Type.Optional(Type.Boolean()),
  }),
});
export type UserDto = Static<typeof UserDto>;

export const CaptchaDto = Type.Object({
  /** A data: URL of an SVG image, ready for an <img src>. */
  captcha_image: Type.String(),
  captcha_token: Type.String(),
});
export type CaptchaDto = Static<typeof CaptchaDto>;

/** Client-supplied mail text: accepted for compatibility, never used (a phishing vector). */
const IgnoredMailText = {
  email_subject: Type.Optional(Type.String()),
  email_body: Type.Optional(Type.String()),
};

const Email = Type.String({ format: 'email', maxLength: 254 });
/** docs/product.md#passwords-and-sessions; the web's forms check it before sending. */
export const PASSWORD_MIN_LENGTH = 8;
const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 256 });
const Required = Type.String({ minLength: 1, maxLength: 256 });

export const RegisterBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  email: Email,
  password: Password,
  password_confirmation: Required,
  country: Type.Optional(Type.String({ maxLength: 100 })),
  countryCallingCode: Type.Optional(Type.String({ maxLength: 10 })),
  countryCode: Type.Optional(Type.String({ maxLength: 2 })),
  captcha: Required,
  captchaToken: Required,
  referral_code: Type.Optional(Type.String({ maxLength: 64 })),
  /**
   * The token of a gift mail's link: the account is verified at once and the gift is its own
   * (`invalid_gift_link` when used, expired, or for another address).
   */
  gift_token: Type.Optional(Type.String({ maxLength: 128 })),
  ...IgnoredMailText,
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  email: Email,
  password: Required,
  captcha: Required,
  captchaToken: Required,
  ...IgnoredMailText,
});
export type LoginBody = Static<typeof LoginBody>;

/** The second factors an account may sign in with: a mailed code, an authenticator app. */
export const SIGN_IN_FACTORS = ['email', 'totp'] as const;
export type SignInFactor = (typeof SIGN_IN_FACTORS)[number];

/**
 * The factors a sign-in after the password may offer: the codes above, or a passkey
 * (docs/decisions/0053-passkeys.md), which answers options and an assertion instead of a code.
 */
export const LOGIN_FACTORS = [...SIGN_IN_FACTORS, 'passkey'] as const;
export type LoginFactor = (typeof LOGIN_FACTORS)[number];

/**
 * With a second factor on, login answers `requireCode: true`, no token, a `two_factor_token`
 * that binds the code to this login attempt, and the `factors` the account offers (empty
 * without one). A code is mailed at once only when the app is not among them.
 */
export const LoginResultDto = Type.Object({
  token: Nullable(Type.String()),
  user: Nullable(UserDto),
  requireCode: Type.Boolean(),
  two_factor_token: Type.Optional(Type.String()),
  factors: Type.Array(Type.Enum(LOGIN_FACTORS)),
});
export type LoginResultDto = Static<typeof LoginResultDto>;

export const SessionDto = Type.Object({ token: Type.String(), user: UserDto });
export type SessionDto = Static<typeof SessionDto>;

export const TWO_FACTOR_PURPOSES = ['login', 'enable'] as const;
export type TwoFactorPurpose = (typeof TWO_FACTOR_PURPOSES)[number];

export const RequestTwoFactorBody = Type.Object({
  two_factor_type: Type.Literal('email'),
  purpose: Type.Enum(TWO_FACTOR_PURPOSES),
  /** Required for purpose `login`: the login attempt's token. */
  two_factor_token: Type.Optional(Type.String({ maxLength: 200 })),
  ...IgnoredMailText,
});
export const SixDigitCode = Type.String({ pattern: '^[0-9]{6}$' });
const AttemptToken = Type.String({ minLength: 1, maxLength: 200 });
/** `factor`: which code this is, the mailed one (the default) or the app's. */
export const VerifyTwoFactorBody = Type.Object({
  code: SixDigitCode,
  two_factor_token: AttemptToken,
  factor: Type.Optional(Type.Enum(SIGN_IN_FACTORS)),
});
/** A recovery code as shown (`xxxxx-xxxxx`), typed in any case, with or without the dash. */
export const RecoveryCode = Type.String({ minLength: 1, maxLength: 40 });
export const VerifyRecoveryCodeBody = Type.Object({
  recovery_code: RecoveryCode,
  two_factor_token: AttemptToken,
});

/**
 * A current second factor, asked before one is turned off or recovery codes are renewed
 * (docs/decisions/0047-authenticator-apps.md): a code mailed by `POST /v1/step-up`, the app's
 * code, or a recovery code.
 */
export const CodeProofBody = Type.Object({
  factor: Type.Enum([...SIGN_IN_FACTORS, 'recovery'] as const),
  code: Type.String({ minLength: 1, maxLength: 40 }),
});

const Base64Url = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' });
const Transports = Type.Array(
  Type.Enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const),
  { maxItems: 10 },
);
const Attachment = Type.Optional(Type.Enum(['platform', 'cross-platform'] as const));
const ClientExtensionResults = Type.Object({}, { additionalProperties: true });

/** What a browser answers to `navigator.credentials.create()`, as SimpleWebAuthn encodes it. */
export const PasskeyRegistrationResponse = Type.Object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  authenticatorAttachment: Attachment,
  clientExtensionResults: ClientExtensionResults,
  response: Type.Object({
    clientDataJSON: Base64Url(4096),
    attestationObject: Base64Url(16384),
    authenticatorData: Type.Optional(Base64Url(16384)),
    publicKey: Type.Optional(Base64Url(4096)),
    publicKeyAlgorithm: Type.Optional(Type.Integer()),
    transports: Type.Optional(Transports),
  }),
});

/** What a browser answers to `navigator.credentials.get()`, as SimpleWebAuthn encodes it. */
export const PasskeyAssertion = Type.Object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  authenticatorAttachment: Attachment,
  clientExtensionResults: ClientExtensionResults,
  response: Type.Object({
    clientDataJSON: Base64Url(4096),
    authenticatorData: Base64Url(16384),
    signature: Base64Url(8192),
    userHandle: Type.Optional(Base64Url(200)),
  }),
});

/** A passkey as a current factor: an assertion answering `POST /v1/passkeys/proof-options`. */
export const PasskeyProofBody = Type.Object({
  factor: Type.Literal('passkey'),
  assertion: PasskeyAssertion,
});

/**
 * A current second factor, or (docs/decisions/0053-passkeys.md) an assertion of one of the
 * account's passkeys.
 */
export const FactorProofBody = Type.Union([CodeProofBody, PasskeyProofBody]);
export type FactorProofBody = Static<typeof FactorProofBody>;

/** The options a browser passes to WebAuthn (`PublicKeyCredential*OptionsJSON`), as made. */
export const PasskeyOptionsDto = Type.Object({
  options: Type.Object({ challenge: Type.String() }, { additionalProperties: true }),
});
export type PasskeyOptionsDto = Static<typeof PasskeyOptionsDto>;

/** A passkey as its owner sees it in the security tab. */
export const PasskeyDto = Type.Object({
  id: Type.String(),
  name: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Nullable(Type.String({ format: 'date-time' })),
  /** The authenticator said the key is backed up (synced to the owner's other devices). */
  backed_up: Type.Boolean(),
  /** The key may be synced (a multi-device credential). */
  synced: Type.Boolean(),
  transports: Type.Array(Type.String()),
});
export type PasskeyDto = Static<typeof PasskeyDto>;
export const PasskeysDto = Type.Object({ passkeys: Type.Array(PasskeyDto) });
export type PasskeysDto = Static<typeof PasskeysDto>;

export const PasskeyName = Type.String({ minLength: 1, maxLength: 60 });
export const AddPasskeyBody = Type.Object({
  name: PasskeyName,
  response: PasskeyRegistrationResponse,
});
export const RenamePasskeyBody = Type.Object({ name: PasskeyName });
/** Removing a passkey needs a current factor (any passkey of the account, the app's code…). */
export const RemovePasskeyBody = Type.Object({ proof: FactorProofBody });
/** A passkey added: the session's new token (every other session ended) and the list. */
export const PasskeyAddedDto = Type.Object({
  user: UserDto,
  token: Type.String(),
  passkey: PasskeyDto,
});
export type PasskeyAddedDto = Static<typeof PasskeyAddedDto>;
export const PasskeyRemovedDto = Type.Object({ user: UserDto, token: Type.String() });
export type PasskeyRemovedDto = Static<typeof PasskeyRemovedDto>;

/** Options for a passkey after the password, for the sign-in attempt. */
export const PasskeyLoginOptionsBody = Type.Object({ two_factor_token: AttemptToken });
export const VerifyPasskeyBody = Type.Object({
  two_factor_token: AttemptToken,
  assertion: PasskeyAssertion,
});
/** A sign-in with a passkey alone: an assertion answering `POST /v1/passkey-login/options`. */
export const PasskeyLoginBody = Type.Object({ assertion: PasskeyAssertion });
export const StepUpPasskeyBody = Type.Object({ assertion: PasskeyAssertion });

/** A new secret for an authenticator app, shown once: as text, as a URI and as a QR code. */
export const AuthenticatorSetupDto = Type.Object({
  secret: Type.String(),
  otpauth_url: Type.String(),
  /** A data: URL of an SVG image of the QR code holding `otpauth_url`. */
  qr_code: Type.String(),
});
export type AuthenticatorSetupDto = Static<typeof AuthenticatorSetupDto>;

/** Recovery codes, shown this once (only their hashes are kept). */
export const RecoveryCodesDto = Type.Object({ recovery_codes: Type.Array(Type.String()) });
export type RecoveryCodesDto = Static<typeof RecoveryCodesDto>;
export const EnableTwoFactorBody = Type.Object({ code: SixDigitCode });

/**
 * Turning two-factor on or off ends the account's other sessions; the session that asked
 * keeps going with the new token in the answer (docs/decisions/0036-operator-sessions.md).
 */
export const TwoFactorChangedDto = Type.Object({ user: UserDto, token: Type.String() });
export type TwoFactorChangedDto = Static<typeof TwoFactorChangedDto>;

/** An authenticator app turned on: the session's new token and the recovery codes. */
export const AuthenticatorEnabledDto = Type.Object({
  user: UserDto,
  token: Type.String(),
  recovery_codes: Type.Array(Type.String()),
});
export type AuthenticatorEnabledDto = Static<typeof AuthenticatorEnabledDto>;

/**
 * A fresh second factor for the signed-in session: the code mailed by `POST /v1/step-up`, or
 * (`factor: 'totp'`) the authenticator app's, which operators need.
 */
export const StepUpVerifyBody = Type.Object({
  code: SixDigitCode,
  factor: Type.Optional(Type.Enum(SIGN_IN_FACTORS)),
});
/** The session's token again, now carrying the factor just passed and a new `auth_time`. */
export const StepUpDto = Type.Object({ token: Type.String() });
export type StepUpDto = Static<typeof StepUpDto>;

/**
 * Opening a link that moves the account to a new address ends its sessions; when the browser
 * that opens it is signed in to that account, its session goes on with this token.
 */
export const EmailVerificationResultDto = Nullable(Type.Object({ token: Type.String() }));
export type EmailVerificationResultDto = Static<typeof EmailVerificationResultDto>;

export const UpdatePasswordBody = Type.Object({
  current_password: Required,
  new_password: Password,
  new_password_confirmation: Required,
});

export const EmailVerificationProcessBody = Type.Object({
  verification_code: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Email),
  token: Type.Optional(Type.String({ maxLength: 200 })),
});
/**
 * A change of address needs the current password, unless the session passed its second factor
 * within the last minutes (docs/product.md#changing-the-e-mail-address).
 */
export const EmailVerificationToUpdateBody = Type.Object({
  email: Email,
  current_password: Type.Optional(Required),
  ...IgnoredMailText,
});

/** Asks for a password reset link; answered alike whether or not the address has an account. */
export const PasswordResetRequestBody = Type.Object({
  email: Email,
  captcha: Required,
  captchaToken: Required,
});
export type PasswordResetRequestBody = Static<typeof PasswordResetRequestBody>;

/** Sets a new password with the reset link's token. */
export const PasswordResetBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Password,
  password_confirmation: Required,
});

/** Takes the account back to the address it left, with the token mailed there. */
export const EmailChangeUndoBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
});

export const UpdateProfileBody = Type.Object({
  field: Type.Enum(['name', 'country_id']),
  value: Type.String({ minLength: 1, maxLength: 120 }),
});

export const TIMEZONES = [
  'Pacific Standard Time',
  'Mountain Standard Time',
  'Central Standard Time',
  'Eastern Standard Time',
  'Central European Standard Time',
  'Greenwich Mean Time',
  'Indian Standard Time',
  'China Standard Time',
] as const;
export const LANGUAGE_PREFERENCES = ['EN-us', 'ES-es', 'FR-fr', 'DE-de'] as const;

export const SystemPreferencesDto = Type.Object({
  marketing_emails: Flag,
  newsletter: Flag,
  allow_email_notifications: Flag,
  allow_sms_notifications: Flag,
  timezone: Type.Enum(TIMEZONES),
  language_preference: Type.Enum(LANGUAGE_PREFERENCES),
});
export type SystemPreferencesDto = Static<typeof SystemPreferencesDto>;

export const CountryDto = Type.Object({
  /** ISO 3166-1 alpha-2 code, also the `country_id` of a profile. */
  id: Type.String(),
  name: Type.String(),
  display_name: Type.String(),
  country_code: Type.String(),
  calling_code: Nullable(Type.String()),
  flag_url: Type.String(),
});
export type CountryDto = Static<typeof CountryDto>;

/**
 * `POST /v1/account/close` (docs/decisions/0050-closing-an-account.md): the password, and a
 * current second factor when one is on (`factor` and `code`, as `FactorProofBody`). A balance
 * below the withdrawal minimum is given up only when `forfeit` repeats it exactly, as the
 * wallet shows it (`0.60`, `0.001`).
 */
export const CloseAccountBody = Type.Object({
  current_password: Required,
  factor: Type.Optional(Type.Enum([...SIGN_IN_FACTORS, 'recovery', 'passkey'] as const)),
  /** The code of a code factor. */
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** With `factor: 'passkey'`: an assertion answering `POST /v1/passkeys/proof-options`. */
  assertion: Type.Optional(PasskeyAssertion),
  forfeit: Type.Optional(Type.String({ pattern: '^\\d{1,7}\\.\\d{2,6}$', maxLength: 14 })),
});
export type CloseAccountBody = Static<typeof CloseAccountBody>;

/** What closing did: the balance given up (null: none) and the gifts given back. */
export const AccountClosedDto = Type.Object({
  forfeited: Type.Union([Type.String(), Type.Null()]),
  gifts_returned: Type.Integer(),
});
export type AccountClosedDto = Static<typeof AccountClosedDto>;
