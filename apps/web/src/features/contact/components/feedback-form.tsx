import { feedbackInputSchema } from '@reviewsentry/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { primaryButton } from '../../../components/button-styles';
import { submitFeedback, type FeedbackField, type FieldErrors } from '../api/submit-feedback';
import { FormField } from './form-field';

type Status =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent' }
  | { state: 'failed'; message: string };

const EMPTY = { name: '', email: '', message: '', website: '' };
const FIELD_ORDER: readonly FeedbackField[] = ['name', 'email', 'message'];

function validate(values: typeof EMPTY): FieldErrors {
  const parsed = feedbackInputSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'email' || field === 'message') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

export function FeedbackForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = (fieldErrors: FieldErrors) => {
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const update = (field: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An edited field loses its old error; it is checked again on the next submit.
    if (field !== 'website' && errors[field])
      setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.state === 'sending') return;
    const fieldErrors = validate(values);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      setStatus({ state: 'idle' });
      focusFirstInvalid(fieldErrors);
      return;
    }

    setStatus({ state: 'sending' });
    const result = await submitFeedback(values);
    if (result.ok) {
      setValues(EMPTY);
      setStatus({ state: 'sent' });
      return;
    }
    if (result.kind === 'validation') {
      setErrors(result.fieldErrors);
      focusFirstInvalid(result.fieldErrors);
    }
    setStatus({ state: 'failed', message: result.message });
  };

  const sending = status.state === 'sending';

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="feedback-heading"
      className="space-y-5"
    >
      <FormField
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(value) => update('name', value)}
      />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(value) => update('email', value)}
      />
      <FormField
        label="Message"
        name="message"
        multiline
        value={values.message}
        error={errors.message}
        onChange={(value) => update('message', value)}
      />

      {/* Honeypot: invisible to people and skipped by keyboard and screen readers; bots that fill
          every field fill this one too, and the server rejects the message. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="feedback-website">Leave this field empty</label>
        <input
          id="feedback-website"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => update('website', event.target.value)}
        />
      </div>

      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? 'Sending...' : 'Submit Feedback'}
      </button>

      <div role="status" className="min-h-6">
        {status.state === 'sent' && (
          <p className="rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-900">
            Thank you! Your feedback has been sent.
          </p>
        )}
      </div>
      <div role="alert">
        {status.state === 'failed' && (
          <p className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800">
            {status.message}
          </p>
        )}
      </div>
    </form>
  );
}
