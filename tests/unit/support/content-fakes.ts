/** Fakes for content tests: announcement summaries and an HTTP client over a map of files. */
import { vi } from 'vitest';
import type { HttpClient } from '@/lib/content/api-client';
import { ContentError } from '@/lib/content/content-error';

/** Announcement `a-<index>`, dated in January 2026 (newest first as the index grows). */
export function summary(index: number, category = 'announcement') {
  const day = String(28 - (index % 28)).padStart(2, '0');
  return { id: `a-${index}`, title: `Title ${index}`, category, publishedAt: `2026-01-${day}T12:00:00+08:00` };
}

/** An HTTP client answering `files` by path, `not-found` for any other. */
export function fakeHttp(files: Record<string, unknown>): HttpClient & { getJson: ReturnType<typeof vi.fn> } {
  const lookup = (path: string) => {
    if (!(path in files)) return Promise.reject(new ContentError('not-found', path, 404));
    return Promise.resolve(files[path]);
  };
  return {
    getJson: vi.fn(lookup),
    getText: vi.fn((path: string) => lookup(path) as Promise<string>),
  };
}

/** 23 announcements, 4 industry-policy ones and one invalid entry. */
export const index = [
  ...Array.from({ length: 23 }, (_, i) => summary(i)),
  ...Array.from({ length: 4 }, (_, i) => summary(100 + i, 'industry-policy')),
  { id: 'broken', title: '', category: 'announcement', publishedAt: 'yesterday' },
];
