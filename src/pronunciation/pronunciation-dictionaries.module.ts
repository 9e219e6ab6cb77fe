import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { PronunciationDictionariesController } from './pronunciation-dictionaries.controller.js';
import { PronunciationDictionariesService } from './pronunciation-dictionaries.service.js';
import { PronunciationDictionaryEntity } from './pronunciation-dictionary.entity.js';

/** Per-account pronunciation dictionaries, managed with a token or a key, applied by TTS. */
@Module({
  imports: [TypeOrmModule.forFeature([PronunciationDictionaryEntity]), ApiKeysModule],
  controllers: [PronunciationDictionariesController],
  providers: [PronunciationDictionariesService],
  exports: [PronunciationDictionariesService],
})
export class PronunciationDictionariesModule {}
