import { Module } from '@nestjs/common';
import { SttEnginesModule } from './stt-engines.module.js';
import { SttController } from './stt.controller.js';
import { SttService } from './stt.service.js';

@Module({
  imports: [SttEnginesModule],
  controllers: [SttController],
  providers: [SttService],
})
export class SttModule {}
