import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from './api.ts';
import {
  answerSchema,
  clockPingSchema,
  connectAuthSchema,
  joinRoundSchema,
  leaveRoundSchema,
} from './socket/round-events.ts';
import { watchSubscribeSchema } from './socket/watch-events.ts';

// Every string a client can send has a maximum length: a field added without one fails here, before a
// megabyte-long value of it can be stored or searched.

type Schema = z.core.$ZodType;

/** Paths (e.g. `body.answer_options[]`) of the strings inside `schema` that take text of any length. */
function unboundedStrings(schema: Schema, path: string): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (key: string, suffix = '') => unboundedStrings(def[key] as Schema, `${path}${suffix}`);
  switch (def.type) {
    case 'string':
      return (schema as z.ZodString).maxLength === null ? [path] : [];
    case 'object':
      return Object.entries((schema as z.ZodObject).shape).flatMap(([key, value]) =>
        unboundedStrings(value as Schema, `${path}.${key}`),
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
      // A codec (z.stringbool) decodes only the words it knows; any other pipe is bounded by its input side,
      // or by its output side when its input is a transform (z.preprocess).
      if (def.reverseTransform) return z.safeParse(schema, 'x'.repeat(10_000)).success ? [path] : [];
      return (def.in as Schema)._zod.def.type === 'transform' ? inner('out') : inner('in');
    case 'union':
      return (def.options as Schema[]).flatMap((option, index) => unboundedStrings(option, `${path}|${index}`));
    case 'tuple':
      return (def.items as Schema[]).flatMap((item, index) => unboundedStrings(item, `${path}[${index}]`));
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

describe('every string a client sends is bounded', () => {
  const endpoints = Object.entries(api).flatMap(([name, endpoint]) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = (endpoint as { [key in typeof part]?: Schema })[part];
      return schema ? [[`${name}.${part}`, schema] as const] : [];
    }),
  );

  it.each(endpoints)('%s', (name, schema) => {
    expect(unboundedStrings(schema, name)).toEqual([]);
  });

  const socketPayloads = {
    connectAuth: connectAuthSchema,
    clockPing: clockPingSchema,
    joinRound: joinRoundSchema,
    answer: answerSchema,
    leaveRound: leaveRoundSchema,
    watchSubscribe: watchSubscribeSchema,
  };

  it.each(Object.entries(socketPayloads))('socket %s', (name, schema) => {
    expect(unboundedStrings(schema, name)).toEqual([]);
  });

  it('finds an unbounded field, inside wrappers too', () => {
    const schema = z.object({
      ok: z.string().max(5),
      plain: z.string(),
      nested: z.array(z.object({ deep: z.string().trim().optional() })),
      piped: z.string().trim().pipe(z.email()),
    });
    expect(unboundedStrings(schema, 'body')).toEqual(['body.plain', 'body.nested[].deep', 'body.piped']);
  });
});
