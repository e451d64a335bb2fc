// Where a message view puts its compose box. One box per narrow (remounted when the narrow changes,
// so each conversation keeps its own unsent text).
import { useEffect } from 'react';
import { useAccount } from '../../state/account-scope';
import { useDataReady } from '../../state/selectors';
import '../../styles/compose.css';
import { narrowKey, type Narrow } from '../messages/narrow';
import { ComposeBox } from './compose-box';
import { flushComposeDrafts, loadComposeDrafts } from './compose-drafts';

export function ComposeSlot({ narrow }: { narrow: Narrow }) {
  const ready = useDataReady();
  const { accountId } = useAccount();

  useEffect(() => {
    loadComposeDrafts(accountId);
  }, [accountId]);

  useEffect(() => {
    // Closing or reloading the window must not lose the last few keystrokes.
    window.addEventListener('pagehide', flushComposeDrafts);
    return () => window.removeEventListener('pagehide', flushComposeDrafts);
  }, []);

  if (!ready) return null;
  return <ComposeBox key={narrowKey(narrow)} narrow={narrow} />;
}
