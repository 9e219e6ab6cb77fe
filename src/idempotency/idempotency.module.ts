import { Module } from '@nestjs/common';
import { InstancesModule } from '../instances/instances.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotentRequestRepository } from './idempotent-request.repository.js';
import { IdempotentRequests } from './idempotent-requests.js';
import { ReplyFiles } from './reply-files.js';

/** `Idempotency-Key` for the routes marked `@Idempotent()`. */
@Module({
  imports: [InstancesModule, QueueModule],
  providers: [IdempotentRequestRepository, IdempotentRequests, IdempotencyInterceptor, ReplyFiles],
  exports: [IdempotentRequests, IdempotencyInterceptor, ReplyFiles],
})
export class IdempotencyModule {}
