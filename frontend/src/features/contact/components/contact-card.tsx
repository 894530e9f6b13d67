import { contactPage } from '@beauty/domain/messages';
import type { ReactNode } from 'react';
import { Link } from '@/app/navigation/navigation';
import { CheckIcon, ClockIcon, MailIcon, PhoneIcon, SparkleIcon } from '@/components/icons';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSite } from '@/lib/site';

function DirectContact() {
  const site = useSite();
  if (site.isPending) {
    return (
      <div className="stack gap-2">
        <span className="visually-hidden">Loading email addresses…</span>
        <Skeleton className="contact-card__skeleton" />
        <Skeleton className="contact-card__skeleton" />
      </div>
    );
  }
  if (site.isError) {
    return (
      <p className="muted">Our email addresses could not be loaded. The form reaches us just the same.</p>
    );
  }
  const { contactEmails, phone } = site.data;
  return (
    <ul className="contact-card__channels stack gap-1 plain-list">
      {contactEmails.map((email) => (
        <li key={email}>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      ))}
      {phone ? (
        <li className="contact-card__phone inline gap-2">
          <PhoneIcon />
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </li>
      ) : null}
    </ul>
  );
}

function ContactBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="contact-card__block stack gap-2">
      <h3 className="caps-heading contact-card__heading inline gap-2">
        {icon}
        {title}
      </h3>
      {children}
    </div>
  );
}

export function ContactCard() {
  return (
    <Card className="contact-card">
      <CardHeader>
        <CardTitle>Reach Us Directly</CardTitle>
      </CardHeader>
      <CardContent className="stack gap-6">
        <ContactBlock icon={<MailIcon />} title="Email">
          <DirectContact />
        </ContactBlock>
        <ContactBlock icon={<ClockIcon />} title="Response Time">
          <p>{contactPage.responseTime}</p>
        </ContactBlock>
        <ContactBlock icon={<SparkleIcon />} title="Our Services">
          <ul className="contact-card__services stack gap-2 plain-list">
            {contactPage.services.map((service) => (
              <li key={service}>
                <CheckIcon />
                {service}
              </li>
            ))}
          </ul>
        </ContactBlock>
        <Link to="/book" className={buttonClasses({ variant: 'primary', block: true })}>
          Book Free Consultation
        </Link>
      </CardContent>
    </Card>
  );
}
