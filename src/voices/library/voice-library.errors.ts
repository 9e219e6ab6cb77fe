import { DomainError, InvalidInputError, NotFoundError } from '../../common/errors.js';

export class CloneVoiceRequiredError extends InvalidInputError {
  constructor() {
    super('Pick a voice from your voice library for every speaker', 'clone_voice_required');
  }
}

export class LibraryVoiceNotFoundError extends NotFoundError {
  constructor() {
    super('Voice not found', 'voice_not_found');
  }
}

export class LibraryVoiceNameTakenError extends DomainError {
  constructor() {
    super('conflict', 'A voice with this name is already in your library', 'voice_name_taken');
  }
}
