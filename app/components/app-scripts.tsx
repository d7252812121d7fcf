import { Scripts } from "@remix-run/react";
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

// Lower case: React 18 passes it through as the HTML attribute (it warns at `fetchPriority`).
type LinkProps = { rel?: string; fetchpriority?: string };

function lowPriorityPreloads(children: ReactNode): ReactNode {
  return Children.map(children, (child) =>
    isValidElement<LinkProps>(child) && child.type === "link" && child.props.rel === "modulepreload"
      ? cloneElement(child, { fetchpriority: "low" })
      : child,
  );
}

/**
 * Remix's `<Scripts>`, with its module preloads fetched at low priority. The page is whole
 * without them (every form works before hydration), so the stylesheet and the first paint go
 * first; Chromium otherwise fetches the ~35 modules at high priority, ahead of the paint, and
 * on a slow phone network the first paint waits for them (Lighthouse: 2.3 s against 0.8 s).
 * docs/decisions/0014.
 */
export function AppScripts({ nonce }: { nonce: string }) {
  // Called, not rendered, to reach the links it returns; it runs its hooks in this component.
  const rendered = Scripts({ nonce }) as ReactElement<{ children?: ReactNode }> | null;
  if (!rendered) return null;
  return <>{lowPriorityPreloads(rendered.props.children)}</>;
}
