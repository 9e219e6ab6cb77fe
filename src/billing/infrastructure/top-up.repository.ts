import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { SqlRunner } from '../../database/sql-runner.js';
import { TopUpEntity, type TopUpStatus } from './top-up.entity.js';

/**
 * The top_ups table and the ids of the payment events already applied (stripe_events).
 * The methods that take `tx` run in the caller's transaction, which applies one event.
 */
@Injectable()
export class TopUpRepository {
  constructor(@InjectRepository(TopUpEntity) private readonly topUps: Repository<TopUpEntity>) {}

  /** A new top-up, pending its payment. */
  insert(
    topUp: Pick<TopUpEntity, 'id' | 'accountId' | 'amountMicros' | 'stripeSessionId'>,
  ): Promise<TopUpEntity> {
    return this.topUps.save(this.topUps.create({ ...topUp, status: 'pending' }));
  }

  /** The account's top-ups, newest first. */
  listOf(accountId: string): Promise<TopUpEntity[]> {
    return this.topUps.find({ where: { accountId }, order: { createdAt: 'DESC' } });
  }

  /** The top-up `id`, if it is the account's. */
  findOf(accountId: string, id: string): Promise<TopUpEntity | null> {
    return this.topUps.findOneBy({ id, accountId });
  }

  get(id: string): Promise<TopUpEntity> {
    return this.topUps.findOneByOrFail({ id });
  }

  /** Cancels the top-up if it is still pending (a webhook may have settled it meanwhile). */
  async cancelPending(id: string): Promise<void> {
    await this.topUps.update({ id, status: 'pending' }, { status: 'cancelled' });
  }

  async setReceipt(id: string, receiptUrl: string): Promise<void> {
    await this.topUps.update({ id }, { receiptUrl });
  }

  /**
   * Records that the payment event `id` is being applied; false when it was before (a
   * redelivery, even a concurrent one, which then waits for the first to commit).
   */
  async recordEvent(id: string, type: string, tx: SqlRunner): Promise<boolean> {
    const recorded = await tx.query<unknown[]>(
      `INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [id, type],
    );
    return recorded.length > 0;
  }

  /** The top-up of the checkout session, locked until the transaction ends. */
  lockBySession(sessionId: string, tx: EntityManager): Promise<TopUpEntity | null> {
    return tx
      .getRepository(TopUpEntity)
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.stripe_session_id = :sessionId', { sessionId })
      .getOne();
  }

  async setStatus(
    id: string,
    status: Exclude<TopUpStatus, 'pending'>,
    tx: EntityManager,
  ): Promise<void> {
    await tx.update(
      TopUpEntity,
      { id },
      status === 'completed' ? { status, completedAt: new Date() } : { status },
    );
  }
}
