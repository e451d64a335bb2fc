// Tells main when the page sees the network go away or come back (the window's `offline`/`online`
// events, which Chromium raises from the operating system's own view): main's event loop then says
// "No network connection" instead of counting failures, and checks the server before polling again.
// Mounted once at the top of the app, signed in or not.
import { useEffect } from 'react';
import { getBridge } from '../../bridge/get-bridge';

export function useNetworkEvents(): void {
  useEffect(() => {
    const bridge = getBridge();
    const tell = (online: boolean) => {
      // Nothing to show if main does not take it: the loop still finds out by itself, only later.
      void bridge.invoke('connection.networkChanged', { online }).catch(() => undefined);
    };
    const online = () => tell(true);
    const offline = () => tell(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    if (!navigator.onLine) tell(false);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);
}
