import {
  Body,
  Controller,
  Get,
  Headers,
  Param,
  HttpCode,
  Post,
  type RawBodyRequest,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExcludeEndpoint,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { uuidParam } from '../common/uuid-param.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { TopUpNotFoundError } from './billing.errors.js';
import { BillingService } from './billing.service.js';
import {
  BillingSummaryResponse,
  StartedTopUpResponse,
  TopUpListResponse,
  TopUpResponse,
} from './dto/billing-responses.dto.js';
import { CreateTopUpDto } from './dto/create-top-up.dto.js';

@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Get()
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ type: BillingSummaryResponse })
  summary(@CurrentPrincipal() principal: Principal): Promise<BillingSummaryResponse> {
    return this.billing.summary(principal.accountId);
  }

  @Post('top-ups')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @Idempotent()
  @ApiCreatedResponse({ type: StartedTopUpResponse })
  startTopUp(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CreateTopUpDto,
  ): Promise<StartedTopUpResponse> {
    return this.billing.startTopUp(principal.accountId, body.amountUsd);
  }

  @Get('top-ups')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ type: TopUpListResponse })
  async listTopUps(@CurrentPrincipal() principal: Principal): Promise<TopUpListResponse> {
    return { topUps: await this.billing.listTopUps(principal.accountId) };
  }

  @Post('top-ups/:id/cancel')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ type: TopUpResponse })
  cancelTopUp(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuidParam(() => new TopUpNotFoundError())) id: string,
  ): Promise<TopUpResponse> {
    return this.billing.cancelTopUp(principal.accountId, id);
  }

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature?: string,
  ): Promise<{ received: true }> {
    await this.billing.handleWebhook(req.rawBody ?? Buffer.alloc(0), signature);
    return { received: true };
  }
}
