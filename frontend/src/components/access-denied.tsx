import { toasts } from '@beauty/domain/messages';
import { Link } from 'react-router-dom';
import { ShieldIcon } from '@/components/icons';
import { buttonClasses } from '@/components/ui/button';

/**
 * What a signed-in user who is not an admin sees on an admin page, instead of calls that would
 * fail. Each page keeps its own look: its block's class, and the icon's round backing (or none).
 */
export function AccessDenied({
  className,
  iconClassName,
  titleId = 'access-denied-title',
}: {
  className: string;
  /** The class of the span around the icon; without it the icon stands alone. */
  iconClassName?: string;
  titleId?: string;
}) {
  return (
    <section className={className} role="alert" aria-labelledby={titleId}>
      {iconClassName ? (
        <span className={iconClassName} aria-hidden="true">
          <ShieldIcon />
        </span>
      ) : (
        <ShieldIcon aria-hidden="true" />
      )}
      <h2 id={titleId}>{toasts.accessDenied.title}</h2>
      <p className="muted">{toasts.accessDenied.description}</p>
      <Link to="/" className={buttonClasses()}>
        Back to Dashboard
      </Link>
    </section>
  );
}
