import { Controller, Get } from '@nestjs/common';
import { CreditLedger } from '../../src/billing/credit-ledger.service.js';
import { CurrentPrincipal, type Principal } from '../../src/common/principal.js';
import { KeyProtected } from '../../src/limits/key-protected.decorator.js';

export const BENCH_PROBE_PATH = '/bench-probe';

/**
 * The paid-request path without a speech engine behind it: key, rate limit, concurrency
 * slot and the credit check every billed endpoint runs, then a small JSON answer. Measures
 * what the shared chain costs a request.
 */
@Controller(BENCH_PROBE_PATH.slice(1))
export class BenchProbeController {
  constructor(private readonly ledger: CreditLedger) {}

  @Get()
  @KeyProtected()
  async probe(@CurrentPrincipal() principal: Principal) {
    await this.ledger.assertPositiveBalance(principal.accountId);
    return { ok: true, accountId: principal.accountId };
  }
}
