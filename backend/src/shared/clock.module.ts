import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './application/clock.port';

/** The one clock every use case, repository and adapter is given (tests give a FixedClock instead). */
@Global()
@Module({
  providers: [{ provide: Clock, useClass: SystemClock }],
  exports: [Clock],
})
export class ClockModule {}
