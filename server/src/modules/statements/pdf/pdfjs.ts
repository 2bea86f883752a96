/**
 * pdf.js (`pdfjs-dist`, its legacy build for Node), loaded on the first PDF read and without slowing down everything
 * else the thread runs.
 *
 * The legacy build carries core-js polyfills, and they replace builtins the runtime already has wherever core-js finds
 * them short of the newest spec. On Node 20 that is `JSON.stringify` and `JSON.parse` (no `JSON.rawJSON`) and
 * `Array.prototype.push`, among others. Each replacement is a JavaScript function, two or more times slower than V8's
 * own, and every request, query and matcher run of a thread that has loaded pdf.js would pay for it. So both of its
 * modules are loaded here: the main one, and the worker one, which pdf.js runs in this thread (`globalThis.pdfjsWorker`).
 * Then every builtin they replaced is put back. What they add (methods this Node lacks) stays: pdf.js uses them.
 */
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

let loading: Promise<PdfJs> | null = null;

/** pdf.js, loaded once. */
export function pdfjs(): Promise<PdfJs> {
  return (loading ??= load());
}

async function load(): Promise<PdfJs> {
  const natives = builtins().map((target) => ({ target, descriptors: Object.getOwnPropertyDescriptors(target) }));
  try {
    const [pdf, worker] = await Promise.all([
      import('pdfjs-dist/legacy/build/pdf.mjs'),
      // No types are published for it; pdf.js reads only its WorkerMessageHandler.
      import('pdfjs-dist/legacy/build/pdf.worker.mjs' as string) as Promise<{ WorkerMessageHandler: unknown }>,
    ]);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return pdf;
  } finally {
    for (const { target, descriptors } of natives) putBack(target, descriptors);
  }
}

/** The objects whose properties a polyfill may replace: the global object, the builtin namespaces and classes, their prototypes. */
function builtins(): object[] {
  const classes = [Object, Function, Array, String, Number, Symbol, Promise, Map, Set, WeakMap, WeakSet, ArrayBuffer, DataView, RegExp, Error, URL];
  const typedArray = Object.getPrototypeOf(Uint8Array) as object;
  const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object;
  return [
    globalThis,
    JSON,
    Math,
    Reflect,
    ...classes.flatMap((c) => [c, c.prototype as object]),
    Uint8Array,
    Uint8Array.prototype,
    typedArray,
    (typedArray as { prototype: object }).prototype,
    iteratorPrototype,
  ];
}

/** Every property of `target` that `descriptors` had, as it had it. */
function putBack(target: object, descriptors: PropertyDescriptorMap): void {
  for (const key of Reflect.ownKeys(descriptors)) {
    const was = descriptors[key as string]!;
    const now = Object.getOwnPropertyDescriptor(target, key);
    if (!Object.is(now?.value, was.value) || now?.get !== was.get || now?.set !== was.set) Object.defineProperty(target, key, was);
  }
}
