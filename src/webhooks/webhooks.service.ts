import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '../queue/job-queue.js';
import { queueConfig, type QueueConfig } from '../queue/queue.config.js';
import type { CreateWebhookDto } from './dto/create-webhook.dto.js';
import { WEBHOOK_EVENTS } from './dto/create-webhook.dto.js';
import { resolvesToPublic } from './public-address.js';
import { randomId } from './signature.js';
import { WEBHOOK_QUEUE, WebhookDeliveries, type DeliveryAttempt } from './webhook-deliveries.js';
import { webhooksConfig, type WebhooksConfig } from './webhooks.config.js';
import {
  MAX_WEBHOOKS,
  WebhookLimitError,
  WebhookNotFoundError,
  WebhookUrlNotPublicError,
} from './webhooks.errors.js';
import {
  WebhooksRepository,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhooks.repository.js';

export interface WebhookView {
  id: string;
  url: string;
  events: string[];
  createdAt: string;
  disabledAt: string | null;
}

const DELIVERY_LOG_LENGTH = 100;

/**
 * Webhook endpoints of an account: created with a secret shown once, listed without it,
 * deleted; their delivery log and a test ping. Processes that run workers take the
 * queued delivery attempts.
 */
@Injectable()
export class WebhooksService implements OnApplicationBootstrap {
  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly deliveries: WebhookDeliveries,
    private readonly queue: JobQueue,
    @Inject(webhooksConfig.KEY) private readonly config: WebhooksConfig,
    @Inject(queueConfig.KEY) private readonly queues: QueueConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Attempts are retried by the service's own schedule; the queue's retry covers a dead worker.
    await this.queue.define({
      name: WEBHOOK_QUEUE,
      retryLimit: 3,
      retryDelaySeconds: 5,
      heartbeatSeconds: 30,
    });
    if (!this.queues.runsWorkers) return;
    await this.queue.work<DeliveryAttempt>(WEBHOOK_QUEUE, { concurrency: 2 }, (work) =>
      this.deliveries.attempt(work.data),
    );
  }

  async create(
    accountId: string,
    body: CreateWebhookDto,
  ): Promise<WebhookView & { secret: string }> {
    const url = parseHttpUrl(body.url);
    if (!this.config.allowPrivate && !(await resolvesToPublic(url))) {
      throw new WebhookUrlNotPublicError();
    }
    if ((await this.webhooks.countOf(accountId)) >= MAX_WEBHOOKS) throw new WebhookLimitError();
    const endpoint = await this.webhooks.insertEndpoint({
      id: randomId('wh_', 24),
      accountId,
      url: url.toString(),
      events: [...new Set(body.events ?? WEBHOOK_EVENTS)],
      secret: randomId('whsec_', 40),
    });
    return { ...viewOf(endpoint), secret: endpoint.secret };
  }

  async list(accountId: string): Promise<{ data: WebhookView[] }> {
    return { data: (await this.webhooks.listOf(accountId)).map(viewOf) };
  }

  async remove(accountId: string, id: string): Promise<void> {
    await this.owned(accountId, id);
    await this.webhooks.remove(id);
  }

  async deliveriesOf(accountId: string, id: string): Promise<{ data: WebhookDelivery[] }> {
    await this.owned(accountId, id);
    return { data: await this.webhooks.deliveriesOf(id, DELIVERY_LOG_LENGTH) };
  }

  async ping(accountId: string, id: string): Promise<WebhookDelivery> {
    return this.deliveries.ping(await this.owned(accountId, id));
  }

  private async owned(accountId: string, id: string): Promise<WebhookEndpoint> {
    const endpoint = /^wh_[0-9A-Za-z]{24}$/.test(id) ? await this.webhooks.find(id) : null;
    if (!endpoint || endpoint.accountId !== accountId) throw new WebhookNotFoundError();
    return endpoint;
  }
}

function parseHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new WebhookUrlNotPublicError();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new WebhookUrlNotPublicError();
  return url;
}

function viewOf(endpoint: WebhookEndpoint): WebhookView {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    createdAt: endpoint.createdAt.toISOString(),
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
  };
}
