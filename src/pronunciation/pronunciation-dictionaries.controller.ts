import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { KeyOrTokenGuard } from '../api-keys/key-or-token.guard.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import {
  CreatePronunciationDictionaryDto,
  UpdatePronunciationDictionaryDto,
} from './dto/pronunciation-dictionary.dto.js';
import { PronunciationDictionariesService } from './pronunciation-dictionaries.service.js';

@ApiTags('pronunciation dictionaries')
@ApiBearerAuth()
@ApiSecurity('api-key')
@UseGuards(KeyOrTokenGuard)
@Controller('pronunciation-dictionaries')
export class PronunciationDictionariesController {
  constructor(private readonly dictionaries: PronunciationDictionariesService) {}

  @Post()
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreatePronunciationDictionaryDto) {
    return this.dictionaries.create(principal.accountId, body);
  }

  @Get()
  async list(@CurrentPrincipal() principal: Principal) {
    return { dictionaries: await this.dictionaries.list(principal.accountId) };
  }

  @Get(':id')
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string) {
    return this.dictionaries.get(principal.accountId, id);
  }

  @Put(':id')
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: UpdatePronunciationDictionaryDto,
  ) {
    return this.dictionaries.update(principal.accountId, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    return this.dictionaries.delete(principal.accountId, id);
  }
}
