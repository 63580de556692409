/**
 * A value our server makes and Astro's build uses, shared on `globalThis` under a registered
 * symbol: the two are separate module graphs, so a module-level variable would exist twice.
 * `get` is undefined until `share` ran (under `astro dev`, which has no server of ours, never).
 */
export function processShared<T>(name: string) {
  const key = Symbol.for(`p2p.${name}`);
  const holder = globalThis as { [key]?: T };
  return {
    share: (value: T) => {
      holder[key] = value;
    },
    get: (): T | undefined => holder[key],
  };
}
