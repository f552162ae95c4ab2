import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { UuidParam } from '../../../../shared/http/uuid-param.decorator';
import { ResetSecondFactor } from '../../application/second-factor/reset-second-factor.use-case';
import { InviteStaffUser } from '../../application/users/invite-staff-user.use-case';
import { ListStaffUsers } from '../../application/users/list-staff-users.use-case';
import { ResendInvitation } from '../../application/users/resend-invitation.use-case';
import { UpdateStaffUser } from '../../application/users/update-staff-user.use-case';
import { StaffOnly } from '../../staff-only.decorator';
import { CreateStaffUserDto, UpdateStaffUserDto } from './staff-account.dto';
import { StaffUserDto } from './staff-user.dto';
import { AuditWithoutSnapshots } from '../../../../shared/http/audit-without-snapshots.decorator';

@ApiTags('Admin: users')
@StaffOnly('users.manage')
@ApiBadRequestResponse({ type: ValidationErrorDto })
@Controller('admin/users')
export class UsersAdminController {
  constructor(
    private readonly listUsers: ListStaffUsers,
    private readonly inviteUser: InviteStaffUser,
    private readonly updateUser: UpdateStaffUser,
    private readonly resendInvitation: ResendInvitation,
    private readonly resetSecondFactor: ResetSecondFactor,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every staff user, oldest first' })
  @ApiOkResponse({ type: [StaffUserDto] })
  async list(): Promise<StaffUserDto[]> {
    return (await this.listUsers.execute()).map((user) => StaffUserDto.from(user));
  }

  @Post()
  @ApiOperation({
    summary: 'Invite a user by e-mail',
    description: 'The user is created as invited and gets an e-mail, in their language, with a link to choose a password (72 hours, once).',
  })
  @ApiCreatedResponse({ type: StaffUserDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'A user with this e-mail address already exists.' })
  async create(@Body() dto: CreateStaffUserDto): Promise<StaffUserDto> {
    return StaffUserDto.from(await this.inviteUser.execute(dto));
  }

  @Patch(':id')
  @ApiOperation({
    summary: "Change a user's name, role or language, or disable or enable them",
    description: 'Disabling ends every session of the user at once.',
  })
  @ApiOkResponse({ type: StaffUserDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'The change would leave no active owner.' })
  async update(@UuidParam() id: string, @Body() dto: UpdateStaffUserDto): Promise<StaffUserDto> {
    return StaffUserDto.from(await this.updateUser.execute(id, dto));
  }

  @Post(':id/invitation')
  @HttpCode(HttpStatus.ACCEPTED)
  @AuditWithoutSnapshots()
  @ApiOperation({ summary: 'Send a new invitation e-mail', description: "The user's earlier invitation links stop working." })
  @ApiAcceptedResponse({ description: 'The e-mail is queued.' })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'The user is not (or no longer) invited.' })
  async invitation(@UuidParam() id: string): Promise<void> {
    await this.resendInvitation.execute(id);
  }

  @Post(':id/second-factor/reset')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AuditWithoutSnapshots()
  @ApiOperation({
    summary: "Turn a user's two-step sign-in off (a lost phone)",
    description: 'They sign in with their password alone and can set it up again; their open sessions go on.',
  })
  @ApiNoContentResponse({ description: 'Two-step sign-in is off for the user.' })
  @ApiNotFoundResponse({ type: ErrorDto })
  async resetTwoStep(@UuidParam() id: string): Promise<void> {
    await this.resetSecondFactor.execute(id);
  }
}
