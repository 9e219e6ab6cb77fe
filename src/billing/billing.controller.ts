import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Post,
  type RawBodyRequest,
  Req,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { BillingService } from './billing.service.js';
import { CreateTopUpDto } from './dto/create-top-up.dto.js';

@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Get()
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  summary(@CurrentPrincipal() principal: Principal) {
    return this.billing.summary(principal.accountId);
  }

  @Post('top-ups')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  startTopUp(@CurrentPrincipal() principal: Principal, @Body() body: CreateTopUpDto) {
    return this.billing.startTopUp(principal.accountId, body.amountUsd);
  }

  @Get('top-ups')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  async listTopUps(@CurrentPrincipal() principal: Principal) {
    return { topUps: await this.billing.listTopUps(principal.accountId) };
  }

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature?: string,
  ) {
    await this.billing.handleWebhook(req.rawBody ?? Buffer.alloc(0), signature);
    return { received: true };
  }
}
