import { beforeEach, describe, expect, it } from 'vitest';
import { parseHydrationData, readHydrationData } from '@/app/hydration-data';

const data = { loaderData: { 'locale-en': null, careers: { items: [] } }, actionData: null, errors: null };

/** A document as the build writes a prerendered page: the pre-paint script naming its path, the data last. */
function page(prerenderedPath: string, json: string) {
  document.head.innerHTML = `<script id="pre-paint" data-prerendered-path="${prerenderedPath}"></script>`;
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="router-hydration-data">${json}</script>`;
}

describe('readHydrationData', () => {
  beforeEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('gives the router the data of a page prerendered for this very path', () => {
    page('/zh/careers', JSON.stringify(data));
    expect(readHydrationData(document, '/zh/careers')).toEqual(data);
  });

  it('gives nothing for another path’s page or a not-found page, which render afresh', () => {
    page('/zh/careers', JSON.stringify(data));
    expect(readHydrationData(document, '/zh/announcements')).toBeUndefined();
    page('/zh/*', JSON.stringify(data));
    expect(readHydrationData(document, '/zh/no-such-page')).toBeUndefined();
  });

  it('gives nothing for missing, unparsable or misshapen data, without throwing', () => {
    page('/', '');
    expect(readHydrationData(document, '/')).toBeUndefined();
    page('/', '{"loaderData":');
    expect(readHydrationData(document, '/')).toBeUndefined();
    page('/', JSON.stringify({ loaderData: [], actionData: null, errors: null }));
    expect(readHydrationData(document, '/')).toBeUndefined();
    document.head.replaceChildren();
    expect(readHydrationData(document, '/')).toBeUndefined();
  });
});

describe('parseHydrationData', () => {
  it('accepts the router’s state without errors and refuses anything else', () => {
    expect(parseHydrationData(data)).toEqual(data);
    expect(parseHydrationData({ ...data, actionData: { form: 1 } })).toEqual({ ...data, actionData: { form: 1 } });
    expect(parseHydrationData({ ...data, errors: { careers: 'boom' } })).toBeUndefined();
    expect(parseHydrationData({ ...data, actionData: 'x' })).toBeUndefined();
    expect(parseHydrationData(null)).toBeUndefined();
    expect(parseHydrationData('{}')).toBeUndefined();
  });
});
