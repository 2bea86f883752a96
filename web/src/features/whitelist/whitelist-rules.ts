import { IPV4_PATTERN, MSG_IP_INVALID } from '@auto-checker/contract';

export const WHITELIST_PAGE_SIZE = 100;

/** While typing, the IP field keeps digits and dots only. */
export function ipTyping(value: string): string {
  return value.replace(/[^\d.]/g, '');
}

/** The message that refuses an address, or null when it is four numbers 0-255 (the server's rule too). */
export function ipProblem(value: string): string | null {
  return IPV4_PATTERN.test(value.trim()) ? null : MSG_IP_INVALID;
}

export const WHITELIST_MSG = {
  created: 'Whitelist berhasil ditambahkan.',
  createFailed: '❌ Gagal menambahkan whitelist.',
  removed: 'Whitelist berhasil dihapus.',
  statusChanged: 'Status whitelist diperbarui.',
  removeFailed: '❌ Gagal menghapus whitelist.',
  statusFailed: '❌ Gagal mengubah status whitelist.',
  confirmRemove: (ip: string) => `Are you sure you want to remove whitelist entry for ${ip}?`,
  confirmStatus: (ip: string, activate: boolean) => `Do you want to ${activate ? 'activate' : 'deactivate'} whitelist entry ${ip}?`,
};
