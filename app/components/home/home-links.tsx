import { buttonClasses } from "~/components/ui/button";
import { BuildingIcon, ChartIcon, ShieldIcon, UsersIcon } from "~/components/ui/icons";

const LINKS = [
  { href: "/dashboard", label: "Business Dashboard", Icon: ChartIcon },
  { href: "/join", label: "Join Network", Icon: UsersIcon },
  { href: "/provider", label: "Provider Portal", Icon: BuildingIcon },
  { href: "/admin", label: "Admin Panel", Icon: ShieldIcon, newTab: true },
] as const;

/** The four home buttons are plain links (the Admin Panel opens in a new tab). */
export function HomeLinks() {
  return (
    <nav aria-label="For businesses" className="flex flex-wrap justify-center gap-3">
      {LINKS.map(({ href, label, Icon, ...rest }) => (
        <a
          key={href}
          href={href}
          className={buttonClasses("outline", "md")}
          {...("newTab" in rest ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          <Icon />
          {label}
          {"newTab" in rest ? <span className="sr-only"> (opens in a new tab)</span> : null}
        </a>
      ))}
    </nav>
  );
}
