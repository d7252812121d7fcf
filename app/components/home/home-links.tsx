import { buttonClasses } from "~/components/ui/button";
import { useWords } from "~/components/use-words";
import { commonWords } from "~/locales/common";
import { homeWords } from "~/locales/home";
import { BuildingIcon, ChartIcon, ShieldIcon, UsersIcon } from "~/components/ui/icons";

const LINKS = [
  { href: "/dashboard", label: "businessDashboard", Icon: ChartIcon },
  { href: "/join", label: "joinNetwork", Icon: UsersIcon },
  { href: "/provider", label: "providerPortal", Icon: BuildingIcon },
  { href: "/admin", label: "adminPanel", Icon: ShieldIcon, newTab: true },
] as const;

/** The four home buttons are plain links (the Admin Panel opens in a new tab). */
export function HomeLinks() {
  const words = useWords(homeWords);
  const common = useWords(commonWords);
  return (
    <nav aria-label={words.forBusinesses} className="flex flex-wrap justify-center gap-3">
      {LINKS.map(({ href, label, Icon, ...rest }) => (
        <a
          key={href}
          href={href}
          className={buttonClasses("outline", "md")}
          {...("newTab" in rest ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          <Icon />
          {words[label]}
          {"newTab" in rest ? <span className="sr-only">{common.opensInNewTab}</span> : null}
        </a>
      ))}
    </nav>
  );
}
