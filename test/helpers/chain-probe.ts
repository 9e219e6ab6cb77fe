import { Controller, Module, Post } from '@nestjs/common';
import { ApiKeysModule } from '../../src/api-keys/api-keys.module.js';
import { BillingModule } from '../../src/billing/billing.module.js';
import { CreditHoldsModule } from '../../src/billing/holds/credit-holds.module.js';
import { RequestCredit } from '../../src/billing/holds/request-credit.js';
import { CurrentPrincipal, type Principal } from '../../src/common/principal.js';
import { CurrentLifetime, type RequestLifetime } from '../../src/common/request-lifetime.js';
import { IdempotencyModule } from '../../src/idempotency/idempotency.module.js';
import { Idempotent } from '../../src/idempotency/idempotent.decorator.js';
import { KeyProtected } from '../../src/limits/key-protected.decorator.js';
import { LimitsModule } from '../../src/limits/limits.module.js';

/** What the probe's paid routes cost. */
export const PROBE_COST_MICROS = 1000;

/**
 * Paid routes for tests of the shared request chain: one holds its concurrency slot for a
 * moment and records how many requests ran at once; one charges credit at once; one holds
 * credit, works for a while (stopping if the client leaves) and then charges it, and takes an
 * Idempotency-Key; one
 * holds credit until the client leaves.
 */
@Controller('test-probe')
export class ChainProbeController {
  static running = 0;
  static maxRunning = 0;

  constructor(private readonly credit: RequestCredit) {}

  @Post('work')
  @KeyProtected()
  async work(@CurrentPrincipal() principal: Principal) {
    ChainProbeController.running++;
    ChainProbeController.maxRunning = Math.max(
      ChainProbeController.maxRunning,
      ChainProbeController.running,
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return { ok: true, accountId: principal.accountId };
    } finally {
      ChainProbeController.running--;
    }
  }

  @Post('reserve')
  @KeyProtected()
  async reserve(
    @CurrentPrincipal() principal: Principal,
    @CurrentLifetime() lifetime: RequestLifetime,
  ) {
    const hold = await this.holdFor(principal, lifetime);
    await hold.settle({ amountMicros: PROBE_COST_MICROS, characters: 40 });
    return { held: hold.amountMicros };
  }

  @Post('paid-work')
  @KeyProtected()
  @Idempotent()
  async paidWork(
    @CurrentPrincipal() principal: Principal,
    @CurrentLifetime() lifetime: RequestLifetime,
  ) {
    const hold = await this.holdFor(principal, lifetime);
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 300);
      lifetime.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
    if (lifetime.signal.aborted) return { ok: false };
    await hold.settle({ amountMicros: PROBE_COST_MICROS, characters: 40 });
    return { ok: true };
  }

  /** Holds credit and answers only when the client leaves (a request caught by a crash). */
  @Post('paid-hang')
  @KeyProtected()
  async paidHang(
    @CurrentPrincipal() principal: Principal,
    @CurrentLifetime() lifetime: RequestLifetime,
  ) {
    await this.holdFor(principal, lifetime);
    await new Promise((resolve) => lifetime.signal.addEventListener('abort', resolve));
    return { ok: false };
  }

  private holdFor(principal: Principal, lifetime: RequestLifetime) {
    return this.credit.hold(
      lifetime,
      { accountId: principal.accountId, apiKeyId: principal.apiKeyId, endpoint: 'test-probe' },
      PROBE_COST_MICROS,
    );
  }
}

/** The probe with what it needs, for `createTestApp({ extra: ... })`. */
@Module({
  imports: [ApiKeysModule, BillingModule, LimitsModule, CreditHoldsModule, IdempotencyModule],
  controllers: [ChainProbeController],
})
export class ChainProbeModule {}
