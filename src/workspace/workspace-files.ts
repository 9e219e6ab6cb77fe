import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { type DomainError, NotFoundError, UnavailableError } from '../common/errors.js';
import { workspaceConfig, type WorkspaceConfig } from './workspace.config.js';

/** A built asset's name: Vite's `name-hash.ext`, never a path. */
const ASSET_NAME = /^[\w-]+\.[\w.]+$/;

type SendFileOptions = Parameters<Response['sendFile']>[1];

/**
 * The workspace page is strict like the rest of the app (no inline script or style, nothing
 * from elsewhere) and adds only `blob:` media, for playing and downloading synthesized audio.
 */
const SHELL_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "media-src 'self' blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
].join('; ');

/**
 * Sends the built workspace: hashed assets cached for a year (their names change with
 * their content), the app shell revalidated on every load so a new build shows at once.
 */
@Injectable()
export class WorkspaceFiles {
  constructor(@Inject(workspaceConfig.KEY) private readonly config: WorkspaceConfig) {}

  sendShell(res: Response): Promise<void> {
    res.setHeader('Content-Security-Policy', SHELL_CSP);
    const notBuilt = () => new UnavailableError('The workspace is not built: run npm run build');
    const options = { cacheControl: false, headers: { 'Cache-Control': 'no-cache' } };
    return this.send(res, 'index.html', options, notBuilt);
  }

  sendAsset(res: Response, name: string): Promise<void> {
    if (!ASSET_NAME.test(name)) throw new NotFoundError('Not found');
    const options = { immutable: true, maxAge: '365d' };
    return this.send(res, `assets/${name}`, options, () => new NotFoundError('Not found'));
  }

  private send(
    res: Response,
    file: string,
    options: SendFileOptions,
    missing: () => DomainError,
  ): Promise<void> {
    const root = this.config.builtDir;
    return new Promise((done, fail) => {
      res.sendFile(file, { root, dotfiles: 'deny', ...options }, (error) => {
        // An error after the headers went out is a client that left mid-file: nothing to answer.
        if (!error || res.headersSent) done();
        else fail(missing());
      });
    });
  }
}
