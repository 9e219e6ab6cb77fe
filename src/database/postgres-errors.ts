import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/** The insert hit a unique index: the thing already exists. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
  );
}
