import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SparkleIcon } from './icons';
import { buttonClasses } from './ui/button';
import './coming-soon.css';

export interface ComingSoonProps {
  title?: string;
  children?: ReactNode;
  /** Where a visitor can go meanwhile. */
  actions?: Array<{ to: string; label: string }>;
}

/** The body of a screen whose content arrives in a later release. */
export function ComingSoon({
  title = 'Coming soon',
  children,
  actions = [{ to: '/contact', label: 'Contact Us' }],
}: ComingSoonProps) {
  return (
    <section className="coming-soon container container--narrow" aria-labelledby="coming-soon-title">
      <div className="coming-soon__card">
        <SparkleIcon className="coming-soon__icon" />
        <h2 id="coming-soon-title">{title}</h2>
        {children ? <div className="coming-soon__text">{children}</div> : null}
        {actions.length ? (
          <div className="coming-soon__actions">
            {actions.map((action, index) => (
              <Link
                key={action.to}
                to={action.to}
                className={buttonClasses({ variant: index === 0 ? 'primary' : 'outline' })}
              >
                {action.label}
              </Link>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
