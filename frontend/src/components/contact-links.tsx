import { formatPhone } from '@beauty/domain/phone';

/** An address staff can write to in one tap. */
export const emailLink = (email: string) => <a href={`mailto:${email}`}>{email}</a>;

/** A number staff can call in one tap, shown as people read it; nothing for a blank one. */
export const phoneLink = (phone: string | null) =>
  phone?.trim() ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{formatPhone(phone)}</a> : null;
