import { useIntl } from 'react-intl';
import '../../styles/typing.css';
import { useAppStore } from '../../state/selectors';
import { typingText } from './typing-text';
import { useTypistNames } from './use-typists';

/**
 * Who else is typing in one conversation (key from state/conversation-key.ts). Absent entirely while
 * the user has turned typing notifications off; otherwise a polite live region that is empty when
 * nobody types, so screen readers hear each change.
 */
export function TypingIndicator({ conversationKey }: { conversationKey: string }) {
  const wanted = useAppStore((s) => s.userSettings.values.receives_typing_notifications !== false);
  if (!wanted) return null;
  return <TypingLine conversationKey={conversationKey} />;
}

function TypingLine({ conversationKey }: { conversationKey: string }) {
  const intl = useIntl();
  const text = typingText(intl, useTypistNames(conversationKey));
  return (
    <div className="typing-indicator" role="status" aria-live="polite">
      {text !== null && (
        <>
          <span className="typing-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="typing-text">{text}</span>
        </>
      )}
    </div>
  );
}
