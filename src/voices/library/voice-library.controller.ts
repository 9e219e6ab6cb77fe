import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  UploadedFile,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { KeyOrTokenGuard } from '../../api-keys/key-or-token.guard.js';
import { AudioUpload } from '../../audio/audio-upload.js';
import { CurrentPrincipal, type Principal } from '../../common/principal.js';
import { ClientAbortSignal } from '../../common/request-abort.js';
import { uuidParam } from '../../common/uuid-param.js';
import { CreateLibraryVoiceDto } from './dto/create-library-voice.dto.js';
import {
  DeletedLibraryVoiceResponse,
  LibraryVoiceListResponse,
  LibraryVoiceResponse,
} from './dto/library-voice-responses.dto.js';
import { LibraryVoiceNotFoundError } from './voice-library.errors.js';
import { VoiceLibraryService } from './voice-library.service.js';

@ApiTags('voice library')
@ApiBearerAuth()
@ApiSecurity('api-key')
@UseGuards(KeyOrTokenGuard)
@Controller('voices/library')
export class VoiceLibraryController {
  constructor(private readonly library: VoiceLibraryService) {}

  @Post()
  @AudioUpload()
  @ApiCreatedResponse({ type: LibraryVoiceResponse })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CreateLibraryVoiceDto,
    @UploadedFile() audio: Express.Multer.File | undefined,
    @ClientAbortSignal() signal: AbortSignal,
  ): Promise<LibraryVoiceResponse> {
    return this.library.create(principal.accountId, body.name, audio?.buffer, signal);
  }

  @Get()
  @ApiOkResponse({ type: LibraryVoiceListResponse })
  async list(@CurrentPrincipal() principal: Principal): Promise<LibraryVoiceListResponse> {
    return { voices: await this.library.list(principal.accountId) };
  }

  @Delete(':id')
  @ApiOkResponse({ type: DeletedLibraryVoiceResponse })
  delete(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuidParam(() => new LibraryVoiceNotFoundError())) id: string,
  ): Promise<DeletedLibraryVoiceResponse> {
    return this.library.delete(principal.accountId, id);
  }
}
