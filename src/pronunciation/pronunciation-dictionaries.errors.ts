import { DomainError, InvalidInputError, NotFoundError } from '../common/errors.js';

export const MAX_DICTIONARIES_PER_ACCOUNT = 20;
export const MAX_RULES_PER_DICTIONARY = 1000;

export class DictionaryNotFoundError extends NotFoundError {
  constructor() {
    super('Pronunciation dictionary not found', 'dictionary_not_found');
  }
}

export class DictionaryNameTakenError extends DomainError {
  constructor() {
    super(
      'conflict',
      'A pronunciation dictionary with this name already exists',
      'dictionary_name_taken',
    );
  }
}

export class DictionaryLimitReachedError extends InvalidInputError {
  constructor() {
    super(`Pronunciation dictionary limit reached (${MAX_DICTIONARIES_PER_ACCOUNT} per account)`);
  }
}

/** A TTS request named a dictionary the caller does not have. */
export class UnknownDictionaryError extends InvalidInputError {
  constructor(id: string) {
    super(`Unknown pronunciation dictionary '${id}'`);
  }
}
