import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { UnavailableError } from '../common/errors.js';
import { API_NAME, API_VERSION } from '../config/app.config.js';
import {
  HealthResponse,
  LivenessResponse,
  ReadinessResponse,
  ServiceOverview,
} from './dto/health-responses.dto.js';

/** A health probe that waits longer than this reports the database down. */
const DATABASE_PROBE_TIMEOUT_MS = 2_000;

@ApiTags('service')
@Controller()
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The overview listing: what this service is and where its parts live. */
  @Get()
  @ApiOkResponse({ type: ServiceOverview })
  overview(): ServiceOverview {
    return {
      name: API_NAME,
      version: API_VERSION,
      docs: '/docs',
      endpoints: {
        speech: ['POST /tts', 'GET /tts/voices', 'POST /stt/transcribe'],
        auth: ['POST /auth/register', 'POST /auth/login', 'GET /auth/profile'],
        workspace: ['/api-keys', '/billing', '/billing/top-ups', 'GET /usage', '/voices/library'],
        service: ['GET /health', 'GET /health/live', 'GET /health/ready'],
      },
    };
  }

  /** Readiness with the service's description: 503 when the database does not answer. */
  @Get('health')
  @ApiOkResponse({ type: HealthResponse })
  async health(): Promise<HealthResponse> {
    await this.requireDatabase();
    return {
      status: 'ok',
      name: API_NAME,
      version: API_VERSION,
      database: 'up',
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  /** Liveness: the process serves requests, whatever its dependencies do (never restart it for them). */
  @Get('health/live')
  @ApiOkResponse({ type: LivenessResponse })
  live(): LivenessResponse {
    return { status: 'alive', uptimeSeconds: Math.round(process.uptime()) };
  }

  /** Readiness: every dependency a request needs answers; 503 names the one that does not. */
  @Get('health/ready')
  @ApiOkResponse({ type: ReadinessResponse })
  async ready(): Promise<ReadinessResponse> {
    await this.requireDatabase();
    return { status: 'ready', database: 'up' };
  }

  private async requireDatabase(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer')), DATABASE_PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.db.query('SELECT 1'), deadline]);
    } catch {
      throw new UnavailableError('Database is unreachable');
    } finally {
      clearTimeout(timer);
    }
  }
}
