import { DomainError, NotFoundError, RetryLaterError } from '../common/errors.js';

export const MAX_UNFINISHED_JOBS = 100;

export class JobNotFoundError extends NotFoundError {
  constructor() {
    super('Job not found', 'job_not_found');
  }
}

export class TooManyUnfinishedJobsError extends RetryLaterError {
  constructor() {
    // A job of this service takes seconds to minutes: a minute is a fair first wait.
    super(`Too many unfinished jobs (${MAX_UNFINISHED_JOBS})`, 60, 'too_many_unfinished_jobs');
  }
}

export class JobNotFinishedError extends DomainError {
  constructor() {
    super('conflict', 'Job is not finished', 'job_not_finished');
  }
}

export class JobHasNoResultError extends DomainError {
  constructor() {
    super('conflict', 'Job has no result', 'job_has_no_result');
  }
}

export class JobAlreadyFinishedError extends DomainError {
  constructor() {
    super('conflict', 'Job is already finished', 'job_already_finished');
  }
}

export class JobResultExpiredError extends DomainError {
  constructor() {
    super('gone', 'Job result has expired', 'job_result_expired');
  }
}
