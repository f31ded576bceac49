import type { z } from 'zod';

/** For tests: the message a schema gives for `field` (dot path), or undefined when that field is valid. */
export function messageFor(schema: z.ZodType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}
