import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

/**
 * monobank's webhook signature (HOUSE-STYLE 25): `X-Sign` is the base64 of an ECDSA (P-256,
 * SHA-256, DER) signature over the raw request body, checked with the merchant public key that
 * /api/merchant/pubkey answers as the base64 of a PEM document. The sandbox acquirer signs the
 * same way with its own key, so one verifier serves both.
 */
export function publicKeyFromBase64Pem(keyBase64: string): KeyObject {
  return createPublicKey(Buffer.from(keyBase64, 'base64').toString('utf8'));
}

export function verifyBodySignature(publicKey: KeyObject, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[A-Za-z0-9+/=\s]+$/.test(signature)) return false;
  try {
    return verify('sha256', rawBody, publicKey, Buffer.from(signature, 'base64'));
  } catch {
    // A malformed DER signature throws; it is just a failed check.
    return false;
  }
}

export function signBody(privateKeyPem: string, rawBody: Buffer | string): string {
  return sign('sha256', Buffer.from(rawBody), createPrivateKey(privateKeyPem)).toString('base64');
}

/** A fresh P-256 key pair in PEM, for the sandbox acquirer and tests. */
export function generateSigningKeyPair(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
