import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SqlRunner } from '../database/sql-runner.js';

export interface WebhookEndpoint {
  id: string;
  accountId: string;
  url: string;
  events: string[];
  secret: string;
  disabledAt: Date | null;
  createdAt: Date;
}

export interface WebhookEvent {
  id: string;
  endpointId: string;
  type: string;
  body: string;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  attempt: number;
  status: number | null;
  at: string;
  nextAttemptAt: string | null;
}

interface EndpointRow {
  id: string;
  account_id: string;
  url: string;
  events: string[];
  secret: string;
  disabled_at: Date | null;
  created_at: Date;
}

interface DeliveryRow {
  event_id: string;
  type: string;
  attempt: number;
  status: number | null;
  at: Date;
  next_attempt_at: Date | null;
}

/** Webhook endpoints, their events and the log of delivery attempts. */
@Injectable()
export class WebhooksRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insertEndpoint(
    endpoint: Omit<WebhookEndpoint, 'disabledAt' | 'createdAt'>,
  ): Promise<WebhookEndpoint> {
    const rows = await this.db.query<EndpointRow[]>(
      `INSERT INTO webhook_endpoints (id, account_id, url, events, secret)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [endpoint.id, endpoint.accountId, endpoint.url, endpoint.events, endpoint.secret],
    );
    return endpointOf(rows[0]);
  }

  async countOf(accountId: string): Promise<number> {
    const rows = await this.db.query<Array<{ n: string }>>(
      `SELECT count(*) AS n FROM webhook_endpoints WHERE account_id = $1`,
      [accountId],
    );
    return Number(rows[0].n);
  }

  async listOf(accountId: string): Promise<WebhookEndpoint[]> {
    const rows = await this.db.query<EndpointRow[]>(
      `SELECT * FROM webhook_endpoints WHERE account_id = $1 ORDER BY created_at DESC`,
      [accountId],
    );
    return rows.map(endpointOf);
  }

  async find(id: string): Promise<WebhookEndpoint | null> {
    const rows = await this.db.query<EndpointRow[]>(
      `SELECT * FROM webhook_endpoints WHERE id = $1`,
      [id],
    );
    return rows.length ? endpointOf(rows[0]) : null;
  }

  async remove(id: string): Promise<void> {
    await this.db.query(`DELETE FROM webhook_endpoints WHERE id = $1`, [id]);
  }

  /** The account's enabled endpoints that take events of `type`. */
  async subscribers(accountId: string, type: string, within: SqlRunner): Promise<string[]> {
    const rows = await within.query<Array<{ id: string }>>(
      `SELECT id FROM webhook_endpoints
       WHERE account_id = $1 AND disabled_at IS NULL AND $2 = ANY(events)`,
      [accountId, type],
    );
    return rows.map((row) => row.id);
  }

  async insertEvent(event: WebhookEvent, within: SqlRunner): Promise<void> {
    await within.query(
      `INSERT INTO webhook_events (id, endpoint_id, type, body) VALUES ($1, $2, $3, $4)`,
      [event.id, event.endpointId, event.type, event.body],
    );
  }

  async findEvent(id: string): Promise<WebhookEvent | null> {
    const rows = await this.db.query<
      Array<{ id: string; endpoint_id: string; type: string; body: string }>
    >(`SELECT id, endpoint_id, type, body FROM webhook_events WHERE id = $1`, [id]);
    return rows.length
      ? { id: rows[0].id, endpointId: rows[0].endpoint_id, type: rows[0].type, body: rows[0].body }
      : null;
  }

  async insertDelivery(
    delivery: Omit<WebhookDelivery, 'at' | 'nextAttemptAt'> & {
      endpointId: string;
      nextAttemptAt: Date | null;
    },
    within: SqlRunner,
  ): Promise<WebhookDelivery> {
    const rows = await within.query<DeliveryRow[]>(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, type, attempt, status, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING event_id, type, attempt, status, at, next_attempt_at`,
      [
        delivery.endpointId,
        delivery.eventId,
        delivery.type,
        delivery.attempt,
        delivery.status,
        delivery.nextAttemptAt,
      ],
    );
    return deliveryOf(rows[0]);
  }

  async disable(id: string, within: SqlRunner): Promise<void> {
    await within.query(
      `UPDATE webhook_endpoints SET disabled_at = now() WHERE id = $1 AND disabled_at IS NULL`,
      [id],
    );
  }

  async deliveriesOf(endpointId: string, limit: number): Promise<WebhookDelivery[]> {
    const rows = await this.db.query<DeliveryRow[]>(
      `SELECT event_id, type, attempt, status, at, next_attempt_at FROM webhook_deliveries
       WHERE endpoint_id = $1 ORDER BY id DESC LIMIT $2`,
      [endpointId, limit],
    );
    return rows.map(deliveryOf);
  }
}

function endpointOf(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    accountId: row.account_id,
    url: row.url,
    events: row.events,
    secret: row.secret,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
  };
}

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    eventId: row.event_id,
    type: row.type,
    attempt: row.attempt,
    status: row.status,
    at: row.at.toISOString(),
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
  };
}
