import { Link } from 'react-router-dom';
import type { AuthUser } from '@/lib/auth';
import { fullName } from '@/lib/person-name';
import { FormCard } from './form-card';

/**
 * The contact details the booking goes out with: her profile's (the landing form's name and phone
 * fill what it lacked at sign-in). Changed on her account page, never silently here.
 */
export function ContactUsed({ user }: { user: AuthUser | null }) {
  if (!user) return null;
  const name = fullName(user);
  return (
    <FormCard
      id="book-contact"
      title="Your Contact Details"
      description="Your confirmation goes to this email, and your stylist calls or texts this number about the day."
    >
      <dl className="contact-used stack">
        {name ? (
          <div>
            <dt className="caps-tag">Name</dt>
            <dd>{name}</dd>
          </div>
        ) : null}
        <div>
          <dt className="caps-tag">Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt className="caps-tag">Phone</dt>
          <dd>{user.phone?.trim() || <span className="muted">Not given yet</span>}</dd>
        </div>
      </dl>
      <p className="contact-used__edit">
        <Link to="/account">
          {user.phone?.trim() ? 'Change in My Account' : 'Add your phone in My Account'}
        </Link>
      </p>
    </FormCard>
  );
}
