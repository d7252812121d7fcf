import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/**
 * After a navigation to `…#id` (a message sent lands on `#latest`, a member added on their
 * entry), the element there takes the focus when it is made to (a `tabindex`), so a keyboard or
 * screen reader continues from the result. Without JavaScript the browser scrolls there itself.
 */
export function FocusFragmentTarget() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target?.hasAttribute("tabindex") && document.activeElement !== target) target.focus();
  }, [hash, key]);
  return null;
}
