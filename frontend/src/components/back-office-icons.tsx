import { icon } from './icons';

/**
 * The back office's own icons (Stylist Dashboard), drawn on the same Icon as components/icons.
 * Kept out of icons.tsx: that module sits in the chunk every page loads, the prerendered
 * landing page included, and only the signed-in screens that import this file need these.
 */

export const CalendarIcon = icon(
  <rect x="3.75" y="5" width="16.5" height="15" rx="2" />,
  <path d="M3.75 9.5h16.5M8 3v4M16 3v4" />,
);

export const WeekIcon = icon(
  <rect x="3.75" y="5" width="16.5" height="15" rx="2" />,
  <path d="M3.75 9.5h16.5M8 3v4M16 3v4M7.5 13.5h2M11 13.5h2M14.5 13.5h2M7.5 16.5h2" />,
);

export const UsersIcon = icon(
  <circle cx="9" cy="8.5" r="3.25" />,
  <path d="M3 19.5c.7-3 3-4.75 6-4.75s5.3 1.75 6 4.75" />,
  <path d="M15.5 5.6a3.25 3.25 0 0 1 0 5.8M17.5 14.9c1.7.6 2.9 2.2 3.5 4.6" />,
);

export const RevenueIcon = icon(
  <circle cx="12" cy="12" r="8.25" />,
  <path d="M14.75 9.25c-.4-1-1.5-1.6-2.75-1.6-1.6 0-2.75.85-2.75 2.1 0 2.9 5.5 1.6 5.5 4.5 0 1.25-1.2 2.1-2.75 2.1-1.35 0-2.45-.65-2.85-1.7M12 6.25v1.4M12 16.35v1.4" />,
);

export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);

export const NotesIcon = icon(
  <path d="M6.5 3.75h8l3.75 3.75v12.75H6.5a.75.75 0 0 1-.75-.75V4.5a.75.75 0 0 1 .75-.75Z" />,
  <path d="M14.25 3.75V7.5h4M9 11.5h6M9 14.5h6M9 17.5h3.5" />,
);

export const CheckCircleIcon = icon(
  <circle cx="12" cy="12" r="8.25" />,
  <path d="m8.5 12.25 2.25 2.25 4.75-5" />,
);

export const ChevronLeftIcon = icon(<path d="m15 6-6 6 6 6" />);

export const ChevronRightIcon = icon(<path d="m9 6 6 6-6 6" />);

export const CopyIcon = icon(
  <rect x="8.75" y="8.75" width="11.5" height="11.5" rx="2" />,
  <path d="M15.25 5.5V5a1.25 1.25 0 0 0-1.25-1.25H5A1.25 1.25 0 0 0 3.75 5v9A1.25 1.25 0 0 0 5 15.25h.5" />,
);

export const SubscribeIcon = icon(
  <path d="M10 14a4.5 4.5 0 0 0 6.36 0l3.18-3.18a4.5 4.5 0 0 0-6.36-6.36l-1.1 1.1" />,
  <path d="M14 10a4.5 4.5 0 0 0-6.36 0l-3.18 3.18a4.5 4.5 0 0 0 6.36 6.36l1.1-1.1" />,
);

export const ResetIcon = icon(<path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3L4.5 9" />, <path d="M4.5 4.5V9H9" />);

export const HandIcon = icon(
  <path d="M8 12V5.75a1.25 1.25 0 0 1 2.5 0V11M10.5 10.5V4.25a1.25 1.25 0 0 1 2.5 0v6.25M13 10.5V5.5a1.25 1.25 0 0 1 2.5 0V12M15.5 11.5V8.25a1.25 1.25 0 0 1 2.5 0v6.5a6 6 0 0 1-6 6h-.6a6 6 0 0 1-4.6-2.15L4 14.9a1.3 1.3 0 0 1 1.9-1.75L8 15" />,
);

export const SlidersIcon = icon(
  <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />,
  <circle cx="15" cy="7" r="2" />,
  <circle cx="9" cy="17" r="2" />,
);
