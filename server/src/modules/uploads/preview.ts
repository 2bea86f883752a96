import { LINE_KIND_LABELS, PREVIEW_SAMPLE_ROWS, type JenisTransaksi, type PreviewRow, type UploadPreview } from '@auto-checker/contract';
import type { ParseResult } from '../../parsing/result.ts';
import type { BoDeposit, BoWithdraw } from '../bo/bo-row.ts';
import { lineKind } from '../review/line-kinds.ts';
import type { StatementLine } from '../statements/statement-line.ts';
import type { UploadEndpoint } from './endpoints.ts';

/**
 * What an upload would store, without storing it (docs/formats.md, "Preview"): the file read exactly as the upload
 * reads it (read-file.ts), counted and sampled.
 */
export function previewOf(
  kind: UploadEndpoint['kind'],
  jenis: JenisTransaksi | null,
  parsed: Extract<ParseResult<StatementLine | BoDeposit | BoWithdraw>, { ok: true }>,
): UploadPreview {
  const layout = parsed.layout;
  if (kind !== 'STATEMENT') {
    const rows = parsed.rows as (BoDeposit | BoWithdraw)[];
    return {
      layout,
      rows: rows.length,
      credits: 0,
      debits: 0,
      not_for_matching: 0,
      sample: rows.slice(0, PREVIEW_SAMPLE_ROWS).map(boPreview),
      warnings: parsed.warnings,
    };
  }
  const lines = parsed.rows as StatementLine[];
  let credits = 0,
    debits = 0,
    notForMatching = 0;
  const kinds = lines.map((line) => {
    if (line.direction === 'CR') credits++;
    else debits++;
    const kind = lineKind({ jenis, direction: line.direction, channel: line.channel, return_of_line_id: null });
    if (kind !== 'PLAYER') notForMatching++;
    return kind === 'PLAYER' ? '' : LINE_KIND_LABELS[kind];
  });
  const sample = lines.slice(0, PREVIEW_SAMPLE_ROWS).map((line, i): PreviewRow => ({
    line: line.line,
    date: line.date,
    time: line.time,
    amount_sen: line.amountSen,
    direction: line.direction,
    name: line.counterpartyName,
    reference: line.reference,
    kind: kinds[i]!,
  }));
  return { layout, rows: lines.length, credits, debits, not_for_matching: notForMatching, sample, warnings: parsed.warnings };
}

function boPreview(row: BoDeposit | BoWithdraw): PreviewRow {
  const at = 'reqDate' in row ? row.reqDate : row.appDate;
  return {
    line: row.line,
    date: at.date,
    time: at.time,
    amount_sen: 'depoAmountSen' in row ? row.depoAmountSen : row.amountSen,
    direction: null,
    name: [row.userName, row.fullName].filter(Boolean).join(' / '),
    reference: row.ticketNo,
    kind: '',
  };
}
