import { hash, verify } from 'argon2';
import { PasswordHasher } from '../application/password-hasher.port';

export class Argon2PasswordHasher extends PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, { type: 2 /* argon2id */ });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
