import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { BACKUP_CODE_ALPHABET, BACKUP_CODES, formatBackupCode, normalizeBackupCode } from '../../domain/backup-code';
import { BackupCodesStore, type StoredBackupCode } from './backup-codes.port';

/**
 * Issues and checks backup codes. Each is kept as SHA-256 of a random 128-bit salt of its own and the code (ASVS
 * 2.6.2: a lookup secret under 112 bits of entropy is salted and hashed with an approved hash). A slow hash adds
 * little to 80 random bits, and checking a typed code tries at most ten stored ones.
 */
@Injectable()
export class BackupCodes {
  constructor(private readonly store: BackupCodesStore) {}

  /** New codes for the user (the earlier ones stop working), as shown once: in groups of four. */
  async issue(userId: string, at: Date): Promise<string[]> {
    const codes = Array.from({ length: BACKUP_CODES.count }, randomCode);
    await this.store.replace(userId, codes.map(stored), at);
    return codes.map(formatBackupCode);
  }

  /** True when `typed` is one of the user's unused codes; that code is used up by it. */
  async use(userId: string, typed: string, at: Date): Promise<boolean> {
    const code = normalizeBackupCode(typed);
    if (code === undefined) return false;
    const match = (await this.store.unused(userId)).find((candidate) => matches(candidate, code));
    return match !== undefined && (await this.store.use(match.id, at));
  }

  countLeft(userId: string): Promise<number> {
    return this.store.countUnused(userId);
  }

  forget(userId: string): Promise<void> {
    return this.store.forget(userId);
  }
}

function randomCode(): string {
  return Array.from({ length: BACKUP_CODES.length }, () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)]).join('');
}

function hashOf(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

function stored(code: string): StoredBackupCode {
  const salt = randomBytes(16).toString('base64url');
  return { id: randomUUID(), salt, codeHash: hashOf(salt, code) };
}

function matches(candidate: StoredBackupCode, code: string): boolean {
  return timingSafeEqual(Buffer.from(hashOf(candidate.salt, code)), Buffer.from(candidate.codeHash));
}
