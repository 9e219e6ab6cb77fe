/**
 * Runs a statement, in the caller's transaction when it hands one in (TypeORM's
 * EntityManager.query fits, and so does the DataSource for a statement on its own).
 */
export interface SqlRunner {
  query<T = unknown>(sql: string, parameters?: unknown[]): Promise<T>;
}
