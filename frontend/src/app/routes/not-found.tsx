import { notFoundScreen } from '@beauty/domain/messages';
import { Link } from 'react-router-dom';
import { SparkleIcon } from '@/components/icons';
import { buttonClasses } from '@/components/ui/button';
import { usePageTitle } from '@/lib/document-meta';
import './routes.css';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="not-found centered-stack stack gap-4 container container--narrow">
      <SparkleIcon className="not-found__ornament" />
      <h1>{notFoundScreen.heading}</h1>
      <p className="lead">{notFoundScreen.text}</p>
      <div className="not-found__actions cluster gap-3">
        <Link to="/" className={buttonClasses()}>
          Back to Home
        </Link>
        <Link to="/contact" className={buttonClasses({ variant: 'outline' })}>
          Contact Us
        </Link>
      </div>
    </section>
  );
}
