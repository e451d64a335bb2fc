// The compose box's Markdown preview: the text rendered by the server (POST /messages/render), shown
// with the same sanitizing RenderedHtml as messages. A failure is shown in words; the text itself
// stays in the (hidden) textarea, untouched.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { errorMessage } from '../../../bridge/call-api';
import { RenderedHtml } from '../../common/rendered-html';
import { useAccount } from '../../../state/account-scope';

const messages = defineMessages<{
  readonly label: NoMessageValues;
  readonly empty: NoMessageValues;
  readonly rendering: NoMessageValues;
  readonly failed: { readonly reason: MessageValue };
}>({
  label: { id: 'compose.preview.label', defaultMessage: 'Message preview' },
  empty: { id: 'compose.preview.empty', defaultMessage: 'Nothing to preview.' },
  rendering: { id: 'compose.preview.rendering', defaultMessage: 'Rendering…' },
  failed: { id: 'compose.preview.failed', defaultMessage: 'Preview failed: {reason}' },
});

/** `takeFocus`: opened from the keyboard in the (now hidden) textarea, so focus moves here. */
export function ComposePreview({ text, takeFocus }: { text: string; takeFocus: boolean }) {
  const intl = useIntl();
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
      aria-label={intl.formatMessage(messages.label)}
      aria-busy={rendered.isFetching}
    >
      {text.trim() === '' && <p className="compose-preview-note">{intl.formatMessage(messages.empty)}</p>}
      {rendered.isPending && text.trim() !== '' && (
        <p className="compose-preview-note">{intl.formatMessage(messages.rendering)}</p>
      )}
      {rendered.isError && (
        <p className="compose-preview-note is-error" role="alert">
          {intl.formatMessage(messages.failed, { reason: errorMessage(rendered.error, intl) })}
        </p>
      )}
      {rendered.data !== undefined && (
        <RenderedHtml className="message-content rendered" html={rendered.data.rendered} />
      )}
    </div>
  );
}
