import { Module } from '@nestjs/common';
import { InstancesModule } from '../instances/instances.module.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotentRequests } from './idempotent-requests.js';

/** `Idempotency-Key` for the routes marked `@Idempotent()`. */
@Module({
  imports: [InstancesModule],
  providers: [IdempotentRequests, IdempotencyInterceptor],
  exports: [IdempotentRequests, IdempotencyInterceptor],
})
export class IdempotencyModule {}
