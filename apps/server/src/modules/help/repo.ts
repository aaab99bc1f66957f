import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { helpArticles } from '../../db/schema/index.js';

export type HelpRow = typeof helpArticles.$inferSelect;

export function listArticles(db: DbOrTx): Promise<HelpRow[]> {
  return db.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.key));
}

export async function findArticle(db: DbOrTx, key: string, opts: { forUpdate?: boolean } = {}): Promise<HelpRow | null> {
  const q = db.select().from(helpArticles).where(eq(helpArticles.key, key));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateArticle(tx: DbOrTx, key: string, set: Pick<HelpRow, 'sort' | 'title' | 'body' | 'updatedAt'>): Promise<HelpRow> {
  const [row] = await tx.update(helpArticles).set(set).where(eq(helpArticles.key, key)).returning();
  return row!;
}
