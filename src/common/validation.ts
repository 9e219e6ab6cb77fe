import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { InvalidInputError } from './errors.js';

/** The first problem, named by its field path (`segments.2.text must be a string`). */
export function firstValidationMessage(errors: ValidationError[], parent = ''): string | undefined {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {})[0];
    if (own) return parent ? own.replace(new RegExp(`^${error.property}\\b`), path) : own;
    const nested = firstValidationMessage(error.children ?? [], path);
    if (nested) return nested;
  }
  return undefined;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new InvalidInputError(firstValidationMessage(errors) ?? 'Invalid request body'),
  });
}
