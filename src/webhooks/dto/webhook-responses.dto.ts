import { ApiProperty } from '@nestjs/swagger';

export class WebhookResponse {
  @ApiProperty({ example: 'wh_0123456789abcdefghijklmn' }) id: string;
  @ApiProperty() url: string;
  @ApiProperty({ type: [String] }) events: string[];
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'Set when a delivery got 410' })
  disabledAt: string | null;
}

export class CreatedWebhookResponse extends WebhookResponse {
  @ApiProperty({ description: 'Signs every delivery (whsec_...); shown this once only' })
  secret: string;
}

export class WebhookListResponse {
  @ApiProperty({ type: [WebhookResponse] }) data: WebhookResponse[];
}

export class WebhookDeliveryResponse {
  @ApiProperty({ example: 'evt_0123456789abcdefghijklmn' }) eventId: string;
  @ApiProperty({ example: 'job.succeeded' }) type: string;
  @ApiProperty() attempt: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'HTTP status; null: no answer in 10 s',
  })
  status: number | null;
  @ApiProperty() at: string;
  @ApiProperty({ type: String, nullable: true }) nextAttemptAt: string | null;
}

export class WebhookDeliveryListResponse {
  @ApiProperty({ type: [WebhookDeliveryResponse] }) data: WebhookDeliveryResponse[];
}
