/** The Users page's own messages (docs/spec/part-1.md section 8); the server's message is added where it helps. */
export const USER_MSG = {
  created: 'User berhasil dibuat.',
  createFailed: '❌ Gagal membuat user.',
  statusFailed: '❌ Gagal mengubah status.',
  deleteFailed: (name: string) => `❌ Gagal menghapus akun ${name}.`,
  passwordFailed: '❌ Gagal memperbarui password.',
  confirmStatus: (name: string, activate: boolean) => `Do you want to ${activate ? 'activate' : 'deactivate'} the account ${name}?`,
  confirmDelete: (name: string, id: number) => `Yakin ingin menghapus akun ${name} (ID ${id})?`,
};
