import { toasts } from '@beauty/domain/messages';
import { Link } from 'react-router-dom';
import { ShieldIcon } from '@/components/icons';
import { buttonClasses } from '@/components/ui/button';

/** What a signed-in user who is not an admin sees on /admin, instead of calls that would fail. */
export function AccessDenied() {
  return (
    <section className="access-denied" role="alert" aria-labelledby="access-denied-title">
      <span className="access-denied__icon" aria-hidden="true">
        <ShieldIcon />
      </span>
      <h2 id="access-denied-title">{toasts.accessDenied.title}</h2>
      <p className="muted">{toasts.accessDenied.description}</p>
      <Link to="/" className={buttonClasses()}>
        Back to Dashboard
      </Link>
    </section>
  );
}
