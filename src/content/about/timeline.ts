/**
 * The major events timeline (`docs/design.md` §4.3): the fetcher and its schema. Always the
 * bundled `timeline.json`.
 */
import * as z from 'zod/mini';
import { parseItems, parseOne, text } from '@/lib/content/schemas';
import { withSignal, type ContentSource, type LocaleQuery } from '@/lib/content/source';

export const timelineEntrySchema = z.object({
  date: z.string().check(z.regex(/^\d{4}(-\d{2})?$/)),
  title: text,
  description: text,
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** The group's strategic timeline and the partner network's milestones, oldest first. */
export interface Timeline {
  group: TimelineEntry[];
  partner: TimelineEntry[];
}

const timelineFileSchema = z.object({ group: z.array(z.unknown()), partner: z.array(z.unknown()) });

/**
 * Both timelines of `locale`; invalid entries are skipped.
 * @throws {ContentError} kind `invalid-response` when the file is not the two lists.
 */
export async function getTimeline(source: ContentSource, { locale, signal }: LocaleQuery): Promise<Timeline> {
  const raw = parseOne(
    timelineFileSchema,
    await source.files.getJson(`${locale}/timeline.json`, withSignal(signal)),
    'timeline',
  );
  return {
    group: parseItems(timelineEntrySchema, raw.group, 'timeline entry'),
    partner: parseItems(timelineEntrySchema, raw.partner, 'timeline entry'),
  };
}
