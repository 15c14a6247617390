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

/**
 * The registry of the content's subjects, one per folder of `src/content/` (the idea of Astro's
 * content collections): each subject's JSON files in a locale's folder, by their name there, and
 * the schema each must pass. The CMS has one collection per subject, made from these schemas
 * (`src/content/cms/collections.ts`); the legal pages are Markdown files alone
 * ({@link contentFileProblems}).
 */
export const CONTENT_SUBJECTS = {
  announcements: { 'announcements.json': z.array(announcementSummarySchema) },
  careers: { 'careers.json': z.array(careerSchema) },
  investors: {
    'calendar.json': z.array(calendarEventSchema),
    'reports.json': z.array(reportSchema),
    'governance.json': z.object({ directors: z.array(directorSchema), documents: z.array(governanceDocumentSchema) }),
    'financial-highlights.json': financialHighlightsSchema,
    'shareholder-information.json': z.object({
      registrar: registrarSchema,
      dividendNote: text,
      dividends: z.array(dividendSchema),
      documents: z.optional(z.array(shareholderDocumentSchema)),
    }),
  },
  about: {
    'team.json': z.array(teamMemberSchema),
    'timeline.json': z.object({ group: z.array(timelineEntrySchema), partner: z.array(timelineEntrySchema) }),
  },
  legal: {},
} as const;

/** A subject of {@link CONTENT_SUBJECTS}. */
export type ContentSubject = keyof typeof CONTENT_SUBJECTS;

/** Every subject's files together, by name. */
const CONTENT_FILE_SCHEMAS = {
  ...CONTENT_SUBJECTS.announcements,
  ...CONTENT_SUBJECTS.careers,
  ...CONTENT_SUBJECTS.investors,
  ...CONTENT_SUBJECTS.about,
  ...CONTENT_SUBJECTS.legal,
};

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
