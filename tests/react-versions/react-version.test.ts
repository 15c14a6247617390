/**
 * The run is on the release of React that its mode names (`./vitest.config.ts`): the React and
 * the React DOM the tests import are that folder's pinned release, not the app's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { expect, it } from 'vitest';

it('runs on the release of React the mode names', () => {
  const manifest = path.join(import.meta.dirname, import.meta.env.MODE, 'package.json');
  const { dependencies } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies: Record<string, string> };
  expect({ react: reactVersion, 'react-dom': reactDomVersion }).toEqual({
    react: dependencies.react,
    'react-dom': dependencies['react-dom'],
  });
});
