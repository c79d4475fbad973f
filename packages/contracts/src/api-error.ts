import { z } from 'zod';

/** Every error the server returns has this body: a stable machine code and a message a shopper can act on. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Optional structured detail, e.g. the columns an uploaded CSV had. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
