// Written on the server only: the browser hydrates what was sent and never needs this code.

/**
 * A document read to its end (where the module script is) more than this after it was asked
 * for came over a slow connection. Time to the first byte alone will not do: emulated phone
 * networks, and proxies, hold the body rather than the headers.
 */
export const SLOW_DOCUMENT_MS = 400;

const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"\n]+");$/gm;
const BARE_IMPORT = /^import ("[^"\n]+");?$/gm;

/**
 * Remix's module script rewritten to start from a function: at once, or after the page's load when
 * the document came slowly or the browser asks to save data, because its static imports hold the
 * load event for seconds on a weak signal while the page already works. Code of any other shape is
 * returned as it is (docs/decisions/0036).
 */
export function deferredModuleStart(code: string, preloads: readonly string[]): string {
  const routes = [...code.matchAll(ROUTE_IMPORT)].map(([, name, url]) => ({ name, url }));
  const bare = [...code.matchAll(BARE_IMPORT)].map(([, url]) => url);
  const rest = code.replace(ROUTE_IMPORT, "").replace(BARE_IMPORT, "").trim();
  if (routes.length === 0 || /^\s*import\s/m.test(rest) || /\bexport\b/.test(rest)) return code;
  const first = bare.length ? `Promise.all([${bare.map((url) => `import(${url})`).join(",")}]).then(()=>` : "(";
  return [
    `const p=${JSON.stringify(preloads)};`,
    "const go=()=>{",
    // At low priority, as decision 0014 had them: the stylesheet and the first paint go first.
    'for(const h of p){const l=document.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=h;document.head.appendChild(l)}',
    `${first}Promise.all([${routes.map(({ url }) => `import(${url})`).join(",")}])).then(([${routes.map(({ name }) => name).join(",")}])=>{${rest}})`,
    "};",
    'const n=performance.getEntriesByType("navigation")[0],c=navigator.connection;',
    `if(document.readyState!=="complete"&&((n&&performance.now()-n.requestStart>${SLOW_DOCUMENT_MS})||(c&&c.saveData)))addEventListener("load",go,{once:true});else go();`,
  ].join("\n");
}
