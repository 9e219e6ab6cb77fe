import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { ProcessOwner } from './process-owner.js';

/** This process's identity among the instances sharing the database. */
@Module({ imports: [QueueModule], providers: [ProcessOwner], exports: [ProcessOwner] })
export class InstancesModule {}
