import { apiErrorSchema, feedbackCreatedSchema, type FeedbackInput } from '@reviewsentry/contracts';

export type FeedbackField = 'name' | 'email' | 'message';
export type FieldErrors = Partial<Record<FeedbackField, string>>;

export type SubmitFeedbackResult =
  | { ok: true; id: number }
  | { ok: false; kind: 'validation'; fieldErrors: FieldErrors; message: string }
  | { ok: false; kind: 'rate_limited' | 'failed'; message: string };

const FIELDS: readonly FeedbackField[] = ['name', 'email', 'message'];

/** Reads `details.fields` of a validation error into per-field messages, ignoring anything unexpected. */
function fieldErrorsFrom(details: Record<string, unknown> | undefined): FieldErrors {
  const fields = details?.['fields'];
  if (typeof fields !== 'object' || fields === null) return {};
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const value: unknown = (fields as Record<string, unknown>)[field];
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

/** POST /api/feedback. Never throws: network and server failures come back as a result. */
export async function submitFeedback(input: FeedbackInput): Promise<SubmitFeedbackResult> {
  let response: Response;
  try {
    response = await fetch('/api/feedback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    return {
      ok: false,
      kind: 'failed',
      message: 'Could not reach the server. Check your connection and try again.',
    };
  }

  const body: unknown = await response.json().catch(() => null);
  if (response.status === 201) {
    const created = feedbackCreatedSchema.safeParse(body);
    if (created.success) return { ok: true, id: created.data.id };
  }

  const apiError = apiErrorSchema.safeParse(body);
  if (response.status === 429) {
    return {
      ok: false,
      kind: 'rate_limited',
      message:
        'You have sent several messages in a short time. Please wait a few minutes and try again.',
    };
  }
  if (
    response.status === 400 &&
    apiError.success &&
    apiError.data.error.code === 'validation_failed'
  ) {
    return {
      ok: false,
      kind: 'validation',
      fieldErrors: fieldErrorsFrom(apiError.data.error.details),
      message: apiError.data.error.message,
    };
  }
  return {
    ok: false,
    kind: 'failed',
    message: 'Sorry, your feedback could not be sent. Please try again later.',
  };
}
