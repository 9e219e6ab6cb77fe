import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { redirectBrowsersToWorkspace } from './browser-redirect.middleware.js';
import { WorkspaceController } from './workspace.controller.js';
import { WorkspaceFiles } from './workspace-files.js';
import { workspaceConfig } from './workspace.config.js';

/** Serves the browser workspace (built from web/ by `npm run build`) under /workspace/. */
@Module({
  imports: [ConfigModule.forFeature(workspaceConfig)],
  controllers: [WorkspaceController],
  providers: [WorkspaceFiles],
})
export class WorkspaceModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(redirectBrowsersToWorkspace)
      .forRoutes(
        { path: '/', method: RequestMethod.GET },
        { path: 'billing', method: RequestMethod.GET },
      );
  }
}
