import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Every stand-in's target: a function, so that the apply and construct traps are allowed; the traps never read it. */
function standIn() {}

/**
 * A package (CommonJS, so node can load it synchronously) that loads at its first use instead of at
 * the start: sharp, Stripe, nodemailer and the XML parser each spent 100–300 ms of CPU before the shop
 * was ready, for work that comes with the first upload, payment, mail or bank file. The stand-in is
 * callable and constructible and passes every property on, so call sites keep their synchronous
 * shape and their types (`instanceof` works through the stand-in's properties, not the stand-in).
 */
export function lazyPackage<T extends object>(load: () => T): T {
  let loaded: T | undefined;
  const real = (): T => (loaded ??= load()) as T;
  return new Proxy(standIn as unknown as T, {
    apply: (_target, thisArg, args: unknown[]) => Reflect.apply(real() as (...a: unknown[]) => unknown, thisArg, args),
    construct: (_target, args: unknown[]) => Reflect.construct(real() as new (...a: unknown[]) => object, args),
    get: (_target, property) => Reflect.get(real(), property),
    set: (_target, property, value: unknown) => Reflect.set(real(), property, value),
    has: (_target, property) => Reflect.has(real(), property),
  });
}

/** The package `name` as `require` gives it, loaded at its first use; `setUp` runs once on it then. */
export function lazyRequire<T extends object>(name: string, setUp?: (loaded: T) => void): T {
  return lazyPackage(() => {
    const loaded = require(name) as T;
    setUp?.(loaded);
    return loaded;
  });
}
