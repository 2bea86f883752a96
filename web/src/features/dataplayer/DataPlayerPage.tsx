import { Card } from '../../components/Card.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useWebsites, websitesFor } from '../../lib/lookups.ts';
import { useMe } from '../../lib/session.ts';
import { GameSiteReport } from './GameSiteReport.tsx';
import { PlayerFilters } from './PlayerFilters.tsx';
import { PlayerTable } from './PlayerTable.tsx';
import { MODE_OPTIONS, PLAYER_TEXT } from './player-rules.ts';
import { SummaryTiles } from './SummaryTiles.tsx';
import { usePlayerFilters } from './use-player-filters.ts';

/** Data Player and the Game Site report (docs/spec/part-2.md, section 2): what a website's players moved over a range of days. */
export function DataPlayerPage() {
  const me = useMe();
  const websites = useWebsites();
  const choices = websites.isPending ? undefined : websitesFor(me, websites.data ?? []);
  const filters = usePlayerFilters(choices);
  const { query } = filters;
  const modeLabel = MODE_OPTIONS.find((o) => o.value === filters.draft.mode)!.label;

  return (
    <>
      <PageHeader title="Data Player" />
      <div className="space-y-6">
        <Card title={modeLabel}>
          <PlayerFilters draft={filters.draft} websites={choices} onChange={filters.change} onSearch={filters.submit} problem={filters.problem} />
          {query === null && <p className="text-sm text-gray-500 dark:text-gray-400">{PLAYER_TEXT.pressSearch}</p>}
        </Card>
        {query?.mode === 'dataplayer' && (
          <>
            <SummaryTiles query={query} />
            <PlayerTable key={`${query.website}/${query.start}/${query.end}`} query={query} params={filters.params} update={filters.update} />
          </>
        )}
        {query?.mode === 'gamesite' && <GameSiteReport query={query} websites={choices ?? []} params={filters.params} update={filters.update} />}
      </div>
    </>
  );
}
