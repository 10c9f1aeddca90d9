// A passkey authenticator in software, for the tests: it makes an ES256 (P-256) key pair per
// credential and answers WebAuthn's creation and request options as a browser would hand them to
// the server (the JSON of navigator.credentials' answers, "none" attestation), signing with Node's
// crypto. Only what a platform authenticator does that the server checks: the relying party's
// hash, the flags, the signature counter, the client data (type, challenge, origin).
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

/** User present (UP) and verified (UV); AT: attested credential data follows. */
const FLAGS = { UP: 0x01, UV: 0x04, AT: 0x40 };

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  publicKeyCose: Uint8Array;
  counter: number;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export class SoftwareAuthenticator {
  private readonly credentials: Credential[] = [];

  /** `origin`: what the browser reports as the page's origin. */
  constructor(private readonly origin: string) {}

  /**
   * The answer to creation options: a new credential for `rp.id` (`again`: the last one made,
   * once more, as an authenticator would if the browser did not exclude it).
   */
  create(options: { challenge: string; rp: { id?: string } }, { again = false } = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const credential = again ? this.credentials.at(-1)! : this.newCredential();
    const { id } = credential;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAGS.UP | FLAGS.UV | FLAGS.AT]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      credential.publicKeyCose,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, this.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private newCredential(): Credential {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = sha256(`credential-${this.credentials.length}-${Math.random()}`).subarray(0, 16);
    const credential = { id, privateKey, publicKeyCose: coseKey(publicKey), counter: 0 };
    this.credentials.push(credential);
    return credential;
  }

  /**
   * The answer to request options, signed by the first of its credentials the options allow;
   * `origin`: the page that asked, when not the site's own (a phishing page).
   */
  get(
    options: { challenge: string; rpId?: string; allowCredentials?: { id: string }[] },
    origin = this.origin,
  ) {
    const allowed = new Set(options.allowCredentials?.map((credential) => credential.id));
    const credential = this.credentials.find(
      (c) => allowed.size === 0 || allowed.has(b64url(c.id)),
    );
    if (!credential) throw new Error('no credential for these options');
    credential.counter += 1;
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAGS.UP | FLAGS.UV]),
      counterBytes(credential.counter),
    ]);
    const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: b64url(Buffer.from('panel-account-1')),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
