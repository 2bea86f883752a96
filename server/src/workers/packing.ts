/**
 * Long lists handed between the event loop and a worker thread in slices. A list of 100k objects copied as one message
 * holds the event loop about 0.1-0.2 s on either side (serialising it to send, reading it on arrival); packed here, the
 * same work is done a slice at a time on the event loop's side, with a turn for other requests between slices
 * (so the slowest other answer during a 100k-line upload stays about 0.2 s: README, "Big uploads"). The worker's
 * side packs and unpacks in one go: it has nothing else to do.
 */
import { setImmediate } from 'node:timers/promises';
import { deserialize, serialize } from 'node:v8';

/** Items per slice: a few milliseconds of serialising each. */
const SLICE = 5_000;

/** A list as v8-serialised slices (copied to and from a worker as a few byte arrays). */
export type Packed<T> = readonly Uint8Array[] & { readonly __items?: T };

/** The list packed, slice by slice, giving other requests a turn between slices (the event loop's side). */
export async function packInTurns<T>(items: readonly T[]): Promise<Packed<T>> {
  const parts: Uint8Array[] = [];
  for (let i = 0; i < items.length; i += SLICE) {
    if (i > 0) await setImmediate();
    parts.push(serialize(items.slice(i, i + SLICE)));
  }
  return parts;
}

/** The list packed in one go (a worker's side). */
export function pack<T>(items: readonly T[]): Packed<T> {
  const parts: Uint8Array[] = [];
  for (let i = 0; i < items.length; i += SLICE) parts.push(serialize(items.slice(i, i + SLICE)));
  return parts;
}

/** The list back from its slices, in one go (a worker's side). */
export function unpack<T>(parts: Packed<T>): T[] {
  const items: T[] = [];
  for (const part of parts) for (const item of deserialize(part) as T[]) items.push(item);
  return items;
}

/** The list back from its slices, giving other requests a turn between slices (the event loop's side). */
export async function unpackInTurns<T>(parts: Packed<T>): Promise<T[]> {
  const items: T[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) await setImmediate();
    for (const item of deserialize(parts[i]!) as T[]) items.push(item);
  }
  return items;
}

/** `items.map(fn)`, a slice at a time, giving other requests a turn between slices (the event loop's side). */
export async function mapInTurns<T, U>(items: readonly T[], fn: (item: T) => U): Promise<U[]> {
  const mapped: U[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % SLICE === 0) await setImmediate();
    mapped.push(fn(items[i]!));
  }
  return mapped;
}
