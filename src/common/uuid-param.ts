import { ParseUUIDPipe } from '@nestjs/common';

/**
 * A path id checked before it reaches a service or SQL: a malformed id names nothing, so it
 * gets the resource's own 404 (`notFound`), never a 400 or a 500 from the database.
 */
export function uuidParam(notFound: () => Error): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: notFound });
}
