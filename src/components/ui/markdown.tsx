import ReactMarkdown, { type Components } from 'react-markdown';
import { SmartLink } from './smart-link';
import styles from './markdown.module.css';

/**
 * Renders CommonMark from content as React elements. react-markdown escapes raw HTML (it shows
 * as text) unless a rehype plugin such as rehype-raw allows it, and none is added here; its
 * default `urlTransform` empties `javascript:` and other unsafe URLs. Links then follow the
 * site's link rule.
 */
const components: Components = {
  a: ({ href, children }) => (href ? <SmartLink href={href}>{children}</SmartLink> : <>{children}</>),
  // The page title is the only h1; content headings start at h2.
  h1: ({ children }) => <h2>{children}</h2>,
  img: ({ alt }) => <>{alt}</>,
};

export function Markdown({ children }: { children: string }) {
  return (
    <div className={styles.markdown}>
      <ReactMarkdown components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
