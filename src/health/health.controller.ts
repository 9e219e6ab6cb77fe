import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { UnavailableError } from '../common/errors.js';
import { API_NAME, API_VERSION } from '../config/app.config.js';
import { HealthResponse, ServiceOverview } from './dto/health-responses.dto.js';

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
        service: ['GET /health'],
      },
    };
  }

  @Get('health')
  @ApiOkResponse({ type: HealthResponse })
  async health(): Promise<HealthResponse> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new UnavailableError('Database is unreachable');
    }
    return {
      status: 'ok',
      name: API_NAME,
      version: API_VERSION,
      database: 'up',
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
