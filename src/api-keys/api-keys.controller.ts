import { Body, Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { uuidParam } from '../common/uuid-param.js';
import { ApiKeyNotFoundError } from './api-keys.errors.js';
import { ApiKeysService } from './api-keys.service.js';
import {
  ApiKeyListResponse,
  CreatedApiKeyResponse,
  RevokedApiKeyResponse,
} from './dto/api-key-responses.dto.js';
import { CreateApiKeyDto } from './dto/create-api-key.dto.js';

@ApiTags('api-keys')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @ApiCreatedResponse({ type: CreatedApiKeyResponse })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CreateApiKeyDto,
  ): Promise<CreatedApiKeyResponse> {
    return this.keys.create(principal.accountId, body.name);
  }

  @Get()
  @ApiOkResponse({ type: ApiKeyListResponse })
  async list(@CurrentPrincipal() principal: Principal): Promise<ApiKeyListResponse> {
    return { keys: await this.keys.list(principal.accountId) };
  }

  @Delete(':id')
  @ApiOkResponse({ type: RevokedApiKeyResponse })
  revoke(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuidParam(() => new ApiKeyNotFoundError())) id: string,
  ): Promise<RevokedApiKeyResponse> {
    return this.keys.revoke(principal.accountId, id);
  }
}
