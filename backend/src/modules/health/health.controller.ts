import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';

class HealthDto {
  @ApiProperty({ example: 'ok', enum: ['ok'] })
  status!: 'ok';
}

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly orm: MikroORM) {}

  @Get()
  @HttpCode(200)
  @ApiOperation({ summary: 'Liveness', description: 'The process is up and answering. Does not touch the database.' })
  @ApiOkResponse({ type: HealthDto })
  live(): HealthDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness', description: 'The database answers; send traffic to this instance.' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer.' })
  async ready(): Promise<HealthDto> {
    const check = await this.orm.checkConnection();
    if (!check.ok) throw new ServiceUnavailableException('The database is not reachable.');
    return { status: 'ok' };
  }
}
