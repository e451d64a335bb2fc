// Main's diagnostics report (diagnostics.report), fetched when the page opens and on "Refresh".
import { useQuery } from '@tanstack/react-query';
import { callIpc } from '../../bridge/call-api';

export function useDiagnosticsReport() {
  return useQuery({
    queryKey: ['diagnostics.report'],
    queryFn: () => callIpc('diagnostics.report', {}),
    // Always fresh: the page is for finding out what is going on now.
    staleTime: 0,
    gcTime: 0,
  });
}
