import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyGuard } from './api-key.guard.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiKeyEntity } from './infrastructure/api-key.entity.js';
import { KeyOrSessionGuard } from './key-or-session.guard.js';
import { KeyOrTokenGuard } from './key-or-token.guard.js';

@Module({
  imports: [TypeOrmModule.forFeature([ApiKeyEntity])],
  controllers: [ApiKeysController],
  providers: [ApiKeysService, ApiKeyGuard, KeyOrTokenGuard, KeyOrSessionGuard],
  exports: [ApiKeysService, ApiKeyGuard, KeyOrTokenGuard, KeyOrSessionGuard],
})
export class ApiKeysModule {}
