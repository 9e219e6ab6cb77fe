import { Body, Controller, Get, HttpCode, Ip, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { AuthService } from './auth.service.js';
import { ProfileResponse, SessionResponse } from './dto/auth-responses.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @ApiCreatedResponse({ type: SessionResponse })
  register(@Body() body: RegisterDto): Promise<SessionResponse> {
    return this.auth.register(body.email, body.password, body.name);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponse })
  login(@Body() body: LoginDto, @Ip() address: string): Promise<SessionResponse> {
    return this.auth.login(body.email, body.password, address);
  }

  @Get('profile')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ type: ProfileResponse })
  profile(@CurrentPrincipal() principal: Principal): Promise<ProfileResponse> {
    return this.auth.profile(principal.accountId);
  }
}
