/** Staff roles, as the spec names them. */
export const ROLES = ['ADMIN', 'CHECKER', 'CS'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', CHECKER: 'Checker', CS: 'CS' };

/** Roles that belong to one website and only ever see that website's data. */
export function isWebsiteScoped(role: Role): boolean {
  return role !== 'ADMIN';
}

export const PANELS = ['NEXUS', 'LUXE'] as const;
export type Panel = (typeof PANELS)[number];
