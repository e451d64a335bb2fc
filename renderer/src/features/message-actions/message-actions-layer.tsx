// Everything the message actions show above a message view: the action menu, the Markdown source
// dialog, short confirmations ("Link copied") and the announcement of the selected message.
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import '../../styles/message-actions.css';
import { useAppStore } from '../../state/selectors';
import { MessageActionMenu } from './action-menu';
import { useActionUi } from './action-ui-store';
import { SourceDialog } from './source-dialog';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const selection = defineMessages<{ selection: { sender: string; text: string } }>({
  selection: { id: 'actions.selection.announcement', defaultMessage: '{sender}: {text}' },
}).selection;

const NOTICE_MS = 2500;
const EXCERPT_CHARS = 120;

function plainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS)}…` : flat;
}

function SelectionAnnouncement() {
  const intl = useIntl();
  const selectedId = useActionUi((s) => s.selectedId);
  const message = useAppStore((s) => (selectedId === null ? undefined : s.messages.byId.get(selectedId)));
  const text =
    message === undefined
      ? ''
      : intl.formatMessage(selection, { sender: message.sender_full_name, text: plainText(message.content) });
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="message-selection-status">
      {text}
    </p>
  );
}

function Notice() {
  const intl = useIntl();
  const notice = useActionUi((s) => s.notice);
  useEffect(() => {
    if (notice === null) return;
    const timer = window.setTimeout(() => useActionUi.getState().notify(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return (
    <p className="message-action-notice" role="status" data-testid="message-action-notice">
      {notice === null ? null : formatPhrase(intl, notice)}
    </p>
  );
}

export function MessageActionsLayer() {
  return (
    <>
      <MessageActionMenu />
      <SourceDialog />
      <Notice />
      <SelectionAnnouncement />
    </>
  );
}
