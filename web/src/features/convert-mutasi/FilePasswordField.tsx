import { useEffect, useId, useRef } from 'react';
import { TextField } from '../../components/Field.tsx';

interface Props {
  value: string;
  disabled: boolean;
  /** The server's refusal about the password (none given, or wrong), or null. */
  problem: string | null;
  onChange: (value: string) => void;
}

/**
 * The password of a workbook encrypted in Excel (docs/formats.md, Convert Mutasi: password-protected workbooks). A
 * refusal about it stands under the field as its description, and the focus moves to the field.
 */
export function FilePasswordField({ value, disabled, problem, onChange }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const problemId = useId();
  useEffect(() => {
    if (problem && !disabled) box.current?.querySelector('input')?.focus();
  }, [problem, disabled]);
  return (
    <div ref={box} className="max-w-sm">
      <TextField
        label="Password file (jika ada)"
        type="password"
        autoComplete="off"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
      />
      {problem && (
        <p id={problemId} role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
