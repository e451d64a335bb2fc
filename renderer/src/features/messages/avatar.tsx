// A sender's picture, fetched by main; their initials while there is none or it fails to load.
import { useState } from 'react';
import { mediaUrl } from '../../bridge/media-url';
import { useAccount } from '../../state/account-scope';
import { useAppStore } from '../../state/selectors';

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return (
    letters
      .map((word) => Array.from(word ?? '')[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

export function Avatar({ url, name }: { url: string | null | undefined; name: string }) {
  const realmUrl = useAppStore((s) => s.realm.url);
  const { accountId } = useAccount();
  const [failed, setFailed] = useState<string | null>(null);
  let src = '';
  if (url) {
    try {
      src = mediaUrl(new URL(url, realmUrl || undefined).href, accountId);
    } catch {
      src = '';
    }
  }
  if (!src || failed === src) {
    return (
      <span className="avatar avatar-initials" aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return <img className="avatar" src={src} alt="" onError={() => setFailed(src)} />;
}
