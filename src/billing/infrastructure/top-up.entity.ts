import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export const TOP_UP_STATUSES = ['pending', 'completed', 'expired', 'cancelled'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

@Entity('top_ups')
export class TopUpEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({
    name: 'amount_micros',
    type: 'bigint',
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  amountMicros: number;

  @Column({
    type: 'enum',
    enum: TOP_UP_STATUSES,
    enumName: 'top_up_status',
    default: 'pending',
  })
  status: TopUpStatus;

  @Column({ name: 'stripe_session_id', type: 'varchar', length: 255, nullable: true })
  stripeSessionId: string | null;

  @Column({ name: 'receipt_url', type: 'varchar', length: 2048, nullable: true })
  receiptUrl: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
