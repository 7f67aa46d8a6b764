import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

interface SoftCredential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/**
 * A software authenticator for tests (ES256, attestation `none`): it makes real credentials
 * and signs real assertions, as a browser with a platform authenticator would send them, so
 * the server's checks run on genuine data. `counting: false` behaves as the many passkeys that
 * keep no signature counter (always 0); `verifiesUser: false` as a key with no PIN/biometric.
 */
export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];
  private readonly origin: string;
  private readonly counting: boolean;
  private readonly verifiesUser: boolean;

  constructor(origin: string, options: { counting?: boolean; verifiesUser?: boolean } = {}) {
    this.origin = origin;
    this.counting = options.counting ?? true;
    this.verifiesUser = options.verifiesUser ?? true;
  }

  create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { x = '', y = '' } = publicKey.export({ format: 'jwk' });
    const credential: SoftCredential = {
      id: randomBytes(16),
      rpId,
      userHandle: options.user.id,
      privateKey,
      counter: 0,
    };
    this.credentials.push(credential);
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(x, 'base64url')],
        [-3, Buffer.from(y, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      this.authDataHead(credential, FLAG_AT),
      Buffer.alloc(16),
      idLength,
      credential.id,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** An assertion for `options` with the credential `index` (the first by default). */
  get(options: PublicKeyCredentialRequestOptionsJSON, index = 0): AuthenticationResponseJSON {
    const credential = this.credentials[index];
    if (!credential) throw new Error(`no credential ${index}`);
    const authData = this.authDataHead(credential, 0);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  /** rpIdHash | flags | signCount, the counter moved first when this authenticator counts. */
  private authDataHead(credential: SoftCredential, extraFlags: number): Buffer {
    if (this.counting && extraFlags === 0) credential.counter += 1;
    const flags = FLAG_UP | (this.verifiesUser ? FLAG_UV : 0) | FLAG_BE | FLAG_BS | extraFlags;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counting ? credential.counter : 0);
    return Buffer.concat([sha256(credential.rpId), Buffer.from([flags]), count]);
  }

  private clientData(type: string, challenge: string): string {
    return b64url(
      Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })),
    );
  }
}
