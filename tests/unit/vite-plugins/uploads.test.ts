// @vitest-environment node
/**
 * The uploads guard (`vite-plugins/content/uploads.ts`): under `public/documents/`, only PDFs and
 * AVIF, WebP, PNG and JPEG images, judged by their content, each named with its own extension.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { uploadProblems } from '../../../vite-plugins/content/uploads';
import { useTempFolder } from '../support/temp-folder';

const REPO = path.resolve(import.meta.dirname, '../../..');
const A_PDF = path.join(REPO, 'public/documents/governance/list-of-directors-en.pdf');
const HTML = '<!doctype html><html><body><script>fetch("/admin/")</script></body></html>\n';

describe('the uploads under public/documents/', () => {
  const folder = useTempFolder('uploads-');
  const documents = () => path.join(folder(), 'public/documents');
  const upload = async (name: string, content: string | Buffer) => {
    await mkdir(path.dirname(path.join(documents(), name)), { recursive: true });
    await writeFile(path.join(documents(), name), content);
  };
  const refused = async () => (await uploadProblems(folder())).map((problem) => problem.file);
  const image = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b5cc4' } });

  beforeEach(async () => {
    await mkdir(documents(), { recursive: true });
  });

  it('accept real PDFs and AVIF, WebP, PNG and JPEG images', async () => {
    await copyFile(A_PDF, path.join(documents(), 'results.pdf'));
    await upload('covers/a.png', await image().png().toBuffer());
    await upload('covers/b.jpg', await image().jpeg().toBuffer());
    await upload('covers/c.JPEG', await image().jpeg().toBuffer());
    await upload('covers/d.webp', await image().webp().toBuffer());
    await upload('covers/e.avif', await image().avif().toBuffer());
    expect(await uploadProblems(folder())).toEqual([]);
  });

  it('refuse a web page, a script and an SVG image, naming each and saying what is accepted', async () => {
    await upload('announcements/notice.html', HTML);
    await upload('announcements/notice.js', 'fetch("/admin/");\n');
    await upload('reports/covers/cover.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const problems = await uploadProblems(folder());
    expect(problems.map((problem) => problem.file)).toEqual([
      'public/documents/announcements/notice.html',
      'public/documents/announcements/notice.js',
      'public/documents/reports/covers/cover.svg',
    ]);
    for (const { message } of problems) {
      expect(message).toContain(
        'PDF documents (.pdf) and AVIF, WebP, PNG or JPEG images (.avif, .webp, .png, .jpg, .jpeg)',
      );
    }
    expect(problems[0]?.message).toMatch(/^is not a PDF or an image .* Remove it, or upload the document as a PDF\.$/);
    expect(problems[2]?.message).toMatch(/^is an SVG image, which can carry a script .* Save the image as PNG, JPEG/);
  });

  it('refuse a file whose extension lies about its content, either way', async () => {
    await upload('announcements/notice.pdf', HTML);
    await upload('announcements/photo.png', await image().jpeg().toBuffer());
    await copyFile(A_PDF, path.join(documents(), 'results.txt'));
    await copyFile(A_PDF, path.join(documents(), 'results.png'));
    const problems = await uploadProblems(folder());
    expect(problems).toEqual([
      {
        file: 'public/documents/announcements/notice.pdf',
        message: expect.stringMatching(/^ends in \.pdf but is not a PDF \(its content is text or a format/) as string,
      },
      {
        file: 'public/documents/announcements/photo.png',
        message: expect.stringMatching(
          /^is a JPEG image but its name ends in "\.png".* Rename it to end in \.jpg/,
        ) as string,
      },
      {
        file: 'public/documents/results.png',
        message: expect.stringContaining('is a PDF but its name ends in ".png"') as string,
      },
      {
        file: 'public/documents/results.txt',
        message: expect.stringContaining('is a PDF but its name ends in ".txt"') as string,
      },
    ]);
  });

  it('refuse files of no name or another kind: an empty file, a hidden one, a ZIP', async () => {
    await upload('announcements/empty.pdf', '');
    await upload('.DS_Store', Buffer.from([0, 0, 0, 1, 0x42, 0x75, 0x64, 0x31]));
    await upload('annual-report.zip', Buffer.from('504b0304140000000000', 'hex'));
    expect(await refused()).toEqual([
      'public/documents/.DS_Store',
      'public/documents/announcements/empty.pdf',
      'public/documents/annual-report.zip',
    ]);
  });

  it('pass for the repository’s own documents', async () => {
    expect(await uploadProblems(REPO)).toEqual([]);
  });

  it('are none when there is no folder', async () => {
    expect(await uploadProblems(path.join(folder(), 'nowhere'))).toEqual([]);
  });
});
