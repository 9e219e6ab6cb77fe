import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { CreditHoldsModule } from '../billing/holds/credit-holds.module.js';
import { LimitsModule } from '../limits/limits.module.js';
import { PronunciationDictionariesModule } from '../pronunciation/pronunciation-dictionaries.module.js';
import { VoicesModule } from '../voices/voices.module.js';
import { TextReader } from './reading/text-reader.js';
import { TtsEngineModule } from './tts-engine.module.js';
import { TtsController } from './tts.controller.js';
import { SentenceSpeaker } from './sentence-speaker.js';
import { TtsService } from './tts.service.js';
import { VoicePreviews } from './voice-previews.js';

@Module({
  imports: [
    IdempotencyModule,
    ApiKeysModule,
    BillingModule,
    LimitsModule,
    CreditHoldsModule,
    TtsEngineModule,
    VoicesModule,
    PronunciationDictionariesModule,
  ],
  controllers: [TtsController],
  providers: [TtsService, SentenceSpeaker, TextReader, VoicePreviews],
  exports: [TtsService, SentenceSpeaker],
})
export class TtsModule {}
