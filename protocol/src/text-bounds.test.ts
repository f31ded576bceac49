import { boundedText, controlCharacterCheck, TEXT_PATTERNS } from '@plw/shared/text-limits';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from './api.ts';
import { clientToServerEvents } from './socket/events.ts';
import { connectAuthSchema } from './socket/round-events.ts';

// Every string a client can send has a maximum length and refuses control characters: a field added without
// either fails here, before a megabyte-long value of it can be stored or searched, or a NUL reach the database.

type Schema = z.core.$ZodType;

const controlPatterns = new Set<RegExp>(Object.values(TEXT_PATTERNS));

/** Whether a string schema carries the control-character check (shared/text-limits `controlCharacterCheck`). */
function refusesControlCharacters(schema: z.ZodString): boolean {
  return (schema._zod.def.checks ?? []).some((check) => {
    const def = check._zod.def as { check: string; pattern?: RegExp };
    return def.check === 'string_format' && def.pattern !== undefined && controlPatterns.has(def.pattern);
  });
}

/** What is wrong with a string schema: `path (no maximum)`, `path (control characters)`, or nothing. */
function stringProblems(schema: z.ZodString, path: string): string[] {
  return [
    ...(schema.maxLength === null ? [`${path} (no maximum)`] : []),
    ...(refusesControlCharacters(schema) ? [] : [`${path} (control characters)`]),
  ];
}

/** The problems of the strings inside `schema`, by path (e.g. `body.answer_options[] (no maximum)`). */
function unguardedStrings(schema: Schema, path: string): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (key: string, suffix = '') => unguardedStrings(def[key] as Schema, `${path}${suffix}`);
  switch (def.type) {
    case 'string':
      return stringProblems(schema as z.ZodString, path);
    case 'object':
      return Object.entries((schema as z.ZodObject).shape).flatMap(([key, value]) =>
        unguardedStrings(value as Schema, `${path}.${key}`),
      );
    case 'array':
      return inner('element', '[]');
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      // A codec (z.stringbool) decodes only the words it knows; any other pipe is guarded by its input side,
      // or by its output side when its input is a transform (z.preprocess).
      if (def.reverseTransform) {
        return [
          ...(z.safeParse(schema, 'x'.repeat(10_000)).success ? [`${path} (no maximum)`] : []),
          ...(z.safeParse(schema, 'true\u0000').success ? [`${path} (control characters)`] : []),
        ];
      }
      return (def.in as Schema)._zod.def.type === 'transform' ? inner('out') : inner('in');
    case 'union':
      return (def.options as Schema[]).flatMap((option, index) => unguardedStrings(option, `${path}|${index}`));
    case 'tuple':
      return (def.items as Schema[]).flatMap((item, index) => unguardedStrings(item, `${path}[${index}]`));
    case 'record':
      return [...inner('keyType', '{key}'), ...inner('valueType', '{}')];
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'lazy':
    case 'transform':
    case 'custom':
    case 'any':
    case 'unknown':
      // Nothing here can be inspected: refuse it, so a new kind of input gets a look before it ships.
      return [`${path} (${def.type})`];
    default:
      // enum, literal, number, boolean, date, null...: no free text.
      return [];
  }
}

describe('every string a client sends is bounded and refuses control characters', () => {
  const endpoints = Object.entries(api).flatMap(([name, endpoint]) => {
    const parts = (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = (endpoint as { [key in typeof part]?: Schema })[part];
      return schema ? [[`${name}.${part}`, schema] as const] : [];
    });
    // A multipart form's text fields are client text like any body.
    const form = (endpoint as { form?: { fields: Schema } }).form;
    return form ? [...parts, [`${name}.form`, form.fields] as const] : parts;
  });

  it.each(endpoints)('%s', (name, schema) => {
    expect(unguardedStrings(schema, name)).toEqual([]);
  });

  // Every client event's payload, from the one map of them: an event added there is checked here too.
  const socketPayloads = {
    connectAuth: connectAuthSchema,
    ...Object.fromEntries(Object.entries(clientToServerEvents).map(([event, { payload }]) => [event, payload])),
  };

  it.each(Object.entries(socketPayloads))('socket %s', (name, schema) => {
    expect(unguardedStrings(schema, name)).toEqual([]);
  });

  it('finds an unbounded or unchecked field, inside wrappers too', () => {
    const schema = z.object({
      ok: boundedText(5),
      okLines: boundedText(5, { kind: 'lines', trim: true }).optional(),
      plain: z.string().check(controlCharacterCheck()),
      unchecked: z.string().max(5),
      nested: z.array(z.object({ deep: z.string().trim().optional() })),
      piped: z.string().trim().max(5).pipe(z.email()),
      lookalike: z.string().max(5).regex(/^\P{Cc}*$/u),
    });
    expect(unguardedStrings(schema, 'body')).toEqual([
      'body.plain (no maximum)',
      'body.unchecked (control characters)',
      'body.nested[].deep (no maximum)',
      'body.nested[].deep (control characters)',
      'body.piped (control characters)',
      'body.lookalike (control characters)',
    ]);
  });
});
