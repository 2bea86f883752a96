import type { Db } from './connect.ts';

/**
 * State a module keeps for each database, made on first use: a server has one database, but tests and benches open
 * several in one process, and one's state must not leak into another's.
 */
export function perDatabase<T>(make: () => T): (db: Db) => T {
  const states = new WeakMap<Db, T>();
  return (db) => {
    let state = states.get(db);
    if (state === undefined) states.set(db, (state = make()));
    return state;
  };
}
