import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JOB_STATUSES, type JobStatus, type JobType } from '../job.js';

export class JobResultLink {
  @ApiProperty({ example: '/jobs/job_0123456789abcdefghijklmn/result' }) url: string;
  @ApiProperty({ description: 'After this the result answers 410' }) expiresAt: string;
}

/** The job object (shared/spec/jobs.md). */
export class JobResponse {
  @ApiProperty({ example: 'job_0123456789abcdefghijklmn' }) id: string;
  @ApiProperty({ enum: ['job'] }) object: 'job';
  @ApiProperty({ enum: ['tts', 'stt'] }) type: JobType;
  @ApiProperty({ enum: JOB_STATUSES }) status: JobStatus;
  @ApiProperty({ minimum: 0, maximum: 1 }) progress: number;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: String, nullable: true }) startedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) finishedAt: string | null;
  @ApiProperty() characters: number;
  @ApiProperty({
    description: 'Held while unfinished, charged once succeeded, 0 when failed or canceled',
  })
  costMicros: number;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'stt jobs' })
  durationSeconds?: number | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  metadata: Record<string, string>;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
  @ApiProperty({ type: JobResultLink, nullable: true }) result: JobResultLink | null;
}

export class JobListResponse {
  @ApiProperty({ type: [JobResponse] }) data: JobResponse[];
  @ApiProperty() hasMore: boolean;
}
