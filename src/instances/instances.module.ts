import { Module } from '@nestjs/common';
import { ProcessOwner } from './process-owner.js';

/** This process's identity among the instances sharing the database. */
@Module({ providers: [ProcessOwner], exports: [ProcessOwner] })
export class InstancesModule {}
