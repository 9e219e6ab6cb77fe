import { Body, Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyDto } from './dto/create-api-key.dto.js';

@ApiTags('api-keys')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreateApiKeyDto) {
    return this.keys.create(principal.accountId, body.name);
  }

  @Get()
  async list(@CurrentPrincipal() principal: Principal) {
    return { keys: await this.keys.list(principal.accountId) };
  }

  @Delete(':id')
  revoke(@CurrentPrincipal() principal: Principal, @Param('id') id: string) {
    return this.keys.revoke(principal.accountId, id);
  }
}
