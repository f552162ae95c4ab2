import { AsyncLocalStorage } from 'node:async_hooks';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../application/transaction-runner.port';

/**
 * MikroORM keeps the transaction's EntityManager in async context, so injected repositories join it. The outermost
 * run keeps the tasks to run after its commit in an async context of its own.
 */
@Injectable()
export class MikroOrmTransactionRunner extends TransactionRunner {
  private readonly afterCommitTasks = new AsyncLocalStorage<(() => Promise<void>)[]>();

  constructor(private readonly em: EntityManager) {
    super();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.afterCommitTasks.getStore()) return this.em.transactional(() => work());
    const tasks: (() => Promise<void>)[] = [];
    const result = await this.afterCommitTasks.run(tasks, () => this.em.transactional(() => work()));
    for (const task of tasks) await task();
    return result;
  }

  async afterCommit(task: () => Promise<void>): Promise<void> {
    const tasks = this.afterCommitTasks.getStore();
    if (tasks) tasks.push(task);
    else await task();
  }
}
