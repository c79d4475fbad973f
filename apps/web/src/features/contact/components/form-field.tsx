interface FormFieldProps {
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
}

const inputClass =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm';

/** A labelled input whose error, when present, is tied to it for assistive technology. */
export function FormField({
  label,
  name,
  value,
  error,
  onChange,
  type = 'text',
  multiline = false,
  autoComplete,
}: FormFieldProps) {
  const id = `feedback-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${inputClass} ${error ? 'border-red-700' : 'border-slate-400'}`,
  };

  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
