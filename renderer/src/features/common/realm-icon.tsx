// An organization's icon, fetched through main like every image, with its initial as a fallback.
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { mediaUrl } from '../../bridge/media-url';
import { useOptionalAccount } from '../../state/account-scope';

const label = defineMessages<{ label: { name: string } }>({
  label: { id: 'common.realm_icon.label', defaultMessage: '{name} icon' },
}).label;

interface RealmIconProps {
  name: string;
  /** May be relative to the realm (server_settings gives a path). */
  iconUrl: string | undefined;
  realmUrl?: string;
  size?: 'small' | 'large';
  /** Whose credentials fetch it: the account shown around it unless given (none before sign-in). */
  accountId?: string;
}

/** The icon's address as the renderer may load it: fetched by main, never from the network directly. */
function iconSource(
  iconUrl: string | undefined,
  realmUrl: string | undefined,
  accountId: string | undefined,
): string | undefined {
  if (!iconUrl) return undefined;
  try {
    return mediaUrl(new URL(iconUrl, realmUrl || undefined).href, accountId) || undefined;
  } catch {
    return undefined;
  }
}

/** The organization's icon, or its initial when there is none or it cannot be loaded. */
export function RealmIcon({ name, iconUrl, realmUrl, size = 'large', accountId }: RealmIconProps) {
  const intl = useIntl();
  const shownAccount = useOptionalAccount()?.accountId;
  const src = iconSource(iconUrl, realmUrl, accountId ?? shownAccount);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const iconLabel = intl.formatMessage(label, { name });
  const className = `realm-icon realm-icon-${size}`;
  if (src === undefined || failedSrc === src) {
    return (
      <span role="img" aria-label={iconLabel} className={`${className} realm-icon-fallback`}>
        {(name.trim()[0] ?? '?').toUpperCase()}
      </span>
    );
  }
  return <img src={src} alt={iconLabel} className={className} onError={() => setFailedSrc(src)} />;
}
