/**
 * The team (`docs/design.md` §4.3): the fetcher and its schema. Always the bundled `team.json`: the
 * board and management change with a release, not through the content API.
 */
import * as z from 'zod/mini';
import { plainText, text } from '@/lib/content/schemas';
import type { ContentSource, LocaleQuery } from '@/lib/content/source';

export const teamMemberSchema = z.object({
  id: plainText.check(z.minLength(1)),
  name: text,
  role: text,
  credentials: z.optional(plainText),
  bio: text,
  image: text,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** The team members of `locale`, in the order shown; invalid entries are skipped. */
export function getTeam(source: ContentSource, { locale, signal }: LocaleQuery): Promise<TeamMember[]> {
  return source.readList(`${locale}/team.json`, teamMemberSchema, 'team member', signal);
}
