import fc from 'fast-check';
import { type OpenApiDocument, resolveSchema, type SchemaObject } from './openapi-document';

const DAY_MS = 86_400_000;
/** Dates from 2024 to 2027: inside and outside any period the API accepts, on any day the test runs. */
const DATE_DAYS = { min: Date.UTC(2024, 0, 1) / DAY_MS, max: Date.UTC(2027, 11, 31) / DAY_MS };
const TEXT_UNITS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789áéíñóúü', ' '];
const LONGEST_GENERATED_TEXT = 40;
const MOST_GENERATED_ITEMS = 3;

/**
 * Values that a schema accepts, from fast-check: what a well-behaved client could send. `ids` are ids the test
 * created: a uuid field draws from them as well as from new uuids, so requests reach existing rows. Never null
 * (null has a case of its own).
 */
export function validValue(document: OpenApiDocument, given: SchemaObject, ids: readonly string[] = []): fc.Arbitrary<unknown> {
  const schema = resolveSchema(document, given);
  const generated = generatedValue(document, schema, ids);
  // The document's own example is a valid value too, and the likeliest to get past rules no schema can say.
  return schema.example !== undefined && schema.type !== 'object'
    ? fc.oneof({ weight: 1, arbitrary: fc.constant(schema.example) }, { weight: 2, arbitrary: generated })
    : generated;
}

function generatedValue(document: OpenApiDocument, schema: SchemaObject, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum.filter((value) => value !== null));
  switch (schema.type) {
    case 'string':
      return validString(schema, ids);
    case 'number':
    case 'integer':
      return fc.integer({ min: Math.ceil(schema.minimum ?? -10), max: Math.floor(schema.maximum ?? 100_000) });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + MOST_GENERATED_ITEMS, minLength + MOST_GENERATED_ITEMS);
      return fc.array(schema.items ? validValue(document, schema.items, ids) : fc.string(), { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, validValue(document, p, ids)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
  }
}

function validString(schema: SchemaObject, ids: readonly string[]): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? minLength + LONGEST_GENERATED_TEXT, minLength + LONGEST_GENERATED_TEXT);
  switch (schema.format) {
    case 'uuid':
      return ids.length > 0
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.uuid({ version: 4 }) })
        : fc.uuid({ version: 4 });
    case 'date':
      return fc.integer(DATE_DAYS).map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
    case 'date-time':
      return fc.integer(DATE_DAYS).map((day) => new Date(day * DAY_MS).toISOString());
  }
  if (schema.pattern) {
    const lengthFits = (text: string) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity);
    return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }).filter(lengthFits);
  }
  return fc.string({ unit: fc.constantFrom(...TEXT_UNITS), minLength, maxLength }).filter((text) => text.trim().length >= minLength);
}

/** How a value travels in a query string or a path segment. */
export function asParameterText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The value closest to the document's examples: each example as written, the required fields and those with an
 * example, generated values where there is none; an id is the newest row the test created (a page's category was
 * made just before it). The base that invalid requests break one thing of.
 */
export function exampleValue(document: OpenApiDocument, given: SchemaObject, ids: readonly string[] = []): fc.Arbitrary<unknown> {
  const schema = resolveSchema(document, given);
  if (schema.format === 'uuid') return ids.length > 0 ? fc.constant(ids[ids.length - 1]) : fc.uuid({ version: 4 });
  if (schema.type === 'array' && schema.items && resolveSchema(document, schema.items).format === 'uuid') {
    return exampleValue(document, schema.items, ids).map((id) => [id]);
  }
  if (schema.example !== undefined && schema.type !== 'object') return fc.constant(schema.example);
  if (schema.type !== 'object' || !schema.properties) return validValue(document, schema, ids);
  const required = new Set(schema.required ?? []);
  const kept = Object.entries(schema.properties).filter(
    ([name, property]) => required.has(name) || resolveSchema(document, property).example !== undefined,
  );
  return fc.record(Object.fromEntries(kept.map(([name, property]) => [name, exampleValue(document, property, ids)])));
}
