import { useState, type FormEvent } from 'react';
import { FormFooter } from '../../components/FormFooter.tsx';
import { PasswordField } from '../../components/Field.tsx';
import { Modal } from '../../components/Modal.tsx';

interface Props {
  accountName: string;
  busy: boolean;
  onSubmit: (password: string) => void;
  onClose: () => void;
}

export function ChangePasswordDialog({ accountName, busy, onSubmit, onClose }: Props) {
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <Modal title="Change Password" description={`Akun ${accountName}`} onClose={onClose} width="max-w-md">
      <form onSubmit={submit} className="space-y-4">
        <PasswordField label="New Password" required autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <FormFooter busy={busy} onCancel={onClose} submitLabel="Update Password" disabled={!password} />
      </form>
    </Modal>
  );
}
