// The search view before results: the server's reason for a refused search (not a generic failure),
// a retry for other failures, and, offline, a plain statement that cached results are what it has.
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../renderer/src/bridge/call-api';
import type { NarrowMessages } from '../../../../renderer/src/features/messages/use-narrow-messages';
import { SearchFallback } from '../../../../renderer/src/features/search/search-fallback';
import type { SearchTerm } from '../../../../renderer/src/state/narrow';
import { renderMarkup } from '../../../support/intl';
import { inAccount } from '../../support/account-render';

const terms: SearchTerm[] = [{ operator: 'channel', operand: '9', negated: false }];
const noop = () => undefined;

function failed(initialError: Error | null): NarrowMessages {
  return {
    range: undefined,
    messages: [],
    initialError,
    retryInitial: noop,
    loadOlder: noop,
    loadNewer: noop,
    loadingOlder: false,
    loadingNewer: false,
    pagingError: null,
    retryPaging: noop,
  };
}

const render = (error: Error | null, locale: 'en' | 'de' = 'en') =>
  renderMarkup(inAccount(<SearchFallback terms={terms} data={failed(error)} />), locale);

describe('SearchFallback', () => {
  it('names the server’s reason for a refused search, with nothing to retry', () => {
    const refusal = new ApiCallError(
      {
        kind: 'http',
        status: 400,
        code: 'BAD_NARROW',
        message: 'Invalid narrow operator: unknown channel 9',
      },
      'getMessages',
    );
    const html = render(refusal);
    expect(html).toContain('role="alert"');
    expect(html).toContain('The server refused this search: Invalid narrow operator: unknown channel 9');
    expect(html).not.toContain('Try again');
  });

  it('offers a retry for a server failure, and says it is searching before an answer', () => {
    const html = render(
      new ApiCallError({ kind: 'http', status: 502, message: 'Bad gateway' }, 'getMessages'),
    );
    expect(html).toContain('Could not search: Bad gateway');
    expect(html).toContain('Try again');
    expect(render(null)).toContain('Searching…');
  });

  it('says it is offline when the request could not reach the server', () => {
    const html = render(
      new ApiCallError({ kind: 'network', message: 'connect ECONNREFUSED' }, 'getMessages'),
    );
    expect(html).toContain('You are offline');
    expect(html).toContain('No cached messages match it.');
    expect(html).not.toContain('role="alert"');
  });

  it('says it in the window’s language, the server’s reason as the server wrote it', () => {
    const html = render(
      new ApiCallError({ kind: 'http', status: 502, message: 'Bad gateway' }, 'getMessages'),
      'de',
    );
    expect(html).toContain('Suche nicht möglich: Bad gateway');
    expect(html).toContain('Erneut versuchen');
  });
});
