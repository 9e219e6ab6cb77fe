import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { screenRequestValue } from './body-screen.js';
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

/** Screens each value in bounded time and depth before the class-based validation sees it. */
class ScreeningValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') screenRequestValue(value, metadata.metatype, metadata.data);
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ScreeningValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new InvalidInputError(firstValidationMessage(errors) ?? 'Invalid request body'),
  });
}
