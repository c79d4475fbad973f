import { z } from 'zod';

// One schema for the contact form: the SPA validates with it before sending, the server validates again.
// An address is at most 254 characters (RFC 5321's 256-octet path less its angle brackets).
export const FEEDBACK_LIMITS = { nameMax: 100, emailMax: 254, messageMax: 5000 } as const;

// A NUL character is never typed into a form, and PostgreSQL cannot store one in text: refused in the free-text
// fields (the email format already excludes it) so that both databases keep exactly what was accepted.
const hasNoNul = (value: string) => !value.includes('\u0000');
// Half of a surrogate pair (a cut emoji) has no UTF-8 form: either database would keep U+FFFD in its place.
const LONE_SURROGATE = /\p{Surrogate}/u;
const isWellFormed = (value: string) => !LONE_SURROGATE.test(value);
const BROKEN = 'holds a broken character (half of an emoji or symbol); please remove it.';

export const feedbackInputSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(FEEDBACK_LIMITS.nameMax, `Name must be at most ${FEEDBACK_LIMITS.nameMax} characters.`)
    .refine(hasNoNul, 'Please remove the invisible control characters from your name.')
    .refine(isWellFormed, `Your name ${BROKEN}`),
  email: z
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .max(FEEDBACK_LIMITS.emailMax, 'Please enter a valid email address.')
    .email('Please enter a valid email address.'),
  message: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(
      FEEDBACK_LIMITS.messageMax,
      `Message must be at most ${FEEDBACK_LIMITS.messageMax} characters.`,
    )
    .refine(hasNoNul, 'Please remove the invisible control characters from your message.')
    .refine(isWellFormed, `Your message ${BROKEN}`),
  /** Honeypot: hidden from people, filled in by bots. Must stay empty. */
  website: z.string().max(0, 'Spam check failed.').optional().default(''),
});

export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const feedbackRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
});

export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;

export const feedbackCreatedSchema = z.object({ id: z.number().int(), created_at: z.string() });
export const feedbackListSchema = z.object({ items: z.array(feedbackRecordSchema) });
