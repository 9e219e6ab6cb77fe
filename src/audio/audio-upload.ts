import { UseInterceptors, applyDecorators } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { memoryStorage } from 'multer';

/** 25 MB per uploaded audio file (26,214,400 bytes). */
export const AUDIO_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

/**
 * Accepts one multipart `audio` file. Multer counts bytes as they arrive and stops
 * at the limit (413) instead of buffering an oversized upload whole.
 */
export const AudioUpload = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data', 'application/json'),
    UseInterceptors(
      FileInterceptor('audio', {
        storage: memoryStorage(),
        limits: { fileSize: AUDIO_UPLOAD_LIMIT_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
      }),
    ),
  );
