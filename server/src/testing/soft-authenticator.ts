import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'

/**
 * A software passkey for API tests: a real P-256 key that answers WebAuthn challenges as a browser's
 * authenticator would (attestation "none", ES256 signatures), so the server's checks run on real data.
 */
export function createSoftAuthenticator({ origin, rpId }: { origin: string; rpId: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  if (!jwk.x || !jwk.y) throw new Error('the key has no coordinates')
  const credentialId = randomBytes(16)
  const id = isoBase64URL.fromBuffer(credentialId)
  let counter = 0
  let userHandle: string | undefined

  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x)],
      [-3, isoBase64URL.toBuffer(jwk.y)],
    ]),
  )
  const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
  const authenticatorData = (flags: number, attested: boolean) => {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    const parts = [sha256(rpId), Buffer.from([flags]), count]
    if (attested) {
      const length = Buffer.alloc(2)
      length.writeUInt16BE(credentialId.length)
      parts.push(Buffer.alloc(16), length, credentialId, Buffer.from(cosePublicKey))
    }
    return Buffer.concat(parts)
  }
  const clientData = (type: string, challenge: string, answerOrigin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: answerOrigin, crossOrigin: false }))

  return {
    id,
    /** The answer to registration options; `answerOrigin` is the page the browser says it was on. */
    register(options: { challenge: string; user: { id: string } }, answerOrigin = origin) {
      userHandle = options.user.id
      // User present, user verified, attested credential data included.
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authenticatorData(0x45, true)],
        ]),
      )
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(
            clientData('webauthn.create', options.challenge, answerOrigin),
          ),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal' as const],
        },
        clientExtensionResults: {},
      }
    },
    /** The answer to sign-in options: the challenge signed with the private key. */
    signIn(options: { challenge: string }, answerOrigin = origin) {
      counter += 1
      const data = authenticatorData(0x05, false)
      const clientDataJSON = clientData('webauthn.get', options.challenge, answerOrigin)
      const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), privateKey)
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
          authenticatorData: isoBase64URL.fromBuffer(data),
          signature: isoBase64URL.fromBuffer(signature),
          userHandle,
        },
        clientExtensionResults: {},
      }
    },
  }
}
