import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../common/principal.js';
import {
  CurrentSessionResponse,
  OpenedSessionResponse,
  SignedOutResponse,
} from '../dto/auth-responses.dto.js';
import { LoginDto } from '../dto/login.dto.js';
import { RegisterDto } from '../dto/register.dto.js';
import { JwtAuthGuard } from '../jwt-auth.guard.js';
import { SameSiteJsonGuard } from './same-site-json.guard.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { WorkspaceSignIn, type SignedIn } from './workspace-sign-in.service.js';

/**
 * The browser workspace's sign-in: the session travels in an HttpOnly cookie, and the
 * body carries only the CSRF token for state-changing calls, never a credential.
 */
@ApiTags('workspace session')
@Controller('auth/session')
export class SessionController {
  constructor(private readonly workspace: WorkspaceSignIn) {}

  @Post('register')
  @UseGuards(SameSiteJsonGuard)
  @ApiCreatedResponse({ type: OpenedSessionResponse })
  async signUp(
    @Body() body: RegisterDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OpenedSessionResponse> {
    return opened(req, res, await this.workspace.signUp(body.email, body.password, body.name));
  }

  @Post()
  @UseGuards(SameSiteJsonGuard)
  @HttpCode(200)
  @ApiOkResponse({ type: OpenedSessionResponse })
  async signIn(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OpenedSessionResponse> {
    return opened(req, res, await this.workspace.signIn(body.email, body.password, req.ip));
  }

  @Get()
  @ApiCookieAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ type: CurrentSessionResponse })
  current(@CurrentPrincipal() principal: Principal): Promise<CurrentSessionResponse> {
    return this.workspace.current(principal);
  }

  @Delete()
  @ApiCookieAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ type: SignedOutResponse })
  async signOut(
    @CurrentPrincipal() principal: Principal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignedOutResponse> {
    await this.workspace.signOut(principal);
    clearSessionCookie(req, res);
    return { signedOut: true };
  }
}

function opened(req: Request, res: Response, { user, session }: SignedIn): OpenedSessionResponse {
  setSessionCookie(req, res, session.token, session.lifetimeSeconds);
  return { user, csrfToken: session.csrfToken };
}
