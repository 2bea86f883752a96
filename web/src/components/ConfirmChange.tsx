import { errorMessage } from '../lib/api.ts';
import { serverMessage, withReason } from '../lib/messages.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

interface Mutation<V, R> {
  mutate: (variables: V, callbacks: { onSuccess: (result: R) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

interface ConfirmChangeProps<V, R> {
  message: string;
  confirmLabel: string;
  danger?: boolean;
  mutation: Mutation<V, R>;
  variables: V;
  /** Shown when the server's answer carries no message. */
  successFallback: string;
  /** '❌ Gagal ...': the server's reason is added to it. */
  failure: string;
  /** Anything else to do after success (e.g. step back a page after removing its last row). */
  onSuccess?: () => void;
  /** Closes the dialog and shows the outcome. */
  onDone: (kind: 'success' | 'error', text: string) => void;
  onCancel: () => void;
}

/** The 'Confirm Action' dialog of a remove or status change: asks, runs the change, reports the outcome. */
export function ConfirmChange<V, R>(props: ConfirmChangeProps<V, R>) {
  const { mutation, variables, onDone } = props;
  return (
    <ConfirmDialog
      title="Confirm Action"
      message={props.message}
      confirmLabel={props.confirmLabel}
      danger={props.danger}
      busy={mutation.isPending}
      onCancel={props.onCancel}
      onConfirm={() =>
        mutation.mutate(variables, {
          onSuccess: (result) => {
            props.onSuccess?.();
            onDone('success', serverMessage(result, props.successFallback));
          },
          onError: (error) => onDone('error', withReason(props.failure, errorMessage(error))),
        })
      }
    />
  );
}
