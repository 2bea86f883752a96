import { useMutation, useQuery } from '@tanstack/react-query';
import { useToast } from '../../components/Toaster.tsx';
import { callApi, errorMessage } from '../../lib/api.ts';
import { postJsonForFile, saveBlob } from '../../lib/download.ts';
import { withReason } from '../../lib/messages.ts';
import { PLAYER_TEXT, dataPlayerCall, gameSiteExport, type ExportFormat, type PlayerPageQuery, type ReportQuery } from './player-rules.ts';

/** The root of this screen's query keys: Search with the same filters refetches them all. */
export const DATA_PLAYER_KEY = 'dataplayer';

/** GET /api/totaldataplayer: the tiles (100/1) or a page of the Game Site report. */
export function useTotalDataPlayer(query: ReportQuery, size: number, page: number) {
  return useQuery({
    queryKey: [DATA_PLAYER_KEY, 'total', query.website, query.start, query.end, size, page],
    queryFn: () =>
      callApi('GET /api/totaldataplayer/:website/:start/:end/:pageSize/:page', {
        params: { website: query.website, start: query.start, end: query.end, pageSize: size, page },
      }),
  });
}

/** GET /api/dataplayer or /api/searchdataplayer: a page of the table. */
export function useDataPlayer(query: PlayerPageQuery) {
  return useQuery({
    queryKey: [DATA_PLAYER_KEY, 'rows', query],
    queryFn: () => {
      const call = dataPlayerCall(query);
      return callApi(call.key, call.input);
    },
  });
}

/** Export CSV / Export Excel of the Game Site report; a failure is logged and says 'Gagal export file.'. */
export function useGameSiteExport() {
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ query, format }: { query: ReportQuery; format: ExportFormat }) => {
      const { path, body, fileName } = gameSiteExport(query, format);
      saveBlob(await postJsonForFile(path, body), fileName);
    },
    onError: (err) => {
      console.error(PLAYER_TEXT.exportFailed, err);
      toast('error', withReason(PLAYER_TEXT.exportFailed, errorMessage(err)));
    },
  });
}
