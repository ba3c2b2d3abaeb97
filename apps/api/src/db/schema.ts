import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Thai public holidays, excluded from business-day deadlines; staff edit the list. */
export const holiday = pgTable('holiday', {
  date: date('date', { mode: 'string' }).primaryKey(),
  nameEN: text('name_en').notNull(),
  nameTH: text('name_th').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
