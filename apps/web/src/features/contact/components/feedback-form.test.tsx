import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackForm } from './feedback-form';

// fetch is the network boundary: the stub answers like our server does, with real Response objects.
function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const field = (name: 'Name' | 'Email' | 'Message') => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: /Submit Feedback|Sending/ });

async function fill(values: { name?: string; email?: string; message?: string }) {
  if (values.name) await userEvent.type(field('Name'), values.name);
  if (values.email) await userEvent.type(field('Email'), values.email);
  if (values.message) await userEvent.type(field('Message'), values.message);
}

const VALID = { name: 'Asha', email: 'asha@example.org', message: 'The link analysis is great.' };

describe('FeedbackForm', () => {
  it('shows an error next to each empty field, marks them invalid and sends nothing', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json(201, { id: 1, created_at: 'x' })));
    render(<FeedbackForm />);
    await userEvent.click(submit());

    for (const [label, message] of [
      ['Name', 'Please enter your name.'],
      ['Email', 'Please enter a valid email address.'],
      ['Message', 'Please enter a message.'],
    ] as const) {
      const input = field(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(field('Name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and a whitespace-only message with the shared schema', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json(201, { id: 1, created_at: 'x' })));
    render(<FeedbackForm />);
    await fill({ name: 'Asha', email: 'asha-at-example', message: '   ' });
    await userEvent.click(submit());

    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(field('Message')).toHaveAccessibleDescription('Please enter a message.');
    expect(field('Email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a name longer than 100 characters', async () => {
    stubFetch(() => Promise.resolve(json(201, { id: 1, created_at: 'x' })));
    render(<FeedbackForm />);
    await userEvent.click(field('Name'));
    await userEvent.paste('x'.repeat(101));
    await fill({ email: VALID.email, message: VALID.message });
    await userEvent.click(submit());
    expect(field('Name')).toHaveAccessibleDescription('Name must be at most 100 characters.');
  });

  it('clears a field error as soon as the field is edited', async () => {
    stubFetch(() => Promise.resolve(json(201, { id: 1, created_at: 'x' })));
    render(<FeedbackForm />);
    await userEvent.click(submit());
    await userEvent.type(field('Name'), 'A');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is busy while sending, then confirms and empties the form', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<FeedbackForm />);
    await fill(VALID);
    await userEvent.click(submit());

    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent('Sending...');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/feedback');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ ...VALID, website: '' });

    answer(json(201, { id: 7, created_at: '2026-01-01T00:00:00.000Z' }));
    expect(await screen.findByText('Thank you! Your feedback has been sent.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your feedback has been sent.');
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveTextContent('Submit Feedback');
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('sends the honeypot value as typed, so the server can reject bots', async () => {
    const fetchMock = stubFetch(() =>
      Promise.resolve(json(400, { error: { code: 'spam_rejected', message: 'Rejected.' } })),
    );
    const { container } = render(<FeedbackForm />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await fill(VALID);
    await userEvent.type(honeypot, 'https://spam.example');
    await userEvent.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      website: 'https://spam.example',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, your feedback could not be sent. Please try again later.',
    );
  });

  it("shows the server's field errors next to the fields", async () => {
    stubFetch(() =>
      Promise.resolve(
        json(400, {
          error: {
            code: 'validation_failed',
            message: 'Please correct the highlighted fields.',
            details: { fields: { email: 'This email address cannot receive mail.' } },
          },
        }),
      ),
    );
    render(<FeedbackForm />);
    await fill(VALID);
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the highlighted fields.',
    );
    expect(field('Email')).toHaveAccessibleDescription('This email address cannot receive mail.');
    expect(field('Email')).toHaveFocus();
  });

  it('explains a rate limit and keeps what was typed', async () => {
    stubFetch(() =>
      Promise.resolve(json(429, { error: { code: 'rate_limited', message: 'Too many.' } })),
    );
    render(<FeedbackForm />);
    await fill(VALID);
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/wait a few minutes/);
    expect(field('Message')).toHaveValue(VALID.message);
    expect(submit()).toBeEnabled();
  });

  it('reports a network failure and lets the visitor try again', async () => {
    const fetchMock = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<FeedbackForm />);
    await fill(VALID);
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');

    fetchMock.mockImplementation(() => Promise.resolve(json(201, { id: 2, created_at: 'x' })));
    await userEvent.click(submit());
    expect(await screen.findByText('Thank you! Your feedback has been sent.')).toBeVisible();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('treats a 201 with an unexpected body as a failure rather than a success', async () => {
    stubFetch(() => Promise.resolve(json(201, { ok: true })));
    render(<FeedbackForm />);
    await fill(VALID);
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
  });
});
