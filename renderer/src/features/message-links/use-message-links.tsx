// One delegated handler for everything clickable inside a rendered message (link-action.ts decides
// what a click means): Threadline links navigate in the app, mentions open the person's or group's
// card, inline images open the lightbox, the realm's files download through main, spoilers toggle,
// and other links open in the system browser. The cards and the lightbox are returned as `overlay`.
import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorText } from '../../bridge/call-api';
import { routeHref, type Route } from '../../routing/route';
import { findChannelByName } from '../../state/channels';
import { useAccount } from '../../state/account-scope';
import { ProfileCard } from '../people/profile-card';
import { StartedDownload } from './download-button';
import { toggleSpoiler } from './enhance-rendered-html';
import { GroupCard } from './group-card';
import { Lightbox, lightboxImages, type LightboxImage } from './lightbox';
import { IMAGE_PREVIEW, linkAction } from './link-action';
import '../../styles/message-links.css';
import { resolveMessageRoute } from './message-route';
import { type ShownText, formatPhrase } from '../../../../shared/i18n/phrase';

const openFailed = defineMessages<{ openFailed: { reason: string } }>({
  openFailed: { id: 'links.message.open_failed', defaultMessage: 'Could not open that message: {reason}' },
}).openFailed;

type Overlay =
  | { kind: 'profile'; userId: number; nowMs: number }
  | { kind: 'group'; groupId: number }
  | { kind: 'lightbox'; images: LightboxImage[]; index: number }
  /** `reason`: the server's or the connection's own words, or the bridge's catalogue text. */
  | { kind: 'error'; reason: ShownText }
  /** `started` tells one click's download from the next one's. */
  | { kind: 'download'; url: string; started: number };

export interface MessageLinks {
  onClick(event: MouseEvent<HTMLElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  overlay: ReactNode;
}

function navigate(route: Route): void {
  window.location.hash = routeHref(route);
}

export function useMessageLinks(realmUrl: string): MessageLinks {
  const intl = useIntl();
  const account = useAccount();
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const close = () => setOverlay(null);

  function act(target: Element, container: HTMLElement): boolean {
    const state = account.store.getState();
    const action = linkAction(target, {
      realmUrl,
      ownUserId: state.realm.ownUserId,
      channelIdByName: (name) => findChannelByName(state.channels, name)?.stream_id,
    });
    switch (action.kind) {
      case 'none':
        return target.closest('a') !== null;
      case 'navigate':
        navigate(action.route);
        return true;
      case 'message':
        resolveMessageRoute(account, action.messageId).then(navigate, (error: unknown) =>
          setOverlay({ kind: 'error', reason: errorText(error) }),
        );
        return true;
      case 'profile':
        setOverlay({ kind: 'profile', userId: action.userId, nowMs: Date.now() });
        return true;
      case 'group':
        setOverlay({ kind: 'group', groupId: action.groupId });
        return true;
      case 'lightbox': {
        const images = lightboxImages(container, realmUrl, account.accountId);
        const index = [...container.querySelectorAll(IMAGE_PREVIEW)].indexOf(action.image);
        if (images.length > 0) setOverlay({ kind: 'lightbox', images, index: Math.max(0, index) });
        return true;
      }
      case 'download':
        setOverlay({ kind: 'download', url: action.url, started: Date.now() });
        return true;
      case 'external':
        window.open(action.url, '_blank', 'noopener,noreferrer');
        return true;
      case 'spoiler':
        toggleSpoiler(action.block);
        return true;
    }
  }

  return {
    onClick(event) {
      if (event.target instanceof Element && act(event.target, event.currentTarget)) event.preventDefault();
    },
    // Links already turn Enter into a click; spoiler headers and mentions are not links.
    onKeyDown(event) {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const target = event.target;
      if (!(target instanceof Element) || target.closest('a') !== null) return;
      if (target.closest('.spoiler-header') === null) return;
      event.preventDefault();
      act(target, event.currentTarget);
    },
    overlay: (
      <>
        {overlay?.kind === 'download' && <StartedDownload key={overlay.started} url={overlay.url} />}
        {overlay?.kind === 'profile' && (
          <ProfileCard userId={overlay.userId} nowMs={overlay.nowMs} onClose={close} />
        )}
        {overlay?.kind === 'group' && <GroupCard groupId={overlay.groupId} onClose={close} />}
        {overlay?.kind === 'lightbox' && (
          <Lightbox images={overlay.images} startIndex={overlay.index} onClose={close} />
        )}
        {overlay?.kind === 'error' && (
          <p className="download-status" role="alert">
            {intl.formatMessage(openFailed, { reason: formatPhrase(intl, overlay.reason) })}
          </p>
        )}
      </>
    ),
  };
}
