import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { WorkspaceFiles } from './workspace-files.js';

/**
 * The browser workspace: its built assets, and the app shell for every other path under
 * /workspace/ so that deep links and reloads land on the right page.
 */
@ApiExcludeController()
@Controller('workspace')
export class WorkspaceController {
  constructor(private readonly files: WorkspaceFiles) {}

  @Get('assets/:name')
  asset(@Param('name') name: string, @Res() res: Response): Promise<void> {
    return this.files.sendAsset(res, name);
  }

  @Get(['', '*path'])
  shell(@Res() res: Response): Promise<void> {
    return this.files.sendShell(res);
  }
}
