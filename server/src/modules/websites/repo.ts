import type { WebsiteListItem } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';

export async function listWebsites(db: Db, onlyId: number | null): Promise<WebsiteListItem[]> {
  let query = db.selectFrom('website').select(['id', 'name', 'code', 'panel']).orderBy('code');
  if (onlyId !== null) query = query.where('id', '=', onlyId);
  const rows = await query.execute();
  return rows.map((r) => ({ website_id: r.id, website_name: r.name, website_code: r.code, website_panel: r.panel }));
}

export async function findWebsiteById(db: Db, id: number): Promise<WebsiteListItem | undefined> {
  const [row] = await listWebsites(db, id);
  return row;
}
