/**
 * One instance per process, even when a module is evaluated twice (the server loads
 * app/lib directly while the Remix build carries its own bundled copy).
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = ((globalThis as { __porchlight?: Record<string, unknown> }).__porchlight ??= {});
  if (!(name in store)) store[name] = create();
  return store[name] as T;
}
