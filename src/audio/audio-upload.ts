import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  PayloadTooLargeException,
  UseGuards,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import { memoryStorage } from 'multer';

/** 25 MB per uploaded audio file (26,214,400 bytes). */
export const AUDIO_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 64 * 1024;
/**
 * What a multipart body may hold besides its file: the fields at their limit (640 KB),
 * and each part's headers and boundaries with room to spare.
 */
const MULTIPART_ENVELOPE_BYTES = 1024 * 1024;

/**
 * A multipart body that declares more bytes than a 25 MB file and its fields can take
 * is a 413 before anything else is checked (the key included), as the contract orders:
 * nothing it could hold is acceptable. A chunked one is counted by multer as it arrives.
 */
@Injectable()
export class DeclaredUploadSizeGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const declared = Number(req.headers['content-length']);
    if (
      req.is('multipart/form-data') &&
      declared > AUDIO_UPLOAD_LIMIT_BYTES + MULTIPART_ENVELOPE_BYTES
    ) {
      throw new PayloadTooLargeException();
    }
    return true;
  }
}

/**
 * Accepts one multipart `audio` file. Multer counts bytes as they arrive and stops
 * at the limit (413) instead of buffering an oversized upload whole. Listed below
 * `@KeyProtected()`, so that its guard runs before the key's.
 */
export const AudioUpload = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data', 'application/json'),
    UseGuards(DeclaredUploadSizeGuard),
    UseInterceptors(
      FileInterceptor('audio', {
        storage: memoryStorage(),
        limits: {
          fileSize: AUDIO_UPLOAD_LIMIT_BYTES,
          files: 1,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
        },
      }),
    ),
  );
