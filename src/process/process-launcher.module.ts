import { Injectable, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { holdLauncher, releaseLauncher } from './process-launcher.js';

/**
 * Holds the engine launcher while the app runs. Its release comes at application shutdown, after
 * every module has stopped its engines, so the launcher's helper process ends with the last app
 * of this process instead of with the process.
 */
@Injectable()
class LauncherHold implements OnModuleInit, OnApplicationShutdown {
  onModuleInit(): void {
    holdLauncher();
  }

  onApplicationShutdown(): void {
    releaseLauncher();
  }
}

/** Imported by every module whose engines start programs. */
@Module({ providers: [LauncherHold] })
export class ProcessLauncherModule {}
