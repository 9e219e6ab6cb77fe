import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { UsageQueryDto } from './dto/usage-query.dto.js';
import { UsageReport } from './dto/usage-report.dto.js';
import { UsageService } from './usage.service.js';

@ApiTags('usage')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('usage')
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @Get()
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: UsageReport, description: 'JSON; with format=csv, a CSV file instead' })
  report(
    @CurrentPrincipal() principal: Principal,
    @Query() query: UsageQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UsageReport | string> {
    if (query.format !== 'csv') return this.usage.report(principal.accountId, query);
    res.type('text/csv; charset=utf-8').attachment('usage.csv');
    return this.usage.csv(principal.accountId, query);
  }
}
