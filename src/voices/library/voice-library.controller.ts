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
import { ApiBearerAuth, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { KeyOrTokenGuard } from '../../api-keys/key-or-token.guard.js';
import { AudioUpload } from '../../audio/audio-upload.js';
import { CurrentPrincipal, type Principal } from '../../common/principal.js';
import { ClientAbortSignal } from '../../common/request-abort.js';
import { CreateLibraryVoiceDto } from './dto/create-library-voice.dto.js';
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
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CreateLibraryVoiceDto,
    @UploadedFile() audio: Express.Multer.File | undefined,
    @ClientAbortSignal() signal: AbortSignal,
  ) {
    return this.library.create(principal.accountId, body.name, audio?.buffer, signal);
  }

  @Get()
  async list(@CurrentPrincipal() principal: Principal) {
    return { voices: await this.library.list(principal.accountId) };
  }

  @Delete(':id')
  delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string) {
    return this.library.delete(principal.accountId, id);
  }
}
