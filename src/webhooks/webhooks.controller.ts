import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { KeyOrTokenGuard } from '../api-keys/key-or-token.guard.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { CreateWebhookDto } from './dto/create-webhook.dto.js';
import {
  CreatedWebhookResponse,
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookListResponse,
} from './dto/webhook-responses.dto.js';
import { WebhooksService } from './webhooks.service.js';

@ApiTags('webhooks')
@ApiSecurity('api-key')
@ApiBearerAuth()
@UseGuards(KeyOrTokenGuard)
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @ApiCreatedResponse({ type: CreatedWebhookResponse })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CreateWebhookDto,
  ): Promise<CreatedWebhookResponse> {
    return this.webhooks.create(principal.accountId, body);
  }

  @Get()
  @ApiOkResponse({ type: WebhookListResponse })
  list(@CurrentPrincipal() principal: Principal): Promise<WebhookListResponse> {
    return this.webhooks.list(principal.accountId);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  remove(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    return this.webhooks.remove(principal.accountId, id);
  }

  @Get(':id/deliveries')
  @ApiOkResponse({ type: WebhookDeliveryListResponse })
  deliveries(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<WebhookDeliveryListResponse> {
    return this.webhooks.deliveriesOf(principal.accountId, id);
  }

  @Post(':id/test')
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookDeliveryResponse })
  test(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<WebhookDeliveryResponse> {
    return this.webhooks.ping(principal.accountId, id);
  }
}
