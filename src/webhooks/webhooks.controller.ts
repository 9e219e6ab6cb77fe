import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { KeyOrTokenGuard } from '../api-keys/key-or-token.guard.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { CreateWebhookDto } from './dto/create-webhook.dto.js';
import type { WebhookDelivery } from './webhooks.repository.js';
import { WebhooksService, type WebhookView } from './webhooks.service.js';

@ApiTags('webhooks')
@ApiSecurity('api-key')
@ApiBearerAuth()
@UseGuards(KeyOrTokenGuard)
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CreateWebhookDto,
  ): Promise<WebhookView & { secret: string }> {
    return this.webhooks.create(principal.accountId, body);
  }

  @Get()
  list(@CurrentPrincipal() principal: Principal): Promise<{ data: WebhookView[] }> {
    return this.webhooks.list(principal.accountId);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    return this.webhooks.remove(principal.accountId, id);
  }

  @Get(':id/deliveries')
  deliveries(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<{ data: WebhookDelivery[] }> {
    return this.webhooks.deliveriesOf(principal.accountId, id);
  }

  @Post(':id/test')
  @HttpCode(200)
  test(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<WebhookDelivery> {
    return this.webhooks.ping(principal.accountId, id);
  }
}
