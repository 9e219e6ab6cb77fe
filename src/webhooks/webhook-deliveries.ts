import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SqlRunner } from '../database/sql-runner.js';
import { JobQueue } from '../queue/job-queue.js';
import { resolvesToPublic } from './public-address.js';
import { randomId, signatureHeader } from './signature.js';
import { webhooksConfig, type WebhooksConfig } from './webhooks.config.js';
import {
  WebhooksRepository,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from './webhooks.repository.js';

export const WEBHOOK_QUEUE = 'webhook-deliveries';

/**
 * Seconds before each retry: the first within 30 s, then growing; 12 attempts over about
 * 30 hours, so a receiver down for a day still gets its events.
 */
export const RETRY_DELAYS_SECONDS = [
  20, 60, 300, 900, 1800, 3600, 7200, 14_400, 21_600, 28_800, 28_800,
];
/** A receiver has this long to answer 2xx. */
const DELIVERY_TIMEOUT_MS = 10_000;

export interface DeliveryAttempt {
  eventId: string;
  attempt: number;
}

/**
 * Sends events to webhook endpoints: each event's body is stored once and signed afresh
 * at each attempt; an attempt is one queue entry, and a failed one (no 2xx within 10 s)
 * records itself and queues the next in one transaction, so the log says when the next
 * comes. A 410 disables the endpoint. At least once: an attempt whose worker died is run
 * again by the queue, and receivers de-duplicate by event id.
 */
@Injectable()
export class WebhookDeliveries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly webhooks: WebhooksRepository,
    private readonly queue: JobQueue,
    @Inject(webhooksConfig.KEY) private readonly config: WebhooksConfig,
  ) {}

  /** Queues `data` as an event of `type` to each of the account's endpoints that take it. */
  async emit(accountId: string, type: string, data: object, within: SqlRunner): Promise<void> {
    for (const endpointId of await this.webhooks.subscribers(accountId, type, within)) {
      const eventId = await this.record(endpointId, type, data, within);
      await this.queue.send<DeliveryAttempt>(WEBHOOK_QUEUE, { eventId, attempt: 1 }, { within });
    }
  }

  /** A `ping` to one endpoint, sent now and not retried; returns the attempt. */
  async ping(endpoint: WebhookEndpoint): Promise<WebhookDelivery> {
    const eventId = await this.record(endpoint.id, 'ping', { webhookId: endpoint.id }, this.db);
    return this.deliver(endpoint, (await this.webhooks.findEvent(eventId))!, 1, false);
  }

  /** One queued attempt: sent, logged, and the next queued when it failed. */
  async attempt({ eventId, attempt }: DeliveryAttempt): Promise<void> {
    const event = await this.webhooks.findEvent(eventId);
    const endpoint = event && (await this.webhooks.find(event.endpointId));
    if (!event || !endpoint || endpoint.disabledAt) return;
    await this.deliver(endpoint, event, attempt, true);
  }

  private async deliver(
    endpoint: WebhookEndpoint,
    event: WebhookEvent,
    attempt: number,
    retry: boolean,
  ): Promise<WebhookDelivery> {
    const status = await this.post(endpoint, event);
    const delivered = status !== null && status >= 200 && status < 300;
    const delay =
      delivered || status === 410 || !retry ? undefined : RETRY_DELAYS_SECONDS[attempt - 1];
    return this.db.transaction(async (tx) => {
      const logged = await this.webhooks.insertDelivery(
        {
          endpointId: endpoint.id,
          eventId: event.id,
          type: event.type,
          attempt,
          status,
          nextAttemptAt: delay === undefined ? null : new Date(Date.now() + delay * 1000),
        },
        tx,
      );
      if (status === 410) await this.webhooks.disable(endpoint.id, tx);
      if (delay !== undefined) {
        await this.queue.send<DeliveryAttempt>(
          WEBHOOK_QUEUE,
          { eventId: event.id, attempt: attempt + 1 },
          { within: tx, delaySeconds: delay },
        );
      }
      return logged;
    });
  }

  private async record(
    endpointId: string,
    type: string,
    data: object,
    within: SqlRunner,
  ): Promise<string> {
    const id = randomId('evt_', 24);
    const body = JSON.stringify({ id, type, createdAt: new Date().toISOString(), data });
    await this.webhooks.insertEvent({ id, endpointId, type, body }, within);
    return id;
  }

  /** The HTTP status the receiver answered, or null when it could not be reached in time. */
  private async post(endpoint: WebhookEndpoint, event: WebhookEvent): Promise<number | null> {
    const url = new URL(endpoint.url);
    // Judged again at each attempt: a name may have been pointed inside since it was created.
    if (!this.config.allowPrivate && !(await resolvesToPublic(url))) return null;
    try {
      const res = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'speech-api-webhooks/1',
          'speech-event-id': event.id,
          'speech-signature': signatureHeader(
            endpoint.secret,
            event.body,
            Math.floor(Date.now() / 1000),
          ),
        },
        body: event.body,
      });
      await res.body?.cancel();
      return res.status;
    } catch {
      return null;
    }
  }
}
