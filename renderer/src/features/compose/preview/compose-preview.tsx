// The compose box's Markdown preview: the text rendered by the server (POST /messages/render), shown
// with the same sanitizing RenderedHtml as messages. A failure is shown in words; the text itself
// stays in the (hidden) textarea, untouched.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../bridge/call-api';
import { RenderedHtml } from '../../common/rendered-html';
import { useAccount } from '../../../state/account-scope';

/** `takeFocus`: opened from the keyboard in the (now hidden) textarea, so focus moves here. */
export function ComposePreview({ text, takeFocus }: { text: string; takeFocus: boolean }) {
  const { api } = useAccount();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) region.current?.focus();
  }, [takeFocus]);
  const rendered = useQuery({
    queryKey: ['compose-preview', text],
    queryFn: () => api('renderMessage', { content: text }),
    enabled: text.trim() !== '',
    retry: false,
    gcTime: 60_000,
  });
  return (
    <div
      ref={region}
      tabIndex={-1}
      className="compose-preview"
      role="region"
      aria-label="Message preview"
      aria-busy={rendered.isFetching}
    >
      {text.trim() === '' && <p className="compose-preview-note">Nothing to preview.</p>}
      {rendered.isPending && text.trim() !== '' && <p className="compose-preview-note">Rendering…</p>}
      {rendered.isError && (
        <p className="compose-preview-note is-error" role="alert">
          Preview failed: {errorMessage(rendered.error)}
        </p>
      )}
      {rendered.data !== undefined && (
        <RenderedHtml className="message-content rendered" html={rendered.data.rendered} />
      )}
    </div>
  );
}
