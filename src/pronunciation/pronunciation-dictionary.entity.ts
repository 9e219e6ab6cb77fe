import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PronunciationRule } from './pronunciation-rule.js';

@Entity('pronunciation_dictionaries')
export class PronunciationDictionaryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Kept as one document: a dictionary is read and replaced whole, never queried rule by rule. */
  @Column({ type: 'jsonb' })
  rules: PronunciationRule[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
