import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { JwtAuthGuard } from '../../auth/jwt-auth.guard.js';
import { CurrentPrincipal, type Principal } from '../../common/principal.js';
import { LedgerHistory } from './ledger-history.js';
import { TransactionPage, TransactionsQueryDto } from './transactions.dto.js';

const DEFAULT_PAGE = 20;

@ApiTags('billing')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('billing/transactions')
export class TransactionsController {
  constructor(private readonly history: LedgerHistory) {}

  /** The money trail: one line per ledger entry, newest first; the amounts sum to the balance. */
  @Get()
  @ApiOkResponse({ type: TransactionPage })
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: TransactionsQueryDto,
  ): Promise<TransactionPage> {
    return this.history.page(principal.accountId, query.limit ?? DEFAULT_PAGE, query.startingAfter);
  }
}
