// A short piece of server HTML with a search's matches marked (a topic's match_subject): sanitized
// like every piece of server HTML, and shown inline.
import '../../styles/search-results.css';
import { useMemo } from 'react';
import { sanitizeHtml } from '../common/sanitize-html';

export function HighlightedText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <span className="search-highlighted" dangerouslySetInnerHTML={{ __html: clean }} />;
}
