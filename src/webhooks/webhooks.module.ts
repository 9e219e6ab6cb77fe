import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { WebhookDeliveries } from './webhook-deliveries.js';
import { webhooksConfig } from './webhooks.config.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksRepository } from './webhooks.repository.js';
import { WebhooksService } from './webhooks.service.js';

/** Signed webhooks: endpoints, their delivery log, and the queued deliveries of events. */
@Module({
  imports: [ConfigModule.forFeature(webhooksConfig), QueueModule, ApiKeysModule],
  controllers: [WebhooksController],
  providers: [WebhooksRepository, WebhooksService, WebhookDeliveries],
  exports: [WebhookDeliveries],
})
export class WebhooksModule {}
