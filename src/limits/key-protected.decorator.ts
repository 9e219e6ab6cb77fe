import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import { KeyOrSessionGuard } from '../api-keys/key-or-session.guard.js';
import { AccountThrottlerGuard } from './account-throttler.guard.js';
import { ConcurrencyGuard } from './concurrency.guard.js';

/**
 * The chain in front of every paid endpoint, in the contract's order: the API key or
 * the workspace session (401), the per-endpoint rate (429), the account's concurrency
 * (429). Validation (400) and credit (402) follow in the pipe and the service.
 */
export const KeyProtected = () =>
  applyDecorators(
    ApiSecurity('api-key'),
    UseGuards(KeyOrSessionGuard, AccountThrottlerGuard, ConcurrencyGuard),
  );
