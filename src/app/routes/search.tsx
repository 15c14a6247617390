import { SearchScreen } from '@/features/search/search-screen';

/** `/search?q=…`: the site-wide search; it reads the query from the URL and needs no loader. */
export function Component() {
  return <SearchScreen />;
}
