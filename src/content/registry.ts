/**
 * The bundled content files (`content/<locale>/…` on the site, written by the build from the
 * sources in the repository's `content/` folder, docs/publishing.md) and the schema each must pass
 * as a whole. The app reads the same files leniently, skipping an item that fails its schema
 * (`parseItems`); publishing is strict, so that nothing an editor wrote goes missing without a
 * word: the build refuses a file with any item the app would skip.
 */
import * as z from 'zod/mini';
import { careerSchema } from '@/content/careers/schema';
import { teamMemberSchema } from '@/content/about/team';
import { timelineEntrySchema } from '@/content/about/timeline';
import { calendarEventSchema } from '@/content/investors/calendar';
import { financialHighlightsSchema } from '@/content/investors/financial-highlights';
import { directorSchema, governanceDocumentSchema } from '@/content/investors/governance';
import { reportSchema } from '@/content/investors/reports';
import {
  dividendSchema,
  registrarSchema,
  shareholderDocumentSchema,
} from '@/content/investors/shareholder-information';
import { DATA_FILES, type DataFileName } from '@/lib/content/entry-files';
import { markdownSchema, text } from '@/lib/content/schemas';
import { announcementSummarySchema } from '@/content/announcements/schema';

/** Each JSON file of a locale's folder, by its name there, and its schema. */
const CONTENT_FILE_SCHEMAS = {
  'announcements.json': z.array(announcementSummarySchema),
  'careers.json': z.array(careerSchema),
  'calendar.json': z.array(calendarEventSchema),
  'reports.json': z.array(reportSchema),
  'team.json': z.array(teamMemberSchema),
  'timeline.json': z.object({ group: z.array(timelineEntrySchema), partner: z.array(timelineEntrySchema) }),
  'governance.json': z.object({ directors: z.array(directorSchema), documents: z.array(governanceDocumentSchema) }),
  'financial-highlights.json': financialHighlightsSchema,
  'shareholder-information.json': z.object({
    registrar: registrarSchema,
    dividendNote: text,
    dividends: z.array(dividendSchema),
    documents: z.optional(z.array(shareholderDocumentSchema)),
  }),
} as const;

/** A name of {@link CONTENT_FILE_SCHEMAS}. */
export type ContentFileName = keyof typeof CONTENT_FILE_SCHEMAS;

/**
 * What is wrong with `data` as the file `name` (a Markdown file when `name` ends in `.md`), one
 * plain sentence per problem with the path to the value (`years.2.revenue: expected number`);
 * empty when it passes.
 */
export function contentFileProblems(name: ContentFileName | `${string}.md`, data: unknown): string[] {
  const schema = name.endsWith('.md') ? markdownSchema : CONTENT_FILE_SCHEMAS[name as ContentFileName];
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const where = issue.path.map(String).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}

/**
 * The schema of a data file's source in one locale, as the CMS edits it (`DATA_FILES`): the site
 * file's schema, or for a list an object holding the list under its key.
 */
export function dataFileSourceSchema(name: DataFileName): z.ZodMiniType {
  const schema = CONTENT_FILE_SCHEMAS[name];
  const spec: { source: string; list?: string } = DATA_FILES[name];
  const list = spec.list;
  return list ? z.object({ [list]: schema }) : schema;
}
