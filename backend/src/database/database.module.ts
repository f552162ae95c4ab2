import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TransactionRunner } from '../shared/application/transaction-runner.port';
import { MikroOrmTransactionRunner } from '../shared/infrastructure/mikro-orm-transaction-runner';
import { ormConfig } from './orm-config';

@Global()
@Module({})
export class DatabaseModule {
  static forUrl(databaseUrl: string, options: { logQueries: boolean }): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [MikroOrmModule.forRoot({ ...ormConfig(databaseUrl, options), forRoutesPath: '{*path}' })],
      providers: [{ provide: TransactionRunner, useClass: MikroOrmTransactionRunner }],
      exports: [TransactionRunner],
    };
  }
}
