// What every demo seeder is: a function that writes its entity's rows into a fresh database.
import type { Database } from 'better-sqlite3';

export type Seeder = (db: Database, now: Date) => void;
