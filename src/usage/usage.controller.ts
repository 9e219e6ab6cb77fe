import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
  @ApiOkResponse({ type: UsageReport })
  report(
    @CurrentPrincipal() principal: Principal,
    @Query() query: UsageQueryDto,
  ): Promise<UsageReport> {
    return this.usage.report(principal.accountId, query);
  }
}
