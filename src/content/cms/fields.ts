/**
 * The CMS's fields made from the site's schemas: what a field is (its name, whether it must be
 * filled, the widget for its type, the choices of an enum, its pattern, a number's bounds, a
 * list's least length) is read from the zod schema, through zod's documented JSON Schema output
 * (`z.toJSONSchema`, zod.dev/json-schema); what the schema cannot say (a Markdown editor, a media
 * folder) is written per subject (`./collections.ts`), and what staff read (labels, hints,
 * messages, the choices' names) comes from the CMS's catalogue (`locales/cms/`). So a field added to a schema, or a choice added to an enum, reaches the
 * CMS when `npm run cms:config` writes `admin/config.yml`, and `npm run check` fails until it
 * has (`scripts/content/cms-config.mjs`).
 */
import * as z from 'zod/mini';

/** Decap settings a field spec writes as given: they say what a schema cannot (decapcms.org/docs/widgets). */
interface Settings {
  widget?: string;
  /** A list's line for each item, from its fields (`{{fields.title}}`). */
  summary?: string;
  /** A date's format (moment.js tokens), and whether it has a time. */
  format?: string;
  time_format?: false;
  /** Where a file or image field keeps its uploads, and their public address. */
  media_folder?: string;
  public_folder?: string;
  media_library?: { config: { multiple: boolean } };
  /** A Markdown editor's toolbar and blocks. */
  buttons?: string[];
  editor_components?: string[];
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
}

/** A Decap CMS field, as `admin/config.yml` holds it. */
export interface DecapField extends Settings {
  name: string;
  label?: string;
  label_singular?: string;
  hint?: string;
  widget: string;
  required?: false;
  i18n?: true | 'duplicate';
  /** A hidden field's fixed value. */
  default?: unknown;
  options?: { label: string; value: string }[];
  pattern?: readonly [string, string];
  fields?: DecapField[];
}

/** How the CMS shows one field of a schema, but for its words ({@link FieldWords}). */
export interface FieldSpec extends Omit<Settings, 'value_type'> {
  /**
   * A pattern of the CMS's own, where the schema's check is code (a document's address) or the
   * CMS asks more (a web address in lowercase); its message is the field's `message`.
   */
  pattern?: string;
  /** The fields of an object, or of each item of a list of objects. */
  fields?: FieldSpecs;
}

/**
 * A spec for every field of an object schema, by name; `null` for a field the CMS does not edit
 * (the build writes it, as a document's size).
 */
export type FieldSpecs = Readonly<Record<string, FieldSpec | null>>;

/**
 * What staff read of a field, from the CMS's catalogue (`locales/cms/<locale>.json`): `message` is
 * shown when the value does not match the pattern (the spec's, or else the schema's: its regex,
 * or `\S` for text that must not be blank); `options` names each choice of an enum.
 */
export interface FieldWords {
  label?: string;
  label_singular?: string;
  hint?: string;
  message?: string;
  options?: Readonly<Record<string, string>>;
  fields?: Readonly<Record<string, FieldWords>>;
}

/** The part of JSON Schema that `z.toJSONSchema` writes for the site's schemas. */
interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** An object's properties, or for a union of objects each property in any member, and those every member requires. */
function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
  if (!schema.anyOf) return { properties: schema.properties ?? {}, required: new Set(schema.required) };
  const members = schema.anyOf.map(propertiesOf);
  const properties: Record<string, JsonSchema> = {};
  for (const member of members) {
    for (const [name, property] of Object.entries(member.properties)) {
      const seen = properties[name];
      // A union of literals of one type (`allDay: false` or `true`) is a value of that type.
      properties[name] = seen && seen.const !== property.const ? { type: property.type } : (seen ?? property);
    }
  }
  const required = new Set(
    Object.keys(properties).filter((name) => members.every((member) => member.required.has(name))),
  );
  return { properties, required };
}

/** The widget for a value of `schema`'s type. */
function widgetOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return 'hidden';
  if (schema.enum) return 'select';
  if (schema.type === 'array') return 'list';
  if (schema.type === 'object') return 'object';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  return 'string';
}

/** Whether a pattern is the schema's own check rather than one JSON Schema adds for a format (a date's). */
const ownPattern = (schema: JsonSchema) => (schema.format ? undefined : schema.pattern);

function field(
  name: string,
  schema: JsonSchema,
  required: boolean,
  spec: FieldSpec,
  words: FieldWords,
  where: string,
): DecapField {
  const { pattern, fields, ...settings } = spec;
  const { message, options, fields: fieldWords, ...labels } = words;
  const widget = settings.widget ?? widgetOf(schema);
  if (widget !== 'hidden' && labels.label === undefined) throw new Error(`${where}: no label in the catalogue`);
  const { label, label_singular, hint } = labels;
  const made: DecapField = {
    name,
    ...(label !== undefined && { label }),
    ...(label_singular !== undefined && { label_singular }),
    ...settings,
    widget,
    ...(hint !== undefined && { hint }),
  };
  if (!required) made.required = false;
  if (schema.const !== undefined) made.default = schema.const;
  const choices = (schema.enum ?? []).map(String);
  const unnamed = Object.keys(options ?? {}).filter((value) => !choices.includes(value));
  if (unnamed.length) throw new Error(`${where}: the catalogue names no choice of the schema: ${unnamed.join(', ')}`);
  if (schema.enum) {
    made.options = choices.map((value) => {
      const choice = options?.[value];
      if (choice === undefined) throw new Error(`${where}: no label for the choice ${value}`);
      return { label: choice, value };
    });
  }
  if (widget === 'number') {
    made.value_type ??= schema.type === 'integer' ? 'int' : 'float';
    if (schema.minimum !== undefined && Number.isSafeInteger(Math.abs(schema.minimum) + 1)) made.min ??= schema.minimum;
    if (schema.maximum !== undefined && Number.isSafeInteger(schema.maximum + 1)) made.max ??= schema.maximum;
  }
  if (pattern !== undefined) {
    if (message === undefined) throw new Error(`${where}: no message in the catalogue for the pattern`);
    made.pattern = [pattern, message];
  } else if (message !== undefined) {
    const source = ownPattern(schema) ?? (schema.minLength === 1 ? '\\S' : undefined);
    if (source === undefined) throw new Error(`${where}: the schema has no pattern for the message “${message}”`);
    made.pattern = [source, message];
  }
  const item = schema.type === 'array' ? schema.items : schema;
  if (fields) {
    if (!item) throw new Error(`${where}: fields for a value that has none`);
    made.fields = fieldsOfJson(item, fields, fieldWords ?? {}, where);
  }
  if (schema.type === 'array' && schema.minItems !== undefined && schema.minItems > 0) made.min ??= schema.minItems;
  return made;
}

function fieldsOfJson(
  schema: JsonSchema,
  specs: FieldSpecs,
  words: Readonly<Record<string, FieldWords>>,
  where: string,
): DecapField[] {
  const { properties, required } = propertiesOf(schema);
  const unknown = Object.keys(specs).filter((name) => !(name in properties));
  if (unknown.length) throw new Error(`${where}: the schema has no field ${unknown.join(', ')}`);
  const unused = Object.keys(words).filter((name) => !specs[name]);
  if (unused.length) throw new Error(`${where}: the catalogue has words for no field ${unused.join(', ')}`);
  const unshown = Object.keys(properties).filter((name) => !(name in specs));
  if (unshown.length) throw new Error(`${where}: the CMS does not say how to show the field ${unshown.join(', ')}`);
  // In the specs' order, which is the editor's.
  return Object.entries(specs).flatMap(([name, spec]) =>
    spec === null
      ? []
      : [field(name, properties[name] ?? {}, required.has(name), spec, words[name] ?? {}, `${where}.${name}`)],
  );
}

/**
 * The CMS's fields of `schema` (an object, or a union of objects), in the order of `specs`, each
 * with what {@link FieldSpec} adds and its {@link FieldWords}.
 * @param words - the catalogue's words for these fields, by name.
 * @param where - how an error names the place (`announcements`).
 * @throws {Error} naming the field, when a field of the schema has no spec, a spec names no field
 *   of it, the catalogue has words for no field or lacks a label, an enum's choice has no label,
 *   or a pattern has no message or a message no pattern.
 */
export function fieldsOf(
  schema: z.ZodMiniType,
  specs: FieldSpecs,
  words: Readonly<Record<string, FieldWords>>,
  where: string,
): DecapField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fieldsOfJson(json, specs, words, where);
}
