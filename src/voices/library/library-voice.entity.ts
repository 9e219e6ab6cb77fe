import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { VoiceGender, VoiceProfile } from '../voice-spec.js';

@Entity('library_voices')
export class LibraryVoiceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 6 })
  gender: VoiceGender;

  @Column({ type: 'jsonb' })
  profile: VoiceProfile;

  @Column({ name: 'sample_seconds', type: 'real' })
  sampleSeconds: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
