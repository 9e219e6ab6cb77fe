import { Body, Controller, Delete, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { clearSessionCookie } from '../auth/sessions/session-cookie.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import {
  AccountClosedResponse,
  ChangePasswordDto,
  CloseAccountDto,
  PasswordChangedResponse,
  SignedOutEverywhereResponse,
} from './account.dto.js';
import { AccountService } from './account.service.js';

@ApiTags('account')
@ApiBearerAuth()
@ApiCookieAuth()
@UseGuards(JwtAuthGuard)
@Controller('account')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Post('sign-out-everywhere')
  @HttpCode(200)
  @ApiOkResponse({ type: SignedOutEverywhereResponse })
  async signOutEverywhere(
    @CurrentPrincipal() principal: Principal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignedOutEverywhereResponse> {
    await this.account.signOutEverywhere(principal.accountId);
    clearSessionCookie(req, res);
    return { signedOut: true };
  }

  @Post('password')
  @HttpCode(200)
  @ApiOkResponse({ type: PasswordChangedResponse })
  async changePassword(
    @CurrentPrincipal() principal: Principal,
    @Body() body: ChangePasswordDto,
  ): Promise<PasswordChangedResponse> {
    await this.account.changePassword(principal, body.currentPassword, body.newPassword);
    return { passwordChanged: true };
  }

  @Delete()
  @ApiOkResponse({ type: AccountClosedResponse })
  async close(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CloseAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountClosedResponse> {
    await this.account.close(principal.accountId, body.confirm, body.password);
    clearSessionCookie(req, res);
    return { closed: true };
  }
}
