import { InvalidInputError } from '../common/errors.js';

/** A 400, not a 401: the session is fine, the password typed to confirm is not. */
export class WrongPasswordError extends InvalidInputError {
  constructor() {
    super('The current password is wrong', 'wrong_password');
  }
}

export class ConfirmationMismatchError extends InvalidInputError {
  constructor() {
    super("confirm must be the account's email address", 'confirmation_mismatch');
  }
}
