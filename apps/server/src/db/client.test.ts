import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../test/app.ts';
import { type Db, readEach, type Tx } from './client.ts';

const t = fileTestApp();

/** Two reads that note when each is asked and when answered. */
function reads(handle: Db | Tx, events: string[]) {
  const read = (name: string) => async () => {
    events.push(`${name} asked`);
    await handle.execute(sql`select 1`);
    events.push(`${name} answered`);
    return name;
  };
  return [read('a'), read('b')] as const;
}

describe('readEach', () => {
  it('asks every read at once outside a transaction', async () => {
    const events: string[] = [];
    expect(await readEach(t.database.db, reads(t.database.db, events))).toEqual(['a', 'b']);
    expect(events.slice(0, 2)).toEqual(['a asked', 'b asked']);
  });

  it('asks one after the other inside a transaction, whose one connection takes one query at a time', async () => {
    const events: string[] = [];
    const answers = await t.database.db.transaction((tx) => readEach(tx, reads(tx, events)));
    expect(answers).toEqual(['a', 'b']);
    expect(events).toEqual(['a asked', 'a answered', 'b asked', 'b answered']);
  });
});
