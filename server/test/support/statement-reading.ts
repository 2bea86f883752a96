import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { readStatementTo, type ReadFileInput, type StatementMessage } from '../../src/modules/uploads/read-file.ts';

/** What the upload hands its worker for a file sent to `endpoint`, for website ABC and its account 1. */
export function readInput(endpoint: string, provider: string | null, bytes: Buffer, statementDate: string | null): ReadFileInput {
  return {
    endpoint,
    provider,
    fileName: 'mutasi.csv',
    bytes,
    statementDate,
    jenis: 'DEPO',
    websiteCode: 'ABC',
    bankAccountId: 1,
    accountNumber: null,
    format: 'test',
    keyScope: 'test',
    purpose: 'store',
  };
}

/** Every message readStatementTo posts for a statement to store, in order, read here as the server reads them. */
export async function postedMessages(input: ReadFileInput): Promise<StatementMessage[]> {
  const { port1, port2 } = new MessageChannel();
  try {
    await readStatementTo(port2, input);
    const messages: StatementMessage[] = [];
    for (let m = receiveMessageOnPort(port1); m; m = receiveMessageOnPort(port1)) messages.push(m.message as StatementMessage);
    return messages;
  } finally {
    port1.close();
  }
}
