/**
 * Kysely's PGlite driver hands every caller the same connection object. Two concurrent transactions
 * then overwrite each other's commit handles, and a plain query issued while a transaction is open
 * runs inside it. PGlite executes one statement at a time anyway, so we lose nothing by giving the
 * connection to one caller at a time: queries and whole transactions queue on a mutex.
 */
import { PGliteDialect, type DatabaseConnection, type Driver, type TransactionSettings, type QueryCompiler } from 'kysely';

export class SerializedPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    return new SerializedDriver(super.createDriver());
  }
}

class SerializedDriver implements Driver {
  #tail: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(private readonly inner: Driver) {}

  init(...args: Parameters<Driver['init']>): Promise<void> {
    return this.inner.init(...args);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.savepoint!(connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.rollbackToSavepoint!(connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.releaseSavepoint!(connection, name, compile);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

