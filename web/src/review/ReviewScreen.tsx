import { Fragment, type ReactNode } from 'react';
import type { Side } from '@auto-checker/contract';
import { Card } from '../components/Card.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useWebsites, websitesFor } from '../lib/lookups.ts';
import { useMe } from '../lib/session.ts';
import { useReviewExport, type ExportRequest } from './export-file.ts';
import { ReviewFilters } from './ReviewFilters.tsx';
import { REVIEW_TEXT, type ExportFormat, type ReviewQuery, type ReviewSide } from './review-rules.ts';
import { useReviewFilters, type SearchTyped } from './use-review-filters.ts';

/** What a results table of a review screen gets from the filters. */
export interface ReviewTableProps {
  query: ReviewQuery;
  /** The search boxes as typed (the table's SearchBoxes). */
  typed: SearchTyped;
  onType: (typed: SearchTyped) => void;
  onPage: (page: number) => void;
}

interface ReviewScreenProps {
  title: string;
  /** The table of each side; its caption names its View Type. */
  sides: Record<Side, ReviewSide>;
  /** The root of the screen's query keys (a change refetches only its own lists). */
  queryRoot: string;
  exportOf: (query: ReviewQuery, format: ExportFormat) => ExportRequest;
  /** The results table of each side (a new one when the side changes: nothing typed or chosen carries over). */
  tables: Record<Side, (props: ReviewTableProps) => ReactNode>;
}

/** The frame View BO and View Mutasi share: header, card, filters with exports, and the table once searched. */
export function ReviewScreen({ title, sides, queryRoot, exportOf, tables }: ReviewScreenProps) {
  const me = useMe();
  const websites = useWebsites();
  const choices = websites.isPending ? undefined : websitesFor(me, websites.data ?? []);
  const filters = useReviewFilters(choices, queryRoot);
  const exporter = useReviewExport();
  const { query } = filters;
  return (
    <>
      <PageHeader title={title} />
      <Card title={`Table ${title}`}>
        <ReviewFilters
          sides={sides}
          draft={filters.draft}
          websites={choices}
          onChange={filters.change}
          onSearch={filters.submit}
          problem={filters.problem}
          exportReady={query !== null}
          exporting={exporter.isPending}
          onExport={(format) => query && exporter.mutate(exportOf(query, format))}
        />
        {query === null ? (
          <p className="text-sm text-gray-500 dark:text-gray-400">{REVIEW_TEXT.pressSearch}</p>
        ) : (
          <Fragment key={query.side}>{tables[query.side]({ query, typed: filters.typed, onType: filters.setTyped, onPage: filters.setPage })}</Fragment>
        )}
      </Card>
    </>
  );
}
