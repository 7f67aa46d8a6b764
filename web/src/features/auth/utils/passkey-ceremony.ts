import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { PasskeyOptionsDto } from '@wishwall/contracts/account.dto';

/**
 * The browser's side of passkeys (docs/decisions/0053-passkeys.md), through SimpleWebAuthn:
 * the server's options handed to WebAuthn, its answer encoded for the server. A prompt the
 * user closes rejects (NotAllowedError): callers show their fallback text.
 */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && browserSupportsWebAuthn();
}

export function createPasskey({ options }: PasskeyOptionsDto): Promise<RegistrationResponseJSON> {
  return startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
}

export function signWithPasskey({
  options,
}: PasskeyOptionsDto): Promise<AuthenticationResponseJSON> {
  return startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
}
