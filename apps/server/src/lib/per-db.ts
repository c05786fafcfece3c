import type { Db } from '../db/client.ts';

/**
 * One thing per database handle, made on first use: an instance's caches hang on its handle, so
 * two instances in one process (the tests' pairs,
 * docs/architecture.md#per-instance-copies) keep copies of their own,
 * and a handle that is dropped takes its copies with it. `create` runs once per handle.
 */
export function perDb<T>(create: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    if (made.has(db)) return made.get(db) as T;
    const value = create(db);
    made.set(db, value);
    return value;
  };
}
