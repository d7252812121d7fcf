import { Scripts } from "@remix-run/react";
import { Children, cloneElement, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from "react";
import { ServerRendering } from "./server-rendering";

type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };

/**
 * Remix's `<Scripts>` without its module preloads, and on the server with its module script
 * rewritten to start the modules at once or, on a slow connection, after the page's load
 * (app/lib/module-start.server.ts, provided through `ServerRendering`). The browser renders the
 * same elements when it hydrates, so the trees match; a script's text is never patched.
 */
export function AppScripts({ nonce }: { nonce: string }) {
  const moduleStart = useContext(ServerRendering)?.moduleStart;
  // Called, not rendered, to reach the elements it returns; it runs its hooks in this component.
  const rendered = Scripts({ nonce }) as ReactElement<ElementProps> | null;
  if (!rendered) return null;
  const preloads: string[] = [];
  const visit = (children: ReactNode): ReactNode =>
    Children.map(children, (child) => {
      if (!isValidElement<ElementProps>(child)) return child;
      if (child.type === "link" && child.props.rel === "modulepreload") {
        if (child.props.href && !preloads.includes(child.props.href)) preloads.push(child.props.href);
        return null;
      }
      if (child.type === Fragment) return <>{visit(child.props.children)}</>;
      const html = child.props.dangerouslySetInnerHTML?.__html;
      if (child.type === "script" && child.props.type === "module" && html) {
        return moduleStart ? cloneElement(child, { dangerouslySetInnerHTML: { __html: moduleStart(html, preloads) } }) : child;
      }
      return child;
    });
  return <>{visit(rendered.props.children)}</>;
}
