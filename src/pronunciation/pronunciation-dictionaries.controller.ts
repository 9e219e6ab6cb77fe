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
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { KeyOrTokenGuard } from '../api-keys/key-or-token.guard.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { uuidParam } from '../common/uuid-param.js';
import {
  CreatePronunciationDictionaryDto,
  UpdatePronunciationDictionaryDto,
} from './dto/pronunciation-dictionary.dto.js';
import {
  PronunciationDictionaryListResponse,
  PronunciationDictionaryResponse,
} from './dto/pronunciation-dictionary-responses.dto.js';
import { DictionaryNotFoundError } from './pronunciation-dictionaries.errors.js';
import { PronunciationDictionariesService } from './pronunciation-dictionaries.service.js';

/** A path id that is not a UUID names no dictionary: the same 404 as one that is not there. */
const dictionaryId = () => uuidParam(() => new DictionaryNotFoundError());

@ApiTags('pronunciation dictionaries')
@ApiBearerAuth()
@ApiSecurity('api-key')
@UseGuards(KeyOrTokenGuard)
@Controller('pronunciation-dictionaries')
export class PronunciationDictionariesController {
  constructor(private readonly dictionaries: PronunciationDictionariesService) {}

  @Post()
  @ApiCreatedResponse({ type: PronunciationDictionaryResponse })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CreatePronunciationDictionaryDto,
  ): Promise<PronunciationDictionaryResponse> {
    return this.dictionaries.create(principal.accountId, body);
  }

  @Get()
  @ApiOkResponse({ type: PronunciationDictionaryListResponse })
  async list(
    @CurrentPrincipal() principal: Principal,
  ): Promise<PronunciationDictionaryListResponse> {
    return { dictionaries: await this.dictionaries.list(principal.accountId) };
  }

  @Get(':id')
  @ApiOkResponse({ type: PronunciationDictionaryResponse })
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('id', dictionaryId()) id: string,
  ): Promise<PronunciationDictionaryResponse> {
    return this.dictionaries.get(principal.accountId, id);
  }

  @Put(':id')
  @ApiOkResponse({ type: PronunciationDictionaryResponse })
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('id', dictionaryId()) id: string,
    @Body() body: UpdatePronunciationDictionaryDto,
  ): Promise<PronunciationDictionaryResponse> {
    return this.dictionaries.update(principal.accountId, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(
    @CurrentPrincipal() principal: Principal,
    @Param('id', dictionaryId()) id: string,
  ): Promise<void> {
    return this.dictionaries.delete(principal.accountId, id);
  }
}
