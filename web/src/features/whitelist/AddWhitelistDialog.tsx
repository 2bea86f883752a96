import { useState, type FormEvent } from 'react';
import { IP_EXAMPLE } from '@auto-checker/contract';
import { FormFooter } from '../../components/FormFooter.tsx';
import { TextField } from '../../components/Field.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Notice, type NoticeState } from '../../components/Notice.tsx';
import { ipProblem, ipTyping } from './whitelist-rules.ts';

interface Props {
  busy: boolean;
  /** The page's notice (e.g. the server refused the address), shown here while the dialog is open. */
  notice: NoticeState | null;
  onSubmit: (ip: string) => void;
  onClose: () => void;
}

export function AddWhitelistDialog({ busy, notice, onSubmit, onClose }: Props) {
  const [ip, setIp] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = ipProblem(ip);
    setProblem(found);
    if (!found) onSubmit(ip.trim());
  };
  return (
    <Modal title="Add New Whitelist" onClose={onClose} width="max-w-md">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Notice notice={notice} />
        <TextField
          label="IP Address"
          required
          autoComplete="off"
          maxLength={15}
          placeholder={IP_EXAMPLE}
          value={ip}
          aria-invalid={problem !== null}
          onChange={(e) => {
            setIp(ipTyping(e.target.value));
            setProblem(null);
          }}
        />
        <FormFooter problem={problem} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
