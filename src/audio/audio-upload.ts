import {
  type CallHandler,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UseGuards,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import { rm } from 'node:fs/promises';
import { diskStorage, memoryStorage } from 'multer';
import { catchError, finalize, throwError, type Observable } from 'rxjs';
import { PayloadTooLargeError } from '../common/errors.js';
import { privateTempDir } from '../process/temp-files.js';

/** 25 MB per uploaded audio file (26,214,400 bytes). */
export const AUDIO_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 64 * 1024;
/**
 * What a multipart body may hold besides its file: the fields at their limit (640 KB),
 * and each part's headers and boundaries with room to spare.
 */
const MULTIPART_ENVELOPE_BYTES = 1024 * 1024;

/** An upload past its route's limit, told that limit (a job's is 500 MB, not 25). */
class UploadTooLargeError extends PayloadTooLargeError {
  constructor(limitBytes: number) {
    super(
      `Request is too large: audio files up to ${limitBytes / (1024 * 1024)} MB, JSON bodies up to 10 MB`,
    );
  }
}

/**
 * A multipart body that declares more bytes than its file (25 MB) and its fields can take
 * is a 413 before anything else is checked (the key included), as the contract orders:
 * nothing it could hold is acceptable, so none of it is read. A chunked one is counted by
 * multer as it arrives.
 */
function declaredUploadSizeGuard(limitBytes: number) {
  @Injectable()
  class DeclaredUploadSizeGuard implements CanActivate {
    canActivate(context: ExecutionContext): boolean {
      const req = context.switchToHttp().getRequest<Request>();
      const declared = Number(req.headers['content-length']);
      if (req.is('multipart/form-data') && declared > limitBytes + MULTIPART_ENVELOPE_BYTES) {
        throw new UploadTooLargeError(limitBytes);
      }
      return true;
    }
  }
  return DeclaredUploadSizeGuard;
}

/** Multer's 413 (a chunked upload that passed the limit as it arrived), told the route's limit. */
function uploadLimitMessage(limitBytes: number) {
  @Injectable()
  class UploadLimitMessage implements NestInterceptor {
    intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
      return next
        .handle()
        .pipe(
          catchError((error: unknown) =>
            throwError(() =>
              error instanceof PayloadTooLargeException
                ? new UploadTooLargeError(limitBytes)
                : error,
            ),
          ),
        );
    }
  }
  return UploadLimitMessage;
}

/** Removes a file written to disk by the upload once the request is answered, however. */
@Injectable()
class RemoveUploadedFile implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<UploadingRequest>();
    return next.handle().pipe(
      finalize(() => {
        if (req.uploadDir) void rm(req.uploadDir, { recursive: true, force: true });
      }),
    );
  }
}

/** A request whose upload is being written to its own folder (removed with it, however it ends). */
type UploadingRequest = Request & { uploadDir?: string };

/** Uploads written to disk as they arrive: a private folder of this process's own. */
const toDisk = diskStorage({
  destination: (req: UploadingRequest, _file, done) => {
    privateTempDir('upload').then(
      (dir) => {
        req.uploadDir = dir;
        done(null, dir);
      },
      (error: Error) => done(error, ''),
    );
  },
});

/**
 * Accepts one multipart `audio` file, in memory (25 MB) or, for jobs, written to disk as
 * it arrives and removed once the request is answered. Multer counts bytes as they arrive and stops
 * at the limit (413) instead of buffering an oversized upload whole. Listed below
 * `@KeyProtected()`, so that its guard runs before the key's.
 */
export const AudioUpload = (
  { limitBytes, onDisk }: { limitBytes: number; onDisk: boolean } = {
    limitBytes: AUDIO_UPLOAD_LIMIT_BYTES,
    onDisk: false,
  },
) =>
  applyDecorators(
    ApiConsumes('multipart/form-data', 'application/json'),
    UseGuards(declaredUploadSizeGuard(limitBytes)),
    UseInterceptors(
      ...(onDisk ? [RemoveUploadedFile] : []),
      uploadLimitMessage(limitBytes),
      FileInterceptor('audio', {
        storage: onDisk ? toDisk : memoryStorage(),
        limits: {
          fileSize: limitBytes,
          files: 1,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
        },
      }),
    ),
  );
