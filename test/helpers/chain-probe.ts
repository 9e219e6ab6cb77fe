import { Controller, Post } from '@nestjs/common';
import { CreditLedger } from '../../src/billing/credit-ledger.service.js';
import { CurrentPrincipal, type Principal } from '../../src/common/principal.js';
import { KeyProtected } from '../../src/limits/key-protected.decorator.js';

/**
 * A paid route for tests of the shared request chain: it reserves credit, holds its
 * concurrency slot for a moment, and records how many requests ran at once.
 */
@Controller('test-probe')
export class ChainProbeController {
  static running = 0;
  static maxRunning = 0;

  constructor(private readonly ledger: CreditLedger) {}

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
  async reserve(@CurrentPrincipal() principal: Principal) {
    const reservation = await this.ledger.reserve(
      {
        accountId: principal.accountId,
        apiKeyId: principal.apiKeyId,
        endpoint: 'test-probe',
        characters: 40,
      },
      1000,
    );
    return { entryId: reservation.entryId };
  }
}
