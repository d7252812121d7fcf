import type { ReactNode, SVGProps } from "react";

/**
 * Decorative line icons (hidden from assistive technology; the text beside them carries meaning).
 * Each shape is drawn once per page, in the sprite the root layout renders; an icon is a
 * reference to it. A list of twelve cards carried 37 KB of the same paths, drawn again by
 * React for every card.
 */
type IconProps = SVGProps<SVGSVGElement>;

const SHAPES = {
  home: (
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V21h14V9.5" />
      <path d="M10 21v-6h4v6" />
    </>
  ),
  car: (
    <>
      <path d="M5 17h14v-5l-2-5H7l-2 5z" />
      <path d="M3 12h18" />
      <circle cx="7.5" cy="17.5" r="1.5" />
      <circle cx="16.5" cy="17.5" r="1.5" />
    </>
  ),
  heart: (
    <>
      <path d="M12 20s-7-4.35-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.65-9 9-9 9z" />
      <path d="M12 9v5M9.5 11.5h5" />
    </>
  ),
  book: (
    <>
      <path d="M4 4.5A2.5 2.5 0 0 1 6.5 2H20v17H6.5A2.5 2.5 0 0 0 4 21.5z" />
      <path d="M4 21.5V4.5M8 7h8M8 11h6" />
    </>
  ),
  star: (
    <>
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  "map-pin": (
    <>
      <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
      <circle cx="12" cy="9" r="2.5" />
    </>
  ),
  phone: (
    <>
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  "arrow-left": (
    <>
      <path d="M19 12H5M11 18l-6-6 6-6" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  moon: (
    <>
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
    </>
  ),
  monitor: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  building: (
    <>
      <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M3 21h18" />
      <path d="M8 7h4M8 11h4M8 15h4" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>
  ),
  chart: (
    <>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
    </>
  ),
  x: (
    <>
      <path d="M18 6 6 18M6 6l12 12" />
    </>
  ),
  "check-circle": (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

type IconName = keyof typeof SHAPES;

const STAR = "m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z";

/** Five filled stars in a 120 by 24 box, for a rating (components/reviews/stars.tsx); filled by whoever refers to them. */
export const STAR_ROW = "#icon-star-row";

function Icon({ shape, className = "h-5 w-5", ...props }: IconProps & { shape: IconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} {...props}>
      <use href={`#icon-${shape}`} />
    </svg>
  );
}

/** The shapes every icon on the page refers to, drawn nowhere themselves. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute h-0 w-0 overflow-hidden">
      {Object.entries(SHAPES).map(([name, shape]) => (
        <symbol
          key={name}
          id={`icon-${name}`}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {shape}
        </symbol>
      ))}
      <symbol id={STAR_ROW.slice(1)} viewBox="0 0 120 24">
        {[0, 1, 2, 3, 4].map((index) => (
          <path key={index} d={STAR} transform={`translate(${index * 24} 0)`} />
        ))}
      </symbol>
    </svg>
  );
}

export const HomeIcon = (p: IconProps) => <Icon shape="home" {...p} />;
export const CarIcon = (p: IconProps) => <Icon shape="car" {...p} />;
export const HeartIcon = (p: IconProps) => <Icon shape="heart" {...p} />;
export const BookIcon = (p: IconProps) => <Icon shape="book" {...p} />;
export const StarIcon = (p: IconProps) => <Icon shape="star" {...p} />;
export const ClockIcon = (p: IconProps) => <Icon shape="clock" {...p} />;
export const MapPinIcon = (p: IconProps) => <Icon shape="map-pin" {...p} />;
export const PhoneIcon = (p: IconProps) => <Icon shape="phone" {...p} />;
export const MailIcon = (p: IconProps) => <Icon shape="mail" {...p} />;
export const ArrowLeftIcon = (p: IconProps) => <Icon shape="arrow-left" {...p} />;
export const SearchIcon = (p: IconProps) => <Icon shape="search" {...p} />;
export const SunIcon = (p: IconProps) => <Icon shape="sun" {...p} />;
export const MoonIcon = (p: IconProps) => <Icon shape="moon" {...p} />;
export const MonitorIcon = (p: IconProps) => <Icon shape="monitor" {...p} />;
export const BuildingIcon = (p: IconProps) => <Icon shape="building" {...p} />;
export const UserIcon = (p: IconProps) => <Icon shape="user" {...p} />;
export const ShieldIcon = (p: IconProps) => <Icon shape="shield" {...p} />;
export const UsersIcon = (p: IconProps) => <Icon shape="users" {...p} />;
export const ChartIcon = (p: IconProps) => <Icon shape="chart" {...p} />;
export const XIcon = (p: IconProps) => <Icon shape="x" {...p} />;
export const CheckCircleIcon = (p: IconProps) => <Icon shape="check-circle" {...p} />;
