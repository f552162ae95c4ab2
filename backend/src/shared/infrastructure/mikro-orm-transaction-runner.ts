import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../application/transaction-runner.port';

/** MikroORM keeps the transaction's EntityManager in async context, so injected repositories join it. */
@Injectable()
export class MikroOrmTransactionRunner extends TransactionRunner {
  constructor(private readonly em: EntityManager) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }
}
