import { hash, verify } from '@node-rs/argon2';

// Passwords are stored as argon2id hashes (OWASP's recommended parameters: 19 MiB, 2 passes).

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Checked against when the account does not exist, so a wrong e-mail takes as long as a wrong password.
const decoyHash = hash('decoy-password-for-timing', options);

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
