import { z } from 'zod';
import { PANELS } from '../roles.ts';

export const panelSchema = z.enum(PANELS);

/** An entry of GET /api/websitelist. */
export const websiteListItem = z.object({
  website_id: z.number().int(),
  website_name: z.string(),
  website_code: z.string(),
  website_panel: panelSchema,
});
export type WebsiteListItem = z.infer<typeof websiteListItem>;
export const websiteListResponse = z.array(websiteListItem);
