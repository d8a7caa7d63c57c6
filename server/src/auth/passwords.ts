import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import type { PasswordHashingConfig } from '../config';

export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * Checks a password against a stored hash. Without one (an unknown e-mail) it checks against a
   * hash of a random password instead and fails, so the answer takes as long either way.
   */
  matches(password: string, storedHash: string | undefined): Promise<boolean>;
}

/** argon2id with the configured cost. */
export async function createPasswords(cost: PasswordHashingConfig): Promise<Passwords> {
  const options = {
    // The package types Algorithm as a const enum, which isolated modules cannot read: 2 is Argon2id.
    algorithm: 2 as Algorithm.Argon2id,
    memoryCost: cost.memoryKib,
    timeCost: cost.iterations,
    parallelism: 1,
  };
  const hashPassword = (password: string) => hash(password, options);
  const decoyHash = await hashPassword(randomBytes(16).toString('hex'));

  return {
    hash: hashPassword,
    async matches(password, storedHash) {
      try {
        const valid = await verify(storedHash ?? decoyHash, password);
        return storedHash !== undefined && valid;
      } catch {
        // A stored value that is not an argon2 hash (e.g. imported data) matches no password.
        return false;
      }
    },
  };
}
