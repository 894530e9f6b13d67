import { createElement, type ReactElement, type SVGProps } from 'react';

/** Line icons drawn for this site (24 px grid, 1.5 px stroke); decorative unless labelled. */
export type IconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/**
 * An icon from its shapes, drawn on Icon, so that each icon below is its drawing and nothing else
 * (as lucide's createLucideIcon). Called once per icon, at module level, never while rendering.
 */
export const icon =
  (...shapes: ReactElement[]) =>
  (props: IconProps) =>
    createElement(Icon, props, ...shapes);

export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h10" />);

export const CloseIcon = icon(<path d="m6 6 12 12M18 6 6 18" />);

export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);

export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);

export const LogOutIcon = icon(<path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />);

export const MailIcon = icon(<rect x="3" y="5" width="18" height="14" rx="2" />, <path d="m4 7 8 6 8-6" />);

export const PhoneIcon = icon(
  <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
);

export const ClockIcon = icon(<circle cx="12" cy="12" r="9" />, <path d="M12 7v5l3 2" />);

export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);

export const SparkleIcon = icon(
  <path d="M12 3c.6 4.2 2.8 6.4 7 7-4.2.6-6.4 2.8-7 7-.6-4.2-2.8-6.4-7-7 4.2-.6 6.4-2.8 7-7Z" />,
  <path d="M19 16c.2 1.3.9 2 2 2.2-1.1.2-1.8.9-2 2.3-.2-1.4-.9-2.1-2-2.3 1.1-.2 1.8-.9 2-2.2Z" />,
);

export const MapPinIcon = icon(
  <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />,
  <circle cx="12" cy="9.5" r="2.5" />,
);

export const CalendarHeartIcon = icon(
  <rect x="3" y="5" width="18" height="16" rx="2" />,
  <path d="M3 10h18M8 3v4M16 3v4" />,
  <path d="M12 18.2s-3-1.8-3-3.7c0-1 .8-1.7 1.6-1.7.6 0 1.1.3 1.4.8.3-.5.8-.8 1.4-.8.8 0 1.6.7 1.6 1.7 0 1.9-3 3.7-3 3.7Z" />,
);

export const InstagramIcon = icon(
  <rect x="3.5" y="3.5" width="17" height="17" rx="5" />,
  <circle cx="12" cy="12" r="4" />,
  <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />,
);

export const FacebookIcon = icon(
  <path d="M14.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.5V4.4a20 20 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H9v3h2.5V21" />,
);

export const PinterestIcon = icon(
  <circle cx="12" cy="12" r="9" />,
  <path d="M10.5 20.5 12 14.5M11.2 14.8c.5.9 1.4 1.3 2.4 1.3 2.3 0 3.9-2.1 3.9-4.9 0-2.7-2.2-4.7-5.2-4.7-3.4 0-5.3 2.4-5.3 4.8 0 1.2.5 2.4 1.5 2.8" />,
);

export const TikTokIcon = icon(<path d="M14 3.5v11.2a3.8 3.8 0 1 1-3.8-3.8M14 3.5c.4 2.6 2.2 4.3 4.8 4.5" />);

export const YouTubeIcon = icon(
  <rect x="2.5" y="5.5" width="19" height="13" rx="4" />,
  <path d="m10 9.2 5 2.8-5 2.8z" />,
);

export const SearchIcon = icon(<circle cx="11" cy="11" r="6.5" />, <path d="m16 16 4 4" />);

export const ExpandIcon = icon(<path d="M14 4h6v6M20 4l-7 7M10 20H4v-6M4 20l7-7" />);

export const ImageIcon = icon(
  <rect x="3" y="4" width="18" height="16" rx="2" />,
  <circle cx="9" cy="9.5" r="1.75" />,
  <path d="m4 18 5-5 3.5 3.5L15 14l5 5" />,
);

export const SearchHeartIcon = icon(
  <circle cx="10.5" cy="10.5" r="6.5" />,
  <path d="m15.5 15.5 5 5" />,
  <path d="M10.5 13.2s-2.4-1.4-2.4-3c0-.8.6-1.4 1.3-1.4.5 0 .9.3 1.1.7.2-.4.6-.7 1.1-.7.7 0 1.3.6 1.3 1.4 0 1.6-2.4 3-2.4 3Z" />,
);

export const GiftIcon = icon(
  <rect x="3.5" y="8" width="17" height="4" rx="1" />,
  <path d="M5 12v8h14v-8M12 8v12M12 8s-1.5-4-4-4a2 2 0 0 0 0 4M12 8s1.5-4 4-4a2 2 0 0 1 0 4" />,
);

export const BrushIcon = icon(
  <path d="M20 4 11 13M9.5 14.5c-2 0-3.5 1.5-3.5 3.5 0 1-.7 2-2 2 1 1 2.5 1 3.5 1 2.5 0 4-1.8 4-4 0-1.3-.9-2.5-2-2.5Z" />,
  <path d="m12.5 11.5 2 2" />,
);

export const DocumentIcon = icon(
  <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />,
  <path d="M14 3v5h5M9 13h6M9 17h4" />,
);

export const UploadIcon = icon(
  <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" />,
  <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />,
);

export const ShieldIcon = icon(
  <path d="M12 3 5 6v5.5c0 4.3 3 8 7 9.5 4-1.5 7-5.2 7-9.5V6Z" />,
  <path d="m9 12 2 2 4-4" />,
);

export const UserIcon = icon(
  <circle cx="12" cy="8" r="3.75" />,
  <path d="M4.75 20c.9-3.6 3.9-5.75 7.25-5.75s6.35 2.15 7.25 5.75" />,
);
