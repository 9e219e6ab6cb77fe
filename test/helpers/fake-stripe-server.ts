import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface CreatedSession {
  id: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
}

/**
 * A local stand-in for the Stripe API, answering the calls the service makes (create a
 * Checkout Session, expire one) the way Stripe does, so the real SDK runs end to end.
 */
export class FakeStripeServer {
  readonly sessions: CreatedSession[] = [];
  /** Sessions no longer open (paid on Checkout, or expired): Stripe will not expire them. */
  private readonly closed = new Set<string>();
  private server?: Server;

  private readonly paid = new Set<string>();

  /** The customer paid on Checkout: the session is complete, its charge has a receipt. */
  pay(sessionId: string): void {
    this.closed.add(sessionId);
    this.paid.add(sessionId);
  }

  /** The receipt Stripe gives for a paid session's charge. */
  static receiptUrl(sessionId: string): string {
    return `https://pay.stripe.com/receipts/payment/${sessionId}`;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
          if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
            res.statusCode = 401;
            res.end(
              JSON.stringify({
                error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
              }),
            );
            return;
          }
          const params = new URLSearchParams(body);
          const id = `cs_test_${randomBytes(12).toString('hex')}`;
          this.sessions.push({
            id,
            params,
            idempotencyKey: req.headers['idempotency-key'] as string | undefined,
          });
          res.end(JSON.stringify(checkoutSession(id, params)));
          return;
        }
        const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)(\?|$)/.exec(req.url ?? '');
        const found = retrieve && this.sessions.find((s) => s.id === retrieve[1]);
        if (req.method === 'GET' && found) {
          const paid = this.paid.has(found.id);
          res.end(
            JSON.stringify({
              ...checkoutSession(found.id, found.params),
              ...(paid
                ? {
                    payment_status: 'paid',
                    status: 'complete',
                    payment_intent: {
                      id: `pi_${found.id}`,
                      object: 'payment_intent',
                      latest_charge: {
                        id: `ch_${found.id}`,
                        object: 'charge',
                        receipt_url: FakeStripeServer.receiptUrl(found.id),
                      },
                    },
                  }
                : {}),
            }),
          );
          return;
        }
        const expire = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(req.url ?? '');
        const created = expire && this.sessions.find((s) => s.id === expire[1]);
        if (req.method === 'POST' && created) {
          if (this.closed.has(created.id)) {
            res.statusCode = 400;
            res.end(
              JSON.stringify({
                error: {
                  type: 'invalid_request_error',
                  message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
                },
              }),
            );
            return;
          }
          this.closed.add(created.id);
          res.end(
            JSON.stringify({ ...checkoutSession(created.id, created.params), status: 'expired' }),
          );
          return;
        }
        res.statusCode = 404;
        res.end(
          JSON.stringify({
            error: {
              type: 'invalid_request_error',
              message: `Unrecognized request URL (${req.method}: ${req.url})`,
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

function checkoutSession(id: string, params: URLSearchParams) {
  const unitAmount = Number(params.get('line_items[0][price_data][unit_amount]'));
  const quantity = Number(params.get('line_items[0][quantity]') ?? 1);
  return {
    id,
    object: 'checkout.session',
    mode: params.get('mode'),
    currency: params.get('line_items[0][price_data][currency]'),
    amount_total: unitAmount * quantity,
    client_reference_id: params.get('client_reference_id'),
    metadata: {
      topUpId: params.get('metadata[topUpId]'),
      accountId: params.get('metadata[accountId]'),
    },
    payment_status: 'unpaid',
    status: 'open',
    success_url: params.get('success_url'),
    cancel_url: params.get('cancel_url'),
    url: `https://checkout.stripe.com/c/pay/${id}`,
  };
}
