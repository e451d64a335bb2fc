// "Sign in with your browser": a button for each of the server's external methods (SAML, Google,
// GitHub…) with its name and icon (loaded through main, like every image). A button asks main to
// start the flow: the desktop app opens the server's login page in the system browser itself; in
// browser mode main answers the address and this page opens it in a new tab. Then the screen waits
// for the `zulip://login` address to come back: handed to the app by the system (the desktop app's
// URL handler; browser-sign-in-listener.ts hears how that went), or pasted here by the person.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { BrowserSignInStart, ExternalSignInMethod, ServerProbe } from '../../../../shared/ipc';
import { plainMessages } from '../../../../shared/plain-messages';
import { callIpc, errorMessage } from '../../bridge/call-api';
import { getBridge } from '../../bridge/get-bridge';
import { mediaUrl } from '../../bridge/media-url';
import { PasteSignInAddress } from './paste-sign-in-address';
import '../../styles/browser-sign-in.css';

const messages = plainMessages(
  defineMessages({
    section: { id: 'signin.browser.section', defaultMessage: 'Sign in with your browser' },
    openedByApp: {
      id: 'signin.browser.opened_by_app',
      defaultMessage: 'Threadline opened the {method} sign-in page in your browser.',
    },
    openedInTab: {
      id: 'signin.browser.opened_in_tab',
      defaultMessage: 'The {method} sign-in page opened in a new tab.',
    },
    backToApp: {
      id: 'signin.browser.back_to_app',
      defaultMessage:
        'When you have signed in there, your browser hands you back to Threadline. If it does not, paste the address the page shows below.',
    },
    pasteBelow: {
      id: 'signin.browser.paste_below',
      defaultMessage:
        'When you have signed in there, the page shows an address that starts with zulip://login. Copy it and paste it below.',
    },
  }),
);

interface ExternalSignInProps {
  server: ServerProbe;
  /** An "or" above the buttons, when the password form is shown too. */
  divider: boolean;
  onError(message: string | null): void;
  onSignedIn(): void;
}

interface Started extends BrowserSignInStart {
  method: ExternalSignInMethod;
}

export function ExternalSignIn({ server, divider, onError, onSignedIn }: ExternalSignInProps) {
  const intl = useIntl();
  const [started, setStarted] = useState<Started | null>(null);
  const start = useMutation({
    mutationFn: (method: ExternalSignInMethod) =>
      callIpc('signIn.browserStart', { url: server.realmUrl, method: method.name }),
    onSuccess: (answer, method) => {
      // Browser mode: main cannot open a browser, so this page opens the server's page itself.
      if (!answer.opened) window.open(answer.url, '_blank', 'noopener,noreferrer');
      setStarted({ ...answer, method });
    },
    onError: (error) => onError(errorMessage(error, intl)),
  });
  if (server.externalMethods.length === 0) return null;

  return (
    <section className="external-sign-in" aria-label={intl.formatMessage(messages.section)}>
      {divider && (
        <p className="divider">
          <span>
            <FormattedMessage id="signin.browser.or" defaultMessage="or" />
          </span>
        </p>
      )}
      {server.externalMethods.map((method) => (
        <button
          key={method.name}
          type="button"
          className="button external-method"
          disabled={start.isPending}
          onClick={() => {
            onError(null);
            start.mutate(method);
          }}
        >
          <MethodIcon iconUrl={method.iconUrl} />
          <FormattedMessage
            id="signin.browser.continue_with"
            defaultMessage="Continue with {method}"
            values={{ method: method.displayName }}
          />
        </button>
      ))}
      {started && (
        <div className="browser-sign-in-waiting">
          <p role="status">{waitingText(started, intl)}</p>
          <a href={started.url} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="signin.browser.open_again" defaultMessage="Open the sign-in page again" />
          </a>
          <PasteSignInAddress onError={onError} onSignedIn={onSignedIn} />
        </div>
      )}
    </section>
  );
}

/** Two sentences: where the sign-in page is, then how the address comes back. */
function waitingText({ method, opened }: Started, intl: IntlShape): string {
  const where = intl.formatMessage(opened ? messages.openedByApp : messages.openedInTab, {
    method: method.displayName,
  });
  const back = intl.formatMessage(getBridge().host === 'electron' ? messages.backToApp : messages.pasteBelow);
  return `${where} ${back}`;
}

/** The method's own picture, decorative (the button says the name); nothing when it cannot load. */
function MethodIcon({ iconUrl }: { iconUrl: string | undefined }) {
  const [failed, setFailed] = useState(false);
  const src = iconUrl === undefined ? '' : mediaUrl(iconUrl);
  if (src === '' || failed) return null;
  return <img src={src} alt="" className="external-method-icon" onError={() => setFailed(true)} />;
}
