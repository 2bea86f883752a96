/** The master-data pages' constants and messages (Whitelist, Website, Data Bank, Tracking), without zod: the web reads them. */

/** Four numbers 0-255 separated by dots, no leading zeros. */
export const IPV4_PATTERN = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
export const IP_EXAMPLE = '192.168.1.10';
export const MSG_IP_INVALID = `❌ IP format is invalid. Please use format like ${IP_EXAMPLE}`;

export const MSG_WEBSITE_REQUIRED = '❌ Website Name, Code, dan Panel wajib diisi.';

export const MSG_BANK_FIELDS_REQUIRED = 'Semua field wajib diisi.';

/** The website path segment that means every website (ADMIN only). */
export const ALL_WEBSITES = 'all';
