import { useState } from 'react';
import type { User } from '../../../../shared/objects';
import { mediaUrl } from '../../bridge/media-url';
import { useAccount } from '../../state/account-scope';
import { useAppStore } from '../../state/selectors';
import { initials } from './people-model';

/** avatar_url may be relative to the server (locally stored uploads). */
function avatarSource(avatarUrl: string | null | undefined, realmUrl: string, accountId: string): string {
  if (!avatarUrl) return '';
  try {
    return mediaUrl(new URL(avatarUrl, realmUrl || undefined).href, accountId);
  } catch {
    return '';
  }
}

/** A person's picture, loaded through main; their initials when there is none or it fails. */
export function PersonAvatar({ user, size = 'small' }: { user: User; size?: 'small' | 'large' }) {
  const realmUrl = useAppStore((s) => s.realm.url);
  const { accountId } = useAccount();
  const src = avatarSource(user.avatar_url, realmUrl, accountId);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `person-avatar person-avatar-${size}`;
  // Decorative: the name is always written next to it.
  if (src === '' || failedSrc === src) {
    return (
      <span className={`${className} person-avatar-initials`} aria-hidden="true">
        {initials(user.full_name)}
      </span>
    );
  }
  return <img className={className} src={src} alt="" onError={() => setFailedSrc(src)} />;
}
