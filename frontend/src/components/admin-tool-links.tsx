import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons';
import { cn } from '@/lib/cn';

/** One of the back office's shortcuts: a page of the app, or (`served`) a page the API serves. */
export interface AdminToolLink {
  label: string;
  to: string;
  served?: boolean;
}

/**
 * The 'Admin tools' shortcuts a back-office page offers, each with an arrow; `block` names the
 * classes, `className` adds the nav's layout classes.
 */
export function AdminToolLinks({
  block,
  className,
  links,
}: {
  block: string;
  className?: string;
  links: readonly AdminToolLink[];
}) {
  const linkClassName = `${block}__link`;
  return (
    <nav className={cn(block, className)} aria-label="Admin tools">
      {links.map(({ label, to, served }) =>
        // A served page is not the app's: a full page load fetches it.
        served ? (
          <a key={to} href={to} className={linkClassName}>
            {label}
            <ArrowRightIcon />
          </a>
        ) : (
          <Link key={to} to={to} className={linkClassName}>
            {label}
            <ArrowRightIcon />
          </Link>
        ),
      )}
    </nav>
  );
}
