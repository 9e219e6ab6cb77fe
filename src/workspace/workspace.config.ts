import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { readEnvironment } from '../config/environment.js';

export const workspaceConfig = registerAs('workspace', () => ({
  builtDir: resolve(readEnvironment().WORKSPACE_DIR),
}));

export type WorkspaceConfig = ReturnType<typeof workspaceConfig>;
