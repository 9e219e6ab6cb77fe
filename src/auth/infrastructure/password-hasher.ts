import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with the library's defaults (memory-hard; about 20-40 ms a hash). */
@Injectable()
export class PasswordHasher {
  /** Compared against when the email is unknown, so timing does not reveal accounts. */
  private readonly decoy = argon2.hash('decoy-password-for-unknown-accounts', {
    type: argon2.argon2id,
  });

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    if (!hash) {
      await argon2.verify(await this.decoy, password);
      return false;
    }
    return argon2.verify(hash, password);
  }
}
