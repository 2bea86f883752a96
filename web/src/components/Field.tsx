import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

const control =
  'h-11 w-full rounded-lg border border-gray-300 bg-transparent px-4 text-sm text-gray-800 placeholder:text-gray-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none disabled:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-white/90 dark:disabled:bg-gray-800';

interface LabelProps {
  label: string;
  required?: boolean;
  hint?: ReactNode;
}

function Label({ htmlFor, label, required }: LabelProps & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-gray-700 dark:text-gray-300">
      {label}
      {required && <span className="text-red-500"> *</span>}
    </label>
  );
}

export function TextField({ label, required, hint, ...input }: LabelProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <input id={id} className={control} required={required} {...input} />
      {hint && <p className="mt-1 text-xs text-gray-500">{hint}</p>}
    </div>
  );
}

export function PasswordField({ label, required, ...input }: LabelProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <div className="relative">
        <input id={id} type={shown ? 'text' : 'password'} className={`${control} pr-20`} required={required} {...input} />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={shown ? 'Hide password' : 'Show password'}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded px-2 py-1 text-xs text-gray-500 hover:text-gray-800 dark:text-gray-400 dark:hover:text-gray-200"
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}

export function SelectField({ label, required, children, ...select }: LabelProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <select id={id} className={control} required={required} {...select}>
        {children}
      </select>
    </div>
  );
}

/** The `<option>`s of a SelectField, one for each value with its label. */
export function Options({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}
